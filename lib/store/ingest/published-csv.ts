import type { DuckDBConnection } from '@duckdb/node-api';
import { quoteIdentifier, sqlString } from './sql-values';
import type { RejectedLine } from './types';

/** Where DuckDB records the lines it could not read while scanning a file. */
export interface RejectsTables {
  table: string;
  scan: string;
}

/**
 * DuckDB's reader for one of the directorate's CSV files: `;` between fields, double quotes, every
 * column read as text in the header's order. Values are typed in SQL afterwards so that an unreadable
 * value rejects its line with a reason instead of failing the file; a line DuckDB cannot split into the
 * header's fields is skipped and, with `rejects`, recorded there.
 */
export function publishedCsvSource(csvPath: string, header: string[], rejects?: RejectsTables): string {
  const columns = `{${header.map((name) => `${sqlString(name)}: 'VARCHAR'`).join(', ')}}`;
  const recorded = rejects
    ? `, store_rejects = true, rejects_table = ${sqlString(rejects.table)}, rejects_scan = ${sqlString(rejects.scan)}`
    : '';
  return `read_csv(${sqlString(csvPath)}, delim = ';', header = true, quote = '"', escape = '"',
      auto_detect = false, columns = ${columns}, ignore_errors = true${recorded})`;
}

/** A rejected line, with the start of its text (to tell which document it belonged to). */
export interface RejectedLineWithText extends RejectedLine {
  text: string;
}

/** One report per line DuckDB could not read (the first error of each), in line order; drops the tables. */
export async function readStructuralRejects(
  connection: DuckDBConnection,
  rejects: RejectsTables,
  fileLabel: string,
): Promise<RejectedLineWithText[]> {
  const structural = await connection.runAndReadAll(`
    select cast(line as integer) as line, first(error_message order by column_idx) as reason,
      left(first(csv_line order by column_idx), 4096) as text
    from ${quoteIdentifier(rejects.table)} group by line order by line`);
  await connection.run(
    `drop table if exists ${quoteIdentifier(rejects.table)}; drop table if exists ${quoteIdentifier(rejects.scan)}`,
  );
  return structural.getRowObjectsJS().map((row) => ({
    file: fileLabel,
    line: Number(row.line),
    reason: String(row.reason),
    text: String(row.text ?? ''),
  }));
}
