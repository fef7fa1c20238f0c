import { latestLandingsEndpoint } from '@/lib/api/contract/offload-documents';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** The newest landings, filtered and paged (the site's /offloads). */
export const GET = apiRoute(latestLandingsEndpoint, offloadsHandlers.latest);
