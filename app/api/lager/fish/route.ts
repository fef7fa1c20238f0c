import { fleetOnBoardEndpoint } from '@/lib/api/contract/prices';
import { apiRoute } from '@/lib/api/route';
import { fleetCatchOnBoard } from '@/lib/landings/boats/on-board';

export const dynamic = 'force-dynamic';

/** Catch on board across the fleet by species, from each vessel's latest logbook report (lib/landings/boats/on-board.ts). */
export const GET = apiRoute(fleetOnBoardEndpoint, async ({ query }) => fleetCatchOnBoard(query));
