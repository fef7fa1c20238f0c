import type { Row } from '@/lib/store/landing-store';
import { LANDING_AFTER_ARRIVAL_DAYS } from '@/lib/trips/landing-link';
import { landingInstant, newestMessages, type LogbookMessage } from './messages';
import { num, numOrNull, round2, text } from '@/lib/store/values';

export { LANDING_AFTER_ARRIVAL_DAYS };

/** Trips a boat page lists (the newest). */
export const LOGBOOK_TRIPS = 10;

/**
 * A boat's trips from its electronic logbook (ERS), worked out at ingest from its recent logbook
 * (recent-logbook.ts; the page reads them from the table of lib/store/ingest/read-models/boat-logbooks.ts): a trip
 * runs from a departure (DEP) to the first arrival (POR) after it; the catch messages (DCA) between them are its hauls. Of a corrected catch
 * message only the newest version counts. Times are UTC.
 */

export interface TripSpecies {
  code: string | null;
  name: string | null;
  /** Round weight (kg) the hauls reported. */
  weight: number;
}

export interface BoatTrip {
  /** ISO 8601, UTC. */
  departure: string;
  fromPort: string | null;
  /** Null while the boat is still at sea (no arrival reported after the departure). */
  arrival: string | null;
  toPort: string | null;
  /** Days at sea, to one decimal (until the newest message when still at sea). */
  days: number;
  hauls: number;
  /** Round weight (kg) of the hauls, and per species, heaviest first. */
  caught: number;
  species: TripSpecies[];
  /** Catch on board (kg) the arrival reported; null before arrival. */
  onBoardAtArrival: number | null;
  /** The landing notes that followed the arrival (oldest first); empty at sea or before any note. */
  landings: TripLanding[];
}

export interface TripLanding {
  /** The note's key (DocumentKey), for its page under the boat. */
  docKey: string;
  /** yyyy-MM-dd. */
  date: string;
  /** Round weight (kg) on the note. */
  weight: number;
}

export interface Haul {
  start: string;
  stop: string | null;
  latitude: number;
  longitude: number;
  stopLatitude: number | null;
  stopLongitude: number | null;
  gear: string | null;
  weight: number;
  /** The heaviest species of the haul. */
  species: string | null;
}

export interface CatchOnBoard {
  /** When the figure is from (ISO 8601, UTC). */
  reportedAt: string;
  /** How it is known: reported at arrival, or the hauls since the departure (still at sea). */
  basis: 'arrival' | 'hauls-since-departure';
  species: TripSpecies[];
}

export interface BoatLogbook {
  trips: BoatTrip[];
  /** The hauls of the latest trips, newest first (for the map). */
  hauls: Haul[];
  onBoard: CatchOnBoard | null;
}

// Each haul travels four times in the page (drawing, list, map data, RSC payload): 100 keep the boat page light.
export const MAP_HAULS = 100;
const MINUTE_MS = 60_000;

/** The trips, hauls and catch on board of a boat's logbook lines, the trips linked to the notes. */
export function logbookOf(lines: readonly Row[], notes: readonly LandingNote[]): BoatLogbook | null {
  if (lines.length === 0) return null;
  const messages = newestMessages(lines);
  const trips = tripsOf(messages);
  linkLandings(trips, notes);
  return { trips, hauls: haulsOf(messages), onBoard: catchOnBoard(messages, trips[0]) };
}

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

export interface LandingNote {
  docKey: string;
  day: string;
  clock: string | null;
  /** Round weight (kg) on the note; null when no line has one. */
  weight: number | null;
}

/**
 * The recent logbook's landing rows (one per note, clock time and species) as one row per note and day,
 * oldest first (by day, then clock time with notes without one last, then key).
 */
export function landingNotes(rows: readonly LandingRow[]): LandingNote[] {
  const notes = new Map<string, LandingNote>();
  for (const row of rows) {
    const key = `${row.doc_key}|${row.day}`;
    const note = notes.get(key) ?? { docKey: row.doc_key, day: row.day, clock: null, weight: null };
    note.clock ??= row.clock;
    if (row.weight != null) note.weight = (note.weight ?? 0) + row.weight;
    notes.set(key, note);
  }
  const order = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  return [...notes.values()].sort(
    (a, b) => order(a.day, b.day) || order(a.clock, b.clock) || order(a.docKey, b.docKey),
  );
}

const weightOf = (rows: readonly Row[], only?: (row: Row) => boolean) =>
  rows.reduce((sum, row) => (only && !only(row) ? sum : sum + num(row.round_weight)), 0);

