import { boatStockChangesEndpoint } from '@/lib/api/contract/boats';
import { ApiError, notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatStockChanges, NO_LOGBOOK_MESSAGE } from '@/lib/landings/stock';

export const dynamic = 'force-dynamic';

/** The vessel's catch on board as a time series (lib/landings/stock.ts); 404 says why there is none. */
export const GET = apiRoute(boatStockChangesEndpoint, async ({ params, query }) => {
  const changes = await boatStockChanges(params.id, query);
  if (changes === 'unknown-boat') throw notFound('Båten');
  if (changes === 'no-logbook') throw new ApiError('not_found', NO_LOGBOOK_MESSAGE);
  return changes;
});
