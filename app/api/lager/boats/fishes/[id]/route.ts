import { boatStockFishEndpoint } from '@/lib/api/contract/prices';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatStockBySpecies } from '@/lib/landings/stock';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatStockFishEndpoint, async ({ params }) => {
  const stock = await boatStockBySpecies(params.id);
  if (!stock) throw notFound('Båten');
  return stock;
});
