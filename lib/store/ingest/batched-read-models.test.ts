import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import path from 'node:path';
import { storeDir } from '@/lib/store/paths';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { currentStoreFile } from '@/tests/helpers/store-query';
import { BOAT_TABLES } from './boat-tables';
import { BOAT_TRIP_YEARS } from './boat-trip-years';
import { ingestFiles } from './index';
import { RECEIVER_TABLES } from './receiver-tables';
import { deriveReadModel, type ReadModel } from './read-models';

/**
 * A batched read model (`batchBy`) rebuilt a few hundred lines at a time holds exactly the rows of a
 * rebuild in one go, in the same order: the order is what lets a boat's read skip every other block.
 */
let dataDir: string;
let instance: DuckDBInstance;
let connection: DuckDBConnection;

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-batched-');
  const { files } = await generatedSources(dataDir, { years: 1, linesPerYear: 3000, seed: 23 });
  await ingestFiles(files, { dataDir });
  instance = await DuckDBInstance.create(path.join(storeDir(dataDir), currentStoreFile(dataDir)!));
  connection = await instance.connect();
});
afterAll(() => {
  connection?.closeSync();
  instance?.closeSync();
  removeDir(dataDir);
});

const modelOf = (tables: ReadModel[], table: string) => tables.find((model) => model.table === table)!;

// Each model with its source rows a batch (five or more batches of whole boats, firms or mottak on this
// store) and the list columns it joins from tables outside its source, which some rows must fill.
it.each<[string, ReadModel, number, string[]]>([
  ['boat_documents', modelOf(BOAT_TABLES, 'boat_documents'), 200, []],
  ['buyer_documents', modelOf(RECEIVER_TABLES, 'buyer_documents'), 200, []],
  ['station_documents', modelOf(RECEIVER_TABLES, 'station_documents'), 200, []],
  ['boat_trip_years', BOAT_TRIP_YEARS, 20, ['benchmarks', 'months']],
])(
  'rebuilds %s in batches of its entities to the same rows in the same order',
  async (_, model, rowsPerBatch, joined) => {
    const entity = model.batchBy!;
    expect(entity).toBeTruthy();
    const rowsInTableOrder = async () =>
      (await connection.runAndReadAll(`select * from ${model.table}`)).getRowObjectsJson();

    await deriveReadModel(connection, model, 'full', Number.MAX_SAFE_INTEGER);
    const whole = await rowsInTableOrder();
    const entities = await connection.runAndReadAll(
      `select count(distinct ${entity}) as n from ${model.table}`,
    );
    expect(Number(entities.getRowObjectsJS()[0].n)).toBeGreaterThan(10);
    for (const column of joined)
      expect(whole.filter((row) => row[column] !== '[]').length).toBeGreaterThan(5);

    const run = jest.spyOn(connection, 'run');
    await deriveReadModel(connection, model, 'full', rowsPerBatch);
    const inserts = new RegExp(`^insert into ${model.table}\\b`);
    const appended = run.mock.calls.filter(([sql]) => inserts.test(sql)).length;
    run.mockRestore();
    expect(appended).toBeGreaterThanOrEqual(5);
    const batched = await rowsInTableOrder();
    expect(batched.length).toBe(whole.length);
    expect(batched).toEqual(whole);
    const tables = await connection.runAndReadAll(
      `select count(*) as n from duckdb_tables() where table_name = 'read_model_batches'`,
    );
    expect(Number(tables.getRowObjectsJS()[0].n)).toBe(0);
  },
);
