import { firmStationGraphEndpoint } from '@/lib/api/contract/firms';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { firmStationGraph } from '@/lib/landings/receivers/firms';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(firmStationGraphEndpoint, async ({ params, query }) => {
  const graph = await firmStationGraph(params.id, query);
  if (!graph) throw notFound('Kjøperen');
  return graph;
});
