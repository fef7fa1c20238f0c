import { speciesPriceEndpoint } from '@/lib/api/contract/prices';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { speciesPrice, type PricePeriod } from '@/lib/landings/prices/prices';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(speciesPriceEndpoint, async ({ params }) => {
  const period: PricePeriod =
    params.b === 'latest'
      ? 'latest'
      : params.b.length === 4
        ? { year: Number(params.b) }
        : { month: params.b };
  const price = await speciesPrice(params.a, period);
  if (!price) throw notFound('Arten');
  return price;
});
