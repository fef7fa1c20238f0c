import { boatOnBoardChangesEndpoint } from '@/lib/api/contract/boats';
import { ApiError, notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatOnBoardChanges, NO_LOGBOOK_MESSAGE } from '@/lib/landings/boats/on-board';

export const dynamic = 'force-dynamic';

/** The vessel's catch on board as a time series (lib/landings/boats/on-board.ts); 404 says why there is none. */
export const GET = apiRoute(boatOnBoardChangesEndpoint, async ({ params, query }) => {
  const changes = await boatOnBoardChanges(params.id, query);
  if (changes === 'unknown-boat') throw notFound('Båten');
  if (changes === 'no-logbook') throw new ApiError('not_found', NO_LOGBOOK_MESSAGE);
  return changes;
});
