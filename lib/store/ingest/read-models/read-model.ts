import type { DuckDBConnection } from '@duckdb/node-api';
import { CHANGED_LINES } from '../changed-lines';

/**
 * Read models derived from the landing lines, rebuilt whole or refreshed for what an ingest changed
 * (docs/ingest.md, "Incremental read models").
 *
 * A read model is a query over a source table (the landing lines, or another read model) whose rows are
 * grouped by its scope columns: a boat, a firm, a mottak, a document, a day, a month, a year or a
 * combination. A refresh deletes the rows of every scope that `changed_lines` (../changed-lines.ts)
 * touches and inserts them again from the source rows of those scopes, in the table's order; every
 * other scope already holds what a full rebuild gives it, so the refreshed table equals the rebuilt one.
 */

export interface ScopeColumn {
  /** The column of the read model. */
  column: string;
  /** The same value over `changed_lines` (whose columns are the landing lines'), or the model's `changes`. */
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
  /**
   * The table that lists the changed scopes, where they are not those of `changed_lines`: a read model
   * keyed by something the landing lines do not carry (an owner) writes it from `changed_lines` and what
   * else changed before it is derived.
   */
  changes?: string;
  scope: ScopeColumn[];
  /**
   * A full rebuild groups the source in batches of this expression's values (a column, or an expression
   * over the source's columns such as `year(landing_date)`), in its order, each about `LINES_PER_BATCH`
   * source rows, appended in turn: the table keeps its order (the expression first), and no grouping
   * holds more than one batch in memory. For the tables whose groups with lists, windows and sorts over
   * the whole history would not fit the ingest's DuckDB memory. The model's rows must all come from
   * source rows where the expression has a value (its select drops the others).
   */
  batchBy?: string;
  /** Source rows per batch of a batched rebuild, where `LINES_PER_BATCH` would not fit its groups. */
  rowsPerBatch?: number;
}

/** `batchBy` for a model whose every group lies within one landing year: a year at a time. */
export const BY_LANDING_YEAR = 'year(landing_date)';

/** Source rows one batch of a batched full rebuild groups at once (see `ReadModel.batchBy`). */
export const LINES_PER_BATCH = 1_000_000;
const BATCH_TABLE = 'read_model_batches';

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
 * A refresh appends the rows of the changed scopes after the ordered rows, where a read of one boat
 * cannot skip them: each appended row is one more row that every entity's read scans. So the appended
 * rows are kept to a small share of the store: once the documents refreshed since the last rebuild
 * would pass this share of all documents, the ingest rebuilds the tables whole, which writes every
 * entity's rows together again (docs/ingest.md, "Incremental read models").
 */
export const REFRESHED_SHARE_BEFORE_REBUILD = 0.05;
const REFRESHED_KEY = 'read_model_refreshed_documents';

const countOf = async (connection: DuckDBConnection, sql: string) =>
  Number((await connection.runAndReadAll(sql)).getRowObjectsJS()[0]?.n ?? 0);

/**
 * The mode this ingest derives in: `wanted`, unless the documents in `changed_lines` and those
 * refreshed since the last rebuild together pass `share` of the store's documents. Keeps the count in
 * sitedata.
 */
export async function deriveModeOf(
  connection: DuckDBConnection,
  wanted: DeriveMode,
  share = REFRESHED_SHARE_BEFORE_REBUILD,
): Promise<DeriveMode> {
  const reader = await connection.runAndReadAll('select value from sitedata where key = $1', [REFRESHED_KEY]);
  const refreshedBefore = Number(reader.getRowObjectsJS()[0]?.value ?? 0);
  const changed = await countOf(
    connection,
    `select count(distinct doc_key)::bigint as n from ${CHANGED_LINES}`,
  );
  const documents = await countOf(connection, 'select count(*)::bigint as n from documents');
  const refreshed = refreshedBefore + changed;
  const mode = wanted === 'changed' && refreshed <= share * documents ? 'changed' : 'full';
  await connection.run('insert or replace into sitedata values ($1, $2)', [
    REFRESHED_KEY,
    String(mode === 'changed' ? refreshed : 0),
  ]);
  return mode;
}

export async function tableExists(connection: DuckDBConnection, table: string): Promise<boolean> {
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
  linesPerBatch = model.rowsPerBatch ?? LINES_PER_BATCH,
): Promise<void> {
  try {
    await writeReadModel(connection, model, mode, linesPerBatch);
  } catch (error) {
    // DuckDB's message ("Out of Memory Error: failed to pin block …") names no table; the operator
    // reading a failed ingest should learn which derivation it was.
    throw new Error(`Deriving ${model.table} (${mode}) failed: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function writeReadModel(
  connection: DuckDBConnection,
  model: ReadModel,
  mode: DeriveMode,
  linesPerBatch: number,
): Promise<void> {
  const from = model.from ?? 'landing_lines';
  // A store that lacks the table (a read model added since it was written) gets it whole.
  if (mode === 'full' || !(await tableExists(connection, model.table))) {
    if (model.batchBy) await writeInBatches(connection, model, from, model.batchBy, linesPerBatch);
    else await connection.run(`create or replace table ${model.table} as ${model.select(from)}`);
    return;
  }
  const keys = model.scope.map((_, index) => `k${index}`);
  await connection.run(`create or replace temp table ${SCOPE_TABLE} as
    select distinct ${model.scope.map((scope, index) => `${scope.changed} as ${keys[index]}`).join(', ')}
    from ${model.changes ?? CHANGED_LINES}`);
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

/** The whole table, one batch of `batchBy` values after the other (each value's rows in one batch). */
async function writeInBatches(
  connection: DuckDBConnection,
  model: ReadModel,
  from: string,
  batchBy: string,
  linesPerBatch: number,
): Promise<void> {
  const size = Math.max(1, Math.floor(linesPerBatch));
  // Each value with the batch its rows start in, counted in source rows: a value is never split.
  await connection.run(`create or replace temp table ${BATCH_TABLE} as
    select value, ((sum(n) over (order by value rows unbounded preceding) - n) // ${size})::bigint as batch
    from (select ${batchBy} as value, count(*) as n from ${from} where ${batchBy} is not null group by 1)`);
  const reader = await connection.runAndReadAll(`select distinct batch from ${BATCH_TABLE} order by batch`);
  const batches = reader.getRowObjectsJS().map((row) => Number(row.batch));
  // One batch (or none): the source whole, as an unbatched rebuild reads it.
  const sources =
    batches.length <= 1
      ? [from]
      : batches.map(
          // The expression is written over the source's columns; the batch table's are value and batch.
          (batch) => `(select * from ${from} semi join ${BATCH_TABLE}
            on ${batchBy} = ${BATCH_TABLE}.value and ${BATCH_TABLE}.batch = ${batch})`,
        );
  for (const [index, source] of sources.entries()) {
    await connection.run(
      index === 0
        ? `create or replace table ${model.table} as ${model.select(source)}`
        : `insert into ${model.table} by name select * from (${model.select(source)})`,
    );
  }
  await connection.run(`drop table ${BATCH_TABLE}`);
}

export async function deriveReadModels(
  connection: DuckDBConnection,
  models: readonly ReadModel[],
  mode: DeriveMode,
): Promise<void> {
  for (const model of models) await deriveReadModel(connection, model, mode);
}
