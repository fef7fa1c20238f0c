import { savedLandingQueryEndpoint } from '@/lib/api/contract/offloads';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** A saved landing query and its rows on today's data. */
export const GET = apiRoute(savedLandingQueryEndpoint, offloadsHandlers.saved);
