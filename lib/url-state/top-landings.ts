import { formatSortParam, type TableSort } from '@/lib/table-sort';
import {
  DEFAULT_COUNT,
  ROW_KIND_NAMES,
  type GroupingDate,
  type LandingFilters,
  type LandingQueryInput,
  type RowKind,
} from '@/lib/landings/landing-query/types';
import { filterEntries } from './filters';
import { pagingEntries, periodEntries } from './landing-period';
import { hrefOf, queryString } from './params';

/**
 * The state of /topoffloads in its URL, parsed by one zod schema (top-landings-schema.ts) on the server
 * (first render) and in the browser (every change), and written back for links, the address bar and the
 * CSV link. This module is zod-free, so the page's first load carries no zod.
 *
 *   from, to       period, yyyy-MM-dd (default: the most recent full year in the data)
 *   rows           row kind: boat (default) | fisher | buyer | station | species | municipality
 *   period         a row per: none (default) | day | week | month | year
 *   pivots         pivot columns, `fish:1022,fishingGear:5` (at most 10)
 *   measure        the measure shown: weight (default, "Total vekt") | value | a pivot from `pivots`
 *   sort           `<column>:<asc|desc>`, column name | date | weight | value | pivot:<pivot>
 *                  (default: the measure, largest first)
 *   page, count    paging (default 1 and 20)
 *   filters        see ./filters.ts
 *
 * Example: /topoffloads?rows=species&from=2025-01-01&to=2025-03-31&gear=3,5&pivots=fish:1022&sort=pivot:fish:1022:desc
 */

export const ROW_KINDS = ['boat', 'fisher', 'buyer', 'station', 'species', 'municipality'] as const;

export const ROW_KIND_LABELS: Record<RowKind, string> = {
  boat: 'Båter',
  fisher: 'Fiskere (selskap)',
  buyer: 'Kjøpere',
  station: 'Mottaksstasjoner',
  species: 'Arter',
  municipality: 'Landingskommuner',
};

export const GROUPING_LABELS: Record<GroupingDate, string> = {
  none: 'Hele perioden',
  day: 'Dag',
  week: 'Uke',
  month: 'Måned',
  year: 'År',
};

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * A pivot reference in the landing query's canonical form, `kind:code` (`fish:1022`, `fishingGear:5`):
 * the form the rows' PivotParameters carry, so columns, measure and sort can refer to it.
 */
export const PIVOT_REF = /^(?:fish|fishGroup|fishMainGroup|fishingGear|gear):[\p{L}\p{N}_-]{1,20}$/u;

export interface TopLandingsState {
  filters: LandingFilters;
  from?: string;
  to?: string;
  rows: RowKind;
  period: GroupingDate;
  pivots: string[];
  /** `weight` (Total vekt), `value` (Verdi), or one of `pivots`. */
  measure: string;
  /** Null: by the measure, largest first. */
  sort: TableSort | null;
  page: number;
  count: number;
}

export const DEFAULT_TOP_LANDINGS: TopLandingsState = {
  filters: {},
  rows: 'boat',
  period: 'none',
  pivots: [],
  measure: 'weight',
  sort: null,
  page: 1,
  count: DEFAULT_COUNT,
};

/** Sort keys of the top-landings table: fixed columns, and `pivot:<ref>` per pivot. */
export const SORT_KEYS = ['name', 'date', 'weight', 'value'] as const;

export const pivotKey = (pivot: string) => `pivot:${pivot}`;

/** The table column that shows a measure. */
export function measureKey(measure: string): string {
  return measure === 'weight' || measure === 'value' ? measure : pivotKey(measure);
}

/** The sort in force: the explicit one, or the measure shown, largest first. */
export function effectiveSort(state: Pick<TopLandingsState, 'sort' | 'measure'>): TableSort {
  return state.sort ?? { key: measureKey(state.measure), direction: 'desc' };
}

/** Names sort A–Å first; numbers and dates largest and newest first. */
export const defaultSortDirection = (key: string) => (key === 'name' ? 'asc' : 'desc');

/** A measure only when it is shown: value, or a pivot that is a column. */
export const shownMeasure = (measure: string | undefined, pivots: readonly string[]) =>
  measure === 'value' || (measure != null && pivots.includes(measure)) ? measure : 'weight';

/** The state's query string without defaults, in a fixed order (equal views, equal URLs). */
export function serializeTopLandingsState(
  state: TopLandingsState,
  options: { paging?: boolean } = {},
): string {
  const entries: [string, string][] = [];
  if (state.rows !== 'boat') entries.push(['rows', state.rows]);
  if (state.period !== 'none') entries.push(['period', state.period]);
  entries.push(...periodEntries(state), ...filterEntries(state.filters));
  if (state.pivots.length > 0) entries.push(['pivots', state.pivots.join(',')]);
  if (state.measure !== 'weight') entries.push(['measure', state.measure]);
  if (state.sort) entries.push(['sort', formatSortParam(state.sort)]);
  if (options.paging !== false) entries.push(...pagingEntries(state, DEFAULT_COUNT));
  return queryString(entries);
}

/** `/topoffloads?…` for a state. */
export function topLandingsHref(state: TopLandingsState, path = '/topoffloads'): string {
  return hrefOf(path, serializeTopLandingsState(state));
}

export const ORDER_FIELDS: Record<(typeof SORT_KEYS)[number], string> = {
  name: 'Title',
  date: 'LastLandingDate',
  weight: 'TotalWeight',
  value: 'Price',
};

/** The landing query's OrderBy for a table sort (see parseOrderBy in lib/landings). */
export function orderByOf(sort: TableSort): string {
  const field = sort.key.startsWith('pivot:')
    ? `Pivot:${sort.key.slice('pivot:'.length)}`
    : (ORDER_FIELDS[sort.key as (typeof SORT_KEYS)[number]] ?? 'TotalWeight');
  return `${field} ${sort.direction}`;
}

/** The landing query for a state (what the server runs, the browser posts and a saved view stores). */
export function toLandingQueryInput(
  state: TopLandingsState,
  paging: { page?: number; count?: number } = {},
): LandingQueryInput {
  return {
    ...state.filters,
    ...(state.from ? { FromDate: state.from } : {}),
    ...(state.to ? { ToDate: state.to } : {}),
    PageNo: paging.page ?? state.page,
    Count: paging.count ?? state.count,
    OffloadGrouping: ROW_KIND_NAMES[state.rows],
    OffloadGroupingDate: state.period,
    OrderBy: orderByOf(effectiveSort(state)),
    XPivots: state.pivots,
  };
}

/**
 * The body of POST /api/offloads/query as the spec sends it (section 5): list values joined with
 * commas, empty lists dropped, Count and PageNo as integers.
 */
export function toRequestBody(input: LandingQueryInput): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(input)) {
    if (value == null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) body[name] = value.join(',');
    } else if (name === 'PageNo' || name === 'Count') {
      body[name] = Math.trunc(Number(value));
    } else {
      body[name] = value as string;
    }
  }
  return body;
}
