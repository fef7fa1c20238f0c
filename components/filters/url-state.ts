import {
  DEFAULT_COUNT,
  DEFAULT_ORDER_BY,
  FILTER_FIELDS,
  isIsoDate,
  MAX_COUNT,
  MAX_FILTER_VALUES,
  MAX_PIVOTS,
  parseGroupingDate,
  parseOrderBy,
  ROW_KIND_NAMES,
  rowKindOf,
  splitList,
  type FilterField,
  type GroupingDate,
  type LandingFilters,
  type LandingQuery,
  type LandingQueryInput,
  type RowKind,
} from '@/lib/landings/landing-query-types';
import { formatSortParam, parseSortParam, type TableSort } from '@/components/ui/table-sort';

/**
 * The state of the top-landings and latest-landings pages as URL query parameters: parsing (on the
 * server for the first render, in the browser on change) and serialising (for links, the address bar
 * and the CSV link). Pure and shared by server and client code.
 *
 * Parameters (every one optional; defaults are left out of the URL, lists are comma-joined, and a
 * list may also be repeated `gear=3&gear=5`, which is how the form submits without JavaScript):
 *
 *   from, to       period, yyyy-MM-dd (default: the most recent full year in the data)
 *   rows           row kind: boat (default) | fisher | buyer | station | species | municipality
 *   period         a row per: none (default) | day | week | month | year
 *   pivots         pivot columns, `fish:1022,fishingGear:5` (at most 10)
 *   measure        the measure shown: weight (default, "Total vekt") | value | a pivot from `pivots`
 *   sort           `<column>:<asc|desc>`, column name | date | weight | value | pivot:<pivot>
 *                  (default: the measure, largest first)
 *   page, count    paging (default 1 and 20)
 *   filters        gear, fishgroup, fish, preservation, landingcounty, municipality, boatcounty, length,
 *                  northsouth, condition, quality, packaging, application, nationality, boat, fisher,
 *                  buyer, station: codes from /api/sitedata/filters/{category} (see FILTER_PARAMS)
 *
 * Example: /topoffloads?rows=species&from=2025-01-01&to=2025-03-31&gear=3,5&pivots=fish:1022&sort=pivot:fish:1022:desc
 */

// ---------------------------------------------------------------------------------------------------
// Filters.

/** URL parameter → landing query filter field, in the order they are written. */
export const FILTER_PARAMS = {
  gear: 'FishingGear',
  fishgroup: 'FishGroup',
  fish: 'Fish',
  preservation: 'PreservationMethod',
  landingcounty: 'LandingState',
  municipality: 'OffloadTown',
  boatcounty: 'BoatState',
  length: 'LengthGroup',
  northsouth: 'northOrSouth',
  condition: 'Condition',
  quality: 'Quality',
  packaging: 'Packaging',
  application: 'Application',
  nationality: 'Nationality',
  boat: 'Boat',
  fisher: 'Fisher',
  buyer: 'Buyer',
  station: 'Station',
} as const satisfies Record<string, FilterField>;

export type FilterParam = keyof typeof FILTER_PARAMS;

export const PARAM_OF_FIELD = Object.fromEntries(
  Object.entries(FILTER_PARAMS).map(([param, field]) => [field, param]),
) as Record<(typeof FILTER_PARAMS)[FilterParam], FilterParam>;

// Codes are short: digits, letters, and the north/south labels ("Nord for 62°N").
const FILTER_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} °._-]{0,39}$/u;

/** Anything that holds query parameters: Next's `searchParams` object or URLSearchParams. */
export type ParamSource =
  | URLSearchParams
  | Record<string, string | string[] | undefined>
  | { get(name: string): string | null; getAll(name: string): string[] };

function reader(source: ParamSource): { all(name: string): string[]; one(name: string): string | null } {
  if (typeof (source as URLSearchParams).getAll === 'function') {
    const params = source as URLSearchParams;
    return { all: (name) => params.getAll(name), one: (name) => params.get(name) };
  }
  const record = source as Record<string, string | string[] | undefined>;
  return {
    all: (name) => {
      const value = record[name];
      return value == null ? [] : Array.isArray(value) ? value : [value];
    },
    one: (name) => {
      const value = record[name];
      return value == null ? null : Array.isArray(value) ? (value[0] ?? null) : value;
    },
  };
}

