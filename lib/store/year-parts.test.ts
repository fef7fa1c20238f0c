import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ingestFiles, storeNeedsUpgrade } from '@/lib/store/ingest';
import { storeDir } from '@/lib/store/paths';
import { changedLandingFile } from '@/tests/helpers/changed-landings';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { rewriteAsSingleFileStore, rewriteWithPositionsInMainFile } from '@/tests/helpers/legacy-store';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { readYearParts } from './year-parts';

/**
 * The raw tables out of the main file (./year-parts.ts): the newest three years in a file each, the
 * older years in one; an ingest writes the files of the years it changes and shares the others with
 * the version before; a new year pushes the oldest of the three into the older years' file; and a
 * store from before these files is moved into them by its next ingest with every row it had.
 */

const SNAPSHOT = '2026-01-15';

const partsOf = (dataDir: string, version: number) => {
  const parts = readYearParts(storeDir(dataDir), version);
  if (!parts) throw new Error(`version ${version} has no list of year files`);
  return { years: Object.fromEntries(parts.years), older: parts.older };
};

const yearFiles = (dataDir: string) => readdirSync(path.join(storeDir(dataDir), 'years')).sort();
const modified = (dataDir: string, file: string) => statSync(path.join(storeDir(dataDir), file)).mtimeMs;

/** Lines and documents per catch year and logbook lines per logbook year, read through the views. */
async function linesPerYear(dataDir: string) {
  return queryCurrentStore<{ year: number; lines: number; documents: number; logbook: number }>(
    dataDir,
    `select year, count(*) filter (where kind = 'line')::integer as lines,
       count(*) filter (where kind = 'document')::integer as documents,
       count(*) filter (where kind = 'logbook')::integer as logbook
     from (select catch_year as year, 'line' as kind from landing_lines
       union all select catch_year, 'document' from documents
       union all select year, 'logbook' from ers_lines)
     group by 1 order by 1`,
  );
}

/** The heaviest boat of a catch year. */
async function busiestBoat(dataDir: string, year: number): Promise<string> {
  const [{ vessel_id: boat }] = await queryCurrentStore<{ vessel_id: string }>(
    dataDir,
    `select vessel_id from documents where catch_year = ${year} and vessel_id is not null
     group by 1 order by count(*) desc, 1 limit 1`,
  );
  return boat;
}

