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

  it('are cut from the track, port to port, at speeds a fishing boat sails', async () => {
    const trips = await queryStore<{
      hours_at_sea: number;
      distance_nm: number | null;
      fishing_from: string | null;
      reasons: string[];
    }>(`select hours_at_sea, distance_nm, fishing_from, reasons from trips where source = 'track'`);
    expect(trips.length).toBeGreaterThan(0);
    for (const trip of trips) {
      expect(trip.hours_at_sea).toBeGreaterThanOrEqual(1);
      if (trip.distance_nm !== null) {
        // Average speed over the trip: under 20 knots, as fishing boats sail.
        expect(trip.distance_nm / trip.hours_at_sea).toBeLessThan(20);
        expect(trip.fishing_from).toBe('speed');
      } else {
        expect(trip.reasons).toContain('few-positions');
      }
    }
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
