import type { DuckDBConnection } from '@duckdb/node-api';
import { createHash } from 'node:crypto';
import type { Port } from '@/lib/trips/ports';
import { CHANGED_CALL_SIGNS } from '../position-changes';
import { tableExists } from './read-model';
import { yearOf, type LogbookSpan } from './trip-spans';

/**
 * Which trips an ingest must work out again (./trips.ts), so that a nightly update recomputes the days
 * it brought and not fifteen years of positions.
 *
 * A call sign's trips depend on its positions, its logbook trips (spans), the boat carrying it (engine
 * power, gear group) and the landing ports. The boat's facts, those of each span's boat and the ports
 * are kept as a signature per call sign (`trip_inputs`); where one changed, all of the call sign's trips
 * are worked out again. Otherwise its trips are worked out again from the earliest change: the earliest
 * report added (../position-changes.ts), the earliest departure of a span added or gone, and the first
 * of a year its logbook newly covers or no longer covers (a track is cut only in the years without a
 * logbook trip, so such a year's positions join or leave the track). A trip that arrived before that
 * keeps its figures (none of its positions changed); the track is cut again from the last kept trip's
 * arrival, a position in port, where the cut's rule starts afresh (lib/trips/track-trips.ts), so the
 * trips after it are those a cut of the whole track gives. A change to the rules in lib/trips needs a new store schema, which rebuilds the trips whole.
 */

/** The inputs' signatures: per call sign, and the ports' under this key. */
const PORTS_KEY = '';

export interface BoatFacts {
  powerKw: ReadonlyMap<string, number>;
  gearOf: ReadonlyMap<string, string>;
  vesselOfCallSign: ReadonlyMap<string, string>;
}

/**
 * Per call sign whose trips change, the time (epoch ms) from which trips arriving are worked out again;
 * null: all of its trips.
 */
export type TripRefreshPlan = Map<string, number | null>;

const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64');

export function inputSignatures(
  spansByCallSign: ReadonlyMap<string, readonly LogbookSpan[]>,
  facts: BoatFacts,
  ports: readonly Port[],
): Map<string, string> {
  const factsOf = (vesselId: string | undefined) =>
    vesselId === undefined
      ? null
      : [vesselId, facts.powerKw.get(vesselId) ?? null, facts.gearOf.get(vesselId) ?? null];
  const signatures = new Map<string, string>();
  const callSigns = new Set([...spansByCallSign.keys(), ...facts.vesselOfCallSign.keys()]);
  for (const callSign of callSigns) {
    const spans = spansByCallSign.get(callSign) ?? [];
    const spanVessels = [...new Set(spans.map((span) => span.vesselId))].sort().map(factsOf);
    signatures.set(callSign, hash([factsOf(facts.vesselOfCallSign.get(callSign)), spanVessels]));
  }
  const portList = ports.map((port) => `${port.latitude},${port.longitude}`).sort();
  signatures.set(PORTS_KEY, hash(portList));
  return signatures;
}

const spanKey = (span: { vesselId: string; departure: number; arrival: number; haulHours: number }) =>
  `${span.vesselId}|${span.departure}|${span.arrival}|${span.haulHours}`;

/**
 * The call signs whose trips change and from when, or null when every trip must be worked out again
 * (no trips yet, or the ports changed).
 */
