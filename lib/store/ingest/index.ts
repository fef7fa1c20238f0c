import path from 'node:path';
import { entityVersionFileName, resolveDataDir, storeDir } from '../paths';
import { publishStore } from '../store-publishing';
import { storePublishDir, vmsKeepYears } from '@/lib/config';
import { StoreWriter } from '../store-writer';
import { STORE_SCHEMA_VERSION } from '../schema';
import { servedStore } from './served-store';
import { deriveTables } from './read-models/derive';
import { deriveSearchIndex } from './read-models/search-index';
import { recordEntityVersions, writeEntityVersionFile } from './read-models/entity-versions';
import { ingestLimitsFromEnv, type IngestLimits } from './limits';
import { loadPlannedFile } from './load-file';
import { compareLoadOrder, planFile, type PlannedFile } from './plan';
import type { IngestProgress, IngestReport } from './types';
import { startChangedLines } from './changed-lines';
import { prepareNoteArrivals, recordNoteArrivals } from './read-models/note-arrivals';
import { startPositionChanges } from './position-changes';
import { prunePositions } from './vms';
import { deriveModeOf, type DeriveMode } from './read-models/read-model';

export type { FileReport, IngestProgress, IngestReport, RejectedLine } from './types';
export { IngestInputError, IngestRefusedError, type IngestRefusal } from './errors';
export {
  DEFAULT_INGEST_LIMITS,
  ingestLimitsFromEnv,
  InvalidLimitError,
  parseByteSize,
  parseShare,
  type IngestLimits,
} from './limits';
export { IngestLockedError } from '../store-writer';
export { storeNeedsUpgrade } from './served-store';

export interface IngestOptions {
  dataDir?: string;
  onProgress?: (progress: IngestProgress) => void;
  memoryLimit?: string;
  /** The date a register snapshot describes (yyyy-mm-dd); default today. */
  snapshotDate?: string;
  /** Sanity limits; what is not given comes from the environment (INGEST_…) or the defaults. */
  limits?: Partial<IngestLimits>;
  /**
   * The share of the store's documents that refreshes may append to the read models before an ingest
   * rebuilds them whole (default REFRESHED_SHARE_BEFORE_REBUILD; 1: refresh whenever possible).
   */
  readModelRefreshShare?: number;
  /** Where to publish the new version for other machines (default STORE_PUBLISH_DIR; null: nowhere). */
  publishDir?: string | null;
  /** Calendar years of VMS positions to keep (default VMS_KEEP_YEARS; undefined: all). */
  vmsKeepYears?: number;
}

/**
 * Loads official files into a new store version and swaps it in. All files are checked before
 * anything is written; a file whose bytes were loaded before is skipped unread; when nothing read is
 * new to the store, no new version is made. Any failure while loading throws the new version away.
 */
export async function ingestFiles(files: string[], options: IngestOptions = {}): Promise<IngestReport> {
  const result = await ingestIntoStore(files, options);
  // The version is served here now; other machines copy it from the shared directory. Also when nothing
  // changed, so that a shared directory that is behind (a new one, a failed copy) catches up.
  const publishDir = options.publishDir === undefined ? storePublishDir() : options.publishDir;
  if (publishDir) {
    options.onProgress?.({ file: '', phase: 'publish', fraction: 0 });
    const published = await publishStore(resolveDataDir(options.dataDir), publishDir);
    result.published = published ? { dir: publishDir, version: published.version } : null;
  }
  return result;
}

async function ingestIntoStore(files: string[], options: IngestOptions): Promise<IngestReport> {
  const started = Date.now();
  const dataDir = resolveDataDir(options.dataDir);
  const report = options.onProgress ?? (() => {});
  const snapshotDate = options.snapshotDate ?? new Date().toISOString().slice(0, 10);
  const limits: IngestLimits = { ...ingestLimitsFromEnv(), ...options.limits };

  const planned: PlannedFile[] = [];
  for (const file of files) {
    report({ file: path.basename(file), phase: 'hash', fraction: 0 });
    planned.push(await planFile(path.resolve(file), limits));
  }
  planned.sort(compareLoadOrder);

  const served = await servedStore(dataDir);
  const known = served?.hashes ?? new Set<string>();
  // A store of older derived tables is rebuilt even when no file is new; one from before the year files
  // is moved into them (StoreWriter.begin), its read models kept.
  const olderReadModels = served != null && served.schemaVersion < STORE_SCHEMA_VERSION;
  const upgrade = olderReadModels || (served != null && !served.yearFiles);
  const result: IngestReport = {
    files: [],
    documents: { inserted: 0, updated: 0, removed: 0, unchanged: 0 },
    lines: 0,
    boats: served?.boats ?? 0,
    rejected: [],
    dataVersion: null,
    changed: false,
    seconds: 0,
  };
  const seen = new Set<string>();
  const toLoad = planned.filter((file) => {
    const fresh = !known.has(file.hash) && !seen.has(file.hash);
    seen.add(file.hash);
    if (!fresh) {
      result.files.push({
        file: file.label,
        kind: file.kind,
        status: 'skipped-unchanged',
        lines: 0,
        rejected: 0,
      });
    }
    return fresh;
  });
  if (toLoad.length === 0 && !upgrade) {
    result.seconds = (Date.now() - started) / 1000;
    return result;
  }

  const writer = await StoreWriter.begin(dataDir, { memoryLimit: options.memoryLimit });
  const context = {
    connection: writer.connection,
    years: writer,
    tempDir: writer.tempDir,
    limits,
    snapshotDate,
    report,
  };
  // A new store, or one of older derived tables, gets its read models built whole.
  const wantedMode: DeriveMode = served != null && !olderReadModels ? 'changed' : 'full';
  try {
    await startChangedLines(writer.connection);
    await startPositionChanges(writer.connection);
    await prepareNoteArrivals(writer.connection);
    for (const file of toLoad) {
      const loaded = await loadPlannedFile(file, context);
      result.files.push(loaded.report);
      result.rejected.push(...loaded.rejected);
      for (const key of ['inserted', 'updated', 'removed', 'unchanged'] as const) {
        result.documents[key] += loaded.documents[key];
      }
      result.lines += loaded.landingLines;
      result.changed ||= loaded.changed;
    }
    // An upgrade rebuilds the derived tables into a new version even when no file brought anything new.
    result.changed ||= upgrade;
    const keepYears = options.vmsKeepYears ?? vmsKeepYears();
    if (keepYears != null) {
      result.prunedPositions = await prunePositions(writer.connection, writer, keepYears, snapshotDate);
      result.changed ||= result.prunedPositions > 0;
    }
    if (result.changed) {
      report({ file: '', phase: 'derive', fraction: 0 });
      const deriveMode = await deriveModeOf(writer.connection, wantedMode, options.readModelRefreshShare);
      result.boats = (await deriveTables(writer.connection, deriveMode, wantedMode)).boats;
      result.readModels = deriveMode;
      await deriveSearchIndex(writer.connection, writer.tempDir);
      result.entityVersions = await recordEntityVersions(writer.connection, writer.version);
      result.newNotes = await recordNoteArrivals(writer.connection, writer.version);
      await writeEntityVersionFile(
        writer.connection,
        writer.version,
        path.join(storeDir(dataDir), entityVersionFileName(writer.version)),
      );
      await writer.commit();
      result.dataVersion = writer.version;
    }
  } catch (error) {
    await writer.abort();
    throw error;
  }
  // Everything read is in the store already: a new version would only empty the servers' page caches.
  if (!result.changed) await writer.abort();

  result.seconds = (Date.now() - started) / 1000;
  return result;
}
