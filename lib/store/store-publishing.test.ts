import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ingestFiles } from '@/lib/store/ingest';
import { queryStore } from '@/lib/store/landing-store';
import { storeDir } from '@/lib/store/paths';
import {
  ERS_SAMPLE_ZIP,
  LANDING_SAMPLE_ZIP,
  makeTempDir,
  removeDir,
  VESSEL_REGISTER_SAMPLE,
  VMS_SAMPLE_ZIP,
} from '@/tests/helpers/fiskeridir-samples';
import { queryCurrentStore, storeVersionFiles } from '@/tests/helpers/store-query';
import { createStoreFollower, followPublishedStore, pointedVersion } from './store-publishing';

/**
 * Two machines in one test: the ingesting one (its own DATA_DIR) publishes to a shared directory, and a
 * web process with another DATA_DIR follows it, serving its own copy.
 */
let ingestDir: string;
let sharedDir: string;
let webDir: string;
const lineCount = async (dir: string) =>
  Number(
    (await queryCurrentStore<{ n: number }>(dir, 'select count(*)::integer as n from landing_lines'))[0].n,
  );

beforeEach(() => {
  ingestDir = makeTempDir('fangstdata-ingest-node-');
  sharedDir = path.join(makeTempDir('fangstdata-shared-'), 'store');
  webDir = makeTempDir('fangstdata-web-node-');
});
afterEach(() => {
  for (const dir of [ingestDir, path.dirname(sharedDir), webDir]) removeDir(dir);
  delete process.env.STORE_SOURCE_DIR;
});

describe('publishing the store to a shared directory', () => {
  it('publishes each new version, file then pointer, keeping the newest two', async () => {
    const first = await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir: ingestDir, publishDir: sharedDir });
    expect(first.published).toEqual({ dir: sharedDir, version: 1 });
    expect(readFileSync(path.join(sharedDir, 'CURRENT'), 'utf8').trim()).toBe('landings-000001.duckdb');
    expect(statSync(path.join(sharedDir, 'landings-000001.duckdb')).size).toBe(
      statSync(path.join(storeDir(ingestDir), 'landings-000001.duckdb')).size,
    );
    // Nothing new: the shared directory has this version already.
    expect(
      (await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir: ingestDir, publishDir: sharedDir })).published,
    ).toBeNull();

    const firstYearFiles = readdirSync(path.join(sharedDir, 'years'));
    expect(firstYearFiles).toEqual(['2020-000001.duckdb']);

    await ingestFiles([VESSEL_REGISTER_SAMPLE], { dataDir: ingestDir, publishDir: sharedDir });
    await ingestFiles([VMS_SAMPLE_ZIP], { dataDir: ingestDir, publishDir: sharedDir });
    expect(pointedVersion(sharedDir)).toEqual({ fileName: 'landings-000003.duckdb', version: 3 });
    // Each store file with its entity versions (lib/store/entity-version-file.ts) and its year files.
    expect(readdirSync(sharedDir).sort()).toEqual([
      'CURRENT',
      ...storeVersionFiles('000002'),
      ...storeVersionFiles('000003'),
      'years',
    ]);
    // The register changed no year: version 2 reads the year file version 1 published, which was never
    // copied again. The positions of 2023 and 2024 are files of version 3, and the newest three years
    // are now 2022–2024, so 2020 moved into the older years' file; version 2's file stays while it is kept.
    expect(readdirSync(path.join(sharedDir, 'years')).sort()).toEqual([
      ...firstYearFiles,
      '2023-000003.duckdb',
      '2024-000003.duckdb',
      'older-000003.duckdb',
    ]);
    expect(await lineCount(ingestDir)).toBeGreaterThan(0);
  }, 60_000);

  it('lets a follower copy the newest version into its own data dir, and only when it is newer', async () => {
    await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir: ingestDir, publishDir: sharedDir });
    expect(await followPublishedStore(sharedDir, webDir)).toEqual({
      fileName: 'landings-000001.duckdb',
      version: 1,
    });
    expect(await lineCount(webDir)).toBe(await lineCount(ingestDir));
    expect(await followPublishedStore(sharedDir, webDir)).toBeNull();

    await ingestFiles([ERS_SAMPLE_ZIP], { dataDir: ingestDir, publishDir: sharedDir });
    expect(await followPublishedStore(sharedDir, webDir)).toMatchObject({ version: 2 });
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      webDir,
      'select count(*)::integer as n from ers_lines',
    );
    expect(Number(n)).toBe(396);
    // The replaced version stays for queries still running on it; no temporary file is left.
    expect(readdirSync(storeDir(webDir)).sort()).toEqual([
      'CURRENT',
      ...storeVersionFiles('000001'),
      ...storeVersionFiles('000002'),
      'years',
    ]);
    // The landing year as version 1 wrote it, and the logbook's years of version 2.
    const yearFiles = readdirSync(path.join(storeDir(webDir), 'years')).sort();
    expect(yearFiles).toContain('2020-000001.duckdb');
    expect(yearFiles.filter((name) => name.endsWith('-000002.duckdb')).length).toBeGreaterThan(0);
    expect(yearFiles).toEqual(readdirSync(path.join(storeDir(ingestDir), 'years')).sort());
    // The follower keys its entity pages as the ingesting node does.
    const versionsFile = (dir: string) =>
      readFileSync(path.join(dir, 'landings-000002.versions.json'), 'utf8');
    expect(versionsFile(storeDir(webDir))).toBe(versionsFile(storeDir(ingestDir)));
  }, 60_000);

  it('serves a web process from the shared directory and brings it the next version without a restart', async () => {
    await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir: ingestDir, publishDir: sharedDir });
    process.env.STORE_SOURCE_DIR = sharedDir;
    process.env.DATA_DIR = webDir;
    // The web process has no store of its own: its first query waits for the copy.
    const version = async () =>
      (await queryStore<{ value: string }>("select value from sitedata where key = 'data_version'"))[0].value;
    expect(await version()).toBe('1');
    await ingestFiles([VESSEL_REGISTER_SAMPLE], { dataDir: ingestDir, publishDir: sharedDir });
    const deadline = Date.now() + 15_000;
    while ((await version()) !== '2' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    expect(await version()).toBe('2');
  }, 60_000);

  it('keeps serving its copy when the shared directory is unreachable', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const follower = createStoreFollower(path.join(sharedDir, 'missing'), webDir, 0);
    await expect(follower.poll(true)).resolves.toBeUndefined();
    expect(existsSync(storeDir(webDir))).toBe(false);
    errors.mockRestore();
  });
});
