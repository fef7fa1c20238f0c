import type { YearPartTable } from '../year-parts';
import type { EntityKind } from '@/lib/store/entity-version-file';
export type FileKind = 'landings' | 'vessels' | 'buyers' | 'vms' | 'ers' | 'extract';

export interface RejectedLine {
  file: string;
  line: number;
  reason: string;
}

export interface IngestProgress {
  file: string;
  phase: 'hash' | 'extract' | 'load' | 'apply' | 'derive' | 'publish';
  /** 0..1 of the current phase. */
  fraction: number;
  lines?: number;
  totalLines?: number;
  seconds?: number;
}

export interface FileReport {
  file: string;
  kind: FileKind;
  /**
   * loaded: it changed the store; unchanged: read, and the store already held all of it;
   * skipped-unchanged: not read, the store has loaded these very bytes before.
   */
  status: 'loaded' | 'unchanged' | 'skipped-unchanged';
  lines: number;
  rejected: number;
  catchYears?: number[];
}

export interface IngestReport {
  files: FileReport[];
  documents: { inserted: number; updated: number; removed: number; unchanged: number };
  lines: number;
  boats: number;
  rejected: RejectedLine[];
  dataVersion: number | null;
  changed: boolean;
  seconds: number;
  /**
   * How the landing read models were derived when the store changed: rebuilt whole, or refreshed for
   * the lines this ingest changed (docs/ingest.md, "Incremental read models").
   */
  readModels?: 'full' | 'changed';
  /** Per kind of entity page: how many entities the store has and how many this version changed. */
  entityVersions?: Record<EntityKind, { total: number; changed: number }>;
  /** Landing notes new to the store in this version (lib/store/ingest/read-models/note-arrivals.ts). */
  newNotes?: number;
  /** VMS position reports deleted for being older than VMS_KEEP_YEARS allows. */
  prunedPositions?: number;
  /** Where the served version was published for other machines (STORE_PUBLISH_DIR); null: it was there already. */
  published?: { dir: string; version: number } | null;
}

/**
 * What a file's load asks of the store version being written: the catch or logbook years it is about
 * to change, each of which then gets its own new year file (StoreWriter.writeYears).
 */
export interface YearWriter {
  writeYears(years: Iterable<number>): Promise<void>;
  /** Where a year's rows of a raw table are written (`year_2024.landing_lines`), after `writeYears`. */
  yearTable(table: YearPartTable, year: number): string;
}
