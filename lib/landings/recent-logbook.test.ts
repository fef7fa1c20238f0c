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
import { boatLogbook, logbookOf } from './boat-trips';
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

  it("links the trips to the same landing notes as reading every note of the logbook's year", async () => {
    let linked = 0;
    for (const id of boats) {
      const { newestDay, lines } = await recentLogbook(id);
      // What the trips used to read: every note from a year before the newest message on.
      const reference = await queryStore(
        `select doc_key, strftime(landing_date, '%Y-%m-%d') as day, any_value(landing_time) as clock,
           sum(round_weight) as weight
         from landing_lines where vessel_id = $id and landing_date >= (select
           max(coalesce(event_time, message_time)) - interval ${RECENT_LOGBOOK_DAYS} day
           from ers_lines where vessel_id = $id)::date
         group by doc_key, landing_date order by landing_date, clock, doc_key`,
        { id },
      );
      const notes = reference.map((row) => ({
        docKey: String(row.doc_key),
        day: String(row.day),
        clock: text(row.clock),
        weight: row.weight == null ? null : num(row.weight),
      }));
      const logbook = await boatLogbook(id);
      expect(logbook).toEqual(logbookOf(lines, notes));
      linked += logbook?.trips.reduce((sum, trip) => sum + trip.landings.length, 0) ?? 0;
      const newestLine = lines.reduce((max, line) => (String(line.t) > max ? String(line.t) : max), '');
      expect(newestLine.slice(0, 10)).toBe(newestDay);
    }
    // The comparison covers trips with landing notes, not only trips without.
    expect(linked).toBeGreaterThan(10);
  });

  it('reads the logbook lines once for both sections, and the notes from the read model, not the lines', async () => {
    // A boat whose notes lie in one calendar year: the two sections ask one logbook query, and their
    // landing notes come from boat_document_species (nothing of the landing lines).
    let boat: string | null = null;
    for (const id of boats) {
      const { landingDays } = await recentLogbook(id);
      if (landingDays && landingDays.from.slice(0, 4) === landingDays.to.slice(0, 4)) boat = id;
    }
    if (!boat) throw new Error('no boat with its notes in one year');
    clearQueryCache();
    const store = await currentStore();
    if (!store) throw new Error('no store');
    const spy = jest.spyOn(store, 'query');
    try {
      const [logbook, stock] = await Promise.all([boatLogbook(boat), boatStockChanges(boat)]);
      expect(logbook?.trips.length).toBeGreaterThan(0);
      expect(isSeries(stock)).toBe(true);
      const reads = spy.mock.calls
        .map(([sql]) => sql)
        .filter((sql: string) => /from (ers|landing)_lines/.test(sql));
      expect(reads.filter((sql) => /^\s*select message_type/.test(sql))).toHaveLength(1);
      expect(reads.filter((sql) => /from landing_lines/.test(sql))).toHaveLength(0);
      expect(spy.mock.calls.filter(([sql]) => /from boat_document_species/.test(String(sql)))).toHaveLength(
        1,
      );
      // Both sections and the rows they were made from are cached: later calls read nothing.
      const before = spy.mock.calls.length;
      await Promise.all([boatLogbook(boat), boatStockChanges(boat)]);
      await recentLogbook(boat);
      expect(spy.mock.calls.length).toBe(before);
    } finally {
      spy.mockRestore();
    }
  });
});
