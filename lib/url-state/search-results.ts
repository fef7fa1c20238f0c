import * as z from 'zod/mini';
import { integerParam } from './fields';
import { hrefOf, paramValues, type ParamSource } from './params';

/**
 * The state of /search/{term} in its URL: the two result lists page separately, `boatpage` and
 * `ownerpage` (default 1, left out of links).
 */
export const searchResultsParamsSchema = z.object({
  boatpage: integerParam(1, 1, 1_000_000),
  ownerpage: integerParam(1, 1, 1_000_000),
});

export type SearchResultsState = z.output<typeof searchResultsParamsSchema>;

export function parseSearchResultsParams(source: ParamSource): SearchResultsState {
  return searchResultsParamsSchema.parse(paramValues(source));
}

/** `/search/{term}?…` with the pages other than the first. */
export function searchResultsHref(term: string, state: SearchResultsState): string {
  const params = new URLSearchParams();
  if (state.boatpage > 1) params.set('boatpage', String(state.boatpage));
  if (state.ownerpage > 1) params.set('ownerpage', String(state.ownerpage));
  return hrefOf(`/search/${encodeURIComponent(term)}`, params.toString());
}
