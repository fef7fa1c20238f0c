import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { parseCsvLine, readLines, unclosedQuoteField } from '@/lib/fiskeridir/csv';
import { IngestRefusedError } from './errors';
import type { LineCensus } from './line-census';
import {
  publishedCsvSource,
  readStructuralRejects,
  type RejectedLineWithText,
  type RejectsTables,
} from './published-csv';
import { quoteIdentifier } from './sql-values';

/**
 * Every physical line of a published file after its header must end up as exactly one of: a row DuckDB
 * read, a line DuckDB rejected, a line the census blanked (./line-census.ts), or a blank line. When the
 * numbers do not add up, the reader skipped lines without a word: most often a field whose quote is not
 * closed on its line, which DuckDB's reader continues into the next line and so swallows it. Such
 * fields' lines are then blanked too and the file read once more; a file that still does not add up is
 * refused, naming the line where the reader lost its way.
 */

/** A published CSV file as the reader gets it: the copy to read (cleaned where needed) and its census. */
export interface CensusedCsv {
  path: string;
  header: string[];
  census: LineCensus;
  label: string;
  tempDir: string;
}

/** Which file line each staged row came from, knowing the lines that gave no row. */
export class LineMap {
  /** Runs of lines without a row, [first, last], sorted and apart. */
  private readonly runs: [number, number][];

  constructor(runs: [number, number][], lines: number[]) {
    const all = [...runs, ...lines.map((line): [number, number] => [line, line])].sort((a, b) => a[0] - b[0]);
    this.runs = [];
    for (const run of all) {
      const last = this.runs.at(-1);
      if (last && run[0] <= last[1] + 1) last[1] = Math.max(last[1], run[1]);
      else this.runs.push([...run]);
    }
  }

  /** The file line of the row at `rowIndex` (0-based, in the reader's order); line 1 is the header. */
  lineOfRow(rowIndex: number): number {
    let line = rowIndex + 2;
    for (const [first, last] of this.runs) {
      if (first <= line) line += last - first + 1;
      else break;
    }
    return line;
  }

  /** Tells whether a line gave a row; asked about lines in increasing order. */
  rowLineTester(): (line: number) => boolean {
    let run = 0;
    return (line) => {
      while (run < this.runs.length && this.runs[run][1] < line) run++;
      return line > 1 && !(run < this.runs.length && this.runs[run][0] <= line);
    };
  }
}

/** The outcome of reading a file into a staging table: its rejected lines and the rows' line numbers. */
export interface AccountedReading {
  /** Blanked and unreadable lines, in line order. */
  rejected: RejectedLineWithText[];
  lines: LineMap;
  /** The copy that was read (a further cleaned one when quotes had to be blanked). */
  csvPath: string;
}

function lineMapOf(census: LineCensus, readerRejected: RejectedLineWithText[]): LineMap {
  return new LineMap(census.blankRuns, [
    ...census.rejected.map((rejected) => rejected.line),
    ...readerRejected.map((rejected) => rejected.line),
  ]);
}

/**
 * Reads a published CSV with `stage` (which reads `source` into a table and returns its row count) and
 * holds the reading to the census, as described above. Throws IngestRefusedError ('lines_lost').
 */
