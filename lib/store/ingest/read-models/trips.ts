import type { DuckDBConnection } from '@duckdb/node-api';
import { MUNICIPALITIES } from '@/lib/fiskeridir/code-lists';
import { HP_TO_KW } from '@/lib/trips/fuel';
import { PortIndex, type Port } from '@/lib/trips/ports';
import type { TrackPoint } from '@/lib/trips/track';
import { cutTrips } from '@/lib/trips/track-trips';
import { tripFigures, type TripSpan } from '@/lib/trips/trip-figures';
import { sqlString } from '../sql-values';
import { TRIP_BENCHMARKS_SQL, TRIP_MONTHS_SQL, TRIPS_SQL } from './trip-tables';
import type { DeriveMode } from './read-model';
import {
  DELETE_REFRESHED_SQL,
  inputSignatures,
  REFRESHED_POSITIONS,
  tripRefreshPlan,
  writeTripRefresh,
  type BoatFacts,
} from './trip-refresh';
import { logbookSpans, yearOf, type LogbookSpan } from './trip-spans';

/**
 * Derives the `trips`, `trip_benchmarks` and `trip_months` tables (docs/trip-benchmarks.md): the logbook's trips and,
 * for boats without a logbook trip in a year, the trips cut from their positions; each trip's track
 * figures and fuel worked out with lib/trips into `trip_figures`, then its landings and the segment
 * benchmarks in SQL. The positions are read one call sign at a time from a stream, so a year of them
 * never sits in memory (forEachTrack). A refresh works out again only the trips an ingest changed (./trip-refresh.ts);
 * the SQL half is rebuilt from `trip_figures` either way.
 */

interface TripRow {
  vesselId: string;
  /** The call sign whose track the trip was read from; null for a boat without one. */
  trackKey: string | null;
  source: 'logbook' | 'track';
  span: TripSpan;
  figures: ReturnType<typeof tripFigures>;
}

const FIGURES = 'trip_figures';
async function landingPorts(connection: DuckDBConnection): Promise<Port[]> {
  const stations = await connection.runAndReadAll(
    'select latitude, longitude from register_stations where latitude is not null and longitude is not null',
  );
  const ports: Port[] = stations
    .getRowObjectsJS()
    .map((row) => ({ latitude: Number(row.latitude), longitude: Number(row.longitude) }));
  for (const municipality of MUNICIPALITIES) ports.push(municipality);
  return ports;
}

/**
 * Engine power in kW by vessel (the register gives horsepower), its main gear group (the fishing load
 * factor) and vessel by call sign.
 */
async function boatFacts(connection: DuckDBConnection) {
  const reader = await connection.runAndReadAll(
    'select vessel_id, upper(radio_call_sign) as call_sign, engine_power, gear_group_code from boats',
  );
  const powerKw = new Map<string, number>();
  const gearOf = new Map<string, string>();
  const vesselOfCallSign = new Map<string, string>();
  for (const row of reader.getRowObjectsJS()) {
    const id = String(row.vessel_id);
    if (row.engine_power != null && Number(row.engine_power) > 0)
      powerKw.set(id, Number(row.engine_power) * HP_TO_KW);
    if (row.gear_group_code != null) gearOf.set(id, String(row.gear_group_code));
    if (row.call_sign != null) vesselOfCallSign.set(String(row.call_sign), id);
  }
  const figuresOf = (vesselId: string, span: TripSpan, points: readonly TrackPoint[]) =>
    tripFigures(span, points, powerKw.get(vesselId) ?? null, gearOf.get(vesselId) ?? null);
  const facts: BoatFacts = { powerKw, gearOf, vesselOfCallSign };
  return { figuresOf, facts };
}

/** Index of the first point at or after `t` (points in time order). */
function firstAtOrAfter(points: readonly TrackPoint[], t: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (points[middle].t < t) low = middle + 1;
    else high = middle;
  }
  return low;
}

