import { stockFishEndpoint } from '@/lib/api/contract/prices';
import { apiRoute } from '@/lib/api/route';
import { stockBySpecies } from '@/lib/landings/stock';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(stockFishEndpoint, async () => stockBySpecies());
