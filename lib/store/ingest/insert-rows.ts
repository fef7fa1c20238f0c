import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { quoteIdentifier, sqlString } from './sql-values';

/**
 * Inserts plain objects into a table through a newline-delimited JSON file that DuckDB reads in one go:
 * far faster than row-by-row statements, and typed by the column list rather than guessed.
 */
export async function insertRows(
  connection: DuckDBConnection,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
  tempDir: string,
): Promise<void> {
  if (rows.length === 0) return;
  const file = path.join(tempDir, `${table}-${randomUUID()}.ndjson`);
  await writeFile(file, rows.map((row) => JSON.stringify(row)).join('\n'));
  try {
    const names = Object.keys(columns);
    const columnTypes = `{${names.map((name) => `${sqlString(name)}: ${sqlString(columns[name])}`).join(', ')}}`;
    await connection.run(
      `insert into ${table} (${names.map(quoteIdentifier).join(', ')})
       select ${names.map(quoteIdentifier).join(', ')}
       from read_json(${sqlString(file)}, format = 'newline_delimited', columns = ${columnTypes})`,
    );
  } finally {
    await rm(file, { force: true });
  }
}
