import { renderToStaticMarkup } from 'react-dom/server';
import { BoatEfficiencySection } from '@/components/efficiency/boat-efficiency-section';
import { boatEfficiency } from '@/lib/landings/efficiency/boat-efficiency';
import { boatTrackMap } from '@/lib/landings/boats/boat-track';
import { queryStore } from '@/lib/store/landing-store';
import { noTripsText } from '@/lib/trips/efficiency';
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

  it('cuts no trip from tracks that start or end at sea, and the boat page says so', async () => {
    // The sample holds 500 reports, all but one from the first hours of 2023 (one is dated a year later):
    // no boat leaves port and comes back within them, so every run out of port is incomplete and no
    // trip (docs/trip-benchmarks.md).
    const [positions] = await queryStore<{ n: number; boats: number; early: number }>(
      `select count(*)::integer as n, count(distinct radio_call_sign)::integer as boats,
         count(*) filter (where time_utc < timestamp '2023-01-01 04:00')::integer as early from positions`,
    );
    expect(positions.n).toBeGreaterThan(400);
    expect(positions.boats).toBeGreaterThan(10);
    expect(positions.early).toBeGreaterThanOrEqual(positions.n - 1);
    const [trips] = await queryStore<{ n: number }>('select count(*)::integer as n from trips');
    expect(trips.n).toBe(0);
    // The boats of the register with positions: the boat page reads no efficiency and a track, and
    // its "Effektivitet" section says that the positions hold no whole trip.
    const boats = await queryStore<{ id: string; call_sign: string; name: string | null }>(
      `select vessel_id as id, radio_call_sign as call_sign, name from boats
       where upper(radio_call_sign) in (select upper(radio_call_sign) from positions) order by vessel_id`,
    );
    expect(boats.length).toBeGreaterThan(0);
    for (const boat of boats.slice(0, 5)) {
      expect(await boatEfficiency(boat.id)).toBeNull();
      const track = await boatTrackMap(boat.id, boat.call_sign);
      expect(track).not.toBeNull();
      const name = boat.name ?? boat.id;
      const html = renderToStaticMarkup(
        <BoatEfficiencySection boatName={name} efficiency={null} hasPositions={track !== null} />,
      );
      expect(html.replace(/&amp;/g, '&')).toContain(noTripsText(name, true));
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
