import type { DuckDBConnection } from '@duckdb/node-api';
import { isoTimestamp } from '@/lib/store/values';
import { deriveReadModel, SCOPE, type ReadModel } from './read-model';

/**
 * Trips one batch of the rebuild lists at once: a batch's lists are held whole until its boat-years are
 * written, and a trip's JSON is a few hundred bytes, so a batch holds far fewer trips than a
 * landing-line read model's batch holds lines.
 */
export const TRIPS_PER_BATCH = 200_000;

/**
 * The boat page's "Effektivitet" section, derived at ingest from the trip tables (trips.ts,
 * trip-tables.ts): per boat and year of departure, its trips (newest first), its benchmarks and the
 * monthly medians of the boat and its segment (the boat's main gear group × length group), as JSON, in
 * boat order. The page reads the row of its year (or the boat's newest) with the boat's years in one
 * range read instead of five queries over the trip tables. Rebuilt whole by every ingest (the trips and
 * the segments' medians are), a batch of boats at a time.
 *
 * Each list is sorted with `list_sort` on its struct's first field (the departure as a fixed-width ISO
 * string, the metric, the month), not by an ordered aggregate (`list(… order by …)`): DuckDB keeps a
 * sort buffer per group for those, and with a buffer per boat-year the whole history's trips did not
 * fit the ingest's memory limit, where sorting each finished list needs a fraction of it.
 */
export const BOAT_TRIP_YEARS: ReadModel = {
  table: 'boat_trip_years',
  from: 'trips',
  scope: [SCOPE.boat],
  batchBy: 'vessel_id',
  rowsPerBatch: TRIPS_PER_BATCH,
  select: (trips) => `
  with batch_trips as (
    select * from ${trips} where vessel_id is not null
  ), batch_years as (
    select distinct vessel_id, year from batch_trips
  ), trip_lists as (
    select vessel_id, year, to_json(list_sort(list({'departure': ${isoTimestamp('departure')}, 'arrival': ${isoTimestamp('arrival')},
      'source': source, 'hours_at_sea': hours_at_sea, 'distance_nm': distance_nm, 'gap_hours': gap_hours,
      'positions_per_hour': positions_per_hour, 'fishing_hours': fishing_hours, 'fishing_from': fishing_from,
      'engine_power_kw': engine_power_kw, 'fishing_load_factor': fishing_load_factor,
      'fuel_litres': fuel_litres, 'co2_kg': co2_kg, 'landings': landings, 'round_weight': round_weight,
      'value': value, 'priced_weight': priced_weight, 'reasons': reasons}), 'DESC'))::varchar as trips
    from batch_trips group by vessel_id, year
  ), benchmark_lists as (
    select vessel_id, year, to_json(list_sort(list({'metric': metric, 'trips': trips, 'boat_median': boat_median,
      'segment_median': segment_median, 'segment_p25': segment_p25, 'segment_p75': segment_p75,
      'segment_boats': segment_boats, 'percentile': percentile}), 'ASC'))::varchar as benchmarks
    from trip_benchmarks semi join batch_years using (vessel_id, year) group by vessel_id, year
  ), month_lists as (
    -- Every month with trips in the boat's segment, with the boat's own median where it has trips.
    select y.vessel_id, y.year, to_json(list_sort(list({'month': s.month, 'boat': own.kg_per_hour,
      'segment': s.kg_per_hour}), 'ASC'))::varchar as months
    from batch_years y
    join boats b on b.vessel_id = y.vessel_id
    join trip_months s on s.vessel_id is null and s.year = y.year and s.gear_group_code = b.gear_group_code
      and s.length_group = b.length_group
    left join trip_months own on own.vessel_id = y.vessel_id and own.year = y.year and own.month = s.month
      and own.gear_group_code = s.gear_group_code and own.length_group = s.length_group
    group by y.vessel_id, y.year
  )
  select t.vessel_id, t.year, t.trips, coalesce(b.benchmarks, '[]') as benchmarks,
    coalesce(m.months, '[]') as months
  from trip_lists t
  left join benchmark_lists b on b.vessel_id = t.vessel_id and b.year = t.year
  left join month_lists m on m.vessel_id = t.vessel_id and m.year = t.year
  order by t.vessel_id, t.year desc`,
};

export async function deriveBoatTripYears(connection: DuckDBConnection): Promise<void> {
  await deriveReadModel(connection, BOAT_TRIP_YEARS, 'full');
}
