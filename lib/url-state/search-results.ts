import * as z from 'zod/mini';
import type { SearchKind } from '@/lib/search/kinds';
import { integerParam } from './fields';
import { hrefOf, paramValues, type ParamSource } from './params';

/**
 * The state of /search/{term} in its URL: every group of results pages separately, `boatpage`,
 * `ownerpage`, `buyerpage`, `stationpage`, `speciespage`, `municipalitypage` (default 1, left out of
 * links).
 */
export const SEARCH_PAGE_PARAMS = {
  boats: 'boatpage',
  owners: 'ownerpage',
  buyers: 'buyerpage',
  stations: 'stationpage',
  species: 'speciespage',
  municipalities: 'municipalitypage',
} as const satisfies Record<SearchKind, string>;

const pageParam = integerParam(1, 1, 1_000_000);

export const searchResultsParamsSchema = z.object({
  boatpage: pageParam,
  ownerpage: pageParam,
  buyerpage: pageParam,
  stationpage: pageParam,
  speciespage: pageParam,
  municipalitypage: pageParam,
});

export type SearchResultsState = z.output<typeof searchResultsParamsSchema>;

export function parseSearchResultsParams(source: ParamSource): SearchResultsState {
  return searchResultsParamsSchema.parse(paramValues(source));
}

/** The page of each group, by kind. */
export function searchPagesByKind(state: SearchResultsState): Record<SearchKind, number> {
  return Object.fromEntries(
    Object.entries(SEARCH_PAGE_PARAMS).map(([kind, param]) => [kind, state[param]]),
  ) as Record<SearchKind, number>;
}

/** `/search/{term}?…` with the pages other than the first. */
export function searchResultsHref(term: string, state: Partial<SearchResultsState>): string {
  const params = new URLSearchParams();
  for (const param of Object.values(SEARCH_PAGE_PARAMS)) {
    const page = state[param] ?? 1;
    if (page > 1) params.set(param, String(page));
  }
  return hrefOf(`/search/${encodeURIComponent(term)}`, params.toString());
}
