import 'server-only';
import type { DuckDBValue } from '@duckdb/node-api';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { formatLength, formatNumber } from '@/lib/format';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import {
  filterSql,
  loadCodeIndex,
  resolveFilters,
  resolvePivot,
  SqlParams,
  type CodeIndex,
  type ResolvedPivot,
} from './landing-query-filters';
import {
  DEFAULT_COUNT,
  DEFAULT_ORDER_BY,
  FILTER_FIELDS,
  formatOrderBy,
  LandingInputError,
  MAX_PIVOTS,
  parseOrderBy,
  ROW_KIND_NAMES,
  rowKindOf,
  type GroupingDate,
  type LandingQuery,
  type LandingQueryInput,
  type LandingQueryResult,
  type LandingRow,
  type OrderBy,
  type RowKind,
} from './landing-query-types';
import { storeFacts } from './site-data';

/**
 * The landing query (`POST /api/offloads/query`, the top-landings page, embeds): landing lines of a
 * period, filtered, grouped into rows of one kind (boats, fishing companies, buyers, stations, species,
 * municipalities), optionally per day/week/month/year, with pivot columns, sorted and paged.
 *
 * One SQL statement does the work: the lines are aggregated per row key in one scan (pivots are
 * conditional sums in the same pass; kinds that count landings roll up per document first), the total
 * for paging rides along (a window count, or a separate count of the materialised aggregate when rows
 * are per date), and names are joined from the registers only for the page being returned (unless the
 * rows are sorted by name). Results are cached per (normalised query, store version).
 */

// ---------------------------------------------------------------------------------------------------
// The default period.

/**
 * The spec's default is "2021-01-01 to 2021-12-31", the last full year when it was written. Here: the
 * most recent full year in the store, as the site defines it everywhere (lib/landings/site-data.ts:
 * the latest year when its data reaches late December, else the year before it).
 */
export async function defaultPeriod(): Promise<{ FromDate: string; ToDate: string }> {
  const facts = await storeFacts();
  const year = facts.latestFullYear ?? new Date().getUTCFullYear() - 1;
  return { FromDate: `${year}-01-01`, ToDate: `${year}-12-31` };
}

// ---------------------------------------------------------------------------------------------------
// Normalisation.

/** Canonical JSON for hashing and caching: keys sorted, undefined dropped. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function resolvePeriod(input: LandingQueryInput): Promise<{ FromDate: string; ToDate: string }> {
  if (input.FromDate && input.ToDate) return { FromDate: input.FromDate, ToDate: input.ToDate };
  // One end given: the other is the same year's other end, so "from 2023-06-01" means the rest of 2023.
  if (input.FromDate) return { FromDate: input.FromDate, ToDate: `${input.FromDate.slice(0, 4)}-12-31` };
  if (input.ToDate) return { FromDate: `${input.ToDate.slice(0, 4)}-01-01`, ToDate: input.ToDate };
  return defaultPeriod();
}

/**
 * Fills in the defaults and resolves everything that depends on the store: filter labels to codes,
 * pivots to `kind:code`, the OrderBy pivot to one of them. Equal queries come out as equal objects.
 * Throws LandingInputError for mistakes only visible here (an OrderBy pivot not among XPivots).
 */
