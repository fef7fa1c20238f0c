import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoTimestamp, num, numOrNull, round2, text } from './common-sql';
import { hasErsTable } from './ers-messages';

/**
 * A boat's trips from its electronic logbook (ERS): a trip runs from a departure (DEP) to the first
 * arrival (POR) after it; the catch messages (DCA) between them are its hauls. Of a corrected catch
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

/** Days after an arrival in which a landing note still belongs to the trip (when no trip follows). */
export const LANDING_AFTER_ARRIVAL_DAYS = 3;

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

export const LOGBOOK_TRIPS = 10;
export const MAP_HAULS = 200;

/** The newest version of each of the boat's messages, one row per message and species. */
const BOAT_LINES = `
  select * from (
    select *, max(version) over (partition by message_type, message_id) as newest_version
    from ers_lines where vessel_id = $id
  ) where version = newest_version`;

/** Null when the store holds no logbook message of the boat (boats under 15 m keep none). */
export async function boatLogbook(boatId: string): Promise<BoatLogbook | null> {
  if (!(await hasErsTable())) return null;
  return cachedQuery('boat-logbook', { boatId }, async () => {
    const [tripRows, speciesRows, haulRows] = await Promise.all([
      queryStore(
        `with messages as (
           select message_type, message_id, min(event_time) as t, any_value(coalesce(port, port_code)) as port,
             sum(round_weight) as weight
           from (${BOAT_LINES}) group by message_type, message_id
         ), numbered as (
           -- A departure starts a trip; every later message belongs to it until the next departure.
           select *, sum(case when message_type = 'DEP' then 1 else 0 end)
             over (order by t, message_type <> 'DEP', message_id rows unbounded preceding) as trip
           from messages
         ), newest as (select max(t) as t from messages)
         select trip,
           ${isoTimestamp("min(t) filter (where message_type = 'DEP')")} as departure,
           arg_min(port, t) filter (where message_type = 'DEP') as from_port,
           ${isoTimestamp("min(t) filter (where message_type = 'POR')")} as arrival,
           arg_min(port, t) filter (where message_type = 'POR') as to_port,
           date_diff('minute', min(t) filter (where message_type = 'DEP'),
             coalesce(min(t) filter (where message_type = 'POR'), (select t from newest))) / 1440.0 as days,
           count(*) filter (where message_type = 'DCA')::integer as hauls,
           coalesce(sum(weight) filter (where message_type = 'DCA'), 0) as caught,
           arg_min(weight, t) filter (where message_type = 'POR') as on_board
         from numbered where trip > 0
         group by trip order by trip desc limit ${LOGBOOK_TRIPS}`,
        { id: boatId },
      ),
      queryStore(
        `with lines as (${BOAT_LINES}), numbered as (
           select *, sum(case when message_type = 'DEP' then 1 else 0 end)
             over (order by event_time, message_type <> 'DEP', message_id rows unbounded preceding) as trip
           from (select message_type, message_id, min(event_time) as event_time from lines group by all)
         )
         select n.trip, l.species_code as code, any_value(l.species) as name, sum(l.round_weight) as weight
         from lines l join numbered n using (message_type, message_id)
         where l.message_type = 'DCA' and l.round_weight is not null
         group by n.trip, l.species_code order by n.trip desc, weight desc`,
        { id: boatId },
      ),
      queryStore(
        `select ${isoTimestamp('min(event_time)')} as start, ${isoTimestamp('any_value(stop_time)')} as stop,
           any_value(latitude) as latitude, any_value(longitude) as longitude,
           any_value(stop_latitude) as stop_latitude, any_value(stop_longitude) as stop_longitude,
           any_value(gear) as gear, sum(round_weight) as weight, arg_max(species, round_weight) as species
         from (${BOAT_LINES}) where message_type = 'DCA' and latitude is not null and longitude is not null
         group by message_id order by min(event_time) desc limit ${MAP_HAULS}`,
        { id: boatId },
      ),
    ]);
    if (tripRows.length === 0 && haulRows.length === 0) return null;
    const speciesOf = new Map<number, TripSpecies[]>();
    for (const row of speciesRows) {
      const list = speciesOf.get(num(row.trip)) ?? [];
      list.push({ code: text(row.code), name: text(row.name), weight: round2(num(row.weight)) });
      speciesOf.set(num(row.trip), list);
    }
    const trips: BoatTrip[] = tripRows.map((row) => ({
      departure: String(row.departure),
      fromPort: text(row.from_port),
      arrival: text(row.arrival),
      toPort: text(row.to_port),
      days: Math.round(num(row.days) * 10) / 10,
      hauls: num(row.hauls),
      caught: round2(num(row.caught)),
      species: speciesOf.get(num(row.trip)) ?? [],
      onBoardAtArrival: numOrNull(row.on_board),
      landings: [],
    }));
    await linkLandings(boatId, trips);
    const hauls: Haul[] = haulRows.map((row) => ({
      start: String(row.start),
      stop: text(row.stop),
      latitude: num(row.latitude),
      longitude: num(row.longitude),
      stopLatitude: numOrNull(row.stop_latitude),
      stopLongitude: numOrNull(row.stop_longitude),
      gear: text(row.gear),
      weight: round2(num(row.weight)),
      species: text(row.species),
    }));
    return { trips, hauls, onBoard: await catchOnBoard(boatId, trips[0]) };
  });
}

