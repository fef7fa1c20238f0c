import { latestLandingsEndpoint } from '@/lib/api/contract/offload-documents';
import { apiRoute } from '@/lib/api/route';
import { latestLandings } from '@/lib/landings/latest-landings';

export const dynamic = 'force-dynamic';

/** The newest landings, filtered and paged (the site's /offloads). */
export const GET = apiRoute(latestLandingsEndpoint, async ({ query, signal }) => {
  const page = await latestLandings(query, { signal });
  return { data: page.rows, headers: { 'X-Total-Count': String(page.total) } };
});
