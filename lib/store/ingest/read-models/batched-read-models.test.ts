import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import path from 'node:path';
import { storeDir } from '@/lib/store/paths';
import { openStoreFile } from '@/lib/store/year-parts';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { currentStoreFile } from '@/tests/helpers/store-query';
import { BOAT_TABLES } from './boat-tables';
import { BOAT_TRIP_YEARS } from './boat-trip-years';
import { ingestFiles } from '../index';
import { PRICE_TABLES } from './price-tables';
import { RECEIVER_TABLES } from './receiver-tables';
import { deriveReadModel, type ReadModel } from './read-model';

/**
 * A batched read model (`batchBy`) rebuilt a few hundred lines at a time holds exactly the rows of a
 * rebuild in one go, in the same order: the order is what lets a boat's read skip every other block.
 */
let dataDir: string;
let instance: DuckDBInstance;
let connection: DuckDBConnection;

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-batched-');
  // Six years, so that the receivers' tables (batched by year) are rebuilt in six batches too.
  const { files } = await generatedSources(dataDir, { years: 6, linesPerYear: 500, seed: 23 });
  await ingestFiles(files, { dataDir });
  instance = await openStoreFile(path.join(storeDir(dataDir), currentStoreFile(dataDir)!));
  connection = await instance.connect();
});
afterAll(() => {
  connection?.closeSync();
  instance?.closeSync();
  removeDir(dataDir);
});

const modelOf = (tables: ReadModel[], table: string) => tables.find((model) => model.table === table)!;

// Each model with its source rows a batch (six or more batches of whole boats or years on this store)
// and the list columns it joins from tables outside its source, which some rows must fill.
it.each<[string, ReadModel, number, string[]]>([
  ['boat_documents', modelOf(BOAT_TABLES, 'boat_documents'), 200, []],
  ['buyer_documents', modelOf(RECEIVER_TABLES, 'buyer_documents'), 200, []],
  ['station_documents', modelOf(RECEIVER_TABLES, 'station_documents'), 200, []],
  ['bycatch_years', modelOf(PRICE_TABLES, 'bycatch_years'), 200, []],
  ['boat_trip_years', BOAT_TRIP_YEARS, 20, ['benchmarks', 'months']],
])('rebuilds %s in batches to the same rows in the same order', async (_, model, rowsPerBatch, joined) => {
  const batchBy = model.batchBy!;
  expect(batchBy).toBeTruthy();
  const rowsInTableOrder = async () =>
    (await connection.runAndReadAll(`select * from ${model.table}`)).getRowObjectsJson();

  await deriveReadModel(connection, model, 'full', Number.MAX_SAFE_INTEGER);
  const whole = await rowsInTableOrder();
  const values = await connection.runAndReadAll(
    `select count(distinct ${batchBy}) as n from ${model.from ?? 'landing_lines'}`,
  );
  expect(Number(values.getRowObjectsJS()[0].n)).toBeGreaterThanOrEqual(6);
  for (const column of joined) expect(whole.filter((row) => row[column] !== '[]').length).toBeGreaterThan(5);

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
});

// The firm and mottak pages read one year of one firm or mottak: stored a year at a time, then by the
// firm or mottak, a year's read skips the blocks of every other year (receiver-tables.ts).
it.each([
  ['buyer_documents', 'year(landing_date), buyer_id'],
  ['station_documents', 'year(landing_date), station_id'],
  ['buyer_year_species', 'year, buyer_id'],
  ['station_year_species', 'year, station_id'],
  ['buyer_year_boats', 'year, buyer_id'],
  ['station_year_boats', 'year, station_id'],
  ['buyer_station_months', 'year(month), buyer_id'],
  ['station_months', 'year(month), station_id'],
])('stores %s in year order, then by firm or mottak', async (table, order) => {
  // Each row's place in that order, read in the order the rows are stored: it never goes back.
  const reader = await connection.runAndReadAll(`
    select count(*) filter (where place < before)::integer as out_of_order, count(*)::integer as n,
      count(distinct year)::integer as years
    from (
      select place, year, lag(place) over (order by rowid) as before
      from (select rowid, ${order.split(',')[0]} as year, dense_rank() over (order by ${order}) as place
            from ${table})
    )`);
  const [{ out_of_order, n, years }] = reader.getRowObjectsJS();
  expect(Number(years)).toBe(6);
  expect(Number(n)).toBeGreaterThan(100);
  expect(Number(out_of_order)).toBe(0);
});
