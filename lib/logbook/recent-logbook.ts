import type { Row } from '@/lib/store/landing-store';
import {
  LANDING_AFTER_ARRIVAL_DAYS,
  LOGBOOK_TRIPS,
  landingNotes,
  logbookOf,
  type BoatLogbook,
  type LandingRow,
} from './trips';
import { addDays, newestMessages } from './messages';
import { onBoardChanges, windowStart } from './on-board-changes';
import { CHECKPOINT_LOOKBACK_DAYS, ON_BOARD_CHANGE_DAYS, type BoatOnBoardChanges } from './on-board-types';

/**
 * One boat's recent logbook, the source of the boat page's two logbook sections: the trips
 * (trips.ts) and the catch on board over time (on-board-changes.ts). The ingest reads every boat's
 * recent lines and the landing notes that go with them and stores both sections per boat
 * (lib/store/ingest/read-models/boat-logbooks.ts); the page reads them back with one point read.
 */

/** How far back from its newest logbook message a boat's recent logbook reaches. */
export const RECENT_LOGBOOK_DAYS = 365;

/**
 * The columns of a boat's logbook lines the sections read: every version of every line (`t`, ISO UTC:
 * the event time, else the message time), from `ers_lines`.
 */
export const RECENT_LINE_COLUMNS = `message_type, message_id::varchar as message_id, version,
  strftime(coalesce(event_time, message_time), '%Y-%m-%dT%H:%M:%SZ') as t, coalesce(port, port_code) as port,
  strftime(stop_time, '%Y-%m-%dT%H:%M:%SZ') as stop, latitude, longitude, stop_latitude, stop_longitude, gear,
  species_code, species, round_weight, quantity_type, transfer_from, transfer_to`;

/**
 * The days whose landing notes the sections use: every note the newest LOGBOOK_TRIPS trips can take
 * (from the first one's departure to LANDING_AFTER_ARRIVAL_DAYS after the newest line) and every note
 * of the catch-on-board series' window with its look-back, never before the first line's day.
 */
export function landingDaysOf(lines: readonly Row[], newestDay: string, firstDay: string) {
  const onBoardFrom = addDays(newestDay, -(ON_BOARD_CHANGE_DAYS - 1 + CHECKPOINT_LOOKBACK_DAYS));
  const departures = newestMessages(lines).filter((message) => message.type === 'DEP');
  const firstTrip = departures[Math.max(0, departures.length - LOGBOOK_TRIPS)]?.t.slice(0, 10);
  const from = firstTrip !== undefined && firstTrip < onBoardFrom ? firstTrip : onBoardFrom;
  return { from: from > firstDay ? from : firstDay, to: addDays(newestDay, LANDING_AFTER_ARRIVAL_DAYS) };
}

export interface RecentSections {
  logbook: BoatLogbook | null;
  /** The ON_BOARD_CHANGE_DAYS up to the newest logbook day; null without logbook lines. */
  stock: BoatOnBoardChanges | null;
}

/**
 * Both sections of a boat from its recent logbook lines (`lines`: RECENT_LINE_COLUMNS within
 * RECENT_LOGBOOK_DAYS of its newest line, whose UTC day is `newestDay`) and its landing notes in
 * `landingDaysOf` of them (one row per note, clock time and species).
 */
export function recentSections(
  vesselId: string,
  lines: readonly Row[],
  landings: readonly LandingRow[],
  newestDay: string,
): RecentSections {
  if (lines.length === 0) return { logbook: null, stock: null };
  const from = addDays(newestDay, -(ON_BOARD_CHANGE_DAYS - 1));
  // The recent logbook reaches a year back from the newest message: more than the series needs.
  const since = windowStart(from);
  const stock = onBoardChanges(vesselId, {
    // ISO times compare as text; a day is a prefix of every time on it, so `>= since` keeps that day.
    ersRows: lines.filter((line) => String(line.t) >= since),
    landingRows: landings.filter((note) => note.weight != null && note.day >= since && note.day <= newestDay),
    from,
    to: newestDay,
  });
  return { logbook: logbookOf(lines, landingNotes(landings)), stock };
}
