import { boatLandingsEndpoint } from '@/lib/api/contract/offload-documents';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatLandings } from '@/lib/landings/boats/boat-landings';

export const dynamic = 'force-dynamic';

/** A boat's landings in a period (also served as /api/Offloads/…, see next.config.mjs). */
export const GET = apiRoute(boatLandingsEndpoint, async ({ params, signal }) => {
  const period = { FromDate: params.from, ToDate: params.to };
  const found = await boatLandings(params.a, period, { signal });
  if (!found) throw notFound('Båten');
  return { data: found.rows, headers: { 'X-Total-Count': String(found.rows.length) } };
});
