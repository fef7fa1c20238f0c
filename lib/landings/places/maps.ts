import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { inCachedValueSet } from '../store-lookups';
import { isoTimestamp, num, numOrNull, text } from '@/lib/store/values';
import { BOAT_BY_CALL_SIGN } from '@/lib/store/track-sql';

/**
 * Boat positions from the VMS reports (satellite tracking, boats of 12 m and more). Boats are known
 * there by call sign; the vessel register links a call sign to a Fartøy ID where it can.
 */

export interface BoatPosition {
  radioCallSign: string;
  /** Fartøy ID of the boat with this call sign; null when the store has no such boat. */
  boatId: string | null;
  name: string | null;
  registrationMark: string | null;
  latitude: number;
  longitude: number;
  /** ISO-8601 UTC. */
  time: string;
  /** Knots and degrees, as reported. */
  speed: number | null;
  course: number | null;
  /** From the boat's register entry and landings (null when the call sign is not a known boat). */
  length: number | null;
  /** The boat's main gear group (by landed weight): code 1–9 and name. */
  gearGroupCode: string | null;
  gearGroup: string | null;
}

export interface BoatPositions {
  /** The newest report in the store (ISO-8601 UTC); null when there are none. */
  latestReport: string | null;
  boats: BoatPosition[];
}

/**
 * The latest known position of every boat, newest reports first. With `days`, only boats that
 * reported within that many days of the newest report in the store.
 *
 * The whole fleet is cached once per store version and `days` filters it in memory: `days` comes from
 * the URL, and caching per value would let anyone mint a full-fleet cache entry per number.
 */
