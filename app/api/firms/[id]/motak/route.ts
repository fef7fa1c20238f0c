import { firmStationsEndpoint } from '@/lib/api/contract/firms';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { firmStations } from '@/lib/landings/receivers/firms';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(firmStationsEndpoint, async ({ params, query }) => {
  const stations = await firmStations(params.id, query.year);
  if (!stations) throw notFound('Kjøperen');
  return stations;
});