export async function stageAccountedCsv(
  connection: DuckDBConnection,
  csv: CensusedCsv,
  rejects: RejectsTables,
  stage: (source: string) => Promise<number>,
): Promise<AccountedReading> {
  let csvPath = csv.path;
  for (let attempt = 0; ; attempt++) {
    const rows = await stage(publishedCsvSource(csvPath, csv.header, rejects));
    const readerRejected = await readStructuralRejects(connection, rejects, csv.label);
    const { census } = csv;
    const accounted = rows + readerRejected.length + census.rejected.length + census.blankLines;
    const combined = () =>
      [
        ...census.rejected.map(({ line, reason, text }) => ({ file: csv.label, line, reason, text })),
        ...readerRejected,
      ].sort((a, b) => a.line - b.line);
    if (accounted === census.lines - 1) {
      return { rejected: combined(), lines: lineMapOf(census, readerRejected), csvPath };
    }
    const cleaned = attempt === 0 ? await blankUnclosedQuotes(csv, csvPath) : null;
    if (cleaned) {
      csvPath = cleaned;
      continue;
    }
    const lost = await findLostLine(connection, csv, csvPath, lineMapOf(census, readerRejected), rejects);
    throw new IngestRefusedError({
      reason: 'lines_lost',
      file: csv.label,
      line: lost,
      detail: `of its ${(census.lines - 1).toLocaleString('en-US')} data lines the reader accounted for ${accounted.toLocaleString('en-US')} (${rows.toLocaleString('en-US')} read, ${(readerRejected.length + census.rejected.length).toLocaleString('en-US')} rejected, ${census.blankLines.toLocaleString('en-US')} blank)`,
    });
  }
}

/**
 * Writes a copy of the file with every line whose quoted field is not closed on the line blanked, and
 * records those lines in the census as rejected. Null when there is no such line.
 */
async function blankUnclosedQuotes(csv: CensusedCsv, csvPath: string): Promise<string | null> {
  const found: { line: number; field: number; text: string }[] = [];
  for await (const { lineNumber, line } of readLines(csvPath)) {
    if (lineNumber === 1) continue;
    const field = unclosedQuoteField(line);
    if (field !== -1) found.push({ line: lineNumber, field, text: line.slice(0, 4096) });
  }
  if (found.length === 0) return null;

  const copy = path.join(csv.tempDir, `${randomUUID()}.csv`);
  const out = createWriteStream(copy, { highWaterMark: 1 << 20 });
  const blanked = new Set(found.map((entry) => entry.line));
  let pending = '';
  for await (const { lineNumber, line } of readLines(csvPath)) {
    pending += blanked.has(lineNumber) ? '\n' : `${line}\n`;
    if (pending.length >= 1 << 20) {
      if (!out.write(pending)) await once(out, 'drain');
      pending = '';
    }
  }
  out.end(pending);
  await once(out, 'finish');

  for (const { line, field, text } of found) {
    const column = csv.header[field] ?? `felt ${field + 1}`;
    csv.census.rejected.push({ line, reason: `Anførselstegnet i ${column} lukkes ikke på linjen`, text });
  }
  csv.census.rejected.sort((a, b) => a.line - b.line);
  return copy;
}

/**
 * The first line where the reader's rows and the file's lines part: the reader's value of the first
 * column, row by row, against the file's lines that should have given a row.
 */
async function findLostLine(
  connection: DuckDBConnection,
  csv: CensusedCsv,
  csvPath: string,
  lines: LineMap,
  rejects: RejectsTables,
): Promise<number> {
  const reader = await connection.runAndReadAll(
    `select ${quoteIdentifier(csv.header[0])} as value from ${publishedCsvSource(csvPath, csv.header, rejects)}`,
  );
  await readStructuralRejects(connection, rejects, csv.label);
  const values = reader.getRowObjectsJS().map((row) => String(row.value ?? ''));
  return lineWhereReadingParts(readLines(csvPath), values, lines);
}

/**
 * The first file line that should have given a row but whose first field differs from the reader's
 * next row (or for which the reader has no row left); the last line when they never part.
 */
export async function lineWhereReadingParts(
  fileLines: AsyncIterable<{ lineNumber: number; line: string }>,
  readerValues: readonly string[],
  lines: LineMap,
): Promise<number> {
  const hasRow = lines.rowLineTester();
  let row = 0;
  let lastLine = 1;
  for await (const { lineNumber, line } of fileLines) {
    lastLine = lineNumber;
    if (!hasRow(lineNumber)) continue;
    const expected = (parseCsvLine(line)[0] ?? '').trim();
    if (row >= readerValues.length || readerValues[row].trim() !== expected) return lineNumber;
    row++;
  }
  return lastLine;
}
