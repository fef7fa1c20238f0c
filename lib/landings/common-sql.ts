import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';

/**
 * Small helpers shared by the entity queries (boats, owners, firms, stations, …): turning DuckDB's
 * values into plain JSON-friendly ones, and the SQL fragments that do the same in the query.
 */

import { isoDate, isoTimestamp, num, numOrNull, round2, round2OrNull, text } from '@/lib/store/values';

export { isoDate, isoTimestamp, num, numOrNull, round2, round2OrNull, text };

/**
 * A summed row's value with the weight and the landings it covers (value-coverage.ts), from the columns
 * `value`, `priced_weight` and `priced_landings`.
 */
export function valueCoverageOf(row: Record<string, unknown> | undefined): {
  value: number | null;
  pricedWeight: number;
  pricedLandings: number;
} {
  return {
    value: round2OrNull(row?.value),
    pricedWeight: round2(num(row?.priced_weight)),
    pricedLandings: num(row?.priced_landings),
  };
}

/** A boat as a list row names it, from the columns `vessel_id`, `name`, `registration_mark` and `length`. */
export function boatOfRow(row: Record<string, unknown>): {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
} {
  return {
    boatId: String(row.vessel_id),
    name: text(row.name),
    registrationMark: text(row.registration_mark),
    length: numOrNull(row.length),
  };
}

/** A register entry's identity and postal address, from a row with `name`, `postal_code` and `city`. */
export function namedAddressOf(
  id: unknown,
  row: Record<string, unknown>,
): { id: string; name: string | null; postalCode: string | null; city: string | null } {
  return { id: String(id), name: text(row.name), postalCode: text(row.postal_code), city: text(row.city) };
}

/** `yyyy-MM` months from `from` to `to` inclusive (both `yyyy-MM`). */
export function monthRange(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const [endYear, endMonth] = to.split('-').map(Number);
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** The first day after the month `yyyy-MM`, as `yyyy-MM-dd` (an exclusive upper bound). */
export function dayAfterMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Weights per month for a chart: one series per key (station, species, …), aligned with `months`. */
export interface MonthlySeries {
  /** `yyyy-MM`, every month of the period in order. */
  months: string[];
  series: {
    /** The key of the series (station number, species code); null for lines without one. */
    id: string | null;
    name: string | null;
    /** Round weight (kg) per month, aligned with `months`. */
    weights: number[];
    total: number;
  }[];
  /** Sum of all series per month. */
  totals: number[];
}

/** Builds chart series from `{ id, name, month: 'yyyy-MM', weight }` rows; the heaviest series first. */
export function monthlySeries(
  rows: { id: string | null; name: string | null; month: string; weight: number }[],
  months: string[],
): MonthlySeries {
  const index = new Map(months.map((month, i) => [month, i]));
  const byId = new Map<string, MonthlySeries['series'][number]>();
  const totals = months.map(() => 0);
  for (const row of rows) {
    const i = index.get(row.month);
    if (i === undefined) continue;
    const key = row.id ?? '';
    let series = byId.get(key);
    if (!series) {
      series = { id: row.id, name: row.name, weights: months.map(() => 0), total: 0 };
      byId.set(key, series);
    }
    series.name ??= row.name;
    series.weights[i] = round2(series.weights[i] + row.weight);
    series.total = round2(series.total + row.weight);
    totals[i] = round2(totals[i] + row.weight);
  }
  const series = [...byId.values()].sort(
    (a, b) => b.total - a.total || (a.id ?? '').localeCompare(b.id ?? ''),
  );
  return { months, series, totals };
}

/**
 * `monthlySeries` over store rows with a `month` column (`yyyy-MM`): each series' key, name and weight
 * read from the named columns, `id`, `name` and `weight` unless told.
 */
export function monthlySeriesOf(
  rows: Record<string, unknown>[],
  months: string[],
  columns: { id?: string; name?: string; weight?: string } = {},
): MonthlySeries {
  const { id = 'id', name = 'name', weight = 'weight' } = columns;
  return monthlySeries(
    rows.map((row) => ({
      id: text(row[id]),
      name: text(row[name]),
      month: String(row.month),
      weight: num(row[weight]),
    })),
    months,
  );
}

/**
 * The total of one page of a list whose rows carry a window count (`count(*) over () as total`): the
 * first row's. A page past the end has no row to carry it, so the list's rows are counted separately
 * (`countSql` gives the rows of the whole list; it runs only then): the pager still says how many there are.
 */
export async function pagedTotal(
  rows: Record<string, unknown>[],
  page: number,
  countSql: string,
  params: Record<string, string | number | boolean | null>,
): Promise<number> {
  if (rows.length > 0) return num(rows[0].total);
  if (page <= 1) return 0;
  const [counted] = await queryStore(`select count(*)::integer as n from (${countSql})`, params);
  return num(counted?.n);
}

/**
 * Whether `value` is among the values of a one-column query (`sql` selects them as `value`), read once
 * per store version under `name`. Own keys only: a value from an address may be `constructor`.
 */
export async function inCachedValueSet(name: string, sql: string, value: string): Promise<boolean> {
  const values = await cachedQuery(name, {}, async (signal) => {
    const rows = await queryStore<{ value: string }>(sql, undefined, signal);
    return Object.fromEntries(rows.map((row) => [row.value, true])) as Record<string, true>;
  });
  return Object.hasOwn(values, value);
}

/**
 * Whether the store has the table: a store written before a kind of data was ingested lacks its
 * tables (logbooks, quotas). The store's tables are listed once per store version.
 */
export function storeHasTable(table: string): Promise<boolean> {
  return inCachedValueSet(
    'store-tables',
    `select table_name as value from duckdb_tables() where schema_name = 'main'
     union select view_name from duckdb_views() where schema_name = 'main' and not internal`,
    table,
  );
}
