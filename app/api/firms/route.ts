import { listFirmsEndpoint } from '@/lib/api/contract/firms';
import { apiRoute } from '@/lib/api/route';
import { listFirms } from '@/lib/landings/receivers/firms';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(listFirmsEndpoint, async ({ query }) => listFirms(query));