export async function normaliseLandingQuery(input: LandingQueryInput): Promise<LandingQuery> {
  const [index, period] = await Promise.all([loadCodeIndex(), resolvePeriod(input)]);
  if (period.FromDate > period.ToDate) {
    throw new LandingInputError('Fra-dato er etter til-dato', {
      ToDate: 'Til-dato må være lik eller etter fra-dato',
    });
  }
  const pivots: string[] = [];
  for (const raw of input.XPivots ?? []) {
    const { id } = resolvePivot(raw, index);
    if (!pivots.includes(id)) pivots.push(id);
  }
  if (pivots.length > MAX_PIVOTS) {
    throw new LandingInputError('For mange pivotkolonner', { XPivots: `Høyst ${MAX_PIVOTS} pivotkolonner` });
  }

  let order: OrderBy = DEFAULT_ORDER_BY;
  if (input.OrderBy) {
    // A bare name may be any spelling of a pivot: `Torsk` for XPivots `1022`.
    const parsed = parseOrderBy(input.OrderBy, (text) => pivots.includes(resolvePivot(text, index).id));
    if (!parsed) throw new LandingInputError('Ukjent sortering', { OrderBy: orderByHelp });
    order = parsed;
    if (parsed.field === 'Pivot') {
      const id = resolvePivot(parsed.pivot!, index).id;
      if (!pivots.includes(id)) {
        throw new LandingInputError('Sorteringen viser til en pivotkolonne som ikke er med', {
          OrderBy: `Pivotkolonnen «${parsed.pivot}» er ikke med i XPivots`,
        });
      }
      order = { ...parsed, pivot: id };
    }
  }

  const { canonical } = resolveFilters(input, index);
  const query: LandingQuery = {
    FromDate: period.FromDate,
    ToDate: period.ToDate,
    PageNo: input.PageNo ?? 1,
    Count: input.Count ?? DEFAULT_COUNT,
    OffloadGrouping: ROW_KIND_NAMES[rowKindOf(input.OffloadGrouping)],
    OffloadGroupingDate: input.OffloadGroupingDate ?? 'none',
    OrderBy: formatOrderBy(order),
    XPivots: pivots,
  };
  for (const field of FILTER_FIELDS) {
    if (canonical[field]?.length) query[field] = canonical[field];
  }
  return query;
}

export const orderByHelp =
  'Sortering skrives «felt [asc|desc]» der felt er TotalWeight, Price, LastLandingDate, Title eller Pivot:<pivot fra XPivots>';

// ---------------------------------------------------------------------------------------------------
// SQL.

/**
 * Counts a row kind shows in Row1/Row2. Each is counted per landing document: a document has one boat,
 * one station and (per species row) one species group, so these are exact.
 */
type RowCount = 'landings' | 'boats' | 'stations' | 'species_group';

/** How each row kind is keyed, what it counts and where its names come from. */
interface KindSql {
  key: string;
  counts: RowCount[];
  /** Joins from the aggregated row `r` to the registers, and the columns they give. */
  joins: string;
  names: string[];
  /** What Title sorts by, from the joined names. */
  title: string;
}

const KIND_SQL: Record<RowKind, KindSql> = {
  boat: {
    key: 'vessel_id',
    counts: [],
    joins: 'left join boats b on b.vessel_id = r.id',
    names: [
      'b.name as name',
      'b.registration_mark as registration_mark',
      'b.radio_call_sign as radio_call_sign',
      'b.length as length',
      'b.gear as gear',
    ],
    title: 'b.name',
  },
  fisher: {
    key: 'fisher_id',
    counts: ['boats', 'landings'],
    joins: 'left join owners o on o.owner_id = r.id',
    names: ['o.name as name'],
    title: 'o.name',
  },
  buyer: {
    key: 'buyer_id',
    counts: ['stations', 'boats'],
    joins: 'left join buyers k on k.buyer_id = r.id',
    names: ['k.name as name'],
    title: 'k.name',
  },
  station: {
    key: 'station_id',
    counts: [],
    joins: 'left join stations s on s.station_id = r.id left join buyers k on k.buyer_id = s.buyer_id',
    names: [
      's.name as name',
      's.municipality as municipality',
      's.buyer_id as buyer_id',
      'k.name as buyer_name',
    ],
    title: 's.name',
  },
  species: {
    key: 'species_fdir_code',
    counts: ['species_group', 'boats'],
    joins: "left join code_values c on c.category = 'fish' and c.code = r.id",
    names: ['c.label as name'],
    title: 'c.label',
  },
  municipality: {
    key: 'landing_municipality_code',
    counts: ['landings'],
    joins: 'left join municipalities m on m.code = r.id',
    names: ['m.name as name', 'm.county as county'],
    title: 'm.name',
  },
};

/**
 * How each count is taken: over the lines directly (`single`), or, when the landings are counted,
 * per landing document first (`perDocument`) and then per row (`perRow`).
 */
const COUNT_SQL: Record<RowCount, { single: string; perDocument: string | null; perRow: string }> = {
  landings: {
    single: 'count(distinct doc_key)::integer as landings',
    perDocument: null,
    perRow: 'count(*)::integer as landings',
  },
  boats: {
    single: 'count(distinct vessel_id)::integer as boats',
    perDocument: 'any_value(vessel_id) as vessel_id',
    perRow: 'count(distinct vessel_id)::integer as boats',
  },
  stations: {
    single: 'count(distinct station_id)::integer as stations',
    perDocument: 'any_value(station_id) as station_id',
    perRow: 'count(distinct station_id)::integer as stations',
  },
  species_group: {
    single: 'any_value(species_group) as species_group',
    perDocument: 'any_value(species_group) as species_group',
    perRow: 'any_value(species_group) as species_group',
  },
};

