import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { open, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  detectFileKind,
  isTarHeader as isTarHeaderBuffer,
  ExtractHeaderError,
  missingLandingColumns,
  parseRegisterExtract,
  parseRegisterExtractTar,
  TarFormatError,
  parseBuyerRegister,
  parseVesselRegister,
  type BuyerRegisterEntry,
  type RegisterExtract,
  type Vessel,
} from '@/lib/fiskeridir';
import { resolveDataDir } from '../paths';
import { publishStore } from '../store-publishing';
import { storePublishDir } from '@/lib/config';
import { StoreWriter } from '../store-writer';
import { STORE_SCHEMA_VERSION } from '../schema';
import { servedStore } from './served-store';
import { upperCaseCallSigns } from './boat-order';
import { deriveTables } from './derive';
import { IngestInputError } from './errors';
import { checkRejectedShare } from './guards';
import { loadLandingFile } from './landings';
import { ingestLimitsFromEnv, type IngestLimits } from './limits';
import { loadRegisterExtract } from './register-extract';
import { loadBuyerRegister, loadVesselRegister } from './registers';
import type { FileKind, FileReport, IngestProgress, IngestReport } from './types';
import { checkZipEntry, extractZipEntry, ZipEntryError } from './unzip';
import { loadVmsFile } from './vms';
import { insertPendingErsLines, loadErsFile } from './ers';
import {
  createErsHeaderIndex,
  ErsHeaderError,
  ersEntries,
  ersTypeOfHeader,
  type ErsEntry,
} from '@/lib/fiskeridir/ers';

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
  /** Where to publish the new version for other machines (default STORE_PUBLISH_DIR; null: nowhere). */
  publishDir?: string | null;
}

interface PlannedFile {
  path: string;
  label: string;
  kind: FileKind;
  hash: string;
  /** The zip entry to read, when the file is a zip. */
  zipEntry?: string;
  header?: string[];
  vessels?: Vessel[];
  buyers?: BuyerRegisterEntry[];
  /** ERS: the message files to load (every entry of a yearly zip, or the one loose file). */
  ers?: Pick<ErsEntry, 'entry' | 'type' | 'header'>[];
  extract?: RegisterExtract;
}

// Registers first, so that the derived tables see boats and buyers the landings refer to.
// The extract after the JSON register, so that its newer owners and quotas win.
const LOAD_ORDER: Record<FileKind, number> = {
  vessels: 0,
  extract: 1,
  buyers: 2,
  landings: 3,
  vms: 4,
  ers: 5,
};

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readExtract(filePath: string, label: string, limits: IngestLimits): Promise<RegisterExtract> {
  const { size } = await stat(filePath);
  if (size > limits.maxEntryBytes) {
    throw new IngestInputError(
      `${label}: ${size} bytes, more than the limit of ${limits.maxEntryBytes}`,
      label,
    );
  }
  const content = await readFile(filePath);
  try {
    return isTarHeaderBuffer(content)
      ? parseRegisterExtractTar(content)
      : parseRegisterExtract([{ name: label, text: content.toString('utf8') }]);
  } catch (error) {
    if (error instanceof ExtractHeaderError) {
      throw new IngestInputError(`${label}: ${error.message}`, label, error.missingColumns);
    }
    if (error instanceof TarFormatError) throw new IngestInputError(`${label}: ${error.message}`, label);
    throw error;
  }
}

