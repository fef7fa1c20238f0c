/**
 * The boat page reads its landings, catch per species and place, quota landings and years from read models derived at ingest (lib/store/ingest/read-models/boat-tables.ts). Every figure must equal
 * the same figure computed from the raw landing lines (tests/helpers/boat-figures-sql.ts), on a
 * generated store and again after an ingest that brings another year.
 */
import { queryStore } from '@/lib/store/landing-store';
import { boatFigures, type Period } from '@/tests/helpers/boat-figures-sql';
import { ingestAnEarlierGeneratedYear } from '@/tests/helpers/read-model-ingests';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { boatNameHistory, boatOwnerships } from './boats';
import { isoDate, text } from '@/lib/store/values';
import { expectEachAbove } from '@/tests/helpers/compared-counts';

let dataDir = '';
let boats: string[] = [];
const PERIODS: Period[] = [
  { from: '2024-01-01', to: '2025-12-31' },
  { from: '2025-01-01', to: '2025-12-31' },
  { from: '2025-02-14', to: '2025-09-03' },
  { from: '2024-12-31', to: '2024-12-31' },
];

generatedStoreForFile(async (dir) => {
  dataDir = dir;
  // Busy boats, quiet boats and boats without positions, in a fixed order.
  boats = (
    await queryStore<{ vessel_id: string }>(`select vessel_id from boats order by hash(vessel_id) limit 24`)
  ).map((row) => row.vessel_id);
});

async function expectFiguresOfLines(ids: readonly string[], periods: readonly Period[]) {
  const seen = { documents: 0, places: 0, species: 0 };
  for (const id of ids) {
    for (const period of periods) {
      const { shown, fromLines } = await boatFigures(id, period);
      expect(shown).toEqual(fromLines);
      seen.documents += shown.landings.length;
      seen.places += shown.catchSummary.locations.length;
      seen.species += shown.quotaSpecies.length;
    }
  }
  return seen;
}

describe("a boat page's figures from the read models", () => {
  it('equal the raw lines for every boat and period: documents, species, places, quota landings, years', async () => {
    const seen = await expectFiguresOfLines(boats, PERIODS);
    // The comparison covered real documents, places and quota species.
    expectEachAbove(seen, { documents: 200, places: 20, species: 50 });
  });

  it('list names and ownerships in the order of their tables, and nothing for an unknown boat', async () => {
    let withSeveral = 0;
    for (const id of boats) {
      const owners = await boatOwnerships(id);
      const ownersBySql = await queryStore(
        `select owner_id, ${isoDate('from_date')} as from_date, ${isoDate('to_date')} as to_date
         from register_owners where vessel_id = $1
         order by to_date is null desc, coalesce(from_date, date '1900-01-01') desc, owner_id`,
        [id],
      );
      expect(owners?.map((o) => [o.ownerId, o.from, o.to])).toEqual(
        ownersBySql.map((row) => [String(row.owner_id), text(row.from_date), text(row.to_date)]),
      );
      const names = (await boatNameHistory(id))?.filter((n) => n.firstSeen !== null || n.lastSeen !== null);
      const namesBySql = await queryStore(
        `select vessel_name as name, ${isoDate('min(landing_date)')} as first_seen,
           ${isoDate('max(landing_date)')} as last_seen
         from landing_lines where vessel_id = $1 and vessel_name is not null
         group by vessel_name order by min(landing_date), max(landing_date), name`,
        [id],
      );
      expect(names?.map((n) => [n.name, n.firstSeen, n.lastSeen])).toEqual(
        namesBySql.map((row) => [String(row.name), text(row.first_seen), text(row.last_seen)]),
      );
      if ((owners?.length ?? 0) > 1 || (names?.length ?? 0) > 1) withSeveral++;
    }
    expect(withSeveral).toBeGreaterThan(3);
    expect(await boatOwnerships('999999999')).toBeNull();
    expect((await boatFigures('constructor', PERIODS[0])).shown.years).toEqual([]);
  });

  it('follow an ingest that brings another year into a new store version', async () => {
    await ingestAnEarlierGeneratedYear(dataDir);
    const boatsOf2023 = (
      await queryStore<{ id: string }>(
        `select vessel_id as id from landing_lines where year(landing_date) = 2023
         group by 1 order by count(*) desc, 1 limit 6`,
      )
    ).map((row) => row.id);
    expect(boatsOf2023.length).toBeGreaterThan(0);
    const seen = await expectFiguresOfLines(boatsOf2023, [
      { from: '2023-01-01', to: '2023-12-31' },
      { from: '2023-06-01', to: '2025-06-30' },
    ]);
    expect(seen.documents).toBeGreaterThan(20);
  }, 120_000);
});
