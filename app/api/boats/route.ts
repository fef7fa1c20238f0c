import { listBoatsEndpoint } from '@/lib/api/contract/boats';
import { apiRoute } from '@/lib/api/route';
import { listBoats } from '@/lib/landings/boats/boats';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(listBoatsEndpoint, async ({ query }) => listBoats(query));
