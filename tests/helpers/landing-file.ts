import { listZipEntries, openDataStream, parseCsvLine, type ReadLinesOptions } from '@/lib/fiskeridir/csv';
import { missingLandingColumns } from '@/lib/fiskeridir/landing-columns';
import { headerIndex, readRecords, type HeaderIndex, type LineResult } from './csv-records';
import { LandingLineError, toLandingRecord, type LandingRecord } from './landing-record';

/**
 * Landing files read back in JavaScript, for tests: production reads them with DuckDB SQL
 * (lib/store/ingest), and these readers are the independent second opinion the tests compare with.
 * `readLandingFile` gives each line as a typed record (or the reason it is not one); `splitLandingZip`
 * gives the bytes as written, split into fields, for tests of what the generator writes.
 */

/** Thrown when a header lacks columns ingest needs: nothing in such a file can be trusted. */
export class LandingHeaderError extends Error {
  readonly missingColumns: string[];

  constructor(missingColumns: string[]) {
    super(`landing file header lacks required columns: ${missingColumns.join(', ')}`);
    this.name = 'LandingHeaderError';
    this.missingColumns = missingColumns;
  }
}

export type LandingHeaderIndex = HeaderIndex;

/** Throws LandingHeaderError when a required column is missing. */
export function createLandingHeaderIndex(header: readonly string[]): LandingHeaderIndex {
  const missing = missingLandingColumns(header);
  if (missing.length > 0) throw new LandingHeaderError(missing);
  return headerIndex(header);
}

/** Parses the header line and indexes it. */
export function landingHeaderIndexFromLine(line: string): LandingHeaderIndex {
  return createLandingHeaderIndex(parseCsvLine(line));
}

/** Parses one raw data line (unquoting it first). */
export function parseLandingLine(
  line: string,
  index: LandingHeaderIndex,
  lineNumber?: number,
): LandingRecord {
  return toLandingRecord(parseCsvLine(line), index, lineNumber);
}

export type LandingLineResult = LineResult<LandingRecord, LandingLineError>;

/**
 * Every data line of a landing file (plain or zipped), streamed, each either a record or the reason it
 * is not one. Empty lines are skipped. Throws LandingHeaderError when the header lacks required columns.
 */
export function readLandingFile(
  filePath: string,
  options: ReadLinesOptions = {},
): AsyncGenerator<LandingLineResult> {
  return readRecords(
    filePath,
    { index: landingHeaderIndexFromLine, parse: parseLandingLine, lineError: LandingLineError },
    options,
  );
}

/** A landing file split into lines and fields (the generator never writes `;` inside a text). */
export interface LandingFile {
  name: string;
  text: string;
  header: string[];
  rows: string[][];
}

export const unquote = (field: string) =>
  field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
export const number = (field: string) => Number(field.replace(',', '.'));
export const isoOf = (date: string) => `${date.slice(6, 10)}-${date.slice(3, 5)}-${date.slice(0, 2)}`;

/** The single entry of a zip, as text, through the format module's reader (bytes as written: BOM and CR kept). */
export async function readZipEntry(file: string): Promise<{ name: string; text: string }> {
  expect(await listZipEntries(file)).toHaveLength(1);
  const opened = await openDataStream(file);
  try {
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(part as Buffer);
    return { name: opened.entryName ?? '', text: Buffer.concat(parts).toString('utf8') };
  } finally {
    opened.close();
  }
}

/** A generated landing zip (one entry, `;` never inside a text) split into header and raw fields. */
export async function splitLandingZip(file: string): Promise<LandingFile> {
  const { name, text } = await readZipEntry(file);
  const lines = text.split('\n');
  expect(lines.pop()).toBe('');
  return {
    name,
    text,
    header: lines[0].split(';').map(unquote),
    rows: lines.slice(1).map((line) => line.split(';')),
  };
}

export function columns(file: LandingFile) {
  const index = new Map(file.header.map((name, i) => [name, i]));
  return (row: string[], name: string) => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`No column ${name}`);
    return unquote(row[i]);
  };
}