async function planFile(filePath: string, limits: IngestLimits): Promise<PlannedFile> {
  const label = path.basename(filePath);
  if (!existsSync(filePath)) throw new IngestInputError(`${label}: no such file (${filePath})`, label);
  let detected: Awaited<ReturnType<typeof detectFileKind>>;
  try {
    detected = await detectFileKind(filePath);
  } catch (error) {
    throw new IngestInputError(
      `${label}: could not be read (${(error as Error).message}); a truncated or corrupt download?`,
      label,
    );
  }
  if (detected.kind === 'unknown') {
    throw new IngestInputError(
      `${label}: not a known Fiskeridirektoratet format (expected landing notes fangstdata_YYYY.csv[.zip], the vessel register JSON or extract frtyweb.tar (or one of its CSV files), the buyer register JSON, a VMS .csv[.zip] or an ERS logbook .zip)`,
      label,
    );
  }
  const planned: PlannedFile = {
    path: filePath,
    label,
    kind: detected.kind,
    hash: await hashFile(filePath),
    zipEntry: detected.entryName,
    header: detected.header,
  };
  if (detected.kind === 'ers') {
    // Every message file's header is checked before anything is written.
    try {
      if (detected.entryName) {
        const { entries } = await ersEntries(filePath);
        planned.ers = entries.map(({ entry, type, header }) => ({ entry, type, header }));
        await checkZipEntry(filePath, (name) => entries.some((e) => e.entry === name), limits.maxEntryBytes);
      } else {
        const header = detected.header ?? [];
        const type = ersTypeOfHeader(header)!;
        createErsHeaderIndex(header, type);
        planned.ers = [{ entry: label, type, header }];
      }
    } catch (error) {
      if (error instanceof ErsHeaderError || error instanceof ZipEntryError) {
        throw new IngestInputError(`${label}: ${error.message}`, label);
      }
      throw error;
    }
    return planned;
  }
  if (detected.entryName) {
    // The zip's directory alone tells an oversized entry: refuse it before anything is written.
    try {
      await checkZipEntry(filePath, (name) => name === detected.entryName, limits.maxEntryBytes);
    } catch (error) {
      if (error instanceof ZipEntryError) throw new IngestInputError(`${label}: ${error.message}`, label);
      throw error;
    }
  }
  if (detected.kind === 'landings') {
    const missing = missingLandingColumns(detected.header ?? []);
    if (missing.length > 0) {
      throw new IngestInputError(
        `${label}: the header lacks required columns: ${missing.join(', ')}`,
        label,
        missing,
      );
    }
  } else if (detected.kind === 'extract') {
    planned.extract = await readExtract(filePath, label, limits);
  } else if (detected.kind === 'vessels' || detected.kind === 'buyers') {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(filePath, 'utf8'));
    } catch (error) {
      throw new IngestInputError(`${label}: not valid JSON (${(error as Error).message})`, label);
    }
    try {
      if (detected.kind === 'vessels') planned.vessels = parseVesselRegister(json);
      else planned.buyers = parseBuyerRegister(json);
    } catch (error) {
      throw new IngestInputError(`${label}: ${(error as Error).message}`, label);
    }
  }
  return planned;
}

/** Average line length near the start of a CSV, to turn DuckDB's progress into a line count. */
async function estimateLines(csvPath: string): Promise<number> {
  const { size } = await stat(csvPath);
  const handle = await open(csvPath, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(size, 256 * 1024));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const newlines = buffer.subarray(0, bytesRead).filter((byte) => byte === 10).length;
    return newlines > 1 ? Math.max(1, Math.round((size / bytesRead) * newlines) - 1) : 1;
  } finally {
    await handle.close();
  }
}

