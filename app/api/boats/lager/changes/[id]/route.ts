import { boatStockChangesEndpoint } from '@/lib/api/contract/boats';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatStockChanges } from '@/lib/landings/stock';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatStockChangesEndpoint, async ({ params }) => {
  const changes = await boatStockChanges(params.id);
  if (!changes) throw notFound('Båten');
  return changes;
});