function parseFilters(params: ReturnType<typeof reader>): LandingFilters {
  const filters: LandingFilters = {};
  for (const [param, field] of Object.entries(FILTER_PARAMS) as [FilterParam, FilterField][]) {
    const values = splitList(params.all(param))
      .filter((value) => FILTER_VALUE.test(value))
      .slice(0, MAX_FILTER_VALUES);
    if (values.length > 0) filters[field] = values;
  }
  return filters;
}

function parseInteger(value: string | null, fallback: number, min: number, max: number): number {
  if (value == null || !/^\d{1,7}$/.test(value.trim())) return fallback;
  const number = Number(value);
  return number < min ? fallback : Math.min(number, max);
}

/** Dates that are real; swapped when given the wrong way round. */
function parsePeriod(params: ReturnType<typeof reader>): { from?: string; to?: string } {
  const from = params.one('from')?.trim();
  const to = params.one('to')?.trim();
  const period = {
    from: from && isIsoDate(from) ? from : undefined,
    to: to && isIsoDate(to) ? to : undefined,
  };
  if (period.from && period.to && period.from > period.to) return { from: period.to, to: period.from };
  return period;
}

/** Query string from ordered [name, value] pairs; "," and ":" stay readable. */
function queryString(entries: [string, string][]): string {
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%20/g, '+');
  return entries.map(([name, value]) => `${name}=${encode(value)}`).join('&');
}

function filterEntries(filters: LandingFilters): [string, string][] {
  const entries: [string, string][] = [];
  for (const [param, field] of Object.entries(FILTER_PARAMS) as [FilterParam, FilterField][]) {
    const values = filters[field];
    if (values && values.length > 0) entries.push([param, values.join(',')]);
  }
  return entries;
}

/** The filters with one value added or removed (lists stay sorted so equal views have equal URLs). */
export function toggleFilterValue(
  filters: LandingFilters,
  field: FilterField,
  value: string,
  on: boolean,
): LandingFilters {
  const current = filters[field] ?? [];
  const next = on
    ? [...new Set([...current, value])].sort((a, b) => a.localeCompare(b, 'nb', { numeric: true }))
    : current.filter((item) => item !== value);
  const result = { ...filters };
  if (next.length > 0) result[field] = next;
  else delete result[field];
  return result;
}

// ---------------------------------------------------------------------------------------------------
// Top landings.

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
const PIVOT_REF = /^(?:fish|fishGroup|fishMainGroup|fishingGear|gear):[\p{L}\p{N}_-]{1,20}$/u;

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

export function parseTopLandingsParams(source: ParamSource): TopLandingsState {
  const params = reader(source);
  const rowsParam = params.one('rows')?.trim().toLowerCase();
  const rows = (ROW_KINDS as readonly string[]).includes(rowsParam ?? '') ? (rowsParam as RowKind) : 'boat';
  const pivots = splitList(params.all('pivots'))
    .filter((pivot) => PIVOT_REF.test(pivot))
    .slice(0, MAX_PIVOTS);
  const measureParam = params.one('measure')?.trim() ?? 'weight';
  const measure = measureParam === 'value' || pivots.includes(measureParam) ? measureParam : 'weight';
  const sort = parseSortParam(params.one('sort'), defaultSortDirection);
  const sortValid =
    sort != null &&
    ((SORT_KEYS as readonly string[]).includes(sort.key) ||
      pivots.some((pivot) => pivotKey(pivot) === sort.key));
  return {
    filters: parseFilters(params),
    ...parsePeriod(params),
    rows,
    period: parseGroupingDate(params.one('period')) ?? 'none',
    pivots,
    measure,
    sort: sortValid ? sort : null,
    page: parseInteger(params.one('page'), 1, 1, 1_000_000),
    count: parseInteger(params.one('count'), DEFAULT_COUNT, 1, MAX_COUNT),
  };
}

