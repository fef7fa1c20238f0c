import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num } from '@/lib/store/values';

/**
 * Lookups the entity queries share: a paged list's total, and facts read once per store version
 * (whether a value is among a column's values, whether the store has a table).
 */

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