// Fixed keywords chosen from a closed set, never caller text.
const PERIOD_SQL: Record<Exclude<GroupingDate, 'none'>, string> = {
  day: 'landing_date',
  week: "date_trunc('week', landing_date)::date",
  month: "date_trunc('month', landing_date)::date",
  year: "date_trunc('year', landing_date)::date",
};

export interface PreparedLandingQuery {
  query: LandingQuery;
  kind: RowKind;
  pivots: ResolvedPivot[];
  sql: string;
  params: DuckDBValue[];
}

function orderSql(order: OrderBy, pivots: ResolvedPivot[], grouped: boolean, prefix: string): string {
  const direction = order.direction === 'asc' ? 'asc' : 'desc';
  let expression: string;
  switch (order.field) {
    case 'Price':
      expression = `${prefix}price`;
      break;
    case 'LastLandingDate':
      expression = `${prefix}last_date`;
      break;
    case 'Title':
      expression = `${prefix}title_sort`;
      break;
    case 'Pivot':
      expression = `coalesce(${prefix}pivot_${pivots.findIndex((pivot) => pivot.id === order.pivot)}, 0)`;
      break;
    default:
      expression = `${prefix}total_weight`;
  }
  // Withheld prices (null) go last either way; the key (and period) make the order total, so pages
  // never overlap or skip rows between requests.
  const tieBreak = [`${prefix}id asc`, ...(grouped ? [`${prefix}period asc`] : [])];
  return [`${expression} ${direction} nulls last`, ...tieBreak].join(', ');
}

/**
 * The aggregate every variant starts from: one row per key (and period) with weight, value, last date
 * and pivots. Row kinds that count landings aggregate in two levels, first per landing document and
 * then per row: `count(distinct doc_key)` over every line was 3–4× slower than counting the documents
 * (1.2 M lines). Boats and stations are few, so counting them distinct in one pass is cheaper.
 */
function aggregateSql(
  query: LandingQuery,
  kind: RowKind,
  pivots: ResolvedPivot[],
  index: CodeIndex,
  params: SqlParams,
) {
  const spec = KIND_SQL[kind];
  const from = params.add(query.FromDate);
  const to = params.add(query.ToDate);
  const filters = filterSql(resolveFilters(query, index), params);
  const grouping = query.OffloadGroupingDate;
  const keys = [`${spec.key} as id`, ...(grouping !== 'none' ? [`${PERIOD_SQL[grouping]} as period`] : [])];
  const groupBy = grouping !== 'none' ? '1, 2' : '1';
  const sums = [
    'sum(round_weight) as total_weight',
    'sum(amount_fisher) as price',
    'max(landing_date) as last_date',
    // Conditional sums in the same pass. `sum(case when … then … end)` measured ~15 % faster than the
    // equivalent `sum(…) filter (where …)` on DuckDB 1.5 (1.2 M lines, 5 pivots).
    ...pivots.map(
      (pivot, i) =>
        `sum(case when ${pivot.column} = ${params.add(pivot.code)} then round_weight end) as pivot_${i}`,
    ),
  ];
  const where = `landing_date between ${from}::date and ${to}::date and ${spec.key} is not null and ${filters}`;
  if (!spec.counts.includes('landings')) {
    return `select ${[...keys, ...sums, ...spec.counts.map((count) => COUNT_SQL[count].single)].join(',\n    ')}
  from landing_lines
  where ${where}
  group by ${groupBy}`;
  }
  const perDocument = spec.counts.flatMap((count) => COUNT_SQL[count].perDocument ?? []);
  const rollUp = [
    'id',
    ...(grouping !== 'none' ? ['period'] : []),
    'sum(total_weight) as total_weight',
    'sum(price) as price',
    'max(last_date) as last_date',
    ...pivots.map((_, i) => `sum(pivot_${i}) as pivot_${i}`),
    ...spec.counts.map((count) => COUNT_SQL[count].perRow),
  ];
  return `select ${rollUp.join(', ')}
  from (
    select ${[...keys, 'doc_key', ...sums, ...perDocument].join(',\n      ')}
    from landing_lines
    where ${where}
    group by ${groupBy}, doc_key
  )
  group by ${groupBy}`;
}