/** The state's query string without defaults, in a fixed order (equal views, equal URLs). */
export function serializeTopLandingsState(
  state: TopLandingsState,
  options: { paging?: boolean } = {},
): string {
  const entries: [string, string][] = [];
  if (state.rows !== 'boat') entries.push(['rows', state.rows]);
  if (state.period !== 'none') entries.push(['period', state.period]);
  if (state.from) entries.push(['from', state.from]);
  if (state.to) entries.push(['to', state.to]);
  entries.push(...filterEntries(state.filters));
  if (state.pivots.length > 0) entries.push(['pivots', state.pivots.join(',')]);
  if (state.measure !== 'weight') entries.push(['measure', state.measure]);
  if (state.sort) entries.push(['sort', formatSortParam(state.sort)]);
  if (options.paging !== false) {
    if (state.count !== DEFAULT_COUNT) entries.push(['count', String(state.count)]);
    if (state.page !== 1) entries.push(['page', String(state.page)]);
  }
  return queryString(entries);
}

/** `/topoffloads?…` for a state. */
export function topLandingsHref(state: TopLandingsState, path = '/topoffloads'): string {
  const query = serializeTopLandingsState(state);
  return query ? `${path}?${query}` : path;
}

const ORDER_FIELDS: Record<(typeof SORT_KEYS)[number], string> = {
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

const SORT_KEY_OF_FIELD: Record<string, string> = {
  Title: 'name',
  LastLandingDate: 'date',
  TotalWeight: 'weight',
  Price: 'value',
};

/**
 * The page state of a normalised (saved) landing query: what a saved view's link back to the site and
 * its embed show. `measure` comes from the embed's address (it is not part of the query).
 */
export function stateFromLandingQuery(query: LandingQuery, measure = 'weight'): TopLandingsState {
  const filters: LandingFilters = {};
  for (const field of FILTER_FIELDS) {
    if (query[field]?.length) filters[field] = [...query[field]];
  }
  const pivots = query.XPivots.filter((pivot) => PIVOT_REF.test(pivot));
  const shown = measure === 'value' || pivots.includes(measure) ? measure : 'weight';
  const order = parseOrderBy(query.OrderBy, pivots) ?? DEFAULT_ORDER_BY;
  const key = order.field === 'Pivot' ? pivotKey(order.pivot ?? '') : SORT_KEY_OF_FIELD[order.field];
  const sort: TableSort = { key, direction: order.direction };
  const isDefault = key === measureKey(shown) && sort.direction === 'desc';
  return {
    filters,
    from: query.FromDate,
    to: query.ToDate,
    rows: rowKindOf(query.OffloadGrouping),
    period: query.OffloadGroupingDate,
    pivots,
    measure: shown,
    sort: isDefault ? null : sort,
    page: query.PageNo,
    count: query.Count,
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

// ---------------------------------------------------------------------------------------------------
// Latest landings.

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

export function parseLatestLandingsParams(source: ParamSource): LatestLandingsState {
  const params = reader(source);
  return {
    filters: parseFilters(params),
    ...parsePeriod(params),
    page: parseInteger(params.one('page'), 1, 1, 1_000_000),
    count: parseInteger(params.one('count'), DEFAULT_COUNT, 1, MAX_LATEST_COUNT),
  };
}

export function serializeLatestLandingsState(
  state: LatestLandingsState,
  options: { paging?: boolean } = {},
): string {
  const entries: [string, string][] = [];
  if (state.from) entries.push(['from', state.from]);
  if (state.to) entries.push(['to', state.to]);
  entries.push(...filterEntries(state.filters));
  if (options.paging !== false) {
    if (state.count !== DEFAULT_COUNT) entries.push(['count', String(state.count)]);
    if (state.page !== 1) entries.push(['page', String(state.page)]);
  }
  return queryString(entries);
}

export function latestLandingsHref(state: LatestLandingsState, path = '/offloads'): string {
  const query = serializeLatestLandingsState(state);
  return query ? `${path}?${query}` : path;
}

/** How many filter values are chosen in all. */
export function countFilterValues(filters: LandingFilters): number {
  return Object.values(filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);
}