export async function deriveTrips(
  connection: DuckDBConnection,
  mode: DeriveMode = 'full',
): Promise<{ trips: number }> {
  const spans = await logbookSpans(connection);
  const portList = await landingPorts(connection);
  const ports = new PortIndex(portList);
  const { figuresOf, facts } = await boatFacts(connection);
  const spansByCallSign = new Map<string, LogbookSpan[]>();
  const rows: TripRow[] = [];
  for (const span of spans) {
    if (span.callSign === null) {
      const figures = figuresOf(span.vesselId, span, []);
      rows.push({ vesselId: span.vesselId, trackKey: null, source: 'logbook', span, figures });
      continue;
    }
    const list = spansByCallSign.get(span.callSign) ?? [];
    list.push(span);
    spansByCallSign.set(span.callSign, list);
  }
  const signatures = inputSignatures(spansByCallSign, facts, portList);
  const plan = mode === 'changed' ? await tripRefreshPlan(connection, spansByCallSign, signatures) : null;
  const pending = new Set(plan ? plan.keys() : spansByCallSign.keys());

  const tripsOfTrack = (callSign: string, points: TrackPoint[]) => {
    pending.delete(callSign);
    const own = spansByCallSign.get(callSign) ?? [];
    const changedFrom = plan?.get(callSign) ?? null;
    const redone = (trip: { arrival: number }) => changedFrom === null || trip.arrival >= changedFrom;
    for (const span of own.filter(redone)) {
      const slice = points.slice(
        firstAtOrAfter(points, span.departure),
        firstAtOrAfter(points, span.arrival + 1),
      );
      const figures = figuresOf(span.vesselId, span, slice);
      rows.push({ vesselId: span.vesselId, trackKey: callSign, source: 'logbook', span, figures });
    }
    const vesselId = facts.vesselOfCallSign.get(callSign);
    if (!vesselId) return;
    // Years the logbook covers are its trips; the track is cut only in years without a logbook trip.
    const logbookYears = new Set(own.map((span) => yearOf(span.departure)));
    const untracked = points.filter((point) => !logbookYears.has(yearOf(point.t)));
    for (const cut of cutTrips(untracked, ports).filter(redone)) {
      const span = { departure: cut.departure, arrival: cut.arrival, haulHours: null };
      const figures = figuresOf(vesselId, span, cut.points);
      rows.push({ vesselId, trackKey: callSign, source: 'track', span, figures });
    }
  };

  if (plan) await writeTripRefresh(connection, plan, spansByCallSign, facts.vesselOfCallSign);
  await forEachTrack(connection, plan !== null, tripsOfTrack);
  // Call signs that sent no position (in what was read): their logbook trips.
  for (const left of pending) tripsOfTrack(left, []);

  if (plan) await connection.run(DELETE_REFRESHED_SQL);
  else await createFigures(connection);
  await appendFigures(connection, rows);
  await writeInputs(connection, signatures);
  if (plan) await connection.run('drop table trip_refresh');
  await connection.run(TRIPS_SQL);
  await connection.run(TRIP_BENCHMARKS_SQL);
  await connection.run(TRIP_MONTHS_SQL);
  const counted = await connection.runAndReadAll(`select count(*)::integer as n from ${FIGURES}`);
  return { trips: Number(counted.getRowObjectsJS()[0].n) };
}

/** Positions one query of forEachTrack sorts at most: a batch of whole call signs. */
export const POSITIONS_PER_BATCH = 4_000_000;

/**
 * Calls `onTrack` with each call sign's positions in time order (all of them, or what the refresh reads,
 * ./trip-refresh.ts), reading a range of call signs of about POSITIONS_PER_BATCH positions at a time: the
 * positions lie in call-sign order within each file's batch, so a range is read from few blocks, and no
 * query sorts more than a batch where fifteen years of the fleet's positions would not fit the
 * ingest's memory.
 */
