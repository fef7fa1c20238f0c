import type { DuckDBConnection } from '@duckdb/node-api';
import { CHANGED_LINES } from './changed-lines';

/**
 * Read models derived from the landing lines, rebuilt whole or refreshed for what an ingest changed
 * (docs/ingest.md, "Incremental read models").
 *
 * A read model is a query over a source table (the landing lines, or another read model) whose rows are
 * grouped by its scope columns: a boat, a firm, a mottak, a document, a day, a month, a year or a
 * combination. A refresh deletes the rows of every scope that `changed_lines` (./changed-lines.ts)
 * touches and inserts them again from the source rows of those scopes, in the table's order; every
 * other scope already holds what a full rebuild gives it, so the refreshed table equals the rebuilt one.
 */

export interface ScopeColumn {
  /** The column of the read model. */
  column: string;
  /** The same value over `changed_lines` (whose columns are the landing lines'). */
  changed: string;
  /** The same value over the source table, where it differs from `changed`. */
  source?: string;
}

export interface ReadModel {
  table: string;
  /** The rows of the table from `source`, in the table's order. */
  select: (source: string) => string;
  /** The table the rows are grouped from; landing_lines unless said. */
  from?: string;
  scope: ScopeColumn[];
}

/** Whole rebuild, or a refresh of the scopes the ingest changed. */
export type DeriveMode = 'full' | 'changed';

/** Scope columns by name: a boat's, a firm's, a mottak's, a document's and a landing year's. */
export const SCOPE = {
  boat: { column: 'vessel_id', changed: 'vessel_id' },
  buyer: { column: 'buyer_id', changed: 'buyer_id' },
  station: { column: 'station_id', changed: 'station_id' },
  document: { column: 'doc_key', changed: 'doc_key' },
  year: { column: 'year', changed: 'year(landing_date)::integer', source: 'year(landing_date)::integer' },
  month: { column: 'month', changed: "date_trunc('month', landing_date)::date" },
  day: { column: 'landing_date', changed: 'landing_date' },
} as const satisfies Record<string, ScopeColumn>;

const SCOPE_TABLE = 'read_model_scope';

/**
 * A refresh appends the rows of the changed scopes after the others, so a boat's rows end up in one
 * block of the ordered table plus one small block per refresh that changed it. After this many
 * refreshes in a row an ingest rebuilds the tables whole, which writes every entity's rows together
 * again.
 */
export const REFRESHES_BEFORE_REBUILD = 30;
const REFRESHES_KEY = 'read_model_refreshes';

/**
 * The mode this ingest derives in: `wanted`, unless the store has been refreshed
 * REFRESHES_BEFORE_REBUILD times since its last rebuild. Counts the refresh in sitedata.
 */
export async function deriveModeOf(connection: DuckDBConnection, wanted: DeriveMode): Promise<DeriveMode> {
  const reader = await connection.runAndReadAll('select value from sitedata where key = $1', [REFRESHES_KEY]);
  const refreshes = Number(reader.getRowObjectsJS()[0]?.value ?? 0);
  const mode = wanted === 'changed' && refreshes < REFRESHES_BEFORE_REBUILD ? 'changed' : 'full';
  await connection.run('insert or replace into sitedata values ($1, $2)', [
    REFRESHES_KEY,
    String(mode === 'changed' ? refreshes + 1 : 0),
  ]);
  return mode;
}

async function tableExists(connection: DuckDBConnection, table: string): Promise<boolean> {
  const reader = await connection.runAndReadAll(
    `select count(*)::integer as n from duckdb_tables() where table_name = $1 and not temporary`,
    [table],
  );
  return Number(reader.getRowObjectsJS()[0].n) > 0;
}

export async function deriveReadModel(
  connection: DuckDBConnection,
  model: ReadModel,
  mode: DeriveMode,
): Promise<void> {
  const from = model.from ?? 'landing_lines';
  // A store that lacks the table (a read model added since it was written) gets it whole.
  if (mode === 'full' || !(await tableExists(connection, model.table))) {
    await connection.run(`create or replace table ${model.table} as ${model.select(from)}`);
    return;
  }
  const keys = model.scope.map((_, index) => `k${index}`);
  await connection.run(`create or replace temp table ${SCOPE_TABLE} as
    select distinct ${model.scope.map((scope, index) => `${scope.changed} as ${keys[index]}`).join(', ')}
    from ${CHANGED_LINES}`);
  const scopes = await connection.runAndReadAll(`select count(*)::integer as n from ${SCOPE_TABLE}`);
  if (Number(scopes.getRowObjectsJS()[0].n) > 0) {
    const matches = (value: (scope: ScopeColumn) => string) =>
      model.scope
        .map((scope, index) => `${value(scope)} is not distinct from ${SCOPE_TABLE}.${keys[index]}`)
        .join(' and ');
    await connection.run(
      `delete from ${model.table} using ${SCOPE_TABLE} where ${matches((scope) => `${model.table}.${scope.column}`)}`,
    );
    const scoped = `(select * from ${from} semi join ${SCOPE_TABLE} on ${matches((scope) => scope.source ?? scope.changed)})`;
    await connection.run(`insert into ${model.table} by name select * from (${model.select(scoped)})`);
  }
  await connection.run(`drop table ${SCOPE_TABLE}`);
}

export async function deriveReadModels(
  connection: DuckDBConnection,
  models: readonly ReadModel[],
  mode: DeriveMode,
): Promise<void> {
  for (const model of models) await deriveReadModel(connection, model, mode);
}
