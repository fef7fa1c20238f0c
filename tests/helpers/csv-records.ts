import { readLines, type ReadLinesOptions } from '@/lib/fiskeridir/csv';

/** What the test readers of the directorate's `;` files share: the header index and the line loop. */

/** Where each column sits in one file's header: names trimmed, the first of a repeated name wins. */
export interface HeaderIndex {
  fieldCount: number;
  positions: ReadonlyMap<string, number>;
}

export function headerIndex(header: readonly string[]): HeaderIndex {
  const positions = new Map<string, number>();
  header.forEach((name, position) => {
    const trimmed = name.trim();
    if (!positions.has(trimmed)) positions.set(trimmed, position);
  });
  return { fieldCount: header.length, positions };
}

export type LineResult<T, E> =
  { lineNumber: number; record: T; error?: undefined } | { lineNumber: number; record?: undefined; error: E };

export interface RecordReader<I, T, E extends Error> {
  /** Indexes the header line; throws when the file cannot be read at all. */
  index: (line: string) => I;
  parse: (line: string, index: I, lineNumber: number) => T;
  /** The error a single bad line throws: yielded with its line number, the reading goes on. */
  lineError: abstract new (...args: never[]) => E;
}

/** Every data line of a file (plain or zipped), streamed, each a record or the reason it is not one. */
export async function* readRecords<I, T, E extends Error>(
  filePath: string,
  reader: RecordReader<I, T, E>,
  options: ReadLinesOptions = {},
): AsyncGenerator<LineResult<T, E>> {
  let index: I | undefined;
  for await (const { lineNumber, line } of readLines(filePath, options)) {
    if (index === undefined) {
      index = reader.index(line);
      continue;
    }
    if (line.trim() === '') continue;
    let result: LineResult<T, E>;
    try {
      result = { lineNumber, record: reader.parse(line, index, lineNumber) };
    } catch (error) {
      if (!(error instanceof reader.lineError)) throw error;
      result = { lineNumber, error: error as E };
    }
    yield result;
  }
}
