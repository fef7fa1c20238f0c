import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { quoteIdentifier, sqlString } from './sql-values';

/** The declared type of each column of a table, read from the table itself. */
async function columnTypes(connection: DuckDBConnection, table: string): Promise<Map<string, string>> {
  const described = await connection.runAndReadAll(`describe ${quoteIdentifier(table)}`);
  return new Map(
    described.getRowObjectsJS().map((row) => [String(row.column_name), String(row.column_type)]),
  );
}

/**
 * Inserts plain objects into a table through a newline-delimited JSON file that DuckDB reads in one go:
 * far faster than row-by-row statements. The rows' keys name the columns (the first row's keys count;
 * every row carries the same ones), and each is read as the type the table declares for it, so the
 * schema stays the one place where column types are written.
 */
export async function insertRows(
  connection: DuckDBConnection,
  table: string,
  rows: Record<string, unknown>[],
  tempDir: string,
): Promise<void> {
  if (rows.length === 0) return;
  const types = await columnTypes(connection, table);
  const names = Object.keys(rows[0]);
  const unknown = names.filter((name) => !types.has(name));
  if (unknown.length > 0) throw new Error(`${table} has no column ${unknown.join(', ')}`);
  const file = path.join(tempDir, `${table}-${randomUUID()}.ndjson`);
  await writeFile(file, rows.map((row) => JSON.stringify(row)).join('\n'));
  try {
    const columnTypesSql = `{${names.map((name) => `${sqlString(name)}: ${sqlString(types.get(name)!)}`).join(', ')}}`;
    await connection.run(
      `insert into ${quoteIdentifier(table)} (${names.map(quoteIdentifier).join(', ')})
       select ${names.map(quoteIdentifier).join(', ')}
       from read_json(${sqlString(file)}, format = 'newline_delimited', columns = ${columnTypesSql})`,
    );
  } finally {
    await rm(file, { force: true });
  }
}
