import { DEFAULT_COUNT, type LandingFilters } from '@/lib/landings/landing-query/types';
import { filterEntries } from './filters';
import { pagingEntries, periodEntries } from './landing-period';
import { hrefOf, queryString } from './params';

/**
 * The state of /offloads (the newest landing notes) in its URL: the landing filters, a from/to period
 * and paging. Parsed by one zod schema on the server and in the browser.
 */

export interface LatestLandingsState {
  filters: LandingFilters;
  from?: string;
  to?: string;
  page: number;
  count: number;
}

export const DEFAULT_LATEST_LANDINGS: LatestLandingsState = { filters: {}, page: 1, count: DEFAULT_COUNT };

/** Largest page of latest landings (each row is a landing document). */
export const MAX_LATEST_COUNT = 100;

export function serializeLatestLandingsState(
  state: LatestLandingsState,
  options: { paging?: boolean } = {},
): string {
  const entries = [...periodEntries(state), ...filterEntries(state.filters)];
  if (options.paging !== false) entries.push(...pagingEntries(state, DEFAULT_COUNT));
  return queryString(entries);
}

export function latestLandingsHref(state: LatestLandingsState, path = '/offloads'): string {
  return hrefOf(path, serializeLatestLandingsState(state));
}