/**
 * Loads official files into a new store version and swaps it in. All files are checked before
 * anything is written; a file whose content was loaded before is skipped; when nothing is new, no new
 * version is made. Any failure while loading throws the new version away.
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
  planned.sort((a, b) => LOAD_ORDER[a.kind] - LOAD_ORDER[b.kind]);

  const served = await servedStore(dataDir);
  const known = served?.hashes ?? new Set<string>();
  // A store of older derived tables is rebuilt even when no file is new.
  const upgrade = served != null && served.schemaVersion < STORE_SCHEMA_VERSION;
  const result: IngestReport = {
    files: [],
    documents: { inserted: 0, updated: 0, removed: 0, unchanged: 0 },
    lines: 0,
    boats: 0,
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
  const tempDir = writer.tempDir;
  const connection = writer.connection;
  try {
    for (const file of toLoad) {
      const fileReport: FileReport = {
        file: file.label,
        kind: file.kind,
        status: 'loaded',
        lines: 0,
        rejected: 0,
      };
      if (file.kind === 'vessels') {
        fileReport.lines = await loadVesselRegister(connection, file.vessels!, snapshotDate, tempDir);
      } else if (file.kind === 'extract') {
        report({ file: file.label, phase: 'load', fraction: 0 });
        fileReport.lines = await loadRegisterExtract(connection, file.extract!, snapshotDate, tempDir);
        report({ file: file.label, phase: 'load', fraction: 1, lines: fileReport.lines });
      } else if (file.kind === 'buyers') {
        fileReport.lines = await loadBuyerRegister(connection, file.buyers!, tempDir);
      } else if (file.kind === 'ers') {
        for (const entry of file.ers!) {
          const zipped = Boolean(file.zipEntry);
          const csvPath = zipped ? path.join(tempDir, `${randomUUID()}.csv`) : file.path;
          try {
            if (zipped) {
              await extractZipEntry(
                file.path,
                csvPath,
                (name) => name === entry.entry,
                (done, total) =>
                  report({ file: file.label, phase: 'extract', fraction: total ? done / total : 0 }),
                { maxBytes: limits.maxEntryBytes },
              );
            }
            const label = zipped ? `${file.label}: ${entry.entry}` : file.label;
            const loaded = await loadErsFile(connection, csvPath, entry.header, entry.type, label);
            checkRejectedShare(label, loaded.lines, loaded.rejected.length, limits);
            fileReport.lines += loaded.lines;
            fileReport.rejected += loaded.rejected.length;
            result.rejected.push(...loaded.rejected);
          } finally {
            if (csvPath !== file.path) await rm(csvPath, { force: true });
          }
        }
        await insertPendingErsLines(connection);
      } else {
        const csvPath = file.zipEntry ? path.join(tempDir, `${randomUUID()}.csv`) : file.path;
        try {
          if (file.zipEntry) {
            await extractZipEntry(
              file.path,
              csvPath,
              (name) => name === file.zipEntry,
              (done, total) =>
                report({ file: file.label, phase: 'extract', fraction: total ? done / total : 0 }),
              { maxBytes: limits.maxEntryBytes },
            ).catch((error: unknown) => {
              if (error instanceof ZipEntryError) {
                throw new IngestInputError(`${file.label}: ${error.message}`, file.label);
              }
              throw error;
            });
          }
          if (file.kind === 'landings') {
            const landed = await loadLandingFile(
              connection,
              csvPath,
              file.header!,
              file.label,
              await estimateLines(csvPath),
              report,
              limits,
            );
            fileReport.lines = landed.lines;
            fileReport.rejected = landed.rejected.length;
            fileReport.catchYears = landed.catchYears;
            result.rejected.push(...landed.rejected);
            for (const key of ['inserted', 'updated', 'removed', 'unchanged'] as const) {
              result.documents[key] += landed.documents[key];
            }
            result.lines += landed.lines;
          } else {
            const loaded = await loadVmsFile(connection, csvPath, file.header!, file.label);
            // Checked after loading, which is cheap for positions: the refusal throws the copy away.
            checkRejectedShare(file.label, loaded.lines, loaded.rejected.length, limits);
            fileReport.lines = loaded.lines;
            fileReport.rejected = loaded.rejected.length;
            result.rejected.push(...loaded.rejected);
          }
        } finally {
          if (csvPath !== file.path) await rm(csvPath, { force: true });
        }
      }
      await connection.run(
        'insert or replace into ingested_files values ($1, $2, $3, now()::timestamp, $4, $5)',
        [file.hash, file.label, file.kind, fileReport.lines, fileReport.rejected],
      );
      result.files.push(fileReport);
    }

    await upperCaseCallSigns(connection);
    report({ file: '', phase: 'derive', fraction: 0 });
    result.boats = (await deriveTables(connection)).boats;
    await writer.commit();
    result.dataVersion = writer.version;
    result.changed = true;
  } catch (error) {
    await writer.abort();
    throw error;
  }

  result.seconds = (Date.now() - started) / 1000;
  return result;
}
