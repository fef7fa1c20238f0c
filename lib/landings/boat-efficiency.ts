import 'server-only';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import type { LeftOutReason } from '@/lib/trips/fuel';
import type {
  Benchmark,
  BoatEfficiency,
  EfficiencyMetric,
  EfficiencyTrip,
  MonthComparison,
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

export async function boatEfficiency(boatId: string, year?: number): Promise<BoatEfficiency | null> {
  if (!(await storeHasTable('trips'))) return null;
  return cachedQuery('boat-efficiency', { boatId, year: year ?? null }, async (signal) => {
    const yearRows = await queryStore(
      'select distinct year from trips where vessel_id = $id order by year desc',
      { id: boatId },
      signal,
    );
    const years = yearRows.map((row) => num(row.year));
    if (years.length === 0) return null;
    const shown = year !== undefined && years.includes(year) ? year : years[0];
    const params = { id: boatId, year: shown };
    const [tripRows, benchmarkRows, segmentRows] = await Promise.all([
      queryStore(
        `select ${TRIP_COLUMNS} from trips where vessel_id = $id and year = $year order by departure desc`,
        params,
        signal,
      ),
      queryStore(`select * from trip_benchmarks where vessel_id = $id and year = $year`, params, signal),
      queryStore(
        'select gear_group_code, gear_group, length_group from boats where vessel_id = $id',
        { id: boatId },
        signal,
      ),
    ]);
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
      months: segment ? await monthComparison(boatId, shown, segment, signal) : [],
    };
  });
}

/**
 * Per month of the year: the median kg per hour at sea of the boat's trips and of its segment's, from
 * the derived trip_months (the segment's row has no vessel_id). A store derived before that table
 * existed shows no chart until its next ingest.
 */
async function monthComparison(
  boatId: string,
  year: number,
  segment: Segment,
  signal: AbortSignal,
): Promise<MonthComparison[]> {
  if (!(await storeHasTable('trip_months'))) return [];
  const rows = await queryStore(
    `select month, max(kg_per_hour) filter (where vessel_id = $id) as boat,
       max(kg_per_hour) filter (where vessel_id is null) as segment
     from trip_months
     where year = $year and gear_group_code = $gear and length_group = $length
       and (vessel_id is null or vessel_id = $id)
     group by month order by month`,
    { id: boatId, year, gear: segment.gearGroupCode, length: segment.lengthGroup },
    signal,
  );
  return rows.map((row) => ({
    month: String(row.month),
    boat: numOrNull(row.boat),
    segment: numOrNull(row.segment),
  }));
}
