import { DuckDBInstance } from '@duckdb/node-api';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storeDir, versionOfStoreFile } from '@/lib/store/paths';
import { SOURCE_TABLES } from '@/lib/store/schema';
import { attachYearParts, readYearParts } from '@/lib/store/year-parts';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { publishedBefore } from '@/tests/helpers/published-before';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { DERIVED_TABLES, REFRESHED_TABLES } from './catalogue';
import { deriveTables } from './derive';
import { ingestFiles } from '../index';
import type { VesselRegisterEntry } from '@/lib/sample-data/vessel-register-output';

const ERS_ENTRIES = [
  'avgangsmelding-dep',
  'fangstmelding-dca',
  'ankomstmelding-por',
  'overforingsmelding-tra',
].map((entry) => `elektronisk-rapportering-ers-2024-${entry}.csv`);

/**
 * A landing file after the first refreshes the read models only for the documents, boats, firms,
 * mottak, owners, days, months and years it changed. Whatever it changed (new notes, corrections,
 * withdrawals, released prices, another year, a firm renamed in the register, owners changed in the
 * vessel register), the tables must hold exactly what rebuilding them from all lines gives. So must the
 * position read models and the trips after positions and logbook trips published later.
 */
/** Every table a refresh writes otherwise than a rebuild: the read models, the positions' and trips'. */
const READ_MODEL_TABLES = REFRESHED_TABLES;

let dataDir: string;
let earlierDir: string;
afterAll(() => {
  removeDir(dataDir);
  removeDir(earlierDir);
});

/**
 * Per read model, the rows that the refreshed and a rebuilt copy of the current store do not share,
 * both ways and duplicates counted (`except all`): a row written twice by a refresh is one too many.
 */