async function forEachTrack(
  connection: DuckDBConnection,
  refresh: boolean,
  onTrack: (callSign: string, points: TrackPoint[]) => void,
): Promise<void> {
  const from = refresh
    ? `positions p join trip_refresh r on p.radio_call_sign = r.radio_call_sign where (${REFRESHED_POSITIONS})`
    : "positions p where p.radio_call_sign is not null and trim(p.radio_call_sign) <> ''";
  const counts = await connection.runAndReadAll(
    `select p.radio_call_sign, count(*)::double as n from ${from} group by 1 order by 1`,
  );
  const batches: { first: string; last: string }[] = [];
  let inBatch = Infinity;
  for (const row of counts.getRowObjectsJS()) {
    const callSign = String(row.radio_call_sign);
    if (inBatch + Number(row.n) > POSITIONS_PER_BATCH) {
      batches.push({ first: callSign, last: callSign });
      inBatch = 0;
    }
    batches[batches.length - 1].last = callSign;
    inBatch += Number(row.n);
  }
  for (const { first, last } of batches) {
    const result = await connection.stream(
      `select p.radio_call_sign, epoch_ms(p.time_utc)::double as t, p.latitude, p.longitude, p.speed
       from ${from} and p.radio_call_sign between ${sqlString(first)} and ${sqlString(last)}
       order by p.radio_call_sign, p.time_utc, p.latitude, p.longitude`,
    );
    let callSign: string | null = null;
    let points: TrackPoint[] = [];
    for (
      let chunk = await result.fetchChunk();
      chunk && chunk.rowCount > 0;
      chunk = await result.fetchChunk()
    ) {
      const [signs, times, latitudes, longitudes, speeds] = chunk.getColumns();
      for (let i = 0; i < chunk.rowCount; i++) {
        const sign = String(signs[i]);
        if (sign !== callSign) {
          if (callSign !== null) onTrack(callSign, points);
          callSign = sign;
          points = [];
        }
        const t = Number(times[i]);
        // The same report loaded twice (two message ids at one time) would count a leg of zero length.
        if (points.length > 0 && points[points.length - 1].t === t) continue;
        points.push({
          t,
          latitude: Number(latitudes[i]),
          longitude: Number(longitudes[i]),
          speed: speeds[i] == null ? null : Number(speeds[i]),
        });
      }
    }
    if (callSign !== null) onTrack(callSign, points);
  }
}

async function createFigures(connection: DuckDBConnection): Promise<void> {
  await connection.run(`create or replace table ${FIGURES} (
    vessel_id varchar, track_key varchar, source varchar, departure_ms double, arrival_ms double,
    haul_hours double, hours_at_sea double, positions integer, positions_per_hour double,
    distance_nm double, gap_hours double, fishing_hours double, fishing_from varchar,
    engine_power_kw double, fishing_load_factor double, fuel_litres double, co2_kg double,
    reasons varchar)`);
}

async function writeInputs(connection: DuckDBConnection, signatures: ReadonlyMap<string, string>) {
  await connection.run('create or replace table trip_inputs (track_key varchar, signature varchar)');
  const appender = await connection.createAppender('trip_inputs');
  for (const [key, signature] of signatures) {
    appender.appendVarchar(key);
    appender.appendVarchar(signature);
    appender.endRow();
  }
  appender.closeSync();
}

async function appendFigures(connection: DuckDBConnection, rows: readonly TripRow[]): Promise<void> {
  const appender = await connection.createAppender(FIGURES);
  const double = (value: number | null) =>
    value === null ? appender.appendNull() : appender.appendDouble(value);
  const text = (value: string | null) =>
    value === null ? appender.appendNull() : appender.appendVarchar(value);
  for (const { vesselId, trackKey, source, span, figures } of rows) {
    text(vesselId);
    text(trackKey);
    text(source);
    double(span.departure);
    double(span.arrival);
    double(span.haulHours);
    double(figures.hoursAtSea);
    appender.appendInteger(figures.positions);
    double(figures.positionsPerHour);
    double(figures.distanceNm);
    double(figures.gapHours);
    double(figures.fishingHours);
    text(figures.fishingFrom);
    double(figures.enginePowerKw);
    double(figures.fishingLoadFactor);
    double(figures.fuelLitres);
    double(figures.co2Kg);
    text(figures.reasons.join(','));
    appender.endRow();
  }
  appender.closeSync();
}
