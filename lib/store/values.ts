/**
 * DuckDB values as plain JSON-friendly ones, and the SQL fragments that do the same in a query: shared
 * by the queries and the ingest.
 */

/** A DATE column as `yyyy-MM-dd` text (null stays null). */
export const isoDate = (column: string) => `strftime(${column}, '%Y-%m-%d')`;

/** A TIMESTAMP column as ISO-8601 UTC text, e.g. `2023-01-01T00:20:00Z`. */
export const isoTimestamp = (column: string) => `strftime(${column}, '%Y-%m-%dT%H:%M:%SZ')`;

/** A number from a DuckDB value (bigint, double, decimal); null and NaN become 0. */
export function num(value: unknown): number {
  if (value == null) return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A number, or null where the store holds none (withheld prices, unknown lengths). */
export function numOrNull(value: unknown): number | null {
  if (value == null) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** Text, trimmed; empty text becomes null. */
export function text(value: unknown): string | null {
  if (value == null) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

/** Rounds kg and NOK sums to 2 decimals so float noise from summing does not reach the API. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function round2OrNull(value: unknown): number | null {
  const n = numOrNull(value);
  return n == null ? null : round2(n);
}
