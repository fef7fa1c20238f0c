import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * What an ingest changed in the positions, for the position read models that are refreshed rather
 * than rebuilt (latest_positions, boat_tracks, the trips cut from tracks; docs/ingest.md).
 *
 * The temp table `position_changes` holds a row per call sign whose reports this ingest added, with the
 * time of its earliest added report, and a row with no time for a call sign whose reports it removed
 * (VMS_KEEP_YEARS): its read models are recomputed from all its reports. Reports only come and go this
 * way, so every other call sign's rows hold what a rebuild gives them. It lives on the ingest's
 * connection only.
 */

export const POSITION_CHANGES = 'position_changes';

const CREATE = `create temp table if not exists ${POSITION_CHANGES} (radio_call_sign varchar, first_time timestamp)`;

/** Starts an empty record; every ingest calls it once before loading files. */
export async function startPositionChanges(connection: DuckDBConnection): Promise<void> {
  await connection.run(`drop table if exists ${POSITION_CHANGES}`);
  await connection.run(CREATE);
}

/** Records the call signs of `reports` (a table or query of position rows): added when `removed` is false. */
export async function recordPositionChanges(
  connection: DuckDBConnection,
  reports: string,
  removed: boolean,
): Promise<void> {
  await connection.run(CREATE);
  await connection.run(`insert into ${POSITION_CHANGES}
    select radio_call_sign, ${removed ? 'null' : 'min(time_utc)'} from ${reports}
    where radio_call_sign is not null and trim(radio_call_sign) <> '' group by radio_call_sign`);
}

/**
 * The changed call signs, once each, with the earliest time to recompute from (null: all of the call
 * sign's reports), as a query.
 */
export const CHANGED_CALL_SIGNS = `(select radio_call_sign,
    case when bool_or(first_time is null) then null else min(first_time) end as first_time
  from ${POSITION_CHANGES} group by radio_call_sign)`;
