import { queryStore } from '@/lib/store/landing-store';
import { ERS_SAMPLE_ZIP, makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { ingestFiles } from '@/lib/store/ingest';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { sampleStoreForFile } from '@/tests/helpers/test-store';

/**
 * The directorate's own samples go through the same derivation: the VMS sample of 2023 (no logbook
 * that year, so its trips are cut from the track) and the logbook sample of 2020.
 */

describe('trips of the VMS sample', () => {
  sampleStoreForFile();

  it('cuts no trip from tracks that start or end at sea', async () => {
    // The sample holds 500 reports from the first 90 minutes of 2023: no boat leaves port and comes back
    // within it, so every run out of port is incomplete and no trip (docs/trip-benchmarks.md).
    const [positions] = await queryStore<{ n: number; boats: number }>(
      'select count(*)::integer as n, count(distinct radio_call_sign)::integer as boats from positions',
    );
    expect(positions.n).toBeGreaterThan(400);
    expect(positions.boats).toBeGreaterThan(10);
    const [trips] = await queryStore<{ n: number }>(
      `select count(*)::integer as n from trips where source = 'track'`,
    );
    expect(trips.n).toBe(0);
  });
});

describe('trips of the logbook sample', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = makeTempDir('fangstdata-ers-sample-');
    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
  }, 120_000);
  afterAll(() => removeDir(dataDir));

  it('run from each departure to its arrival, with the hauls’ hours as fishing time', async () => {
    const trips = await queryCurrentStore<{ hours: number; fishing: number | null; source: string }>(
      dataDir,
      'select hours_at_sea as hours, fishing_hours as fishing, source from trips',
    );
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) {
      expect(trip.source).toBe('logbook');
      expect(trip.hours).toBeGreaterThan(0);
      expect(trip.fishing).toBeLessThanOrEqual(trip.hours);
    }
  });
});