/** Species weights of lines, heaviest first. */
function speciesOf(rows: readonly Row[]): TripSpecies[] {
  const bySpecies = new Map<string, TripSpecies>();
  for (const row of rows) {
    if (row.round_weight == null) continue;
    const code = text(row.species_code);
    const entry = bySpecies.get(code ?? '') ?? { code, name: text(row.species), weight: 0 };
    entry.weight += num(row.round_weight);
    bySpecies.set(code ?? '', entry);
  }
  return [...bySpecies.values()]
    .map((entry) => ({ ...entry, weight: round2(entry.weight) }))
    .sort((a, b) => b.weight - a.weight);
}

/** A departure starts a trip; every later message belongs to it until the next departure. Newest first. */
function tripsOf(messages: readonly LogbookMessage[]): BoatTrip[] {
  const newest = messages[messages.length - 1]?.t;
  const groups: LogbookMessage[][] = [];
  for (const message of messages) {
    if (message.type === 'DEP') groups.push([message]);
    else groups[groups.length - 1]?.push(message); // messages before the first departure start no trip
  }
  return groups
    .slice(-LOGBOOK_TRIPS)
    .reverse()
    .map((group) => {
      const departure = group[0];
      const arrival = group.find((message) => message.type === 'POR') ?? null;
      const hauls = group.filter((message) => message.type === 'DCA');
      const haulRows = hauls.flatMap((haul) => haul.rows);
      const end = arrival?.t ?? newest;
      return {
        departure: departure.t,
        fromPort: departure.port,
        arrival: arrival?.t ?? null,
        toPort: arrival?.port ?? null,
        days: Math.round(((Date.parse(end) - Date.parse(departure.t)) / MINUTE_MS / 1440) * 10) / 10,
        hauls: hauls.length,
        caught: round2(weightOf(haulRows)),
        species: speciesOf(haulRows),
        onBoardAtArrival: arrival
          ? round2(weightOf(arrival.rows, (row) => row.quantity_type === 'OB'))
          : null,
        landings: [],
      };
    });
}

/** The latest hauls with a position, newest first. */
function haulsOf(messages: readonly LogbookMessage[]): Haul[] {
  const hauls: Haul[] = [];
  for (let i = messages.length - 1; i >= 0 && hauls.length < MAP_HAULS; i--) {
    const message = messages[i];
    const first = message.rows[0];
    if (message.type !== 'DCA' || first.latitude == null || first.longitude == null) continue;
    const heaviest = message.rows.reduce((best, row) =>
      num(row.round_weight) > num(best.round_weight) ? row : best,
    );
    hauls.push({
      start: message.t,
      stop: text(first.stop),
      latitude: num(first.latitude),
      longitude: num(first.longitude),
      stopLatitude: numOrNull(first.stop_latitude),
      stopLongitude: numOrNull(first.stop_longitude),
      gear: text(first.gear),
      weight: round2(weightOf(message.rows)),
      species: text(heaviest.species),
    });
  }
  return hauls;
}

/**
 * The catch on board as last known: at sea, what the hauls since the departure reported; in port, what
 * the arrival reported.
 */
function catchOnBoard(
  messages: readonly LogbookMessage[],
  latest: BoatTrip | undefined,
): CatchOnBoard | null {
  if (!latest) return null;
  if (latest.arrival === null) {
    return { reportedAt: latest.departure, basis: 'hauls-since-departure', species: latest.species };
  }
  const arrival = messages.findLast((message) => message.type === 'POR');
  const onBoard = arrival?.rows.filter((row) => row.quantity_type === 'OB') ?? [];
  if (!arrival || onBoard.length === 0) return null;
  return { reportedAt: arrival.t, basis: 'arrival', species: speciesOf(onBoard) };
}

/**
 * Links each trip to the landing notes that follow its arrival: a note of the same vessel belongs to the
 * trip with the latest arrival before it, if that arrival is at most three days earlier. A note has its
 * date and clock time in Norwegian time and the logbook its times in UTC; read as if both were UTC, a
 * note lands one or two hours later than it did, which keeps a landing after the arrival it follows. A
 * note without a clock time counts from the end of its day. `trips` is newest first.
 */
function linkLandings(trips: BoatTrip[], notes: readonly LandingNote[]): void {
  const arrived = trips.filter((trip) => trip.arrival).reverse();
  if (arrived.length === 0) return;
  for (const note of notes) {
    const landedAt = Date.parse(landingInstant(note.day, note.clock));
    const trip = arrived.findLast((candidate) => Date.parse(candidate.arrival!) <= landedAt);
    if (!trip || landedAt - Date.parse(trip.arrival!) > LANDING_AFTER_ARRIVAL_DAYS * 86_400_000) continue;
    trip.landings.push({ docKey: note.docKey, date: note.day, weight: round2(num(note.weight)) });
  }
}