export async function latestBoatPositions(days?: number): Promise<BoatPositions> {
  const fleet = await allLatestPositions();
  if (days == null || !Number.isFinite(days) || fleet.latestReport == null) return fleet;
  const since = Date.parse(fleet.latestReport) - days * DAY_MS;
  // Newest first: the boats within the window are a prefix.
  const within = fleet.boats.findIndex((boat) => Date.parse(boat.time) < since);
  return { latestReport: fleet.latestReport, boats: within < 0 ? fleet.boats : fleet.boats.slice(0, within) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function allLatestPositions(): Promise<BoatPositions> {
  return cachedQuery('latest-positions', {}, async () => {
    const rows = await queryStore(
      `with newest as (select max(time_utc) as t from latest_positions)
       select p.radio_call_sign, b.vessel_id, coalesce(b.name, p.vessel_name) as name,
         coalesce(b.registration_mark, p.registration_mark) as registration_mark,
         p.latitude, p.longitude, ${isoTimestamp('p.time_utc')} as time, p.speed, p.course,
         b.length, b.gear_group_code, b.gear_group,
         ${isoTimestamp('(select t from newest)')} as latest
       from latest_positions p left join ${BOAT_BY_CALL_SIGN} b on b.call_sign = p.radio_call_sign
       order by p.time_utc desc, p.radio_call_sign`,
    );
    return { latestReport: rows.length ? text(rows[0].latest) : null, boats: rows.map(positionFromRow) };
  });
}

function positionFromRow(row: Record<string, unknown>): BoatPosition {
  return {
    radioCallSign: String(row.radio_call_sign),
    boatId: text(row.vessel_id),
    name: text(row.name),
    registrationMark: text(row.registration_mark),
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    time: String(row.time),
    speed: numOrNull(row.speed),
    course: numOrNull(row.course),
    length: numOrNull(row.length),
    gearGroupCode: text(row.gear_group_code),
    gearGroup: text(row.gear_group),
  };
}

export interface TrackPoint {
  time: string;
  latitude: number;
  longitude: number;
  speed: number | null;
  course: number | null;
}

export interface BoatTrack {
  radioCallSign: string;
  boatId: string | null;
  name: string | null;
  registrationMark: string | null;
  /** The time span of `positions` (ISO-8601 UTC); null when there are none. */
  from: string | null;
  to: string | null;
  /** Oldest first. */
  positions: TrackPoint[];
}

export const TRACK_DEFAULT_DAYS = 7;
export const TRACK_MAX_POINTS = 5000;

const clampLast = (count: number) =>
  Math.min(TRACK_MAX_POINTS, Math.max(1, Math.floor(Number.isFinite(count) ? count : TRACK_MAX_POINTS)));

export type TrackSelection =
  /** The last `count` reports. */
  | { last: number }
  /** Reports between two dates (yyyy-MM-dd, `to` inclusive); by default the 7 days up to the newest. */
  | { from?: string; to?: string };

/**
 * Whether the position reports (VMS) hold any report of the call sign (case-insensitive). Most small
 * boats report none; the call signs that do are read once per store version (from latest_positions,
 * one row per call sign), so a boat page of a boat without positions asks no track query.
 */
export async function hasPositions(callSign: string): Promise<boolean> {
  return inCachedValueSet(
    'vms-call-signs',
    'select radio_call_sign as value from latest_positions',
    callSign.trim().toUpperCase(),
  );
}

/**
 * A boat's track by call sign (case-insensitive). At most 5000 points (the newest). Null when the
 * call sign is unknown to both the VMS reports and the boats.
 */
export async function boatTrack(callSign: string, selection: TrackSelection = {}): Promise<BoatTrack | null> {
  const sign = callSign.trim().toUpperCase();
  // The key holds only what the query uses, clamped, so equivalent requests share one entry.
  const key =
    'last' in selection
      ? { sign, last: clampLast(selection.last) }
      : { sign, from: selection.from ?? null, to: selection.to ?? null };
  return cachedQuery('boat-track', key, async () => {
    const columns = `${isoTimestamp('time_utc')} as time, latitude, longitude, speed, course`;
    // Who the call sign is (the boat carrying it, and its newest report) in one query; the last reports
    // need nothing from it, so they are read beside it (a call sign without reports has no positions).
    const [[known], last] = await Promise.all([
      queryStore(
        `select b.call_sign is not null as carried, b.vessel_id, b.name, b.registration_mark, s.newest,
           s.vessel_name, s.registration_mark as reported_mark, s.radio_call_sign is not null as reports
         from (select 1) as one
         left join ${BOAT_BY_CALL_SIGN} as b on b.call_sign = $1
         left join (select radio_call_sign, strftime(time_utc, '%Y-%m-%d %H:%M:%S') as newest, vessel_name,
             registration_mark
           from latest_positions where radio_call_sign = $1) as s on true`,
        [sign],
      ),
      'last' in selection
        ? queryStore(
            `select ${columns} from positions where radio_call_sign = $sign
             order by time_utc desc limit $limit`,
            { sign, limit: clampLast(selection.last) },
          )
        : null,
    ]);
    if (!known.carried && !known.reports) return null;
    let rows: Record<string, unknown>[] = [];
    if (known.reports) {
      rows =
        last ??
        (await queryStore(
          `select ${columns} from positions
           where radio_call_sign = $sign
             and time_utc >= coalesce($from::date::timestamp, $newest::timestamp - to_days(${TRACK_DEFAULT_DAYS}))
             and time_utc < coalesce($to::date + 1, $newest::timestamp + interval 1 second)
           order by time_utc desc limit ${TRACK_MAX_POINTS}`,
          {
            sign,
            from: 'from' in selection ? (selection.from ?? null) : null,
            to: 'to' in selection ? (selection.to ?? null) : null,
            newest: String(known.newest),
          },
        ));
    }
    rows.reverse();
    return {
      radioCallSign: sign,
      boatId: text(known.vessel_id),
      name: text(known.name) ?? text(known.vessel_name),
      registrationMark: text(known.registration_mark) ?? text(known.reported_mark),
      from: rows.length ? String(rows[0].time) : null,
      to: rows.length ? String(rows[rows.length - 1].time) : null,
      positions: rows.map((row) => ({
        time: String(row.time),
        latitude: num(row.latitude),
        longitude: num(row.longitude),
        speed: numOrNull(row.speed),
        course: numOrNull(row.course),
      })),
    };
  });
}