describe('year files', () => {
  let dataDir: string;
  let sources: Awaited<ReturnType<typeof generatedSources>>;
  let firstLines: Awaited<ReturnType<typeof linesPerYear>>;
  beforeAll(async () => {
    dataDir = makeTempDir('fangstdata-year-parts-');
    sources = await generatedSources(dataDir, { years: 6, endYear: 2025, linesPerYear: 1500, seed: 5 });
    // 2025 comes later, as a new year does.
    const first = sources.files.filter((file) => !/2025/.test(path.basename(file)));
    await ingestFiles(first, { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    firstLines = await linesPerYear(dataDir);
  }, 120_000);
  afterAll(() => removeDir(dataDir));

  it('hold each of the three newest years in a file of its own and the older years in one', async () => {
    expect(partsOf(dataDir, 1)).toEqual({
      years: {
        2022: 'years/2022-000001.duckdb',
        2023: 'years/2023-000001.duckdb',
        2024: 'years/2024-000001.duckdb',
      },
      older: { file: 'years/older-000001.duckdb', years: [2020, 2021] },
    });
    // The years written on their own first and then moved are gone.
    expect(yearFiles(dataDir)).toEqual([
      '2022-000001.duckdb',
      '2023-000001.duckdb',
      '2024-000001.duckdb',
      'older-000001.duckdb',
    ]);
    expect(firstLines.map((row) => row.year)).toEqual([2020, 2021, 2022, 2023, 2024]);
    for (const row of firstLines) {
      expect(row.documents).toBeGreaterThan(50);
      expect(row.lines).toBeGreaterThan(row.documents);
      expect(row.logbook).toBeGreaterThan(0);
    }
    const [inFiles] = await queryCurrentStore<{ older: number; own: number }>(
      dataDir,
      `select (select count(*) from older_years.landing_lines)::integer as older,
         (select count(*) from year_2023.landing_lines)::integer as own`,
    );
    expect(inFiles).toEqual({
      older: firstLines[0].lines + firstLines[1].lines,
      own: firstLines[3].lines,
    });
  });

  it('a corrected year gets a new file; every other file stays the one the version before reads', async () => {
    const before = partsOf(dataDir, 1);
    const olderWritten = modified(dataDir, before.older!.file);
    const boat = await busiestBoat(dataDir, 2023);
    const corrected = await changedLandingFile(sources.file('fangstdata_2023.csv.zip'), dataDir, {
      corrected: [boat],
      withdrawn: [],
    });
    const report = await ingestFiles([corrected], { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(report.documents.updated).toBeGreaterThan(0);
    expect(partsOf(dataDir, 2)).toEqual({
      years: { ...before.years, 2023: 'years/2023-000002.duckdb' },
      older: before.older,
    });
    expect(modified(dataDir, before.older!.file)).toBe(olderWritten);
    // Version 1 is kept for the queries still running on it, with its own 2023.
    expect(yearFiles(dataDir)).toEqual([
      '2022-000001.duckdb',
      '2023-000001.duckdb',
      '2023-000002.duckdb',
      '2024-000001.duckdb',
      'older-000001.duckdb',
    ]);
    expect(await linesPerYear(dataDir)).toEqual(firstLines);
  });

  it('a corrected older year gets a new file of the older years; the newest keep theirs', async () => {
    const before = partsOf(dataDir, 2);
    const boat = await busiestBoat(dataDir, 2020);
    const withdrawn = await changedLandingFile(sources.file('fangstdata_2020.csv.zip'), dataDir, {
      corrected: [],
      withdrawn: [boat],
    });
    const report = await ingestFiles([withdrawn], { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(report.documents.removed).toBe(1);
    expect(partsOf(dataDir, 3)).toEqual({
      years: before.years,
      older: { file: 'years/older-000003.duckdb', years: [2020, 2021] },
    });
    const after = await linesPerYear(dataDir);
    expect(after[0].documents).toBe(firstLines[0].documents - 1);
    expect(after.slice(1)).toEqual(firstLines.slice(1));
  });

  it('a new year gets a file of its own and moves the oldest of the three into the older years', async () => {
    const before = await linesPerYear(dataDir);
    const newYear = sources.files.filter((file) => /2025/.test(path.basename(file)));
    await ingestFiles(newYear, { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(partsOf(dataDir, 4)).toEqual({
      years: {
        2023: 'years/2023-000002.duckdb',
        2024: 'years/2024-000001.duckdb',
        2025: 'years/2025-000004.duckdb',
      },
      older: { file: 'years/older-000004.duckdb', years: [2020, 2021, 2022] },
    });
    const after = await linesPerYear(dataDir);
    expect(after.slice(0, 5)).toEqual(before);
    expect(after[5].year).toBe(2025);
    expect(after[5].documents).toBeGreaterThan(50);
  });
});

describe('a store written before the year files', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = makeTempDir('fangstdata-single-file-');
    const sources = await generatedSources(dataDir, { years: 4, linesPerYear: 1000, seed: 8 });
    await ingestFiles(sources.files, { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
  }, 120_000);
  afterAll(() => removeDir(dataDir));

  /** What the store holds, as text per table: row count and an order-independent checksum. */
  async function contents(): Promise<Record<string, string>> {
    const tables = [
      'landing_lines',
      'documents',
      'ers_lines',
      'positions',
      'boat_documents',
      'boat_years',
      'boat_tracks',
      'sitedata',
    ];
    const rows = await queryCurrentStore<{ name: string; content: string }>(
      dataDir,
      tables
        .map(
          (table) =>
            `select '${table}' as name, count(*)::varchar || ':' || coalesce(sum(hash(t))::varchar, '0') as content
             from ${table} t${table === 'sitedata' ? " where key not in ('data_version', 'last_updated')" : ''}`,
        )
        .join(' union all '),
    );
    return Object.fromEntries(rows.map((row) => [row.name, row.content]));
  }

  it('is served as it is, and moved into year files with every row by its next ingest', async () => {
    const written = await contents();
    expect(Number(written.ers_lines.split(':')[0])).toBeGreaterThan(0);
    expect(Number(written.positions.split(':')[0])).toBeGreaterThan(0);
    await rewriteAsSingleFileStore(dataDir);
    const single = path.join(storeDir(dataDir), currentStoreFile(dataDir)!);
    expect(readYearParts(storeDir(dataDir), 1)).toBeNull();
    expect(await contents()).toEqual(written);
    expect(await storeNeedsUpgrade(dataDir)).toBe(true);

    const report = await ingestFiles([], { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(report.changed).toBe(true);
    expect(report.readModels).toBe('changed');
    expect(await storeNeedsUpgrade(dataDir)).toBe(false);
    expect(partsOf(dataDir, 2)).toEqual({
      years: {
        2022: 'years/2022-000002.duckdb',
        2023: 'years/2023-000002.duckdb',
        2024: 'years/2024-000002.duckdb',
      },
      older: { file: 'years/older-000002.duckdb', years: [2021] },
    });
    expect(await contents()).toEqual(written);
    // Written fresh, not copied: the raw tables' space went with them.
    const main = path.join(storeDir(dataDir), currentStoreFile(dataDir)!);
    expect(statSync(main).size).toBeLessThan(statSync(single).size);
    expect((await ingestFiles([], { dataDir, snapshotDate: SNAPSHOT, publishDir: null })).changed).toBe(
      false,
    );
  });

  it('moves positions kept in the main file (schema 21) into the year files, upper-cased, and writes the main file afresh', async () => {
    const written = await contents();
    const before = currentStoreFile(dataDir)!;
    const version = Number(before.match(/\d+/)![0]);
    await rewriteWithPositionsInMainFile(dataDir);
    const legacyMain = statSync(path.join(storeDir(dataDir), before)).size;
    expect(readYearParts(storeDir(dataDir), version)!.tables).not.toContain('positions');
    const [lower] = await queryCurrentStore<{ n: number }>(
      dataDir,
      `select count(*)::integer as n from positions where radio_call_sign <> upper(radio_call_sign)`,
    );
    expect(lower.n).toBeGreaterThan(0);
    expect(await storeNeedsUpgrade(dataDir)).toBe(true);

    await ingestFiles([], { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(readYearParts(storeDir(dataDir), version + 1)!.tables).toContain('positions');
    expect(await contents()).toEqual(written);
    const [inMain] = await queryCurrentStore<{ tables: number; views: number }>(
      dataDir,
      `select (select count(*) from duckdb_tables() where database_name = current_database()
           and schema_name = 'main' and table_name = 'positions')::integer as tables,
         (select count(*) from duckdb_views() where database_name = current_database()
           and schema_name = 'main' and view_name = 'positions')::integer as views`,
    );
    expect(inMain).toEqual({ tables: 0, views: 1 });
    const main = path.join(storeDir(dataDir), currentStoreFile(dataDir)!);
    expect(statSync(main).size).toBeLessThan(legacyMain);
  });
});
