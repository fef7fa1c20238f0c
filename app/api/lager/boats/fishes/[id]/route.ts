import { boatOnBoardEndpoint } from '@/lib/api/contract/prices';
import { ApiError, notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatCatchOnBoard, NO_LOGBOOK_MESSAGE } from '@/lib/landings/boats/on-board';

export const dynamic = 'force-dynamic';

/** The vessel's latest reported catch on board (lib/landings/boats/on-board.ts); 404 says why there is none. */
export const GET = apiRoute(boatOnBoardEndpoint, async ({ params }) => {
  const onBoard = await boatCatchOnBoard(params.id);
  if (onBoard === 'unknown-boat') throw notFound('Båten');
  if (onBoard === 'no-logbook') throw new ApiError('not_found', NO_LOGBOOK_MESSAGE);
  return onBoard;
});