export async function tripRefreshPlan(
  connection: DuckDBConnection,
  spansByCallSign: ReadonlyMap<string, readonly LogbookSpan[]>,
  signatures: ReadonlyMap<string, string>,
): Promise<TripRefreshPlan | null> {
  if (!(await tableExists(connection, 'trip_figures')) || !(await tableExists(connection, 'trip_inputs'))) {
    return null;
  }
  const stored = new Map<string, string>();
  const inputs = await connection.runAndReadAll('select track_key, signature from trip_inputs');
  for (const row of inputs.getRowObjectsJS()) stored.set(String(row.track_key), String(row.signature));
  if (stored.get(PORTS_KEY) !== signatures.get(PORTS_KEY)) return null;

  const plan: TripRefreshPlan = new Map();
  const changeFrom = (callSign: string, from: number | null) => {
    const known = plan.get(callSign);
    if (known === null) return; // all of its trips already
    plan.set(callSign, known === undefined || from === null ? from : Math.min(from, known));
  };
  for (const callSign of new Set([...stored.keys(), ...signatures.keys()])) {
    if (callSign !== PORTS_KEY && stored.get(callSign) !== signatures.get(callSign))
      changeFrom(callSign, null);
  }

  const added = await connection.runAndReadAll(
    `select radio_call_sign, epoch_ms(first_time)::double as first_ms from ${CHANGED_CALL_SIGNS}`,
  );
  for (const row of added.getRowObjectsJS()) {
    const callSign = String(row.radio_call_sign);
    if (!signatures.has(callSign)) continue; // no boat and no logbook: it has no trips
    changeFrom(callSign, row.first_ms == null ? null : Number(row.first_ms));
  }

  // Spans added or gone: compared with the logbook trips stored, which keep their span.
  const before = new Map<string, Map<string, number>>();
  const storedSpans = await connection.runAndReadAll(`select track_key, vessel_id, departure_ms, arrival_ms,
    haul_hours from trip_figures where source = 'logbook' and track_key is not null`);
  for (const row of storedSpans.getRowObjectsJS()) {
    const key = spanKey({
      vesselId: String(row.vessel_id),
      departure: Number(row.departure_ms),
      arrival: Number(row.arrival_ms),
      haulHours: Number(row.haul_hours),
    });
    const callSign = String(row.track_key);
    const spans = before.get(callSign) ?? new Map<string, number>();
    spans.set(key, Number(row.departure_ms));
    before.set(callSign, spans);
  }
  const yearStart = (departure: number) => Date.UTC(yearOf(departure), 0, 1);
  for (const callSign of new Set([...before.keys(), ...spansByCallSign.keys()])) {
    const old = before.get(callSign) ?? new Map<string, number>();
    const now = new Map((spansByCallSign.get(callSign) ?? []).map((span) => [spanKey(span), span.departure]));
    let earliest = Infinity;
    for (const [key, departure] of old) if (!now.has(key)) earliest = Math.min(earliest, departure);
    for (const [key, departure] of now) if (!old.has(key)) earliest = Math.min(earliest, departure);
    const oldYears = new Set([...old.values()].map(yearStart));
    const newYears = new Set([...now.values()].map(yearStart));
    for (const year of oldYears) if (!newYears.has(year)) earliest = Math.min(earliest, year);
    for (const year of newYears) if (!oldYears.has(year)) earliest = Math.min(earliest, year);
    if (earliest < Infinity) changeFrom(callSign, earliest);
  }
  return plan;
}

/**
 * Writes the plan as the temp table `trip_refresh`, with what of each call sign's positions the
 * refresh reads: all of them (`whole`), or those from the earliest departure of a span worked out
 * again (`span_from`) and, where the boat's track is cut, the positions of the years its logbook does
 * not cover from the last kept track trip's arrival (`track_from`; null: from the first).
 */
export async function writeTripRefresh(
  connection: DuckDBConnection,
  plan: TripRefreshPlan,
  spansByCallSign: ReadonlyMap<string, readonly LogbookSpan[]>,
  vesselOfCallSign: ReadonlyMap<string, string>,
): Promise<void> {
  await connection.run(`create or replace temp table trip_refresh_rows (radio_call_sign varchar, whole boolean,
    changed_from double, span_from double, track boolean, track_from double, logbook_years varchar)`);
  const appender = await connection.createAppender('trip_refresh_rows');
  for (const [callSign, changedFrom] of plan) {
    const spans = spansByCallSign.get(callSign) ?? [];
    const redone = spans.filter((span) => changedFrom === null || span.arrival >= changedFrom);
    const spanFrom = redone.length > 0 ? Math.min(...redone.map((span) => span.departure)) : null;
    appender.appendVarchar(callSign);
    appender.appendBoolean(changedFrom === null);
    if (changedFrom === null) appender.appendNull();
    else appender.appendDouble(changedFrom);
    if (spanFrom === null) appender.appendNull();
    else appender.appendDouble(spanFrom);
    appender.appendBoolean(vesselOfCallSign.has(callSign));
    appender.appendNull();
    appender.appendVarchar(`[${[...new Set(spans.map((span) => yearOf(span.departure)))].join(',')}]`);
    appender.endRow();
  }
  appender.closeSync();
  await connection.run(`create or replace temp table trip_refresh as
    select * replace (logbook_years::integer[] as logbook_years) from trip_refresh_rows`);
  await connection.run('drop table trip_refresh_rows');
  await connection.run(`update trip_refresh r set track_from = k.arrival_ms from (
      select f.track_key, max(f.arrival_ms) as arrival_ms from trip_figures f join trip_refresh r
        on f.track_key = r.radio_call_sign and f.source = 'track' and f.arrival_ms < r.changed_from
      group by f.track_key
    ) k where k.track_key = r.radio_call_sign`);
}

/** Which of a call sign's positions (`p`) a refresh reads, by its row in `trip_refresh` (`r`). */
export const REFRESHED_POSITIONS = `r.whole or epoch_ms(p.time_utc) >= r.span_from
  or (r.track and not list_contains(r.logbook_years, year(p.time_utc))
    and (r.track_from is null or epoch_ms(p.time_utc) >= r.track_from))`;

/** Removes the trips the plan works out again, and every trip of a boat without a call sign. */
export const DELETE_REFRESHED_SQL = `
  delete from trip_figures f where f.track_key is null or exists (
    select 1 from trip_refresh r where r.radio_call_sign = f.track_key
      and (r.whole or f.arrival_ms >= r.changed_from))`;