/** The SQL of a normalised query, exactly as runLandingQuery runs it (the benchmark runs it bare). */
export function buildLandingQuerySql(query: LandingQuery, index: CodeIndex): PreparedLandingQuery {
  const kind = rowKindOf(query.OffloadGrouping);
  const spec = KIND_SQL[kind];
  const pivots = query.XPivots.map((id) => resolvePivot(id, index));
  const order = parseOrderBy(query.OrderBy) ?? DEFAULT_ORDER_BY;
  const resolvedOrder =
    order.field === 'Pivot' ? { ...order, pivot: resolvePivot(order.pivot!, index).id } : order;
  const grouped = query.OffloadGroupingDate !== 'none';
  const params = new SqlParams();
  const aggregate = aggregateSql(query, kind, pivots, index, params);
  const limit = params.add(query.Count);
  const offset = params.add((query.PageNo - 1) * query.Count);
  const output = [
    'r.id',
    'cast(r.period as varchar) as period',
    'r.total_weight',
    'r.price',
    'cast(r.last_date as varchar) as last_date',
    'r.total_rows',
    ...pivots.map((_, i) => `r.pivot_${i}`),
    ...spec.counts.map((count) => `r.${count}`),
  ];
  const periodColumn = grouped ? '' : ', null::date as period';
  // The total for paging. A window count over a few thousand rows is the cheapest; grouped by date
  // (up to one row per boat and day, ~300 000) a materialised aggregate counted separately lets
  // DuckDB take the top rows without sorting them all (measured 300 → 160 ms for day rows).
  const materialized = grouped ? 'materialized ' : '';
  const total = grouped ? '(select count(*) from agg)::integer' : 'count(*) over ()::integer';

  let sql: string;
  if (resolvedOrder.field === 'Title') {
    // Sorting by name needs the names before paging: join every row, then page.
    sql = `with agg as ${materialized}(
  ${aggregate}
), named as (
  select r.*${periodColumn}, ${spec.names.join(', ')}, lower(coalesce(${spec.title}, r.id)) as title_sort
  from agg r ${spec.joins}
), r as (
  select *, ${total} as total_rows from named
  order by ${orderSql(resolvedOrder, pivots, grouped, '')}
  limit ${limit} offset ${offset}
)
select ${output.join(', ')}, ${spec.names.map((name) => `r.${name.split(' as ').pop()}`).join(', ')}
from r order by ${orderSql(resolvedOrder, pivots, grouped, 'r.')}`;
  } else {
    // Page first, then join names for the page's rows only.
    sql = `with agg as ${materialized}(
  ${aggregate}
), r as (
  select *${periodColumn}, ${total} as total_rows from agg
  order by ${orderSql(resolvedOrder, pivots, grouped, '')}
  limit ${limit} offset ${offset}
)
select ${output.join(', ')}, ${spec.names.join(', ')}
from r ${spec.joins}
order by ${orderSql(resolvedOrder, pivots, grouped, 'r.')}`;
  }
  return { query, kind, pivots, sql, params: params.values };
}

