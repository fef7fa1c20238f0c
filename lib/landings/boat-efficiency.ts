import 'server-only';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import type { LeftOutReason } from '@/lib/trips/fuel';
import type {
  Benchmark,
  BoatEfficiency,
  EfficiencyMetric,
  EfficiencyTrip,
  Segment,
} from '@/lib/trips/efficiency';
import { isoTimestamp, num, numOrNull, storeHasTable, text } from './common-sql';

/**
 * A boat's trips and how it compares with its segment, from the tables the ingest derives (`trips`,
 * `trip_benchmarks`, `trip_months`; docs/trip-benchmarks.md). Null when the store has no trip of the boat (boats
 * without logbook or positions) or predates the trip tables.
 */

const TRIP_COLUMNS = `${isoTimestamp('departure')} as departure, ${isoTimestamp('arrival')} as arrival, source,
  hours_at_sea, distance_nm, gap_hours, positions_per_hour, fishing_hours, fishing_from, engine_power_kw,
  fishing_load_factor,
  fuel_litres, co2_kg, landings, round_weight, value, priced_weight, reasons`;

function tripOf(row: Row): EfficiencyTrip {
  return {
    departure: String(row.departure),
    arrival: String(row.arrival),
    source: row.source === 'track' ? 'track' : 'logbook',
    hoursAtSea: num(row.hours_at_sea),
    distanceNm: numOrNull(row.distance_nm),
    gapHours: num(row.gap_hours),
    positionsPerHour: num(row.positions_per_hour),
    fishingHours: numOrNull(row.fishing_hours),
    fishingFrom: row.fishing_from === 'hauls' || row.fishing_from === 'speed' ? row.fishing_from : null,
    enginePowerKw: numOrNull(row.engine_power_kw),
    fishingLoadFactor: num(row.fishing_load_factor),
    fuelLitres: numOrNull(row.fuel_litres),
    co2Kg: numOrNull(row.co2_kg),
    landings: num(row.landings),
    roundWeight: num(row.round_weight),
    value: numOrNull(row.value),
    pricedWeight: num(row.priced_weight),
    reasons: Array.isArray(row.reasons) ? (row.reasons as LeftOutReason[]) : [],
  };
}

export function benchmarkOf(row: Row): Benchmark {
  return {
    metric: String(row.metric) as EfficiencyMetric,
    trips: num(row.trips),
    boatMedian: num(row.boat_median),
    segmentMedian: num(row.segment_median),
    segmentP25: num(row.segment_p25),
    segmentP75: num(row.segment_p75),
    segmentBoats: num(row.segment_boats),
    percentile: numOrNull(row.percentile),
  };
}

/**
 * The boat's trips of a year and its benchmarks, all read at once: the trips and benchmarks of the year
 * asked for (the page's year) beside the boat's years and segment, and again only when the boat has no
 * trip in that year (the newest year with trips is shown then).
 */
export async function boatEfficiency(boatId: string, year?: number): Promise<BoatEfficiency | null> {
  if (!(await storeHasTable('trips'))) return null;
  const withMonths = await storeHasTable('trip_months');
  return cachedQuery('boat-efficiency', { boatId, year: year ?? null }, async (signal) => {
    const ofYear = (shown: number) => yearRows(boatId, shown, withMonths, signal);
    const [yearList, segmentRows, asked] = await Promise.all([
      queryStore(
        'select distinct year from trips where vessel_id = $id order by year desc',
        { id: boatId },
        signal,
      ),
      queryStore(
        'select gear_group_code, gear_group, length_group from boats where vessel_id = $id',
        { id: boatId },
        signal,
      ),
      year === undefined ? null : ofYear(year),
    ]);
    const years = yearList.map((row) => num(row.year));
    if (years.length === 0) return null;
    const shown = year !== undefined && years.includes(year) ? year : years[0];
    const { tripRows, benchmarkRows, monthRows } = shown === year && asked ? asked : await ofYear(shown);
    const boat = segmentRows[0];
    const segment: Segment | null =
      boat && text(boat.gear_group_code) && text(boat.length_group)
        ? {
            gearGroupCode: String(boat.gear_group_code),
            gearGroup: text(boat.gear_group),
            lengthGroup: String(boat.length_group),
          }
        : null;
    return {
      boatId,
      year: shown,
      years,
      segment,
      benchmarks: benchmarkRows.map(benchmarkOf),
      trips: tripRows.map(tripOf),
      months: segment
        ? monthRows.map((row) => ({
            month: String(row.month),
            boat: numOrNull(row.boat),
            segment: numOrNull(row.segment),
          }))
        : [],
    };
  });
}

/**
 * A year's trips and benchmarks of the boat, and per month of the year the median kg per hour at sea of
 * its trips and of its segment's, from the derived trip_months (the segment's row has no vessel_id; the
 * segment is the boat's, joined in). A store derived before that table existed shows no chart until its
 * next ingest.
 */
async function yearRows(boatId: string, year: number, withMonths: boolean, signal: AbortSignal) {
  const params = { id: boatId, year };
  const [tripRows, benchmarkRows, monthRows] = await Promise.all([
    queryStore(
      `select ${TRIP_COLUMNS} from trips where vessel_id = $id and year = $year order by departure desc`,
      params,
      signal,
    ),
    queryStore(`select * from trip_benchmarks where vessel_id = $id and year = $year`, params, signal),
    withMonths
      ? queryStore(
          `select month, max(kg_per_hour) filter (where m.vessel_id = $id) as boat,
             max(kg_per_hour) filter (where m.vessel_id is null) as segment
           from trip_months m join boats b on b.vessel_id = $id
             and m.gear_group_code = b.gear_group_code and m.length_group = b.length_group
           where m.year = $year and (m.vessel_id is null or m.vessel_id = $id)
           group by month order by month`,
          params,
          signal,
        )
      : [],
  ]);
  return { tripRows, benchmarkRows, monthRows };
}
