/**
 * The boat page's "Spor" map reads the boat_tracks and boat_track_places read models, derived at ingest
 * (lib/store/ingest/read-models/boat-tracks.ts). It must show the same track as the call sign's raw position reports
 * (maps.ts's boatTrack reading `positions`), and the same landing ports and catch locations in its days
 * as the raw landing lines, on generated data and on the directorate's samples, also after a later ingest.
 */
import { ingestFiles } from '@/lib/store/ingest';
import { currentStore, queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { ERS_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';
import { catchSummaryFromLines, portsFromLines } from '@/tests/helpers/boat-figures-sql';
import { generatedStoreForFile, sampleStoreForFile } from '@/tests/helpers/test-store';
import { MAX_CATCH_LOCATIONS } from './boat-catch-summary';
import { boatTrackMap, TRACK_POSITIONS } from './boat-track';
import { boatTrack } from '../places/maps';

const boatsWithPositions = () =>
  queryStore<{ id: string; sign: string }>(
    `select vessel_id as id, radio_call_sign as sign from boats
     where upper(radio_call_sign) in (select radio_call_sign from latest_positions)
     order by hash(vessel_id) limit 12`,
  );

async function expectTracksOfRawPositions() {
  // Each describe has a store of its own, whose first version may carry the other's number.
  clearQueryCache();
  const boats = await boatsWithPositions();
  expect(boats.length).toBeGreaterThan(3);
  let ports = 0;
  let locations = 0;
  for (const { id, sign } of boats) {
    const map = await boatTrackMap(id, sign);
    const raw = await boatTrack(sign, { last: TRACK_POSITIONS });
    expect(map?.track ?? null).toEqual(raw && raw.from ? raw : null);
    if (!map) continue;
    const days = { from: map.from, to: map.to };
    expect(map.ports).toEqual(await portsFromLines(id, days));
    const fromLines = await catchSummaryFromLines(id, days);
    expect(map.catchLocations).toEqual(fromLines.locations.slice(0, MAX_CATCH_LOCATIONS));
    ports += map.ports.length;
    locations += map.catchLocations.length;
  }
  return { boats, ports, locations };
}

describe('the track on generated data', () => {
  generatedStoreForFile();

  it('equals the last reports of the raw positions, read in one point read', async () => {
    const { boats, ports, locations } = await expectTracksOfRawPositions();
    // The comparison covers landing ports and catch locations, not only empty lists.
    expect(ports).toBeGreaterThan(3);
    expect(locations).toBeGreaterThan(3);
    const full = await boatTrackMap(boats[0].id, boats[0].sign);
    expect(full?.track.positions.length).toBeGreaterThan(1);
    clearQueryCache();
    await boatTrackMap(boats[1].id, boats[1].sign); // the once-per-store list of call signs
    clearQueryCache();
    const store = await currentStore();
    if (!store) throw new Error('no store');
    const spy = jest.spyOn(store, 'query');
    try {
      await boatTrackMap(boats[1].id, boats[1].sign);
      const sqls = spy.mock.calls.map(([sql]) => String(sql));
      expect(sqls.filter((sql) => /from positions/.test(sql))).toHaveLength(0);
      expect(sqls.filter((sql) => /from boat_tracks/.test(sql))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the track on the VMS sample', () => {
  let dataDir = '';
  sampleStoreForFile((dir) => {
    dataDir = dir;
  });

  it('equals the raw positions, and again after a later ingest', async () => {
    await expectTracksOfRawPositions();
    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    clearQueryCache();
    await expectTracksOfRawPositions();
  }, 120_000);
});
