import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * What an ingest changed in the landing lines, for the read models that are refreshed rather than
 * rebuilt (./read-models/read-model.ts, docs/ingest.md "Incremental read models").
 *
 * The contract: the temp table `changed_lines` holds, once per distinct combination, the identifying
 * columns (doc_key, vessel_id, buyer_id, station_id, landing_date) of every landing line that this
 * ingest inserted or removed: the old lines of a corrected or withdrawn document as well as the new
 * lines of a new or corrected one. A read model whose rows are grouped by any of these (a boat, a firm,
 * a mottak, a day, a month, a year, a document) finds the groups it must recompute there; every other
 * group holds exactly what a full rebuild would give it.
 *
 * The table lives on the ingest's connection only; a server never sees it.
 */

export const CHANGED_LINES = 'changed_lines';

const COLUMNS = 'doc_key, vessel_id, buyer_id, station_id, landing_date';

/** Starts an empty record; every ingest calls it once before loading files. */
export async function startChangedLines(connection: DuckDBConnection): Promise<void> {
  await connection.run(
    `create or replace temp table ${CHANGED_LINES} as select ${COLUMNS} from landing_lines limit 0`,
  );
}

/**
 * Records the lines of the documents in `documents` (a table or query with a doc_key column) as they
 * are in the store now: called once before their old lines are deleted and once after their new lines
 * are written.
 */
export async function recordChangedLines(connection: DuckDBConnection, documents: string): Promise<void> {
  await connection.run(
    `create temp table if not exists ${CHANGED_LINES} as select ${COLUMNS} from landing_lines limit 0`,
  );
  await connection.run(`insert into ${CHANGED_LINES}
    select distinct ${COLUMNS} from landing_lines where doc_key in (select doc_key from ${documents})
    except select ${COLUMNS} from ${CHANGED_LINES}`);
}

/**
 * The one thing a landing read model takes from the registers: `boat_documents` carries the names of
 * the note's firm and mottak. Called before the buyers and stations tables are derived again, with
 * `recordRenamedReceivers` after, so that a register file that renames (adds, removes) a firm or a
 * mottak changes the notes it received and nothing else.
 */
export async function rememberReceiverNames(connection: DuckDBConnection): Promise<void> {
  await connection.run(`create or replace temp table receiver_names_before as ${RECEIVER_NAMES}`);
}

const RECEIVER_NAMES = `select 'buyer' as kind, buyer_id as id, name from buyers
  union all select 'station', station_id, name from stations`;

export async function recordRenamedReceivers(connection: DuckDBConnection): Promise<void> {
  await connection.run(`create or replace temp table renamed_documents as
    with renamed as (
      select kind, id from receiver_names_before b full outer join (${RECEIVER_NAMES}) n using (kind, id)
      where b.name is distinct from n.name
    )
    select distinct doc_key from landing_lines
    where buyer_id in (select id from renamed where kind = 'buyer')
      or station_id in (select id from renamed where kind = 'station')`);
  await recordChangedLines(connection, 'renamed_documents');
  await connection.run('drop table renamed_documents; drop table receiver_names_before');
}
