/**
 * The boat page's logbook sections come from the boat_logbooks read model, derived at ingest
 * (lib/store/ingest/read-models/boat-logbooks.ts). These tests hold it to the raw lines: the trips, hauls and catch
 * on board to the same figures worked out from the boat's logbook lines and landing lines read straight
 * from ers_lines and landing_lines, the catch-on-board series to the same series asked for its period
 * (which reads its window from the raw lines), on generated data and on the directorate's samples
 * (landings 2021, then the logbook sample of 2020 in a later ingest).
 */
import { ingestFiles } from '@/lib/store/ingest';
import { currentStore, queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { ERS_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';
import { generatedStoreForFile, sampleStoreForFile } from '@/tests/helpers/test-store';
import { boatLogbook } from './boat-logbooks';
import { logbookOf } from '@/lib/logbook/trips';
import { num, text } from '@/lib/store/values';
import { RECENT_LINE_COLUMNS, RECENT_LOGBOOK_DAYS } from '@/lib/logbook/recent-logbook';
import { boatOnBoardChanges, type BoatOnBoardChanges } from './on-board';

const isSeries = (answer: Awaited<ReturnType<typeof boatOnBoardChanges>>): answer is BoatOnBoardChanges =>
  typeof answer === 'object';

/** The boat's logbook from its raw lines: a year back from its newest line, and every note since. */
async function logbookOfRawLines(id: string) {
  const since = `(select max(coalesce(event_time, message_time)) - interval ${RECENT_LOGBOOK_DAYS} day
    from ers_lines where vessel_id = $id)`;
  const lines = await queryStore(
    `select ${RECENT_LINE_COLUMNS} from ers_lines
     where vessel_id = $id and coalesce(event_time, message_time) >= ${since}`,
    { id },
  );
  const notes = await queryStore(
    `select doc_key, strftime(landing_date, '%Y-%m-%d') as day, any_value(landing_time) as clock,
       sum(round_weight) as weight
     from landing_lines where vessel_id = $id and landing_date >= ${since}::date
     group by doc_key, landing_date order by landing_date, clock, doc_key`,
    { id },
  );
  return logbookOf(
    lines,
    notes.map((row) => ({
      docKey: String(row.doc_key),
      day: String(row.day),
      clock: text(row.clock),
      weight: row.weight == null ? null : num(row.weight),
    })),
  );
}

/** Every figure of both sections of the boats equals the raw lines'; returns what was compared. */
async function expectSectionsOfRawLines(boats: readonly string[]) {
  let trips = 0;
  let linked = 0;
  let landingChanges = 0;
  for (const id of boats) {
    const logbook = await boatLogbook(id);
    expect(logbook).toEqual(await logbookOfRawLines(id));
    trips += logbook?.trips.length ?? 0;
    linked += logbook?.trips.reduce((sum, trip) => sum + trip.landings.length, 0) ?? 0;
    const recent = await boatOnBoardChanges(id);
    if (!isSeries(recent)) throw new Error(`no series for ${id}`);
    expect(recent).toEqual(await boatOnBoardChanges(id, { from: recent.From, to: recent.To }));
    landingChanges += recent.Changes.filter((change) => change.Event === 'LANDING').length;
  }
  return { trips, linked, landingChanges };
}

const loggedBoats = async (limit: number) =>
  (
    await queryStore<{ vessel_id: string }>(
      `select distinct vessel_id from ers_lines where vessel_id is not null order by hash(vessel_id) limit ${limit}`,
    )
  ).map((row) => row.vessel_id);

describe('the logbook sections on generated data', () => {
  generatedStoreForFile();

  it('equal the trips, hauls, landing notes and catch on board of the raw lines', async () => {
    const boats = await loggedBoats(16);
    expect(boats.length).toBeGreaterThan(8);
    const compared = await expectSectionsOfRawLines(boats);
    // The comparison covers trips with landing notes and landings taken out, not only logbook events.
    expect(compared.linked).toBeGreaterThan(10);
    expect(compared.landingChanges).toBeGreaterThan(2);
  });

  it('are one point read of the read model, no read of the raw lines', async () => {
    const [boat] = await loggedBoats(1);
    clearQueryCache();
    await boatLogbook(boat); // the once-per-store list of boats with a logbook
    clearQueryCache();
    const store = await currentStore();
    if (!store) throw new Error('no store');
    const spy = jest.spyOn(store, 'query');
    try {
      const [logbook, stock] = await Promise.all([boatLogbook(boat), boatOnBoardChanges(boat)]);
      expect(logbook?.trips.length).toBeGreaterThan(0);
      expect(isSeries(stock)).toBe(true);
      const sqls = spy.mock.calls.map(([sql]) => String(sql));
      expect(sqls.filter((sql) => /from (ers|landing)_lines/.test(sql))).toHaveLength(0);
      expect(sqls.filter((sql) => /from boat_logbooks where/.test(sql))).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the logbook sections on the directorate samples', () => {
  let dataDir = '';
  sampleStoreForFile((dir) => {
    dataDir = dir;
  });

  it('equal the raw lines after the logbook sample comes in a later ingest', async () => {
    // A store of its own, whose first version may carry the number of the other describe's.
    clearQueryCache();
    expect(await loggedBoats(1)).toHaveLength(0);
    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
    clearQueryCache();
    const boats = await loggedBoats(40);
    expect(boats.length).toBeGreaterThan(5);
    const compared = await expectSectionsOfRawLines(boats);
    expect(compared.trips).toBeGreaterThan(5);
  }, 120_000);
});
