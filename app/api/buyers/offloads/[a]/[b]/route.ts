import { buyerOffloadsEndpoint } from '@/lib/api/contract/firms';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { buyerOffloads } from '@/lib/landings/receivers/firms';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(buyerOffloadsEndpoint, async ({ params, query }) => {
  const offloads = await buyerOffloads(params.a, params.b, query);
  if (!offloads) throw notFound('Kjøperen');
  return offloads;
});
