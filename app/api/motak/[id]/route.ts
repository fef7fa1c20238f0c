import { getStationEndpoint } from '@/lib/api/contract/stations';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { getStation } from '@/lib/landings/receivers/stations';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(getStationEndpoint, async ({ params, query }) => {
  const station = await getStation(params.id, query.year);
  if (!station) throw notFound('Mottaksstasjonen');
  return station;
});
