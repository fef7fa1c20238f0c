import { DuckDBInstance } from '@duckdb/node-api';
import { LENGTH_GROUPS, lengthGroupForLength } from '@/lib/fiskeridir/code-lists';
import { lengthGroupSql } from './derive';

describe('lengthGroupSql', () => {
  // Each boundary, just below it, and lengths well inside the first and last group.
  const lengths = [
    3.5,
    ...LENGTH_GROUPS.flatMap((group) =>
      group.maxLength === null ? [] : [group.maxLength - 0.01, group.maxLength],
    ),
    74.2,
  ];

  it('puts a boat in the same length group as the code list does', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const values = lengths.map((length) => `(${length})`).join(', ');
      const result = await connection.runAndReadAll(
        `select length, ${lengthGroupSql('length')} as name from (values ${values}) lengths(length) order by length`,
      );
      const rows = result.getRowObjectsJS().map((row) => [Number(row.length), row.name]);
      expect(rows).toEqual(lengths.map((length) => [length, lengthGroupForLength(length).name]));
      expect(rows.find(([length]) => length === 15)?.[1]).toBe('15-20,99 m');
      expect(rows.find(([length]) => length === 14.99)?.[1]).toBe('11-14,99 m');
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });

  it('leaves an unknown length without a group', async () => {
    const instance = await DuckDBInstance.create(':memory:');
    const connection = await instance.connect();
    try {
      const result = await connection.runAndReadAll(`select ${lengthGroupSql('null::double')} as name`);
      expect(result.getRowObjectsJS()[0].name).toBeNull();
    } finally {
      connection.closeSync();
      instance.closeSync();
    }
  });
});
