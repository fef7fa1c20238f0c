import path from 'node:path';
import { storeDir } from '@/lib/store/paths';
import { STORE_SCHEMA_VERSION } from '@/lib/store/schema';
import { readCurrentFileName } from '@/lib/store/store-writer';
import { openStoreFile } from '@/lib/store/year-parts';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore } from '@/tests/helpers/test-store';
import { ingestFiles, storeNeedsUpgrade } from './index';

/** Runs SQL on the served store file directly (no server holds it in this test). */
async function onStore<T>(
  dataDir: string,
  work: (run: (sql: string) => Promise<Record<string, unknown>[]>) => Promise<T>,
) {
  const file = path.join(storeDir(dataDir), (await readCurrentFileName(dataDir))!);
  const instance = await openStoreFile(file);
  const connection = await instance.connect();
  try {
    return await work(async (sql) => (await connection.runAndReadAll(sql)).getRowObjectsJS());
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe('a store written by an older version', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await buildGeneratedStore({ years: 1, linesPerYear: 1500 });
  }, 120_000);
  afterAll(() => removeDir(dataDir));

  it('gets its derived tables rebuilt by the next ingest, even with no new file', async () => {
    expect(await storeNeedsUpgrade(dataDir)).toBe(false);
    expect((await ingestFiles([], { dataDir, publishDir: null })).changed).toBe(false);
    // What a store of schema version 1 looked like: yearly totals without the priced weight.
    await onStore(dataDir, async (run) => {
      await run("update sitedata set value = '1' where key = 'schema_version'");
      await run('alter table boat_years drop column priced_weight');
    });
    expect(await storeNeedsUpgrade(dataDir)).toBe(true);

    const report = await ingestFiles([], { dataDir, publishDir: null });
    expect(report.changed).toBe(true);
    expect(await storeNeedsUpgrade(dataDir)).toBe(false);
    await onStore(dataDir, async (run) => {
      expect(await run("select value from sitedata where key = 'schema_version'")).toEqual([
        { value: String(STORE_SCHEMA_VERSION) },
      ]);
      const [row] = await run(
        `select (select sum(priced_weight) from boat_years) as derived,
           (select sum(round_weight) filter (where amount_fisher is not null) from landing_lines) as lines`,
      );
      expect(Number(row.derived)).toBeCloseTo(Number(row.lines), 1);
    });
    // Current now: the next ingest of nothing changes nothing.
    expect((await ingestFiles([], { dataDir, publishDir: null })).changed).toBe(false);
  });
});
