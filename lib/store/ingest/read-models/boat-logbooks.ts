import type { DuckDBConnection } from '@duckdb/node-api';
import type { LandingRow } from '@/lib/logbook/trips';
import {
  landingDaysOf,
  RECENT_LINE_COLUMNS,
  RECENT_LOGBOOK_DAYS,
  recentSections,
} from '@/lib/logbook/recent-logbook';

/**
 * The boat page's logbook sections, derived at ingest: per boat with logbook lines, its latest trips
 * with their hauls and landing notes and its catch on board over time (lib/logbook/recent-logbook.ts),
 * stored as JSON in `boat_logbooks` in boat order, so that the page reads both with one point read
 * instead of reading and grouping a year of the boat's logbook lines on its first view.
 *
 * Rebuilt whole after every ingest, like the other derived tables: a logbook file replaces its year, and
 * a landing file may change the notes the trips are linked to. The boats are read in batches, so that
 * the lines held in memory at once stay a few hundred boats' recent year.
 */

const DAY_MS = 86_400_000;
/** Boats whose recent lines are read at once. */
const BATCH = 200;

export const BOAT_LOGBOOKS_TABLE = `create or replace table boat_logbooks (
  vessel_id varchar, newest varchar, logbook varchar, stock varchar)`;

type Rows = Record<string, unknown>[];

async function rowsOf(connection: DuckDBConnection, sql: string): Promise<Rows> {
  return (await connection.runAndReadAll(sql)).getRowObjectsJS() as Rows;
}

/** Writes (vessel, from, to) windows into a temp table for one batch's joins. */
async function windows(
  connection: DuckDBConnection,
  table: string,
  rows: { vesselId: string; from: string; to: string }[],
): Promise<void> {
  await connection.run(
    `create or replace temp table ${table} (vessel_id varchar, since varchar, until varchar)`,
  );
  const appender = await connection.createAppender(table);
  for (const row of rows) {
    appender.appendVarchar(row.vesselId);
    appender.appendVarchar(row.from);
    appender.appendVarchar(row.to);
    appender.endRow();
  }
  appender.closeSync();
}

const byVessel = (rows: Rows) => {
  const map = new Map<string, Rows>();
  for (const row of rows) {
    const key = String(row.vessel_key);
    const list = map.get(key);
    if (list) list.push(row);
    else map.set(key, [row]);
  }
  return map;
};

export async function deriveBoatLogbooks(connection: DuckDBConnection): Promise<{ boats: number }> {
  await connection.run(BOAT_LOGBOOKS_TABLE);
  const vessels = await rowsOf(
    connection,
    `select vessel_id, strftime(max(coalesce(event_time, message_time)), '%Y-%m-%dT%H:%M:%SZ') as newest
     from ers_lines where vessel_id is not null group by vessel_id order by vessel_id`,
  );
  const out: [vesselId: string, newest: string | null, logbook: string | null, stock: string | null][] = [];
  for (let start = 0; start < vessels.length; start += BATCH) {
    const batch = vessels.slice(start, start + BATCH).map((row) => ({
      vesselId: String(row.vessel_id),
      newest: row.newest == null ? null : String(row.newest),
    }));
    const dated = batch.flatMap(({ vesselId, newest }) => {
      if (newest === null) return [];
      // The same second the page's read started from: RECENT_LOGBOOK_DAYS before the newest line.
      const since = new Date(Date.parse(newest) - RECENT_LOGBOOK_DAYS * DAY_MS).toISOString();
      return [{ vesselId, from: `${since.slice(0, 10)} ${since.slice(11, 19)}`, to: newest }];
    });
    await windows(connection, 'recent_logbook_windows', dated);
    const lines = byVessel(
      await rowsOf(
        connection,
        `select l.vessel_id as vessel_key, ${RECENT_LINE_COLUMNS}
         from ers_lines l join recent_logbook_windows w
           on l.vessel_id = w.vessel_id and coalesce(l.event_time, l.message_time) >= w.since::timestamp
         order by l.vessel_id`,
      ),
    );
    const landingDays = dated.flatMap(({ vesselId, from, to }) => {
      const days = landingDaysOf(lines.get(vesselId) ?? [], to.slice(0, 10), from.slice(0, 10));
      return days.from <= days.to ? [{ vesselId, ...days }] : [];
    });
    await windows(connection, 'recent_landing_windows', landingDays);
    const landings = byVessel(
      await rowsOf(
        connection,
        `select s.vessel_id as vessel_key, doc_key, strftime(landing_date, '%Y-%m-%d') as day,
           landing_time as clock, species_fdir_code as code, any_value(species_fdir) as name,
           sum(round_weight) as weight
         from boat_document_species s join recent_landing_windows w
           on s.vessel_id = w.vessel_id and s.landing_date between w.since::date and w.until::date
         group by s.vessel_id, doc_key, landing_date, landing_time, species_fdir_code`,
      ),
    );
    for (const { vesselId, newest } of batch) {
      const notes: LandingRow[] = (landings.get(vesselId) ?? []).map((row) => ({
        doc_key: String(row.doc_key),
        day: String(row.day),
        clock: row.clock == null ? null : String(row.clock),
        code: row.code == null ? null : String(row.code),
        name: row.name == null ? null : String(row.name),
        weight: row.weight == null ? null : Number(row.weight),
      }));
      const sections =
        newest === null
          ? { logbook: null, stock: null }
          : recentSections(vesselId, lines.get(vesselId) ?? [], notes, newest.slice(0, 10));
      out.push([
        vesselId,
        newest,
        sections.logbook && JSON.stringify(sections.logbook),
        sections.stock && JSON.stringify(sections.stock),
      ]);
    }
  }
  const appender = await connection.createAppender('boat_logbooks');
  for (const row of out) {
    for (const value of row) {
      if (value === null) appender.appendNull();
      else appender.appendVarchar(value);
    }
    appender.endRow();
  }
  appender.closeSync();
  await connection.run('drop table if exists recent_logbook_windows');
  await connection.run('drop table if exists recent_landing_windows');
  return { boats: vessels.length };
}
