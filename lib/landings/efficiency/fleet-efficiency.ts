import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import type { EfficiencyMetric, FleetEfficiency, SegmentSummary } from '@/lib/trips/efficiency';
import { num, text } from '@/lib/store/values';
import { storeHasTable } from '../store-lookups';

/** Boats named per segment on the /effektivitet page. */
export const SEGMENT_LEADERS = 3;

/**
 * The segments (main gear group × length group) of a year with their medians and the boats that caught
 * most per hour at sea (docs/trip-benchmarks.md). Null when the store has no benchmarks.
 */
export async function fleetEfficiency(year?: number): Promise<FleetEfficiency | null> {
  if (!(await storeHasTable('trip_benchmarks'))) return null;
  return cachedQuery('fleet-efficiency', { year: year ?? null }, async (signal) => {
    const years = (
      await queryStore('select distinct year from trip_benchmarks order by year desc', {}, signal)
    ).map((row) => num(row.year));
    if (years.length === 0) return null;
    const shown = year !== undefined && years.includes(year) ? year : years[0];
    const [medianRows, leaderRows] = await Promise.all([
      queryStore(
        `select gear_group_code, any_value(gear_group) as gear_group, length_group, metric,
           max(segment_boats)::integer as boats, any_value(segment_median) as median
         from trip_benchmarks where year = $year group by all`,
        { year: shown },
        signal,
      ),
      queryStore(
        `select t.gear_group_code, t.length_group, t.vessel_id, b.name, t.boat_median from (
           select *, row_number() over (partition by gear_group_code, length_group
             order by boat_median desc, vessel_id) as place
           from trip_benchmarks where year = $year and metric = 'kg_per_hour'
         ) t left join boats b on b.vessel_id = t.vessel_id
         where place <= ${SEGMENT_LEADERS} order by place`,
        { year: shown },
        signal,
      ),
    ]);
    const segments = new Map<string, SegmentSummary>();
    const keyOf = (row: Record<string, unknown>) => `${row.gear_group_code}|${row.length_group}`;
    for (const row of medianRows) {
      const key = keyOf(row);
      const segment = segments.get(key) ?? {
        gearGroupCode: String(row.gear_group_code),
        gearGroup: text(row.gear_group),
        lengthGroup: String(row.length_group),
        boats: 0,
        medians: {},
        leaders: [],
      };
      segment.medians[String(row.metric) as EfficiencyMetric] = num(row.median);
      if (row.metric === 'kg_per_hour') segment.boats = num(row.boats);
      segments.set(key, segment);
    }
    for (const row of leaderRows) {
      segments.get(keyOf(row))?.leaders.push({
        boatId: String(row.vessel_id),
        name: text(row.name),
        kgPerHour: num(row.boat_median),
      });
    }
    return {
      year: shown,
      years,
      segments: [...segments.values()]
        .filter((segment) => segment.boats > 0)
        .sort(
          (a, b) =>
            (a.gearGroup ?? '').localeCompare(b.gearGroup ?? '', 'nb') ||
            a.lengthGroup.localeCompare(b.lengthGroup),
        ),
    };
  });
}
