import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { buildGeneratedStore } from '@/tests/helpers/test-store';

/**
 * Every benchmark the ingest derives, computed again in SQL straight from the logbook lines, the
 * positions, the landing lines and the boats, written apart from the ingest's own SQL and JavaScript
 * (correlated subqueries where it uses window functions and an as-of join, a self-join for the
 * percentile, the documented factors written out).
 */
const INDEPENDENT_SQL = `
  with latest as (
    select * from ers_lines e
    where e.vessel_id is not null and e.message_type in ('DEP', 'POR', 'DCA')
      and e.version = (select max(x.version) from ers_lines x
                       where x.message_type = e.message_type and x.message_id = e.message_id)
  ), msg as (
    select vessel_id, message_type, message_id, min(coalesce(event_time, message_time)) as t,
      max(coalesce(duration_minutes, date_diff('minute', event_time, stop_time))) as minutes,
      max(upper(radio_call_sign)) as call_sign
    from latest group by vessel_id, message_type, message_id
  ), trip as (
    select d.vessel_id, d.t as departure, d.call_sign,
      (select min(p.t) from msg p
       where p.vessel_id = d.vessel_id and p.message_type = 'POR' and p.t >= d.t
         and not exists (select 1 from msg d2 where d2.vessel_id = d.vessel_id and d2.message_type = 'DEP'
                         and d2.t > d.t and d2.t <= p.t)) as arrival
    from msg d where d.message_type = 'DEP'
  ), trip2 as (
    select t.vessel_id, t.departure, t.arrival, coalesce(upper(b.radio_call_sign), t.call_sign) as call_sign,
      date_diff('millisecond', t.departure, t.arrival) / 3600000 as hours,
      b.engine_power, b.gear_group_code, b.length_group,
      (select coalesce(sum(h.minutes), 0) / 60 from msg h
       where h.vessel_id = t.vessel_id and h.message_type = 'DCA' and h.t between t.departure and t.arrival) as haul_hours
    from trip t left join boats b on b.vessel_id = t.vessel_id
    where t.arrival > t.departure
  ), pos as (
    select distinct on (radio_call_sign, time_utc) radio_call_sign, time_utc, latitude, longitude
    from positions order by radio_call_sign, time_utc, latitude, longitude
  ), legs as (
    select tr.vessel_id, tr.departure, p.latitude, p.longitude,
      lag(p.latitude) over w as lat0, lag(p.longitude) over w as lon0
    from trip2 tr join pos p on p.radio_call_sign = tr.call_sign and p.time_utc between tr.departure and tr.arrival
    window w as (partition by tr.vessel_id, tr.departure order by p.time_utc)
  ), track as (
    select vessel_id, departure, count(*) as positions,
      coalesce(sum(2 * 3440.065 * asin(sqrt(pow(sin(radians(latitude - lat0) / 2), 2)
        + cos(radians(lat0)) * cos(radians(latitude)) * pow(sin(radians(longitude - lon0) / 2), 2)))), 0) as nm
    from legs group by all
  ), notes as (
    select vessel_id, doc_key,
      landing_date + coalesce(try_cast(min(landing_time) as time), time '23:59:59') as landed_at,
      sum(round_weight) as w, sum(amount_fisher) as v,
      coalesce(sum(case when amount_fisher is not null then round_weight end), 0) as pw
    from landing_lines where landing_date is not null and vessel_id is not null
    group by vessel_id, doc_key, landing_date
  ), note_trip as (
    select n.*, (select max(t.arrival) from trip2 t where t.vessel_id = n.vessel_id and t.arrival <= n.landed_at) as arrival
    from notes n
  ), landed as (
    select vessel_id, arrival, sum(w) as w, sum(v) as v, sum(pw) as pw from note_trip
    where arrival is not null and landed_at <= arrival + interval 3 day group by all
  ), fuelled as (
    select tr.*, l.w, l.v, l.pw, k.positions, k.nm,
      -- hp → kW, load 0.8 steaming; fishing 0.8 trål (5), 0.5 snurrevad (6) and not (1), 0.3 garn (2),
      -- krok (3) and bur (4), else 0.6; 210 g/kWh, 0.84 kg/l
      case when tr.engine_power > 0 then tr.engine_power * 0.73549875
        * (0.8 * (tr.hours - least(tr.haul_hours, tr.hours)) + least(tr.haul_hours, tr.hours)
           * case tr.gear_group_code when '5' then 0.8 when '6' then 0.5 when '1' then 0.5
               when '2' then 0.3 when '3' then 0.3 when '4' then 0.3 else 0.6 end)
        * 0.210 / 0.84 end as litres
    from trip2 tr
    join landed l on l.vessel_id = tr.vessel_id and l.arrival = tr.arrival
    left join track k on k.vessel_id = tr.vessel_id and k.departure = tr.departure
    where l.w > 0 and tr.gear_group_code is not null and tr.length_group is not null
  ), per_trip as (
    select vessel_id, year(departure) as year, gear_group_code, length_group, 'kg_per_hour' as metric, w / hours as x from fuelled
    union all
    select vessel_id, year(departure), gear_group_code, length_group, 'kg_per_nm',
      case when positions >= 2 and positions / hours >= 0.5 and nm > 0 then w / nm end from fuelled
    union all
    select vessel_id, year(departure), gear_group_code, length_group, 'kg_per_litre', w / litres from fuelled
    union all
    select vessel_id, year(departure), gear_group_code, length_group, 'value_per_litre',
      case when v is not null and pw >= w - 0.01 then v / litres end from fuelled
    union all
    select vessel_id, year(departure), gear_group_code, length_group, 'co2_per_kg', litres * 0.84 * 3.206 / w from fuelled
  ), boat as (
    select vessel_id, year, gear_group_code, length_group, metric, count(*) as trips, quantile_cont(x, 0.5) as m
    from per_trip where x is not null group by all having count(*) >= 3
  ), segment as (
    select year, gear_group_code, length_group, metric, count(*) as n, quantile_cont(m, 0.5) as median
    from boat group by all
  )
  select b.vessel_id, b.year, b.metric, b.trips, b.m as boat_median, s.median as segment_median, s.n as boats,
    case when s.n >= 3 then 100.0 * (select count(*) from boat o where o.year = b.year
      and o.gear_group_code = b.gear_group_code and o.length_group = b.length_group and o.metric = b.metric
      and o.m < b.m) / (s.n - 1) end as percentile
  from boat b join segment s using (year, gear_group_code, length_group, metric)`;

