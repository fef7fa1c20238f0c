import { landingQueryEndpoint } from '@/lib/api/contract/offloads';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** The landing query: a page of rows, the total in X-Total-Count. Aborting the request cancels the query. */
export const POST = apiRoute(landingQueryEndpoint, offloadsHandlers.query);
