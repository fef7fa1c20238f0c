import { navLinksEndpoint } from '@/lib/api/contract/cms';
import { apiRoute } from '@/lib/api/route';
import { readNavLinks } from '@/lib/content/navlinks';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(navLinksEndpoint, async () => readNavLinks());