async function differencesFromRebuild(): Promise<Record<string, number>> {
  const copy = path.join(dataDir, 'rebuilt.duckdb');
  copyFileSync(path.join(storeDir(dataDir), currentStoreFile(dataDir)!), copy);
  const instance = await DuckDBInstance.create(copy);
  const connection = await instance.connect();
  try {
    // The copy reads the current version's year files, as the version itself does.
    const version = versionOfStoreFile(currentStoreFile(dataDir)!)!;
    await attachYearParts(connection, storeDir(dataDir), readYearParts(storeDir(dataDir), version)!, {
      readOnly: true,
    });
    for (const table of READ_MODEL_TABLES) {
      await connection.run(`create table refreshed_${table} as select * from ${table}`);
    }
    await deriveTables(connection, 'full');
    const differences: Record<string, number> = {};
    for (const table of READ_MODEL_TABLES) {
      const reader = await connection.runAndReadAll(`select
        (select count(*) from (select * from ${table} except all select * from refreshed_${table}))
        + (select count(*) from (select * from refreshed_${table} except all select * from ${table})) as n`);
      differences[table] = Number(reader.getRowObjectsJS()[0].n);
    }
    return differences;
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

const noDifferences = () => Object.fromEntries(READ_MODEL_TABLES.map((table) => [table, 0]));

it('refreshes the read models to what a full rebuild gives, after a newer copy of a year, another year, a renamed firm and owners changed', async () => {
  dataDir = makeTempDir('fangstdata-incremental-');
  const generated = await generatedSources(dataDir, {
    years: 2,
    linesPerYear: 4000,
    seed: 19,
    earlierCopy: true,
  });
  const file = generated.file;
  const registers = generated.files.filter((candidate) => !/\d{4}/.test(path.basename(candidate)));

  // Positions until 20 December and no logbook: every trip is cut from a track.
  earlierDir = makeTempDir('fangstdata-incremental-earlier-');
  const vms = file('2024-VMS.csv.zip');
  const earlierVms = await publishedBefore(
    vms,
    ['2024-VMS.csv'],
    'Tidspunkt (UTC)',
    '2024-12-20',
    earlierDir,
  );
  const ers = file('elektronisk-rapportering-ers-2024.zip');
  const earlierErs = await publishedBefore(ers, ERS_ENTRIES, 'Meldingsdato', '2024-12-15', earlierDir);

  const first = await ingestFiles([...registers, file('fangstdata_2024_earlier.csv.zip'), ...earlierVms], {
    dataDir,
  });
  expect(first.readModels).toBe('full');
  expect(await tripsBySource()).toEqual({ track: expect.any(Number) });

  // New December notes, corrections, withdrawals and released prices of 2024.
  // These changes are large against a store this small: refresh anyway, however much changed.
  const refresh = { dataDir, readModelRefreshShare: 1 };
  // With the positions since 20 December: tracks and trips cut again from their last trip before.
  const newer = await ingestFiles([file('fangstdata_2024.csv.zip'), vms], refresh);
  expect(newer.readModels).toBe('changed');
  expect(newer.documents.updated).toBeGreaterThan(0);
  expect(newer.documents.removed).toBeGreaterThan(0);
  expect(await differencesFromRebuild()).toEqual(noDifferences());

  // The year before: its boats, firms and mottak are mostly those of 2024 too. With the logbook until
  // 15 December: the boats' 2024 trips are the logbook's now.
  const another = await ingestFiles([file('fangstdata_2023.csv.zip'), ...earlierErs], refresh);
  expect(another.readModels).toBe('changed');
  expect(another.documents.inserted).toBeGreaterThan(0);
  expect(await differencesFromRebuild()).toEqual(noDifferences());

  // The buyer register renames a firm and one of its mottak: the notes they received carry the names.
  const buyersFile = registers.find((candidate) => candidate.endsWith('register_buyers.json'))!;
  const buyers = JSON.parse(readFileSync(buyersFile, 'utf8')) as {
    name: string;
    receivingStations: { name: string }[];
  }[];
  buyers[0].name = `${buyers[0].name} OMDØPT`;
  buyers[0].receivingStations[0].name = `${buyers[0].receivingStations[0].name} OMDØPT`;
  const renamedFile = path.join(dataDir, 'register_buyers.json');
  writeFileSync(renamedFile, JSON.stringify(buyers));
  // With the whole logbook: the trips since 15 December are worked out again, the others kept.
  const renamed = await ingestFiles([renamedFile, ers], refresh);
  expect(await tripsBySource()).toEqual({ logbook: expect.any(Number) });
  expect(renamed.changed).toBe(true);
  expect(renamed.readModels).toBe('changed');
  expect(await differencesFromRebuild()).toEqual(noDifferences());

  // The vessel register moves ownerships: a quarter of the boats are sold to one new owner on
  // 1 May 2024 (their landings from then on are its), and some lose their earliest period.
  const vesselsFile = registers.find((candidate) => candidate.endsWith('register_vessels.json'))!;
  const vessels = JSON.parse(readFileSync(vesselsFile, 'utf8')) as VesselRegisterEntry[];
  const newOwner = { ownerId: '987654321', name: 'NY EIER AS', entityType: 'COMPANY' as const };
  let sold = 0;
  let shortened = 0;
  vessels.forEach((vessel, index) => {
    const history = vessel.ownershipHistory;
    const last = history[history.length - 1];
    if (index % 4 === 0 && last && last.to === null && last.from < SOLD_ON) {
      last.to = SOLD_ON;
      history.push({ ...newOwner, from: SOLD_ON, to: null });
      vessel.owners = [
        {
          id: newOwner.ownerId,
          entityType: 'COMPANY',
          name: newOwner.name,
          postalCode: '9990',
          city: 'BÅTSFJORD',
        },
      ];
      sold++;
    } else if (index % 7 === 1 && history.length > 1) {
      history.shift();
      shortened++;
    }
  });
  expect(sold).toBeGreaterThan(0);
  expect(shortened).toBeGreaterThan(0);
  const ownersFile = path.join(dataDir, 'register_vessels.json');
  writeFileSync(ownersFile, JSON.stringify(vessels));
  const owners = await ingestFiles([ownersFile], refresh);
  expect(owners.readModels).toBe('changed');
  expect(await ownerYears('987654321')).toEqual([2024]);
  expect(await differencesFromRebuild()).toEqual(noDifferences());

  // Every table in the store is a source table or listed in the catalogue, and every listed one is there.
  const stored = await queryCurrentStore<{ name: string }>(
    dataDir,
    `select table_name as name from duckdb_tables() where database_name = current_database()
       and schema_name = 'main' and not temporary
     union all select view_name from duckdb_views() where database_name = current_database()
       and schema_name = 'main' and not internal`,
  );
  const derived = DERIVED_TABLES.map(({ table }) => table);
  expect(new Set(derived).size).toBe(derived.length);
  expect(stored.map(({ name }) => name).sort()).toEqual([...SOURCE_TABLES, ...derived].sort());
}, 300_000);

const SOLD_ON = '2024-05-01';

/** How many trips of each source (logbook, track) the store holds. */
async function tripsBySource(): Promise<Record<string, number>> {
  const rows = await queryCurrentStore<{ source: string; n: number }>(
    dataDir,
    'select source, count(*)::integer as n from trips group by source',
  );
  return Object.fromEntries(rows.map((row) => [row.source, row.n]));
}

/** The landing years an owner's page lists (its rows in owner_year_species). */
async function ownerYears(ownerId: string): Promise<number[]> {
  const instance = await DuckDBInstance.create(path.join(storeDir(dataDir), currentStoreFile(dataDir)!), {
    access_mode: 'READ_ONLY',
  });
  const connection = await instance.connect();
  try {
    const reader = await connection.runAndReadAll(
      'select distinct year from owner_year_species where owner_id = $1 order by year',
      [ownerId],
    );
    return reader.getRowObjectsJS().map((row) => Number(row.year));
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
