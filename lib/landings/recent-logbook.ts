import 'server-only';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { getBoat } from './boats';
import { isoDate, isoTimestamp } from './common-sql';
import { newestLogbookTime } from './ers-messages';
import { LANDING_AFTER_ARRIVAL_DAYS } from '@/lib/trips/landing-link';
import { addDays, newestMessages } from './logbook-rows';
import { CHECKPOINT_LOOKBACK_DAYS, STOCK_CHANGE_DAYS } from './stock-types';

/**
 * One boat's recent logbook lines and the landing notes that go with them, read once for the boat
 * page's two logbook sections: the trips (boat-trips.ts) and the catch on board over time (stock.ts).
 * Both need windows of the same two tables, so one read serves both and each section filters it in
 * JavaScript, instead of a boat's first view paying for separate reads of the same lines.
 *
 * The logbook lines are one query with a constant time range (the boat's newest logbook time is known
 * from a once-per-version list). The landing notes are a range read of the boat's rows in the
 * boat_document_species read model (lib/store/ingest/boat-tables.ts).
 */

/** How far back from its newest logbook message a boat's recent logbook reaches. */
export const RECENT_LOGBOOK_DAYS = 365;
/** Trips a boat page lists (the newest). */
export const LOGBOOK_TRIPS = 10;
export { LANDING_AFTER_ARRIVAL_DAYS };

/** A boat's landing note's lines of one clock time and species, summed (a type, so it is a Row too). */
export type LandingRow = {
  doc_key: string;
  /** yyyy-MM-dd. */
  day: string;
  clock: string | null;
  code: string | null;
  name: string | null;
  /** Round weight (kg); null when no line of the group has one. */
  weight: number | null;
};

export interface RecentLogbook {
  /** The UTC day of the boat's newest logbook line (yyyy-MM-dd); null when it has none. */
  newestDay: string | null;
  /**
   * Every version of every line whose time (`t`, ISO UTC: the event time, else the message time) is
   * at most RECENT_LOGBOOK_DAYS before the boat's newest one.
   */
  lines: Row[];
  /**
   * The boat's landing notes in `landingDays` (one row per note, clock time and species), in no order:
   * every note the newest LOGBOOK_TRIPS trips can take (from the first one's departure to
   * LANDING_AFTER_ARRIVAL_DAYS after the newest line) and every note of the catch-on-board series'
   * window with its look-back, never before the first line's day.
   */
  landings: LandingRow[];
  /** Those days within the boat's first and last landing; null when it has no landings (none read). */
  landingDays: { from: string; to: string } | null;
}

const DAY_MS = 86_400_000;

export function recentLogbook(vesselId: string): Promise<RecentLogbook> {
  return cachedQuery('boat-recent-logbook', { vesselId }, async (signal) => {
    const newest = await newestLogbookTime(vesselId);
    if (newest === null) return { newestDay: null, lines: [], landings: [], landingDays: null };
    // A constant start, so the read skips every block of other times and other boats.
    const since = new Date(Date.parse(newest) - RECENT_LOGBOOK_DAYS * DAY_MS).toISOString();
    const lines = await queryStore(
      `select message_type, message_id::varchar as message_id, version,
           ${isoTimestamp('coalesce(event_time, message_time)')} as t, coalesce(port, port_code) as port,
           ${isoTimestamp('stop_time')} as stop, latitude, longitude, stop_latitude, stop_longitude, gear,
           species_code, species, round_weight, quantity_type, transfer_from, transfer_to
         from ers_lines where vessel_id = $id and coalesce(event_time, message_time) >= $since::timestamp`,
      { id: vesselId, since: `${since.slice(0, 10)} ${since.slice(11, 19)}` },
      signal,
    );
    const newestDay = newest.slice(0, 10);
    // Within the days the boat landed at all (its facts, read by the page already): no read of a
    // year it has no notes in, such as the next one when the newest trip ended in late December.
    const wanted = landingDaysOf(lines, newestDay, since.slice(0, 10));
    const boat = await getBoat(vesselId);
    const landingDays =
      boat?.firstLandingDate && boat.lastLandingDate
        ? {
            from: wanted.from > boat.firstLandingDate ? wanted.from : boat.firstLandingDate,
            to: wanted.to < boat.lastLandingDate ? wanted.to : boat.lastLandingDate,
          }
        : null;
    const landings =
      landingDays && landingDays.from <= landingDays.to
        ? await landingRowsOf(vesselId, landingDays, signal)
        : [];
    return { newestDay, lines, landings, landingDays };
  });
}

/** The days whose landing notes the trips and the catch-on-board series can use (see RecentLogbook). */
function landingDaysOf(lines: readonly Row[], newestDay: string, firstDay: string) {
  const stockFrom = addDays(newestDay, -(STOCK_CHANGE_DAYS - 1 + CHECKPOINT_LOOKBACK_DAYS));
  const departures = newestMessages(lines).filter((message) => message.type === 'DEP');
  const firstTrip = departures[Math.max(0, departures.length - LOGBOOK_TRIPS)]?.t.slice(0, 10);
  const from = firstTrip !== undefined && firstTrip < stockFrom ? firstTrip : stockFrom;
  return { from: from > firstDay ? from : firstDay, to: addDays(newestDay, LANDING_AFTER_ARRIVAL_DAYS) };
}

/** The boat's landing notes in the days, summed per note, day, clock time and species. */
async function landingRowsOf(
  vesselId: string,
  days: { from: string; to: string },
  signal: AbortSignal,
): Promise<LandingRow[]> {
  const rows = await queryStore(
    `select doc_key, ${isoDate('landing_date')} as day, landing_time as clock, species_fdir_code as code,
       any_value(species_fdir) as name, sum(round_weight) as weight
     from boat_document_species
     where vessel_id = $id and landing_date between $from::date and $to::date
     group by doc_key, landing_date, landing_time, species_fdir_code`,
    { id: vesselId, ...days },
    signal,
  );
  return rows.map((row) => ({
    doc_key: String(row.doc_key),
    day: String(row.day),
    clock: row.clock == null ? null : String(row.clock),
    code: row.code == null ? null : String(row.code),
    name: row.name == null ? null : String(row.name),
    weight: row.weight == null ? null : Number(row.weight),
  }));
}
