import { boatYearLandingsEndpoint } from '@/lib/api/contract/offload-documents';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatLandings } from '@/lib/landings/boats/boat-landings';

export const dynamic = 'force-dynamic';

/** A boat's landings in one year: `{a}` the boat, `{b}` the year. */
export const GET = apiRoute(boatYearLandingsEndpoint, async ({ params, signal }) => {
  const period = { FromDate: `${params.b}-01-01`, ToDate: `${params.b}-12-31` };
  const found = await boatLandings(params.a, period, { signal });
  if (!found) throw notFound('Båten');
  return { data: found.rows, headers: { 'X-Total-Count': String(found.rows.length) } };
});
