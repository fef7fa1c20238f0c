import { DuckDBInstance } from '@duckdb/node-api';
import path from 'node:path';
import { storeDir } from '@/lib/store/paths';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { currentStoreFile } from '@/tests/helpers/store-query';
import { BOAT_TABLES } from './boat-tables';
import { ingestFiles } from './index';
import { deriveReadModel } from './read-models';

/**
 * A batched read model (`batchBy`) rebuilt a few hundred lines at a time holds exactly the rows of a
 * rebuild in one go, in the same order: the order is what lets a boat's read skip every other block.
 */
let dataDir: string;
afterAll(() => removeDir(dataDir));

it('rebuilds boat_documents in batches of boats to the same rows in the same order', async () => {
  dataDir = makeTempDir('fangstdata-batched-');
  const { files } = await generatedSources(dataDir, { years: 1, linesPerYear: 3000, seed: 23 });
  await ingestFiles(files, { dataDir });
  const instance = await DuckDBInstance.create(path.join(storeDir(dataDir), currentStoreFile(dataDir)!));
  const connection = await instance.connect();
  try {
    const model = BOAT_TABLES.find((candidate) => candidate.table === 'boat_documents')!;
    expect(model.batchBy).toBe('vessel_id');
    const rowsInTableOrder = async () =>
      (await connection.runAndReadAll(`select * from boat_documents`)).getRowObjectsJson();

    await deriveReadModel(connection, model, 'full', Number.MAX_SAFE_INTEGER);
    const whole = await rowsInTableOrder();
    const boats = await connection.runAndReadAll('select count(distinct vessel_id) as n from boat_documents');
    expect(Number(boats.getRowObjectsJS()[0].n)).toBeGreaterThan(10);

    // About 200 lines a batch: a dozen or more batches, each of whole boats.
    const run = jest.spyOn(connection, 'run');
    await deriveReadModel(connection, model, 'full', 200);
    const appended = run.mock.calls.filter(([sql]) => /^insert into boat_documents/.test(sql)).length;
    run.mockRestore();
    expect(appended).toBeGreaterThanOrEqual(5);
    const batched = await rowsInTableOrder();
    expect(batched.length).toBe(whole.length);
    expect(batched).toEqual(whole);
    const tables = await connection.runAndReadAll(
      `select count(*) as n from duckdb_tables() where table_name = 'read_model_batches'`,
    );
    expect(Number(tables.getRowObjectsJS()[0].n)).toBe(0);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
});
