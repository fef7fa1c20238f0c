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
import { num, numOrNull, text } from '@/lib/store/values';
import { storeHasTable } from '../store-lookups';

/**
 * A boat's trips and how it compares with its segment, from the tables the ingest derives (`trips`,
 * `trip_benchmarks`, `trip_months`, docs/trip-benchmarks.md; per boat and year in `boat_trip_years`).
 * Null when the store has no trip of the boat (boats without logbook or positions) or predates them.
 */

export function tripOf(row: Row): EfficiencyTrip {
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
 * The boat's trips of a year (the newest year with trips when it has none in the year asked for) and its
 * benchmarks, one range read of the boat_trip_years read model (lib/store/ingest/read-models/boat-trip-years.ts).
 */
export async function boatEfficiency(boatId: string, year?: number): Promise<BoatEfficiency | null> {
  if (!(await storeHasTable('boat_trip_years'))) return null;
  return cachedQuery('boat-efficiency', { boatId, year: year ?? null }, async (signal) => {
    const [row] = await queryStore(
      `select y.year, y.trips, y.benchmarks, y.months, b.gear_group_code, b.gear_group, b.length_group,
         (select list(year order by year desc) from boat_trip_years where vessel_id = $id) as years
       from boat_trip_years y left join boats b on b.vessel_id = y.vessel_id
       where y.vessel_id = $id and y.year = (select coalesce(max(year) filter (where year = $year), max(year))
         from boat_trip_years where vessel_id = $id)`,
      { id: boatId, year: year ?? null },
      signal,
    );
    if (!row) return null;
    const segment: Segment | null =
      text(row.gear_group_code) && text(row.length_group)
        ? {
            gearGroupCode: String(row.gear_group_code),
            gearGroup: text(row.gear_group),
            lengthGroup: String(row.length_group),
          }
        : null;
    const months = JSON.parse(String(row.months)) as Row[];
    return {
      boatId,
      year: num(row.year),
      years: (row.years as unknown[]).map(num),
      segment,
      benchmarks: (JSON.parse(String(row.benchmarks)) as Row[]).map(benchmarkOf),
      trips: (JSON.parse(String(row.trips)) as Row[]).map(tripOf),
      months: segment
        ? months.map((month) => ({
            month: String(month.month),
            boat: numOrNull(month.boat),
            segment: numOrNull(month.segment),
          }))
        : [],
    };
  });
}
