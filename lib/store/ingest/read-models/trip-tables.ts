import { EFFICIENCY_METRICS } from '@/lib/trips/efficiency';
import { LANDING_AFTER_ARRIVAL_DAYS } from '@/lib/trips/landing-link';
import { MIN_SEGMENT_BOATS } from '@/lib/trips/segments';

/**
 * The SQL half of the trip benchmarks (trips.ts writes one row per trip with its track figures and fuel
 * to `trip_figures`):
 * the landings each trip is linked to, and the per-year segment benchmarks.
 */

/** A boat is benchmarked on a figure when at least this many of its trips in the year have it. */
export const MIN_BOAT_TRIPS = 3;

/**
 * A landing note belongs to the trip with the latest arrival before it, if that arrival is at most
 * LANDING_AFTER_ARRIVAL_DAYS earlier (the boat page's rule). The note lands at its date and clock time
 * (Norwegian time read as UTC, which keeps a landing after the arrival it follows; the end of the day
 * without a clock time). Value coverage: the value with the weight whose value is published.
 */
export const TRIPS_SQL = `
  create or replace table trips as
  with staged as (
    select *, make_timestamp((departure_ms * 1000)::bigint) as departure,
      make_timestamp((arrival_ms * 1000)::bigint) as arrival
    from trip_figures
  ), notes as (
    select vessel_id, doc_key,
      landing_date + coalesce(try_cast(min(landing_time) as time), time '23:59:59') as landed_at,
      sum(round_weight) as round_weight, sum(amount_fisher) as value,
      coalesce(sum(round_weight) filter (where amount_fisher is not null), 0) as priced_weight
    from landing_lines where vessel_id is not null and landing_date is not null
    group by vessel_id, doc_key, landing_date
  ), linked as (
    select s.vessel_id, s.departure, count(*)::integer as landings, sum(n.round_weight) as round_weight,
      sum(n.value) as value, sum(n.priced_weight) as priced_weight
    from notes n asof join staged s on n.vessel_id = s.vessel_id and n.landed_at >= s.arrival
    where n.landed_at <= s.arrival + interval ${LANDING_AFTER_ARRIVAL_DAYS} day
    group by all
  )
  select s.vessel_id, year(s.departure)::integer as year, s.source, s.departure, s.arrival, s.hours_at_sea,
    s.positions, s.positions_per_hour, s.distance_nm, s.gap_hours, s.fishing_hours, s.fishing_from,
    s.engine_power_kw, s.fishing_load_factor, s.fuel_litres, s.co2_kg, coalesce(l.landings, 0) as landings,
    coalesce(l.round_weight, 0) as round_weight, l.value, coalesce(l.priced_weight, 0) as priced_weight,
    list_filter(list_concat(string_split(s.reasons, ','),
      case when l.landings is null then ['no-landing'] else [] end), reason -> reason <> '') as reasons
  from staged s left join linked l on l.vessel_id = s.vessel_id and l.departure = s.departure
  order by s.vessel_id, s.departure`;

/**
 * Per year and boat, each figure's median over the boat's trips; per segment (the boat's main gear group
 * × length group) the median and quartiles of its boats' medians, and each boat's percentile among them.
 * Kr per litre counts only trips whose value covers all their weight.
 */
export const TRIP_BENCHMARKS_SQL = `
  create or replace table trip_benchmarks as
  with per_trip as (
    select t.vessel_id, t.year, b.gear_group_code, b.gear_group, b.length_group,
      t.round_weight / t.hours_at_sea as kg_per_hour,
      t.round_weight / nullif(t.distance_nm, 0) as kg_per_nm,
      t.round_weight / nullif(t.fuel_litres, 0) as kg_per_litre,
      case when t.value is not null and t.priced_weight >= t.round_weight - 0.01
        then t.value / nullif(t.fuel_litres, 0) end as value_per_litre,
      t.co2_kg / t.round_weight as co2_per_kg
    from trips t join boats b on b.vessel_id = t.vessel_id
    where t.round_weight > 0 and t.hours_at_sea > 0
      and b.gear_group_code is not null and b.length_group is not null
  ), figures as (
    unpivot per_trip on ${EFFICIENCY_METRICS.join(', ')} into name metric value figure
  ), boat as (
    select vessel_id, year, gear_group_code, gear_group, length_group, metric, count(*)::integer as trips,
      median(figure) as boat_median
    from figures group by all having count(*) >= ${MIN_BOAT_TRIPS}
  )
  select *,
    count(*) over segment as segment_boats,
    quantile_cont(boat_median, 0.5) over segment as segment_median,
    quantile_cont(boat_median, 0.25) over segment as segment_p25,
    quantile_cont(boat_median, 0.75) over segment as segment_p75,
    case when count(*) over segment >= ${MIN_SEGMENT_BOATS} then 100 * percent_rank() over (
      partition by year, gear_group_code, length_group, metric order by boat_median) end as percentile
  from boat
  window segment as (partition by year, gear_group_code, length_group, metric)
  order by year, gear_group_code, length_group, metric, boat_median desc`;

/**
 * The boat page's monthly chart, ready to read: per year, segment (the boat's main gear group × length
 * group) and month of departure, the median kg landed per hour at sea over the segment's trips (a row
 * with no vessel_id) and over each boat's own trips (a row per boat), so the page reads its rows
 * instead of joining the segment's trips to the boats on every view.
 */
export const TRIP_MONTHS_SQL = `
  create or replace table trip_months as
  select t.year, b.gear_group_code, b.length_group, strftime(t.departure, '%Y-%m') as month, t.vessel_id,
    median(t.round_weight / t.hours_at_sea) as kg_per_hour
  from trips t join boats b on b.vessel_id = t.vessel_id
  where t.round_weight > 0 and t.hours_at_sea > 0
    and b.gear_group_code is not null and b.length_group is not null
  group by grouping sets ((t.year, b.gear_group_code, b.length_group, month, t.vessel_id),
    (t.year, b.gear_group_code, b.length_group, month))
  order by t.year, b.gear_group_code, b.length_group, month, t.vessel_id nulls first`;
