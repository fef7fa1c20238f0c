/**
 * The owner page and the owners API read their figures from read models derived at ingest
 * (lib/store/ingest/read-models/owner-tables.ts). Every figure must equal the same figure computed from the
 * ownership periods and the raw landing lines (tests/helpers/owner-figures-sql.ts), on a generated
 * store and again after an ingest that brings another year.
 */
import { queryStore } from '@/lib/store/landing-store';
import { ownerFigures } from '@/tests/helpers/owner-figures-sql';
import { ingestAnEarlierGeneratedYear } from '@/tests/helpers/read-model-ingests';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { expectEachAbove } from '@/tests/helpers/compared-counts';

let dataDir = '';

generatedStoreForFile((dir) => {
  dataDir = dir;
});

/**
 * Owners whose boats landed in the years, in a fixed order: a few that held a boat for part of the
 * years (an ownership that began or ended then), the others by hash.
 */
async function someOwners(years: number[]): Promise<string[]> {
  const rows = await queryStore<{ id: string }>(
    `with landed as (
       select distinct vessel_id, year(landing_date)::integer as year from landing_lines
       where year(landing_date) in (${years.join(',')})
     ), owners as (
       select o.owner_id,
         bool_or(year(o.from_date) = l.year or year(o.to_date) = l.year) as changed
       from ownerships o join landed l using (vessel_id) group by 1
     )
     (select owner_id as id from owners where changed order by hash(owner_id) limit 8)
     union
     (select owner_id from owners order by hash(owner_id) limit 24)`,
  );
  return rows.map((row) => row.id).sort();
}

async function expectFiguresOfLines(years: number[]) {
  const seen = { boats: 0, landedBoats: 0, partYear: 0, species: 0, series: 0, quotaLines: 0 };
  for (const id of await someOwners(years)) {
    for (const year of years) {
      const { shown, fromLines } = await ownerFigures(id, year);
      expect(shown).toEqual(fromLines);
      if (!shown) continue;
      const [inYear] = shown.landed;
      seen.boats += shown.boats.length;
      seen.landedBoats += inYear!.boats.filter((boat) => boat.landedWeight > 0).length;
      seen.partYear += inYear!.boats.filter(
        (boat) => boat.landedWeight > 0 && (boat.fromYear === year || boat.toYear === year),
      ).length;
      seen.species += shown.breakdown.species.length;
      seen.series += shown.breakdown.monthly.series.length;
      seen.quotaLines += shown.quotas.lines.length;
    }
  }
  return seen;
}

describe("the owner page's figures from the read models", () => {
  it('equal the raw lines: boats, per-boat totals and top species, totals, species, monthly series', async () => {
    const seen = await expectFiguresOfLines([2024, 2025]);
    // partYear: boats owned for part of a year count only their landings of the ownership.
    expectEachAbove(seen, {
      boats: 40,
      landedBoats: 20,
      partYear: 0,
      species: 100,
      series: 20,
      quotaLines: 20,
    });
  }, 120_000);

  it('show nothing for an unknown owner', async () => {
    const { shown, fromLines } = await ownerFigures('999999999', 2025);
    expect(shown).toBe(false);
    expect(fromLines).toBe(false);
  });

  it('follow an ingest that brings another year into a new store version', async () => {
    await ingestAnEarlierGeneratedYear(dataDir);
    const seen = await expectFiguresOfLines([2023]);
    expect(seen.landedBoats).toBeGreaterThan(5);
  }, 120_000);
});
