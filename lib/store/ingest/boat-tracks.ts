import type { DuckDBConnection } from '@duckdb/node-api';
import { isoTimestamp } from '@/lib/store/values';
import { BOAT_BY_CALL_SIGN, TRACK_POSITIONS } from '@/lib/store/track-sql';

/**
 * The boat page's "Spor" map, derived at ingest: per call sign with position reports, its last
 * TRACK_POSITIONS reports (oldest first, as JSON), their time span and who the call sign is (the boat
 * carrying it, else what its newest report says), in call-sign order. The page reads one row instead of
 * sorting the call sign's reports and looking up the boat on its first view. Rebuilt whole after every
 * ingest: a nightly update adds reports to many call signs.
 */

export const BOAT_TRACKS_SQL = `
  create or replace table boat_tracks as
  with last as (
    select radio_call_sign, time_utc, latitude, longitude, speed, course,
      row_number() over (partition by radio_call_sign order by time_utc desc) as back
    from positions where radio_call_sign is not null and trim(radio_call_sign) <> ''
    qualify back <= ${TRACK_POSITIONS}
  ), tracks as (
    select radio_call_sign, ${isoTimestamp('min(time_utc)')} as from_time, ${isoTimestamp('max(time_utc)')} as to_time,
      to_json(list({'time': ${isoTimestamp('time_utc')}, 'latitude': latitude::double, 'longitude': longitude::double,
        'speed': speed::double, 'course': course::double} order by back desc))::varchar as positions
    from last group by radio_call_sign
  )
  select t.radio_call_sign, b.vessel_id, b.name, s.vessel_name as reported_name, b.registration_mark,
    s.registration_mark as reported_mark, t.from_time, t.to_time, t.positions
  from tracks t
  left join ${BOAT_BY_CALL_SIGN} as b on b.call_sign = t.radio_call_sign
  left join latest_positions s on s.radio_call_sign = t.radio_call_sign
  order by t.radio_call_sign`;

/**
 * What the map shows beside each boat's track, for the days the track covers: the municipalities it
 * landed in (kind 'port') and where that catch was taken (kind 'location'), per boat and the call sign
 * it carries, in boat order; from the boat read models (boat-tables.ts) as the page's own period reads
 * them (lib/landings/boat-track.ts, boat-catch-summary.ts).
 */
export const BOAT_TRACK_PLACES_SQL = `
  create or replace table boat_track_places as
  with windows as (
    select b.vessel_id, t.radio_call_sign, t.from_time::date as from_day, t.to_time::date as to_day
    from boats b join boat_tracks t on t.radio_call_sign = upper(b.radio_call_sign)
  )
  select w.vessel_id, w.radio_call_sign, 'port' as kind, s.landing_municipality_code as code,
    any_value(s.landing_municipality) as name, null as location_code, null::double as lat, null::double as lon,
    strftime(max(s.landing_date), '%Y-%m-%d') as last_date,
    count(distinct s.doc_key)::integer as landings, coalesce(sum(s.round_weight), 0) as weight
  from windows w join boat_document_species s on s.vessel_id = w.vessel_id
    and s.landing_date between w.from_day and w.to_day and s.landing_municipality_code is not null
  group by w.vessel_id, w.radio_call_sign, s.landing_municipality_code
  union all
  select w.vessel_id, w.radio_call_sign, 'location', p.main_area_code, any_value(p.main_area), p.location_code,
    p.catch_lat, p.catch_lon, null, count(distinct p.doc_key)::integer, sum(p.round_weight)
  from windows w join boat_catch_places p on p.vessel_id = w.vessel_id
    and p.landing_date between w.from_day and w.to_day and p.catch_lat is not null and p.catch_lon is not null
  group by w.vessel_id, w.radio_call_sign, p.main_area_code, p.location_code, p.catch_lat, p.catch_lon
  order by 1, 2`;

export async function deriveBoatTracks(connection: DuckDBConnection): Promise<void> {
  await connection.run(BOAT_TRACKS_SQL);
  await connection.run(BOAT_TRACK_PLACES_SQL);
}
