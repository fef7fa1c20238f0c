import { callRoute } from '@/tests/helpers/call-route';
import { GET as positionsRoute } from '@/app/api/maps/boats/route';
import { queryStore } from '@/lib/store/landing-store';
import { clearQueryCache, resultCacheStats } from '@/lib/store/result-cache';
import { sampleStoreForFile } from '@/tests/helpers/test-store';
import { boatTrack, latestBoatPositions, type BoatPositions } from './maps';

// The directorate's own VMS sample: its boats stop reporting at different times, unlike generated data.
sampleStoreForFile();
beforeEach(() => clearQueryCache());

/** Call signs that reported within `days` of the newest report, by SQL on the store. */
async function signsWithin(days: number): Promise<string[]> {
  const rows = await queryStore<{ sign: string }>(
    `select radio_call_sign as sign from latest_positions
     where time_utc >= (select max(time_utc) from latest_positions) - to_days($1::integer)`,
    [days],
  );
  return rows.map((row) => row.sign).sort();
}

describe('GET /api/maps/boats?days=', () => {
  it('serves every days= value from one cached copy of the fleet', async () => {
    const answers: BoatPositions[] = [];
    for (const days of ['1', '2', '3', '7', '30', '365', '3660']) {
      const answer = await callRoute<BoatPositions>(positionsRoute, `/api/maps/boats?days=${days}`);
      expect(answer.status).toBe(200);
      answers.push(answer.body);
    }
    await callRoute(positionsRoute, '/api/maps/boats');
    expect(resultCacheStats().entries).toBe(1);
    expect(new Set(answers.map((answer) => answer.latestReport)).size).toBe(1);
  });

  it('still keeps only the boats that reported within the days before the newest report', async () => {
    const all = await latestBoatPositions();
    expect(all.boats.length).toBeGreaterThan(0);
    let narrowerThanAll = false;
    for (const days of [1, 3, 7, 30]) {
      const within = await latestBoatPositions(days);
      expect(within.boats.map((boat) => boat.radioCallSign).sort()).toEqual(await signsWithin(days));
      if (within.boats.length < all.boats.length) narrowerThanAll = true;
    }
    // The sample data must make the filter matter, or the comparison above proves nothing.
    expect(narrowerThanAll).toBe(true);
  });
});

describe('boat tracks', () => {
  it('share one entry for equivalent selections', async () => {
    const [{ sign }] = await queryStore<{ sign: string }>(
      'select radio_call_sign as sign from latest_positions order by time_utc desc limit 1',
    );
    const a = await boatTrack(sign, { last: 500 });
    const b = await boatTrack(` ${sign.toLowerCase()} `, { last: 500.7 });
    expect(b).toEqual(a);
    await boatTrack(sign, { last: 10_000 });
    await boatTrack(sign, { last: 99_999 });
    // One entry for `last: 500`, one for everything clamped to the 5000-point maximum.
    expect(resultCacheStats().entries).toBe(2);
  });
});