/**
 * The catch on board as last known: at sea, what the hauls since the departure reported; in port, what
 * the arrival reported.
 */
async function catchOnBoard(boatId: string, latest: BoatTrip | undefined): Promise<CatchOnBoard | null> {
  if (!latest) return null;
  if (latest.arrival === null) {
    return {
      reportedAt: latest.departure,
      basis: 'hauls-since-departure',
      species: latest.species,
    };
  }
  const rows = await queryStore(
    `select species_code as code, any_value(species) as name, sum(round_weight) as weight,
       ${isoTimestamp('any_value(event_time)')} as at
     from (${BOAT_LINES}) where message_type = 'POR' and quantity_type = 'OB'
       and message_id = (select arg_max(message_id, event_time) from ers_lines where vessel_id = $id and message_type = 'POR')
     group by species_code order by weight desc`,
    { id: boatId },
  );
  if (rows.length === 0) return null;
  return {
    reportedAt: String(rows[0].at),
    basis: 'arrival',
    species: rows.map((row) => ({
      code: text(row.code),
      name: text(row.name),
      weight: round2(num(row.weight)),
    })),
  };
}

/**
 * Links each trip to the landing notes that follow its arrival: a note of the same vessel belongs to the
 * trip with the latest arrival before it, if that arrival is at most three days earlier. A note has its
 * date and clock time in Norwegian time and the logbook its times in UTC; read as if both were UTC, a
 * note lands one or two hours later than it did, which keeps a landing after the arrival it follows. A
 * note without a clock time counts from the end of its day. `trips` is newest first.
 */
async function linkLandings(boatId: string, trips: BoatTrip[]): Promise<void> {
  const arrived = trips.filter((trip) => trip.arrival).reverse();
  if (arrived.length === 0) return;
  const rows = await queryStore(
    `select doc_key, strftime(landing_date, '%Y-%m-%d') as day, any_value(landing_time) as clock,
       sum(round_weight) as weight
     from landing_lines where vessel_id = $id and landing_date >= $oldest::date
     group by doc_key, landing_date order by landing_date, clock, doc_key`,
    { id: boatId, oldest: arrived[0].arrival!.slice(0, 10) },
  );
  for (const row of rows) {
    const day = String(row.day);
    const clock = /^\d{2}:\d{2}(:\d{2})?$/.test(String(row.clock ?? '')) ? String(row.clock) : '23:59:59';
    const landedAt = Date.parse(`${day}T${clock.length === 5 ? `${clock}:00` : clock}Z`);
    const trip = arrived.findLast((candidate) => Date.parse(candidate.arrival!) <= landedAt);
    if (!trip || landedAt - Date.parse(trip.arrival!) > LANDING_AFTER_ARRIVAL_DAYS * 86_400_000) continue;
    trip.landings.push({ docKey: String(row.doc_key), date: day, weight: round2(num(row.weight)) });
  }
}
