import 'server-only';
import type { DuckDBValue } from '@duckdb/node-api';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { loadCodeIndex } from './codes';
import { cubeSourceOf, type CubeSource } from './cubes';
import { normaliseLandingQuery, planLandingQuery, type LandingQueryPlan } from './plan';
import { toLandingRow, type RawRow } from './rows';
import { landingQuerySql, landingRowCountSql } from './sql';
import type { LandingQueryInput, LandingQueryResult, LandingRow, ValueRankingCoverage } from './vocabulary';

/** A plan with its SQL: what runs (over a cube where one answers it), and the cube it reads. */
export interface PreparedLandingQuery extends LandingQueryPlan {
  sql: string;
  params: DuckDBValue[];
  cube: CubeSource | null;
}

async function prepare(plan: LandingQueryPlan): Promise<PreparedLandingQuery> {
  const cube = await cubeSourceOf(plan);
  return { ...plan, ...landingQuerySql(plan, cube), cube };
}

/**
 * Normalises, plans and builds the SQL of a query without running it: `lines` is the same query over
 * the raw landing lines (what the benchmark runs bare, and the tests hold the cubes to).
 */
export async function prepareLandingQuery(
  input: LandingQueryInput,
  options: { lines?: boolean } = {},
): Promise<PreparedLandingQuery> {
  const query = await normaliseLandingQuery(input);
  const plan = planLandingQuery(query, await loadCodeIndex());
  return options.lines ? { ...plan, ...landingQuerySql(plan), cube: null } : prepare(plan);
}

/** Runs a prepared query (uncached). */
export async function executeLandingQuery(
  prepared: PreparedLandingQuery,
  signal?: AbortSignal,
): Promise<{ rows: LandingRow[]; total: number; valueRanking?: ValueRankingCoverage }> {
  const byValue = prepared.order.field === 'Price';
  const raw = await queryStore<RawRow>(prepared.sql, prepared.params, signal);
  const rows = raw.map((row) => toLandingRow(prepared, row));
  const coverage = (row: { period_weight: number | null; ranked_weight: number | null }) =>
    byValue
      ? { valueRanking: { periodWeight: weight(row.period_weight), rankedWeight: weight(row.ranked_weight) } }
      : {};
  if (raw.length > 0) return { rows, total: raw[0].total_rows, ...coverage(raw[0]) };
  if (prepared.query.PageNo === 1 && !byValue) return { rows, total: 0 };
  // A page past the end (or a ranking by value with nothing to rank) has no row for the window
  // aggregates to ride on: count the aggregate separately.
  const count = landingRowCountSql(prepared, prepared.cube);
  const [row] = await queryStore<{ n: number; period_weight: number; ranked_weight: number }>(
    count.sql,
    count.params,
    signal,
  );
  return { rows, total: row?.n ?? 0, ...coverage(row ?? { period_weight: 0, ranked_weight: 0 }) };
}

/** A sum of kilograms as the rows give it (3 decimals). */
const weight = (value: unknown) => Math.round(Number(value ?? 0) * 1000) / 1000;

export interface LandingQueryOptions {
  /** Aborting it cancels the query in DuckDB. */
  signal?: AbortSignal;
}

/**
 * The landing query (`POST /api/offloads/query`, the top-landings page, embeds): landing lines of a
 * period, filtered, grouped into rows of one kind (boats, fishing companies, buyers, stations, species,
 * municipalities), optionally per day/week/month/year, with pivot columns, sorted and paged.
 *
 * Cached per (normalised query, store version): an identical query after the first costs a
 * normalisation and a map lookup. An aborted query rejects with the signal's reason and is not cached.
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
      const plan = planLandingQuery(query, await loadCodeIndex());
      return executeLandingQuery(await prepare(plan), signal);
    },
    { signal: options.signal },
  );
  return { query, ...result };
}
