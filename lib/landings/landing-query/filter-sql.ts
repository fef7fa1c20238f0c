import type { DuckDBValue } from '@duckdb/node-api';
import type { ResolvedFilters } from './codes';

/**
 * SQL assembly shared by every landing list: positional parameters and the WHERE condition of
 * resolved filters. User text only ever travels as a parameter, never inside the SQL text.
 */

/** Collects positional parameters while SQL is assembled; user text only ever travels as a parameter. */
export class SqlParams {
  readonly values: DuckDBValue[] = [];

  /** Adds a value and returns its placeholder (`$3`). */
  add(value: DuckDBValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** `$3, $4, $5` for a list, for an `in (…)` that DuckDB can push down into the scan. */
  list(values: readonly DuckDBValue[]): string {
    return values.map((value) => this.add(value)).join(', ');
  }
}

/** `(gear_group_code in ($3) or gear_code in ($4)) and species_fdir_code in ($5, $6)`, or `true`. */
export function filterSql(resolved: ResolvedFilters, params: SqlParams, alias = ''): string {
  const prefix = alias ? `${alias}.` : '';
  const parts = resolved.conditions.map((alternatives) => {
    const ors = alternatives.map(({ column, codes }) => `${prefix}${column} in (${params.list(codes)})`);
    return ors.length === 1 ? ors[0] : `(${ors.join(' or ')})`;
  });
  return parts.length > 0 ? parts.join(' and ') : 'true';
}
