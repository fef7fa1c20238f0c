import { memoryDuckDbForAll } from '@/tests/helpers/memory-duckdb';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertRows } from './insert-rows';

describe('insertRows', () => {
  const db = memoryDuckDbForAll();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'insert-rows-'));

  beforeAll(async () => {
    await db.connection.run(
      'create table periods (vessel_id varchar, length double, build_year integer, from_date date)',
    );
  });
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  it('reads each value as the type the table declares', async () => {
    await insertRows(
      db.connection,
      'periods',
      [
        { vessel_id: '2019000123', length: 14.99, build_year: 1998, from_date: '2024-03-01' },
        { vessel_id: '0012', length: null, build_year: null, from_date: null },
      ],
      tempDir,
    );
    const result = await db.connection.runAndReadAll(
      "select vessel_id, length, build_year, strftime(from_date, '%d.%m.%Y') as from_date from periods order by vessel_id",
    );
    expect(result.getRowObjectsJS()).toEqual([
      { vessel_id: '0012', length: null, build_year: null, from_date: null },
      { vessel_id: '2019000123', length: 14.99, build_year: 1998, from_date: '01.03.2024' },
    ]);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('refuses a row with a column the table does not have, inserting nothing', async () => {
    await expect(
      insertRows(db.connection, 'periods', [{ vessel_id: '1', lenght: 10 }], tempDir),
    ).rejects.toThrow('periods has no column lenght');
    const count = await db.connection.runAndReadAll(
      "select count(*)::integer as n from periods where vessel_id = '1'",
    );
    expect(count.getRowObjectsJS()[0].n).toBe(0);
  });
});
