import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ingestFiles, storeNeedsUpgrade } from '@/lib/store/ingest';
import { storeDir } from '@/lib/store/paths';
import { changedLandingFile } from '@/tests/helpers/changed-landings';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { rewriteAsSingleFileStore } from '@/tests/helpers/legacy-store';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { readYearParts } from './year-parts';

/**
 * The raw tables in a file per year (./year-parts.ts): an ingest writes the years it changes and
 * shares the others' files with the version before, and a store from before the year files is moved
 * into them by its next ingest with every row it had.
 */

const SNAPSHOT = '2025-01-15';

const yearFilesOf = (dataDir: string, version: number) =>
  Object.fromEntries(readYearParts(storeDir(dataDir), version) ?? new Map());

/** What the store holds, as text per table: row count and an order-independent checksum. */
async function contents(dataDir: string): Promise<Record<string, string>> {
  const tables = ['landing_lines', 'documents', 'ers_lines', 'boat_documents', 'boat_years', 'sitedata'];
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

describe('year files', () => {
  let dataDir: string;
  let sources: Awaited<ReturnType<typeof generatedSources>>;
  beforeAll(async () => {
    dataDir = makeTempDir('fangstdata-year-parts-');
    sources = await generatedSources(dataDir, { years: 3, linesPerYear: 3000, seed: 5 });
    await ingestFiles(sources.files, { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
  }, 120_000);
  afterAll(() => removeDir(dataDir));

  it('hold each catch and logbook year in a file of its own, and the views read them all', async () => {
    const files = yearFilesOf(dataDir, 1);
    expect(Object.keys(files)).toEqual(['2022', '2023', '2024']);
    expect(Object.values(files)).toEqual([
      'years/2022-000001.duckdb',
      'years/2023-000001.duckdb',
      'years/2024-000001.duckdb',
    ]);
    const perYear = await queryCurrentStore<{ year: number; lines: number; documents: number }>(
      dataDir,
      `select catch_year as year, count(*)::integer as lines,
         (select count(*) from documents d where d.catch_year = l.catch_year)::integer as documents
       from landing_lines l group by 1 order by 1`,
    );
    expect(perYear.map((row) => row.year)).toEqual([2022, 2023, 2024]);
    for (const row of perYear) expect(row.documents).toBeGreaterThan(100);
    const yearOnly = await queryCurrentStore<{ n: number }>(
      dataDir,
      'select count(*)::integer as n from year_2023.landing_lines',
    );
    expect(yearOnly[0].n).toBe(perYear[1].lines);
  });

  it('a corrected year gets a new file; the other years stay the files the version before reads', async () => {
    const before = yearFilesOf(dataDir, 1);
    const untouched = path.join(storeDir(dataDir), before['2022']);
    const written = statSync(untouched).mtimeMs;
    const [{ vessel_id: boat }] = await queryCurrentStore<{ vessel_id: string }>(
      dataDir,
      `select vessel_id from documents where catch_year = 2023 and vessel_id is not null
       group by 1 order by count(*) desc, 1 limit 1`,
    );
    const corrected = await changedLandingFile(sources.file('fangstdata_2023.csv.zip'), dataDir, {
      corrected: [boat],
      withdrawn: [],
    });
    const report = await ingestFiles([corrected], { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(report.dataVersion).toBe(2);
    expect(report.documents.updated).toBeGreaterThan(0);

    expect(yearFilesOf(dataDir, 2)).toEqual({ ...before, 2023: 'years/2023-000002.duckdb' });
    expect(statSync(untouched).mtimeMs).toBe(written);
    // Version 1 is kept for the queries still running on it, with its own 2023.
    expect(readdirSync(path.join(storeDir(dataDir), 'years')).sort()).toEqual([
      '2022-000001.duckdb',
      '2023-000001.duckdb',
      '2023-000002.duckdb',
      '2024-000001.duckdb',
    ]);
    const [weights] = await queryCurrentStore<{ now: number; was: number }>(
      dataDir,
      `select (select sum(round_weight) from landing_lines where vessel_id = '${boat}' and catch_year = 2023) as now,
         (select sum(round_weight) from year_2023.landing_lines where vessel_id = '${boat}') as was`,
    );
    expect(weights.now).toBe(weights.was);

    // The next version no longer needs version 1's copy of 2023.
    const again = await changedLandingFile(sources.file('fangstdata_2024.csv.zip'), dataDir, {
      corrected: [],
      withdrawn: [boat],
    });
    await ingestFiles([again], { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(yearFilesOf(dataDir, 3)).toEqual({
      2022: 'years/2022-000001.duckdb',
      2023: 'years/2023-000002.duckdb',
      2024: 'years/2024-000003.duckdb',
    });
    expect(readdirSync(path.join(storeDir(dataDir), 'years')).sort()).toEqual([
      '2022-000001.duckdb',
      '2023-000002.duckdb',
      '2024-000001.duckdb',
      '2024-000003.duckdb',
    ]);
  });
});

describe('a store written before the year files', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = makeTempDir('fangstdata-single-file-');
    const sources = await generatedSources(dataDir, { years: 2, linesPerYear: 2000, seed: 8 });
    await ingestFiles(sources.files, { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
  }, 120_000);
  afterAll(() => removeDir(dataDir));

  it('is served as it is, and moved into year files with every row by its next ingest', async () => {
    const written = await contents(dataDir);
    expect(Number(written.ers_lines.split(':')[0])).toBeGreaterThan(0);
    await rewriteAsSingleFileStore(dataDir);
    const single = path.join(storeDir(dataDir), currentStoreFile(dataDir)!);
    expect(readYearParts(storeDir(dataDir), 1)).toBeNull();
    expect(await contents(dataDir)).toEqual(written);
    expect(await storeNeedsUpgrade(dataDir)).toBe(true);

    const report = await ingestFiles([], { dataDir, snapshotDate: SNAPSHOT, publishDir: null });
    expect(report.changed).toBe(true);
    expect(report.readModels).toBe('changed');
    expect(await storeNeedsUpgrade(dataDir)).toBe(false);
    expect(Object.keys(yearFilesOf(dataDir, 2))).toEqual(['2023', '2024']);
    expect(await contents(dataDir)).toEqual(written);
    // Written fresh, not copied: the raw tables' space went with them.
    const main = path.join(storeDir(dataDir), currentStoreFile(dataDir)!);
    expect(statSync(main).size).toBeLessThan(statSync(single).size);
    expect((await ingestFiles([], { dataDir, snapshotDate: SNAPSHOT, publishDir: null })).changed).toBe(
      false,
    );
  });
});
