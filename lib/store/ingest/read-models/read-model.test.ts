import { DuckDBInstance } from '@duckdb/node-api';
import { SOURCE_TABLES_DDL, YEAR_PART_TABLES_DDL } from '../../schema';
import { startChangedLines } from '../changed-lines';
import { deriveModeOf, deriveReadModel } from './read-model';

/** A store of 1,000 documents; each ingest changes the first `changed` of them. */
it('refreshes until the refreshed documents pass the share, then rebuilds and counts again', async () => {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    // The year tables as plain tables: these tests need their columns, not their files.
    await connection.run(SOURCE_TABLES_DDL + YEAR_PART_TABLES_DDL('main'));
    await connection.run(`insert into documents
      (doc_key, document_number, sales_org_code, document_type_code, catch_year, version, line_count, source_file)
      select 'doc-' || i, i::varchar, '01', '0', 2024, 1, 1, 'fangstdata_2024.csv' from range(1000) t(i)`);
    const ingest = async (changed: number, wanted: 'changed' | 'full' = 'changed') => {
      await startChangedLines(connection);
      await connection.run(`insert into changed_lines (doc_key)
        select 'doc-' || i from range(${changed}) t(i)`);
      return deriveModeOf(connection, wanted, 0.05);
    };
    // 20 + 20 documents refreshed, then 20 more would pass 5 % of 1,000.
    expect([await ingest(20), await ingest(20), await ingest(20), await ingest(20)]).toEqual([
      'changed',
      'changed',
      'full',
      'changed',
    ]);
    expect(await ingest(60)).toBe('full'); // more than the share at once
    expect(await ingest(10, 'full')).toBe('full'); // a first ingest or an upgrade
    expect(await ingest(50)).toBe('changed'); // the count started again
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
});

it('says which read model failed, keeping DuckDB’s own message', async () => {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(SOURCE_TABLES_DDL + YEAR_PART_TABLES_DDL('main'));
    const broken = {
      table: 'boat_broken',
      scope: [],
      select: () => 'select no_such_column from landing_lines',
    };
    await expect(deriveReadModel(connection, broken, 'full')).rejects.toThrow(
      /^Deriving boat_broken \(full\) failed: .*no_such_column/s,
    );
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
});
