/**
 * A boat's years, names and ownerships come from one in-memory copy per store version
 * (lib/landings/boat-histories.ts). These tests hold every boat's three lists to the per-boat queries
 * they replaced, kept here as the reference, and show that an ingest's new store version is read anew.
 */
import path from 'node:path';
import { generateSampleFiles } from '@/lib/sample-data/generate';
import { ingestFiles } from '@/lib/store/ingest';
import { currentStore, queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { boatYears } from './boat-page';
import { boatNameHistory, boatOwnerships } from './boats';
import { isoDate, num, round2, round2OrNull, text } from './common-sql';

let dataDir = '';
let boats: string[] = [];
generatedStoreForFile(
  async (dir) => {
    dataDir = dir;
    boats = (await queryStore<{ id: string }>('select vessel_id as id from boats order by vessel_id')).map(
      (row) => row.id,
    );
  },
  { years: 2, endYear: 2025, linesPerYear: 6000 },
);

async function yearsBySql(id: string) {
  const rows = await queryStore(
    `select year, round_weight, value, priced_weight, landings, priced_landings,
       strftime(last_landing, '%Y-%m-%d') as last_landing
     from boat_years where vessel_id = $1 order by year desc`,
    [id],
  );
  return rows.map((row) => ({
    year: num(row.year),
    weight: round2(num(row.round_weight)),
    value: round2OrNull(row.value),
    pricedWeight: round2(num(row.priced_weight)),
    landings: num(row.landings),
    pricedLandings: num(row.priced_landings),
    lastLanding: text(row.last_landing),
  }));
}

async function ownershipsBySql(id: string) {
  return queryStore(
    `select owner_id, ${isoDate('from_date')} as from_date, ${isoDate('to_date')} as to_date
     from ownerships where vessel_id = $1
     order by to_date is null desc, coalesce(from_date, date '1900-01-01') desc, owner_id`,
    [id],
  );
}

async function namesBySql(id: string) {
  return queryStore(
    `select name, ${isoDate('first_seen')} as first_seen, ${isoDate('last_seen')} as last_seen
     from boat_names where vessel_id = $1 order by first_seen, last_seen, name`,
    [id],
  );
}

describe("every boat's years, names and ownerships from memory", () => {
  it('equal the per-boat queries they replaced, in the same order, for every boat', async () => {
    expect(boats.length).toBeGreaterThan(40);
    let withSeveral = 0;
    for (const id of boats) {
      expect(await boatYears(id)).toEqual(await yearsBySql(id));
      const owners = await boatOwnerships(id);
      expect(owners?.map((o) => [o.ownerId, o.from, o.to])).toEqual(
        (await ownershipsBySql(id)).map((row) => [
          String(row.owner_id),
          text(row.from_date),
          text(row.to_date),
        ]),
      );
      const names = (await boatNameHistory(id))?.filter((n) => n.firstSeen !== null || n.lastSeen !== null);
      expect(names?.map((n) => [n.name, n.firstSeen, n.lastSeen])).toEqual(
        (await namesBySql(id)).map((row) => [String(row.name), text(row.first_seen), text(row.last_seen)]),
      );
      if ((owners?.length ?? 0) > 1 || (names?.length ?? 0) > 1) withSeveral++;
    }
    // The order is tested, not only the contents.
    expect(withSeveral).toBeGreaterThan(3);
  });

  it('answers an unknown boat (or a key of Object) with nothing, and the lists of a new store version after an ingest', async () => {
    expect(await boatYears('999999999')).toEqual([]);
    expect(await boatYears('constructor')).toEqual([]);
    expect(await boatOwnerships('999999999')).toBeNull();

    const versionBefore = (await currentStore())!.fileName;
    const [busy] = await queryStore<{ id: string }>(
      'select vessel_id as id from boat_years group by 1 order by sum(landings) desc limit 1',
    );
    expect((await boatYears(busy.id)).map((y) => y.year)).not.toContain(2023);
    // The nightly update brings an older year; the boat pages must show it without a restart.
    const generated = await generateSampleFiles({
      outDir: path.join(dataDir, 'sources', 'older'),
      years: 1,
      linesPerYear: 6000,
      seed: 42,
      endYear: 2023,
    });
    await ingestFiles(
      generated.files.filter((file) => /fangstdata_\d{4}/.test(path.basename(file))),
      { dataDir },
    );
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the reader looks at the pointer once a second
    expect((await currentStore())!.fileName).not.toBe(versionBefore);
    const boatsOf2023 = await queryStore<{ id: string }>(
      'select vessel_id as id from boat_years where year = 2023 order by landings desc limit 5',
    );
    expect(boatsOf2023.length).toBeGreaterThan(0);
    for (const { id } of boatsOf2023) {
      expect((await boatYears(id)).map((y) => y.year)).toContain(2023);
      expect(await boatYears(id)).toEqual(await yearsBySql(id));
    }
  }, 120_000);
});