/** Rows the query has in all, for a page past the end (where the window count has no row to ride on). */
async function countRows(
  prepared: PreparedLandingQuery,
  index: CodeIndex,
  signal?: AbortSignal,
): Promise<number> {
  const params = new SqlParams();
  const aggregate = aggregateSql(prepared.query, prepared.kind, prepared.pivots, index, params);
  const [row] = await queryStore<{ n: number }>(
    `select count(*)::integer as n from (${aggregate})`,
    params.values,
    signal,
  );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------------
// Rows.

type RawRow = Record<string, unknown> & {
  id: string;
  period: string | null;
  total_weight: number | null;
  price: number | null;
  last_date: string | null;
  total_rows: number;
};

const round = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

function counted(value: unknown, one: string, many: string): string {
  const n = Number(value ?? 0);
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

const text = (value: unknown): string | null => (value == null || value === '' ? null : String(value));

/** Title, Row1 and Row2 as a reader wants them per row kind; names fall back to the id. */
function describe(kind: RowKind, row: RawRow): Pick<LandingRow, 'Title' | 'Row1' | 'Row2'> {
  const name = text(row.name);
  switch (kind) {
    case 'boat':
      return {
        Title: name ?? text(row.registration_mark) ?? `Fartøy ${row.id}`,
        Row1: text(row.gear) ?? '',
        Row2: row.length != null ? formatLength(Number(row.length)) : '',
      };
    case 'species':
      return {
        Title: name ?? row.id,
        Row1: text(row.species_group) ?? '',
        Row2: counted(row.boats, 'båt', 'båter'),
      };
    case 'municipality':
      return {
        Title: name ? formatMunicipalityName(name) : `Kommune ${row.id}`,
        Row1: text(row.county) ?? '',
        Row2: counted(row.landings, 'landing', 'landinger'),
      };
    case 'station': {
      const buyer = text(row.buyer_name) ?? (row.buyer_id ? `Org.nr. ${row.buyer_id}` : '');
      return {
        Title: name ?? `Mottak ${row.id}`,
        Row1: row.municipality ? formatMunicipalityName(String(row.municipality)) : '',
        Row2: buyer,
      };
    }
    case 'buyer':
      return {
        Title: name ?? `Org.nr. ${row.id}`,
        Row1: counted(row.stations, 'mottak', 'mottak'),
        Row2: counted(row.boats, 'båt', 'båter'),
      };
    case 'fisher':
      return {
        Title: name ?? `Org.nr. ${row.id}`,
        Row1: counted(row.boats, 'båt', 'båter'),
        Row2: counted(row.landings, 'landing', 'landinger'),
      };
  }
}

function toLandingRow(prepared: PreparedLandingQuery, row: RawRow): LandingRow {
  const isBoat = prepared.kind === 'boat';
  return {
    ...describe(prepared.kind, row),
    ID: String(row.id),
    Period: row.period ?? null,
    LastLandingDate: row.last_date ?? null,
    BoatRegistrationID: isBoat ? text(row.registration_mark) : null,
    BoatRadioSignalID: isBoat ? text(row.radio_call_sign) : null,
    Price: row.price == null ? null : round(row.price, 2),
    TotalWeight: round(row.total_weight ?? 0, 3),
    PivotParameters: prepared.pivots.map((pivot, i) => ({
      ID: pivot.id,
      Title: pivot.title,
      TotalWeight: round(Number(row[`pivot_${i}`] ?? 0), 3),
    })),
  };
}

/** Runs a prepared query (uncached). */
export async function executeLandingQuery(
  prepared: PreparedLandingQuery,
  index: CodeIndex,
  signal?: AbortSignal,
): Promise<{ rows: LandingRow[]; total: number }> {
  const raw = await queryStore<RawRow>(prepared.sql, prepared.params, signal);
  const rows = raw.map((row) => toLandingRow(prepared, row));
  const total =
    raw.length > 0
      ? raw[0].total_rows
      : prepared.query.PageNo > 1
        ? await countRows(prepared, index, signal)
        : 0;
  return { rows, total };
}

/** Normalises and prepares a query without running it (for the benchmark's bare-SQL comparison). */
export async function prepareLandingQuery(input: LandingQueryInput): Promise<PreparedLandingQuery> {
  const query = await normaliseLandingQuery(input);
  return buildLandingQuerySql(query, await loadCodeIndex());
}

export interface LandingQueryOptions {
  /** Aborting it cancels the query in DuckDB. */
  signal?: AbortSignal;
}

/**
 * The landing query. Cached per (normalised query, store version): an identical query after the first
 * costs a normalisation and a map lookup. An aborted query rejects with the signal's reason and is not
 * cached.
 */
export async function runLandingQuery(
  input: LandingQueryInput,
  options: LandingQueryOptions = {},
): Promise<LandingQueryResult> {
  options.signal?.throwIfAborted();
  const query = await normaliseLandingQuery(input);
  // The cache owns the signal: one client leaving does not cancel the run other callers share.
  const result = await cachedQuery(
    'landings.query',
    query,
    async (signal) => {
      const index = await loadCodeIndex();
      return executeLandingQuery(buildLandingQuerySql(query, index), index, signal);
    },
    { signal: options.signal },
  );
  return { query, ...result };
}
