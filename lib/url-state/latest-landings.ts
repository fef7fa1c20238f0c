import * as z from 'zod/mini';
import { DEFAULT_COUNT, type LandingFilters } from '@/lib/landings/landing-query-types';
import { filterEntries, readFilters } from './filters';
import { landingPeriodFields, orderedPeriod, pagingEntries, periodEntries } from './landing-period';
import { hrefOf, integerParam, paramValues, queryString, type ParamSource } from './params';

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

export const latestLandingsParamsSchema = z.pipe(
  z.object({
    page: integerParam(1, 1, 1_000_000),
    count: integerParam(DEFAULT_COUNT, 1, MAX_LATEST_COUNT),
    ...landingPeriodFields,
  }),
  z.transform(({ from, to, ...paging }) => ({ ...orderedPeriod({ from, to }), ...paging })),
);

export function parseLatestLandingsParams(source: ParamSource): LatestLandingsState {
  const values = paramValues(source);
  return { filters: readFilters(values), ...latestLandingsParamsSchema.parse(values) };
}

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
