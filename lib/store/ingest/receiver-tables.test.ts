/**
 * The mottak (station) and firm pages read their figures from read models derived at ingest
 * (lib/store/ingest/receiver-tables.ts). Every figure must equal the same figure computed from the raw
 * landing lines (tests/helpers/receiver-figures-sql.ts), on a generated store and again after an
 * ingest that brings another year.
 */
import { queryStore } from '@/lib/store/landing-store';
import { firmFigures, stationFigures } from '@/tests/helpers/receiver-figures-sql';
import { ingestAnEarlierGeneratedYear } from '@/tests/helpers/read-model-ingests';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { expectEachAbove } from '@/tests/helpers/compared-counts';

let dataDir = '';

generatedStoreForFile((dir) => {
  dataDir = dir;
});

/** Busy and quiet stations and firms, in a fixed order. */
async function someOf(key: 'station_id' | 'buyer_id', years: string) {
  const rows = await queryStore<{ id: string }>(
    `select ${key} as id from landing_lines where ${key} is not null and year(landing_date) in (${years})
     group by 1 order by hash(${key}) limit 12`,
  );
  return rows.map((row) => row.id);
}

async function expectFiguresOfLines(years: number[]) {
  const seen = { notes: 0, boats: 0, species: 0, stations: 0 };
  for (const id of await someOf('station_id', years.join(','))) {
    for (const year of years) {
      const { shown, fromLines } = await stationFigures(id, year);
      expect(shown).toEqual(fromLines);
      seen.notes += shown?.latest.length ?? 0;
      seen.boats += shown?.topBoats.length ?? 0;
      seen.species += shown?.species.length ?? 0;
    }
  }
  for (const id of await someOf('buyer_id', years.join(','))) {
    for (const year of years) {
      const { shown, fromLines } = await firmFigures(id, year);
      expect(shown).toEqual(fromLines);
      seen.notes += shown.notes?.length ?? 0;
      seen.boats += shown.topBoats.length;
      seen.species += shown.species.length;
      seen.stations += shown.stations?.length ?? 0;
    }
  }
  return seen;
}

describe("the mottak and firm pages' figures from the read models", () => {
  it('equal the raw lines for every station and firm: monthly series, totals, notes, boats, species, years', async () => {
    const seen = await expectFiguresOfLines([2024, 2025]);
    expectEachAbove(seen, { notes: 200, boats: 100, species: 50, stations: 10 });
  }, 120_000);

  it('show nothing for an unknown station or firm', async () => {
    expect((await stationFigures('constructor', 2025)).shown).toBeNull();
    const { shown } = await firmFigures('999999999', 2025);
    expect(shown.stations).toBeUndefined();
    expect(shown.topBoats).toEqual([]);
    expect(shown.years).toEqual([]);
  });

  it('follow an ingest that brings another year into a new store version', async () => {
    await ingestAnEarlierGeneratedYear(dataDir);
    const seen = await expectFiguresOfLines([2023]);
    expect(seen.notes).toBeGreaterThan(20);
  }, 120_000);
});
