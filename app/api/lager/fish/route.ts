import { stockFishEndpoint } from '@/lib/api/contract/prices';
import { apiRoute } from '@/lib/api/route';
import { fleetCatchOnBoard } from '@/lib/landings/stock';

export const dynamic = 'force-dynamic';

/** Catch on board across the fleet by species, from each vessel's latest logbook report (lib/landings/stock.ts). */
export const GET = apiRoute(stockFishEndpoint, async ({ query }) => fleetCatchOnBoard(query));
