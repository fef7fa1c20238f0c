import type { DuckDBValue } from '@duckdb/node-api';
import { filterSql, SqlParams } from './filter-sql';
import type { ResolvedPivot } from './codes';
import type { LandingQueryPlan } from './plan';
import type { GroupingDate, OrderBy, RowKind } from './vocabulary';
import { valueRankingTierSql } from '../value-coverage';
import type { CubeSource } from './cubes';

/**
 * The SQL stage of the landing query: a plan in, one statement and its parameters out. One statement
 * does the work: the lines are aggregated per row key in one scan (pivots are conditional sums in the
 * same pass; kinds that count landings roll up per document first), the total for paging rides along
 * (a window count, or a separate count of the materialised aggregate when rows are per date), and names
 * are joined from the registers only for the page being returned (unless the rows are sorted by name).
 */

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

/** The registers a row kind's names are joined from (`r` the rows), and the columns they give. */
export function rowNamesOf(kind: RowKind): { joins: string; names: string[] } {
  return { joins: KIND_SQL[kind].joins, names: KIND_SQL[kind].names };
}

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
const PERIOD_SQL: Record<Exclude<GroupingDate, 'none'>, (date: string) => string> = {
  day: (date) => date,
  week: (date) => `date_trunc('week', ${date})::date`,
  month: (date) => `date_trunc('month', ${date})::date`,
  year: (date) => `date_trunc('year', ${date})::date`,
};

/** The landing_lines columns a row kind keys and counts by; kinds that count landings need the lines. */
export function kindColumns(kind: RowKind): { columns: string[]; countsLandings: boolean } {
  const spec = KIND_SQL[kind];
  const counted = {
    landings: 'doc_key',
    boats: 'vessel_id',
    stations: 'station_id',
    species_group: 'species_group',
  };
  return {
    columns: [spec.key, ...spec.counts.map((count) => counted[count])],
    countsLandings: spec.counts.includes('landings'),
  };
}

/**
 * What the aggregate reads: the landing lines, or a cube's cells of whole years and months with the
 * lines of the period's cut months added (lib/landings/landing-query/cubes.ts). `date` is the first day
 * of what a row of `from` covers, enough for rows per month or year.
 */
interface LineSource {
  from: string;
  /** The period's condition; for a cube it is inside `from`. */
  period: string;
  date: string;
  weight: string;
  value: string;
  pricedWeight: string;
  lastDate: string;
}

const LINE_MEASURES = {
  weight: 'round_weight',
  value: 'amount_fisher',
  pricedWeight: 'case when amount_fisher is not null then round_weight end',
  lastDate: 'landing_date',
};

function lineSource(query: LandingQueryPlan['query'], params: SqlParams): LineSource {
  const from = params.add(query.FromDate);
  const to = params.add(query.ToDate);
  return {
    from: 'landing_lines',
    period: `landing_date between ${from}::date and ${to}::date`,
    date: 'landing_date',
    ...LINE_MEASURES,
  };
}

function cubeSource(cube: CubeSource, params: SqlParams): LineSource {
  const columns = cube.columns.join(', ');
  const between = (column: string, [first, last]: [string, string]) =>
    `${column} between ${params.add(first)}::date and ${params.add(last)}::date`;
  const cells = (table: string, range: [string, string]) =>
    `select start, ${columns}, weight, value, priced_weight, last_date from ${table} where ${between('start', range)}`;
  const parts = [
    ...(cube.years ? [cells(cube.yearsTable, cube.years)] : []),
    ...cube.monthRanges.map((range) => cells(cube.table, range)),
    ...cube.lineRanges.map(
      (range) => `select date_trunc('month', landing_date)::date as start, ${columns},
      ${LINE_MEASURES.weight} as weight, ${LINE_MEASURES.value} as value,
      ${LINE_MEASURES.pricedWeight} as priced_weight, landing_date as last_date
      from landing_lines where ${between('landing_date', range)}`,
    ),
  ];
  return {
    from: `(\n    ${parts.join('\n    union all\n    ')}\n  )`,
    period: 'true',
    date: 'start',
    weight: 'weight',
    value: 'value',
    pricedWeight: 'priced_weight',
    lastDate: 'last_date',
  };
}

