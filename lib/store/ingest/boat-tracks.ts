import type { DuckDBConnection } from '@duckdb/node-api';
import { BOAT_BY_CALL_SIGN, TRACK_POSITIONS } from '@/lib/landings/track-sql';

/**
 * The boat page's "Spor" map, derived at ingest: per call sign with position reports, its last
 * TRACK_POSITIONS reports (oldest first, as JSON), their time span and who the call sign is (the boat
 * carrying it, else what its newest report says), in call-sign order. The page reads one row instead of
 * sorting the call sign's reports and looking up the boat on its first view. Rebuilt whole after every
 * ingest: a nightly update adds reports to many call signs.
 */
const iso = (column: string) => `strftime(${column}, '%Y-%m-%dT%H:%M:%SZ')`;

export const BOAT_TRACKS_SQL = `
  create or replace table boat_tracks as
  with last as (
    select radio_call_sign, time_utc, latitude, longitude, speed, course,
      row_number() over (partition by radio_call_sign order by time_utc desc) as back
    from positions where radio_call_sign is not null and trim(radio_call_sign) <> ''
    qualify back <= ${TRACK_POSITIONS}
  ), tracks as (
    select radio_call_sign, ${iso('min(time_utc)')} as from_time, ${iso('max(time_utc)')} as to_time,
      to_json(list({'time': ${iso('time_utc')}, 'latitude': latitude::double, 'longitude': longitude::double,
        'speed': speed::double, 'course': course::double} order by back desc))::varchar as positions
    from last group by radio_call_sign
  )
  select t.radio_call_sign, b.vessel_id, b.name, s.vessel_name as reported_name, b.registration_mark,
    s.registration_mark as reported_mark, t.from_time, t.to_time, t.positions
  from tracks t
  left join ${BOAT_BY_CALL_SIGN} as b on b.call_sign = t.radio_call_sign
  left join latest_positions s on s.radio_call_sign = t.radio_call_sign
  order by t.radio_call_sign`;

export async function deriveBoatTracks(connection: DuckDBConnection): Promise<void> {
  await connection.run(BOAT_TRACKS_SQL);
}
