import type { DuckDBConnection } from '@duckdb/node-api';
import type { DetectedFile } from '@/lib/fiskeridir/detect';
import type { IngestLimits } from '../limits';
import type { FileKind, FileReport, IngestProgress, RejectedLine, YearWriter } from '../types';

/**
 * What every source format (./index.ts) implements: the check of a whole file before anything is
 * written, and its load into the store being written.
 */

/** A file as every format has it: where it is, its name in reports, its content hash. */
export interface PlannedBase {
  path: string;
  label: string;
  hash: string;
}

export interface LoadContext {
  connection: DuckDBConnection;
  /** The store version being written: a load names the years it changes before it writes them. */
  years: YearWriter;
  tempDir: string;
  limits: IngestLimits;
  snapshotDate: string;
  report: (progress: IngestProgress) => void;
}

export interface LoadedFile {
  report: FileReport;
  rejected: RejectedLine[];
  documents: { inserted: number; updated: number; removed: number; unchanged: number };
  /** Landing lines read from the file. */
  landingLines: number;
  /** Whether the store holds anything it did not before. */
  changed: boolean;
}

export interface SourceFormat<F extends PlannedBase & { kind: FileKind }> {
  kind: F['kind'];
  /**
   * Checks the whole file (headers, zip directory, register content) and reads what the load needs;
   * throws IngestInputError naming the file when it cannot be loaded whole.
   */
  plan(base: PlannedBase, detected: DetectedFile, limits: IngestLimits): Promise<F>;
  /** Loads it: the lines read and rejected, the documents, whether the store changed, into `loaded`. */
  load(file: F, context: LoadContext, loaded: LoadedFile): Promise<void>;
}