function orderSql(order: OrderBy, pivots: ResolvedPivot[], grouped: boolean, prefix: string): string {
  const direction = order.direction === 'asc' ? 'asc' : 'desc';
  let expression: string;
  switch (order.field) {
    case 'Price':
      // The ranking rule of lib/landings/value-coverage.ts: rows whose value is known for less than
      // half their weight come after the others either way, so a few priced landings cannot top the list.
      expression = `${valueRankingTierSql(`${prefix}price`, `${prefix}total_weight`, `${prefix}priced_weight`)} asc, ${prefix}price`;
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
 * then per row, because `count(distinct doc_key)` over every line is much slower than counting the
 * documents. Boats and stations are few, so counting them distinct in one pass is cheaper.
 */
function aggregateSql(plan: LandingQueryPlan, params: SqlParams, cube: CubeSource | null) {
  const { query, kind, pivots, filters: resolved } = plan;
  const spec = KIND_SQL[kind];
  const source = cube ? cubeSource(cube, params) : lineSource(query, params);
  const filters = filterSql(resolved, params);
  const grouping = query.OffloadGroupingDate;
  const keys = [
    `${spec.key} as id`,
    ...(grouping !== 'none' ? [`${PERIOD_SQL[grouping](source.date)} as period`] : []),
  ];
  const groupBy = grouping !== 'none' ? '1, 2' : '1';
  // Sums are rounded to what a row shows (kg to 3 decimals, kroner to 2), so that the order, its ties
  // and the value-coverage tier do not depend on the order the lines or cells were added in.
  const final = (sum: string, decimals: number) => `round(${sum}, ${decimals})`;
  const sums = (round: typeof final) => [
    `${round(`sum(${source.weight})`, 3)} as total_weight`,
    `${round(`sum(${source.value})`, 2)} as price`,
    // The weight `price` covers (lib/landings/value-coverage.ts).
    `${round(`sum(${source.pricedWeight})`, 3)} as priced_weight`,
    `max(${source.lastDate}) as last_date`,
    // Conditional sums in the same pass; `sum(case when … then … end)` runs faster on DuckDB than the
    // equivalent `sum(…) filter (where …)`.
    ...pivots.map(
      (pivot, i) =>
        `${round(`sum(case when ${pivot.column} = ${params.add(pivot.code)} then ${source.weight} end)`, 3)} as pivot_${i}`,
    ),
  ];
  const where = `${source.period} and ${spec.key} is not null and ${filters}`;
  if (!spec.counts.includes('landings')) {
    return `select ${[...keys, ...sums(final), ...spec.counts.map((count) => COUNT_SQL[count].single)].join(',\n    ')}
  from ${source.from}
  where ${where}
  group by ${groupBy}`;
  }
  const perDocument = spec.counts.flatMap((count) => COUNT_SQL[count].perDocument ?? []);
  const rollUp = [
    'id',
    ...(grouping !== 'none' ? ['period'] : []),
    `${final('sum(total_weight)', 3)} as total_weight`,
    `${final('sum(price)', 2)} as price`,
    `${final('sum(priced_weight)', 3)} as priced_weight`,
    'max(last_date) as last_date',
    ...pivots.map((_, i) => `${final(`sum(pivot_${i})`, 3)} as pivot_${i}`),
    ...spec.counts.map((count) => COUNT_SQL[count].perRow),
  ];
  return `select ${rollUp.join(', ')}
  from (
    select ${[...keys, 'doc_key', ...sums((sum) => sum), ...perDocument].join(',\n      ')}
    from ${source.from}
    where ${where}
    group by ${groupBy}, doc_key
  )
  group by ${groupBy}`;
}

/** The SQL of a plan, exactly as runLandingQuery runs it (the benchmark runs it bare). */
export function landingQuerySql(
  plan: LandingQueryPlan,
  cube: CubeSource | null = null,
): { sql: string; params: DuckDBValue[] } {
  const { query, pivots, order: resolvedOrder } = plan;
  const spec = KIND_SQL[plan.kind];
  const grouped = query.OffloadGroupingDate !== 'none';
  const params = new SqlParams();
  const aggregate = aggregateSql(plan, params, cube);
  const limit = params.add(query.Count);
  const offset = params.add((query.PageNo - 1) * query.Count);
  const output = [
    'r.id',
    'cast(r.period as varchar) as period',
    'r.total_weight',
    'r.price',
    'r.priced_weight',
    'cast(r.last_date as varchar) as last_date',
    'r.total_rows',
    ...pivots.map((_, i) => `r.pivot_${i}`),
    ...spec.counts.map((count) => `r.${count}`),
  ];
  const periodColumn = grouped ? '' : ', null::date as period';
  // Ranked by value, only rows with a known value are ranked (lib/landings/value-coverage.ts); the
  // weight of every row and of the ranked ones ride along, so the page can say what the ranking covers.
  const byValue = resolvedOrder.field === 'Price';
  const ranked = byValue ? ' where price is not null' : '';
  const coverage = byValue
    ? `, sum(total_weight) over () as period_weight,
    coalesce(sum(total_weight) filter (where price is not null) over (), 0) as ranked_weight`
    : ', null::double as period_weight, null::double as ranked_weight';
  output.push('r.period_weight', 'r.ranked_weight');
  // The total for paging. A window count over a few thousand rows is the cheapest; grouped by date
  // (up to one row per boat and day, ~300 000) a materialised aggregate counted separately lets
  // DuckDB take the top rows without sorting them all.
  const materialized = grouped ? 'materialized ' : '';
  const total = grouped ? `(select count(*) from agg${ranked})::integer` : 'count(*) over ()::integer';

  let sql: string;
  if (resolvedOrder.field === 'Title') {
    // Sorting by name needs the names before paging: join every row, then page.
    sql = `with agg as ${materialized}(
  ${aggregate}
), named as (
  select r.*${periodColumn}, ${spec.names.join(', ')}, lower(coalesce(${spec.title}, r.id)) as title_sort,
    null::double as period_weight, null::double as ranked_weight
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
), covered as (
  select *${coverage} from agg
), r as (
  select *${periodColumn}, ${total} as total_rows from covered${ranked}
  order by ${orderSql(resolvedOrder, pivots, grouped, '')}
  limit ${limit} offset ${offset}
)
select ${output.join(', ')}, ${spec.names.join(', ')}
from r ${spec.joins}
order by ${orderSql(resolvedOrder, pivots, grouped, 'r.')}`;
  }
  return { sql, params: params.values };
}

/** Rows the plan has in all, for a page past the end (where the window count has no row to ride on). */
export function landingRowCountSql(
  plan: LandingQueryPlan,
  cube: CubeSource | null = null,
): { sql: string; params: DuckDBValue[] } {
  const params = new SqlParams();
  const aggregate = aggregateSql(plan, params, cube);
  // Ranked by value, the rows with a known value, and the weight of all and of those (as the page's query).
  const byValue = plan.order.field === 'Price';
  return {
    sql: `select ${byValue ? 'count(*) filter (where price is not null)' : 'count(*)'}::integer as n,
      coalesce(sum(total_weight), 0) as period_weight,
      coalesce(sum(total_weight) filter (where price is not null), 0) as ranked_weight
    from (${aggregate})`,
    params: params.values,
  };
}
