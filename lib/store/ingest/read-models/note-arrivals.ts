import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * The store version in which each landing note first appeared (`note_arrivals`), for the alerts: a
 * mail tells of the notes a new version brought, never of those that were there before. A correction
 * of a note (a new version of the same document) is not a new arrival; a withdrawn note keeps its row,
 * so that it does not arrive again if it comes back. Kept from version to version, like entity_versions.
 *
 * Notes the store held before this table existed count as there from the start (version 0): the table
 * is made, and filled with them, before an ingest loads its files.
 */

const TABLE = 'note_arrivals';

/** Before loading: makes the table when the store has none, with every note already there at version 0. */
export async function prepareNoteArrivals(connection: DuckDBConnection): Promise<void> {
  const [existing] = (
    await connection.runAndReadAll(
      `select count(*)::integer as n from duckdb_tables() where table_name = '${TABLE}' and schema_name = 'main'`,
    )
  ).getRowObjectsJS();
  if (Number(existing?.n) > 0) return;
  await connection.run(`create table ${TABLE} (
    doc_key varchar primary key, vessel_id varchar, version integer not null)`);
  await connection.run(`insert into ${TABLE} select doc_key, vessel_id, 0 from documents`);
}

/** After loading: the notes new to the store arrived in `version`. */
export async function recordNoteArrivals(connection: DuckDBConnection, version: number): Promise<number> {
  const reader = await connection.runAndReadAll(
    `insert into ${TABLE}
     select d.doc_key, d.vessel_id, ${Number(version)} from documents d
     anti join ${TABLE} a on a.doc_key = d.doc_key
     returning doc_key`,
  );
  return reader.currentRowCount;
}
