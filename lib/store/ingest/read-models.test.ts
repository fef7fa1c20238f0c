import { DuckDBInstance } from '@duckdb/node-api';
import { SOURCE_TABLES_DDL } from '../schema';
import { deriveModeOf, REFRESHES_BEFORE_REBUILD } from './read-models';

it('rebuilds the read models whole after a run of refreshes, and whenever an ingest asks for it', async () => {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    await connection.run(SOURCE_TABLES_DDL);
    const modes: string[] = [];
    for (let ingest = 0; ingest < REFRESHES_BEFORE_REBUILD + 2; ingest++) {
      modes.push(await deriveModeOf(connection, 'changed'));
    }
    expect(modes.slice(0, REFRESHES_BEFORE_REBUILD).every((mode) => mode === 'changed')).toBe(true);
    expect(modes.slice(REFRESHES_BEFORE_REBUILD)).toEqual(['full', 'changed']);
    // A register file (full) starts the count again.
    expect(await deriveModeOf(connection, 'full')).toBe('full');
    expect(await deriveModeOf(connection, 'changed')).toBe('changed');
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
});
