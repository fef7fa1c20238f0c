import { parseCsvLine, readLines, type ReadLinesOptions } from './csv';
import { landingHeaderIndexFromLine, type LandingHeaderIndex } from './landing-header';
import { LandingLineError, toLandingRecord, type LandingRecord } from './landing-record';

/** Reading landing files line by line: each line a record or the reason it is not one. */

/** Parses one raw data line (unquoting it first). */
export function parseLandingLine(
  line: string,
  index: LandingHeaderIndex,
  lineNumber?: number,
): LandingRecord {
  return toLandingRecord(parseCsvLine(line), index, lineNumber);
}

export type LandingLineResult =
  | { lineNumber: number; record: LandingRecord; error?: undefined }
  | { lineNumber: number; record?: undefined; error: LandingLineError };

/**
 * Every data line of a landing file (plain or zipped), streamed, each either a record or the reason it
 * is not one. Empty lines are skipped. Throws LandingHeaderError when the header lacks required columns.
 */
export async function* readLandingFile(
  filePath: string,
  options: ReadLinesOptions = {},
): AsyncGenerator<LandingLineResult> {
  let index: LandingHeaderIndex | undefined;
  for await (const { lineNumber, line } of readLines(filePath, options)) {
    if (index === undefined) {
      index = landingHeaderIndexFromLine(line);
      continue;
    }
    if (line.trim() === '') continue;
    let result: LandingLineResult;
    try {
      result = { lineNumber, record: parseLandingLine(line, index, lineNumber) };
    } catch (error) {
      if (!(error instanceof LandingLineError)) throw error;
      result = { lineNumber, error };
    }
    yield result;
  }
}
