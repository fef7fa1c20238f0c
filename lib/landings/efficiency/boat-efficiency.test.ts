/**
 * The boat page's "Effektivitet" section reads the boat_trip_years read model (derived at ingest,
 * lib/store/ingest/read-models/boat-trip-years.ts). Every figure must equal the same figure read from the trip
 * tables themselves (trips, trip_benchmarks, trip_months), on generated data and on the directorate's
 * logbook sample ingested after its landings.
 */
import { ingestFiles } from '@/lib/store/ingest';
import { queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { ERS_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';
import { generatedStoreForFile, sampleStoreForFile } from '@/tests/helpers/test-store';
import { benchmarkOf, boatEfficiency, tripOf } from './boat-efficiency';
import { num, numOrNull, text } from '@/lib/store/values';

/** A boat's year as the trip tables give it. */
async function efficiencyOfTripTables(id: string, year: number) {
  const params = { id, year };
  const trips = await queryStore(
    `select strftime(departure, '%Y-%m-%dT%H:%M:%SZ') as departure,
       strftime(arrival, '%Y-%m-%dT%H:%M:%SZ') as arrival, *
     exclude (departure, arrival) from trips where vessel_id = $id and year = $year order by departure desc`,
    params,
  );
  const benchmarks = await queryStore(
    'select * from trip_benchmarks where vessel_id = $id and year = $year order by metric',
    params,
  );
  const [boat] = await queryStore(
    'select gear_group_code, gear_group, length_group from boats where vessel_id = $id',
    { id },
  );
  const segment =
    boat && text(boat.gear_group_code) && text(boat.length_group)
      ? {
          gearGroupCode: String(boat.gear_group_code),
          gearGroup: text(boat.gear_group),
          lengthGroup: String(boat.length_group),
        }
      : null;
  const months = segment
    ? await queryStore(
        `select month, max(kg_per_hour) filter (where vessel_id = $id) as boat,
           max(kg_per_hour) filter (where vessel_id is null) as segment
         from trip_months where year = $year and gear_group_code = $gear and length_group = $length
           and (vessel_id is null or vessel_id = $id)
         group by month order by month`,
        { ...params, gear: segment.gearGroupCode, length: segment.lengthGroup },
      )
    : [];
  const years = await queryStore('select distinct year from trips where vessel_id = $id order by year desc', {
    id,
  });
  return {
    boatId: id,
    year,
    years: years.map((row) => num(row.year)),
    segment,
    benchmarks: benchmarks.map(benchmarkOf),
    trips: trips.map(tripOf),
    months: months.map((row) => ({
      month: String(row.month),
      boat: numOrNull(row.boat),
      segment: numOrNull(row.segment),
    })),
  };
}

async function expectEfficiencyOfTripTables(limit: number) {
  clearQueryCache();
  const boatYears = await queryStore<{ id: string; year: number; newest: number }>(
    `select vessel_id as id, year, max(year) over (partition by vessel_id) as newest
     from (select distinct vessel_id, year from trips) order by hash(vessel_id || year) limit ${limit}`,
  );
  expect(boatYears.length).toBeGreaterThan(0);
  let trips = 0;
  let benchmarks = 0;
  for (const { id, year, newest } of boatYears) {
    const shown = await boatEfficiency(id, year);
    expect(shown).toEqual(await efficiencyOfTripTables(id, year));
    trips += shown?.trips.length ?? 0;
    benchmarks += shown?.benchmarks.length ?? 0;
    // A year without trips shows the newest year with trips.
    expect(await boatEfficiency(id, 1990)).toEqual(await efficiencyOfTripTables(id, newest));
  }
  return { trips, benchmarks };
}

describe('the efficiency section on generated data', () => {
  generatedStoreForFile();

  it('equals the trip tables for every figure', async () => {
    const seen = await expectEfficiencyOfTripTables(24);
    expect(seen.trips).toBeGreaterThan(50);
    expect(seen.benchmarks).toBeGreaterThan(10);
  });
});

describe('the efficiency section on the directorate samples', () => {
  let dataDir = '';
  sampleStoreForFile((dir) => {
    dataDir = dir;
  });

  it('equals the trip tables after the logbook sample comes in a later ingest', async () => {
    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    // The sample's few logbook trips: the comparison covers real trips, not only empty years.
    const seen = await expectEfficiencyOfTripTables(40);
    expect(seen.trips).toBeGreaterThan(0);
  }, 120_000);
});
