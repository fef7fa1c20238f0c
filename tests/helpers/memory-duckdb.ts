import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

/**
 * An in-memory DuckDB for the tests of the calling file or describe block: opened before all of them,
 * closed after all of them. Read `connection` inside a test or hook, not where this is called.
 */
export function memoryDuckDbForAll(): { readonly connection: DuckDBConnection } {
  let instance: DuckDBInstance | undefined;
  let connection: DuckDBConnection | undefined;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
    connection = await instance.connect();
  });
  afterAll(() => {
    connection?.closeSync();
    instance?.closeSync();
  });
  return {
    get connection() {
      if (!connection) throw new Error('the in-memory DuckDB is open only inside tests and hooks');
      return connection;
    },
  };
}
