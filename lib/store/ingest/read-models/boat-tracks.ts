import type { DuckDBConnection } from '@duckdb/node-api';
import { isoTimestamp } from '@/lib/store/values';
import { BOAT_BY_CALL_SIGN, TRACK_POSITIONS } from '@/lib/store/track-sql';
import { CHANGED_CALL_SIGNS } from '../position-changes';
import { tableExists, type DeriveMode } from './read-model';

/**
 * The newest VMS report of every call sign, for the map of all boats, from `reports` (the positions,
 * or those of some call signs).
 */
const latestPositionsSelect = (reports: string) => `
  select upper(radio_call_sign) as radio_call_sign, max(time_utc) as time_utc,
    arg_max(latitude, time_utc) as latitude, arg_max(longitude, time_utc) as longitude,
    arg_max(course, time_utc) as course, arg_max(speed, time_utc) as speed,
    arg_max(registration_mark, time_utc) as registration_mark, arg_max(vessel_name, time_utc) as vessel_name
  from ${reports} where radio_call_sign is not null and trim(radio_call_sign) <> ''
  group by upper(radio_call_sign)`;

/**
 * Per call sign of `reports`, its last TRACK_POSITIONS reports as JSON (oldest first) and their span. A
 * top-n aggregate (`max_by(…, n)`) holds n reports per call sign, where a window over the reports would
 * sort every one of them.
 */
const trackPointsSelect = (reports: string) => `
  with last as (
    select radio_call_sign, list_reverse(max_by({'time_utc': time_utc, 'latitude': latitude::double,
      'longitude': longitude::double, 'speed': speed::double, 'course': course::double},
      time_utc, ${TRACK_POSITIONS})) as points
    from ${reports} where radio_call_sign is not null and trim(radio_call_sign) <> ''
    group by radio_call_sign
  )
  select radio_call_sign, ${isoTimestamp('points[1].time_utc')} as from_time,
    ${isoTimestamp('points[-1].time_utc')} as to_time,
    to_json(list_transform(points, p -> {'time': ${isoTimestamp('p.time_utc')}, 'latitude': p.latitude,
      'longitude': p.longitude, 'speed': p.speed, 'course': p.course}))::varchar as positions
  from last`;

/** Who each call sign of `tracks` is: the boat carrying it, else what its newest report says. */
const trackRowsSelect = (tracks: string) => `
  select t.radio_call_sign, b.vessel_id, b.name, s.vessel_name as reported_name, b.registration_mark,
    s.registration_mark as reported_mark, t.from_time, t.to_time, t.positions
  from ${tracks} t
  left join ${BOAT_BY_CALL_SIGN} as b on b.call_sign = t.radio_call_sign
  left join latest_positions s on s.radio_call_sign = t.radio_call_sign`;

/**
 * The boat page's "Spor" map, derived at ingest: per call sign with position reports, its last
 * TRACK_POSITIONS reports (oldest first, as JSON), their time span and who the call sign is, in
 * call-sign order. The page reads one row instead of sorting the call sign's reports and looking up the
 * boat on its first view.
 */
export const BOAT_TRACKS_SQL = `create or replace table boat_tracks as
  ${trackRowsSelect(`(${trackPointsSelect('positions')})`)}
  order by t.radio_call_sign`;

const IDENTITY_COLUMNS = ['vessel_id', 'name', 'reported_name', 'registration_mark', 'reported_mark'];

/**
 * A refresh for what the ingest changed (../position-changes.ts): a call sign with reports added gets its
 * newest report and its track again from its reports since its old track began (an added report older
 * than that cannot be among its last ones), a call sign with reports removed from all of its reports;
 * a call sign whose boat changed (a register, a landing under another boat) keeps its points and gets
 * its names again. Each is the row a rebuild gives it; the rows are few and read one at a time, so
 * their order does not matter.
 */
async function refreshPositionTables(connection: DuckDBConnection): Promise<void> {
  await connection.run(`create or replace temp table position_refresh as
    select c.radio_call_sign, case when c.first_time is not null then t.from_time::timestamp end as since
    from ${CHANGED_CALL_SIGNS} c left join boat_tracks t on t.radio_call_sign = c.radio_call_sign`);
  const reports = `(select p.* from positions p join position_refresh r on p.radio_call_sign = r.radio_call_sign
    where r.since is null or p.time_utc >= r.since)`;
  await connection.run(
    'delete from latest_positions where radio_call_sign in (select radio_call_sign from position_refresh)',
  );
  await connection.run(`insert into latest_positions ${latestPositionsSelect(reports)}`);

  const renamed = IDENTITY_COLUMNS.map((column) => `t.${column} is distinct from n.${column}`).join(' or ');
  await connection.run(`create or replace temp table track_refresh as
    select radio_call_sign, from_time, to_time, positions from (${trackPointsSelect(reports)})
    union all
    select t.radio_call_sign, t.from_time, t.to_time, t.positions
    from boat_tracks t join (${trackRowsSelect('boat_tracks')}) n using (radio_call_sign)
    where t.radio_call_sign not in (select radio_call_sign from position_refresh) and (${renamed})`);
  await connection.run(`delete from boat_tracks where radio_call_sign in
    (select radio_call_sign from position_refresh union select radio_call_sign from track_refresh)`);
  await connection.run(
    `insert into boat_tracks ${trackRowsSelect('track_refresh')} order by t.radio_call_sign`,
  );
  await connection.run('drop table track_refresh');
  await connection.run('drop table position_refresh');
}

/**
 * What the map shows beside each boat's track, for the days the track covers: the municipalities it
 * landed in (kind 'port') and where that catch was taken (kind 'location'), per boat and the call sign
 * it carries, in boat order; from the boat read models (boat-tables.ts) as the page's own period reads
 * them (lib/landings/boats/boat-track.ts, boat-catch-summary.ts).
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

/**
 * latest_positions, boat_tracks and boat_track_places: the first two rebuilt whole or refreshed for the
 * call signs the ingest changed, the places (from the boat read models) rebuilt.
 */
export async function derivePositionTables(connection: DuckDBConnection, mode: DeriveMode): Promise<void> {
  if (mode === 'changed' && (await tableExists(connection, 'boat_tracks'))) {
    await refreshPositionTables(connection);
  } else {
    await connection.run(`create or replace table latest_positions as ${latestPositionsSelect('positions')}`);
    await connection.run(BOAT_TRACKS_SQL);
  }
  await connection.run(BOAT_TRACK_PLACES_SQL);
}
