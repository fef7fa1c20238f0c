/**
 * The mottak (station) and firm pages read their figures from read models derived at ingest
 * (lib/store/ingest/read-models/receiver-tables.ts). Every figure must equal the same figure computed from the raw
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

  // The mottak page reads its newest notes from the station's last year (stations.ts): where that
  // year holds fewer than 20, the list goes on into the years before.
  it("list a mottak's 20 newest notes across years when its last year holds fewer", async () => {
    const [quiet] = await queryStore<{ id: string; last: number }>(
      `with per_year as (
         select station_id, year(landing_date) as year, count(distinct doc_key) as notes
         from landing_lines where station_id is not null group by all
       ), last as (select station_id, max(year) as year from per_year group by 1)
       select p.station_id as id, p.year as last from per_year p join last using (station_id, year)
       where p.notes < 20 and exists (select 1 from per_year e where e.station_id = p.station_id and e.year < p.year)
       order by p.notes, id limit 1`,
    );
    expect(quiet).toBeDefined();
    const { shown, fromLines } = await stationFigures(quiet.id, Number(quiet.last));
    expect(shown!.latest).toEqual(fromLines!.latest);
    const years = new Set(shown!.latest.map((note) => note.landingDate.slice(0, 4)));
    expect(years.size).toBeGreaterThan(1);
  });
});
