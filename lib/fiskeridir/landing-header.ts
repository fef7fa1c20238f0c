import { parseCsvLine } from './csv';
import { missingLandingColumns } from './landing-columns';

/** A landing file's header: where each column sits, and whether the columns ingest needs are there. */

/** Thrown when a header lacks columns ingest needs: nothing in such a file can be trusted. */
export class LandingHeaderError extends Error {
  readonly missingColumns: string[];

  constructor(missingColumns: string[]) {
    super(`landing file header lacks required columns: ${missingColumns.join(', ')}`);
    this.name = 'LandingHeaderError';
    this.missingColumns = missingColumns;
  }
}

/** Where each column sits in one file's header; build it once per file. */
export interface LandingHeaderIndex {
  fieldCount: number;
  positions: ReadonlyMap<string, number>;
}

/** Throws LandingHeaderError when a required column is missing. */
export function createLandingHeaderIndex(header: readonly string[]): LandingHeaderIndex {
  const missing = missingLandingColumns(header);
  if (missing.length > 0) throw new LandingHeaderError(missing);
  const positions = new Map<string, number>();
  header.forEach((name, position) => {
    const trimmed = name.trim();
    if (!positions.has(trimmed)) positions.set(trimmed, position);
  });
  return { fieldCount: header.length, positions };
}

/** Parses the header line and indexes it. */
export function landingHeaderIndexFromLine(line: string): LandingHeaderIndex {
  return createLandingHeaderIndex(parseCsvLine(line));
}
