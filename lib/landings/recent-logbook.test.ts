/**
 * The boat page's trips (boat-trips.ts) and catch on board over time (stock.ts) are cut in JavaScript
 * from one shared read of the boat's recent logbook (recent-logbook.ts). These tests hold the cuts to
 * the SQL windows they replaced, on a generated store with logbooks: the stock series to the same
 * series asked for its period (which still reads its window in SQL), the trips' landing notes to the
 * grouped query the trips used to make.
 */
import { currentStore, queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { boatLogbook, landingNotes } from './boat-trips';
import { num, text } from './common-sql';
import { RECENT_LOGBOOK_DAYS, recentLogbook } from './recent-logbook';
import { boatStockChanges, type BoatStockChanges } from './stock';

let boats: string[] = [];

generatedStoreForFile(async () => {
  boats = (
    await queryStore<{ vessel_id: string }>(
      `select distinct vessel_id from ers_lines where vessel_id is not null order by hash(vessel_id) limit 16`,
    )
  ).map((row) => row.vessel_id);
});

const isSeries = (answer: Awaited<ReturnType<typeof boatStockChanges>>): answer is BoatStockChanges =>
  typeof answer === 'object';

describe("a boat's recent logbook", () => {
  it('gives the default stock series exactly as the same period asked for by its dates', async () => {
    expect(boats.length).toBeGreaterThan(8);
    let withChanges = 0;
    for (const id of boats) {
      const recent = await boatStockChanges(id);
      if (!isSeries(recent)) throw new Error(`no series for ${id}`);
      const asked = await boatStockChanges(id, { from: recent.From, to: recent.To });
      expect(recent).toEqual(asked);
      if (recent.Changes.some((change) => change.Event === 'LANDING')) withChanges++;
    }
    // The comparison covers landings taken out, not only logbook events.
    expect(withChanges).toBeGreaterThan(2);
  });

  it("groups the landing notes as the trips' own query did, oldest first", async () => {
    let notes = 0;
    for (const id of boats) {
      const { newestDay, lines, landings } = await recentLogbook(id);
      const reference = await queryStore(
        `select doc_key, strftime(landing_date, '%Y-%m-%d') as day, any_value(landing_time) as clock,
           sum(round_weight) as weight
         from landing_lines where vessel_id = $id and landing_date >= (select
           max(coalesce(event_time, message_time)) - interval ${RECENT_LOGBOOK_DAYS} day
           from ers_lines where vessel_id = $id)::date
         group by doc_key, landing_date order by landing_date, clock, doc_key`,
        { id },
      );
      expect(landingNotes(landings)).toEqual(
        reference.map((row) => ({
          docKey: String(row.doc_key),
          day: String(row.day),
          clock: text(row.clock),
          weight: row.weight == null ? null : expect.closeTo(num(row.weight), 6),
        })),
      );
      const newestLine = lines.reduce((max, line) => (String(line.t) > max ? String(line.t) : max), '');
      expect(newestLine.slice(0, 10)).toBe(newestDay);
      notes += reference.length;
    }
    expect(notes).toBeGreaterThan(20);
  });

  it('is read once for both sections of a boat page, and neither keeps the raw rows', async () => {
    clearQueryCache();
    const store = await currentStore();
    if (!store) throw new Error('no store');
    const spy = jest.spyOn(store, 'query');
    try {
      const [logbook, stock] = await Promise.all([boatLogbook(boats[0]), boatStockChanges(boats[0])]);
      expect(logbook?.trips.length).toBeGreaterThan(0);
      expect(isSeries(stock)).toBe(true);
      const reads = spy.mock.calls
        .map(([sql]) => sql)
        .filter((sql: string) => /from (ers|landing)_lines/.test(sql));
      // One read of the logbook lines and one of the landing notes (the logbook check is a cached set).
      expect(reads.filter((sql) => /^\s*select message_type/.test(sql))).toHaveLength(1);
      expect(reads.filter((sql) => /from landing_lines/.test(sql))).toHaveLength(1);
      // Both sections are cached; the rows they were made from are not (a later read asks again).
      const before = spy.mock.calls.length;
      await Promise.all([boatLogbook(boats[0]), boatStockChanges(boats[0])]);
      expect(spy.mock.calls.length).toBe(before);
      await recentLogbook(boats[0]);
      expect(spy.mock.calls.length).toBe(before + 2);
    } finally {
      spy.mockRestore();
    }
  });
});