interface Benchmark {
  vessel_id: string;
  year: number;
  metric: string;
  trips: number;
  boat_median: number;
  segment_median: number;
  boats: number;
  percentile: number | null;
}

const key = (row: Benchmark) => `${row.vessel_id}|${row.year}|${row.metric}`;
const close = (a: number | null, b: number | null) =>
  a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('trip benchmarks on the default generated data', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await buildGeneratedStore();
  }, 180_000);
  afterAll(() => removeDir(dataDir));

  it('equal the same figures computed in SQL from the raw lines and positions', async () => {
    const derived = await queryCurrentStore<Benchmark>(
      dataDir,
      `select vessel_id, year, metric, trips, boat_median, segment_median, segment_boats::integer as boats, percentile
       from trip_benchmarks`,
    );
    const independent = await queryCurrentStore<Benchmark>(dataDir, INDEPENDENT_SQL);
    expect(derived.length).toBeGreaterThan(50);
    // Every figure the page shows is there: distance-based ones only for trips with positions.
    expect(new Set(derived.map((row) => row.metric))).toEqual(
      new Set(['kg_per_hour', 'kg_per_nm', 'kg_per_litre', 'value_per_litre', 'co2_per_kg']),
    );
    expect(derived.some((row) => row.percentile !== null)).toBe(true);
    const expected = new Map(independent.map((row) => [key(row), row]));
    expect(new Set(derived.map(key))).toEqual(new Set(expected.keys()));
    const differing = derived.filter((row) => {
      const other = expected.get(key(row))!;
      return !(
        Number(row.trips) === Number(other.trips) &&
        Number(row.boats) === Number(other.boats) &&
        close(row.boat_median, other.boat_median) &&
        close(row.segment_median, other.segment_median) &&
        close(row.percentile, other.percentile === null ? null : Number(other.percentile))
      );
    });
    expect(differing.map((row) => [row, expected.get(key(row))])).toEqual([]);
  });

  it('keep the monthly medians of the boat page: each boat’s and its segment’s, from the trips', async () => {
    const differing = await queryCurrentStore<Record<string, unknown>>(
      dataDir,
      `with direct as (
         select t.year, b.gear_group_code, b.length_group, strftime(t.departure, '%Y-%m') as month,
           b.vessel_id, quantile_cont(t.round_weight / t.hours_at_sea, 0.5) as boat,
           (select quantile_cont(o.round_weight / o.hours_at_sea, 0.5) from trips o
            join boats ob on ob.vessel_id = o.vessel_id
            where o.year = t.year and ob.gear_group_code = b.gear_group_code
              and ob.length_group = b.length_group and o.round_weight > 0 and o.hours_at_sea > 0
              and strftime(o.departure, '%Y-%m') = strftime(t.departure, '%Y-%m')) as segment
         from trips t join boats b on b.vessel_id = t.vessel_id
         where t.round_weight > 0 and t.hours_at_sea > 0 and b.gear_group_code is not null
           and b.length_group is not null
         group by all
       ), derived as (
         select m.*, s.kg_per_hour as segment from trip_months m join trip_months s
           on s.vessel_id is null and s.year = m.year and s.gear_group_code = m.gear_group_code
           and s.length_group = m.length_group and s.month = m.month
         where m.vessel_id is not null
       )
       select * from direct d full join derived m using (year, gear_group_code, length_group, month, vessel_id)
       where d.boat is null or m.kg_per_hour is null or abs(d.boat - m.kg_per_hour) > 1e-9 * d.boat
         or abs(d.segment - m.segment) > 1e-9 * d.segment`,
    );
    expect(differing).toEqual([]);
  });

  it('links the trips to the landings after them and says why an estimate is missing', async () => {
    const [summary] = await queryCurrentStore<Record<string, number>>(
      dataDir,
      `select count(*)::integer as trips, count(*) filter (where landings > 0)::integer as landed,
         count(distance_nm)::integer as with_distance,
         count(*) filter (where distance_nm is null and list_contains(reasons, 'no-positions')
           or list_contains(reasons, 'few-positions'))::integer as without_distance_explained,
         count(*) filter (where distance_nm is null)::integer as without_distance
       from trips`,
    );
    expect(summary.trips).toBeGreaterThan(100);
    expect(summary.landed / summary.trips).toBeGreaterThan(0.9);
    expect(summary.with_distance).toBeGreaterThan(0);
    expect(summary.without_distance_explained).toBe(summary.without_distance);
  });
});
