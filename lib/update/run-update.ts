import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { databaseUrl as configuredDatabaseUrl, updateSettings } from '@/lib/config';
import { processIsAlive } from '@/lib/store/exclusive-lock';
import {
  ingestFiles,
  ingestLimitsFromEnv,
  IngestInputError,
  IngestLockedError,
  IngestRefusedError,
  type IngestLimits,
  type IngestProgress,
  type IngestRefusal,
  type IngestReport,
} from '@/lib/store/ingest';
import { resolveDataDir, tempRoot } from '@/lib/store/paths';
import { checkDownload, DownloadCheckError } from './check-download';
import { DownloadError, downloadFile, type DownloadOptions } from './download';
import { republishedYears, updateSources, type SourceAddresses, type UpdateSource } from './sources';
import {
  downloadsDir,
  incomingDir,
  readUpdateState,
  refusedDir,
  writeUpdateState,
  type SourceState,
  type UpdateProblem,
  type UpdateState,
} from './state';
import { acquireUpdateLock } from './update-lock';

/**
 * One run of `npm run update-data`: under the update lock, every source is fetched (conditionally),
 * checked and then ingested together through the guarded ingest path, so a night's files make one new
 * store version. A source that fails (download, check, or ingest refusal) is reported and left out;
 * the others go ahead. Only a copy that made it into the store (or was already there) becomes the
 * source's remembered "last good" download, so a failed file is fetched again on the next run.
 */

export type SourceStatus = 'ingested' | 'unchanged' | 'not-published' | 'refused' | 'failed';

export interface SourceResult {
  id: string;
  url: string;
  fileName: string;
  status: SourceStatus;
  /** Why, for the operator (no local paths); absent when all went well. */
  message?: string;
  /** Machine-readable reason of a refused or failed source. */
  code?: string;
  httpStatus?: number;
  /** Bytes downloaded this run. */
  bytes?: number;
  /** The directorate's Last-Modified of the copy in the store (ISO). */
  lastModified?: string;
  refusal?: IngestRefusal;
  missingColumns?: string[];
}

export interface UpdateReport {
  startedAt: string;
  finishedAt: string;
  sources: SourceResult[];
  /** The ingest's own report, when anything was handed to it and it succeeded. */
  ingest: IngestReport | null;
  dataVersion: number | null;
  changed: boolean;
  /** Some source failed or was refused (a year not yet published is not a failure). */
  failed: boolean;
}

export interface UpdateOptions {
  dataDir?: string;
  /** Catch years of the yearly files (default: the current year and the two before it). */
  years?: number[];
  /** The addresses (default: SOURCE_BASE_URL and SOURCE_*_URL). */
  addresses?: SourceAddresses;
  /** PostgreSQL for the update lock (default DATABASE_URL); null forces the file lock. */
  databaseUrl?: string | null;
  /** The advisory lock's name (default UPDATE_LOCK_NAME). */
  lockName?: string;
  /** Room for kept downloads (default UPDATE_DISK_BUDGET). */
  diskBudgetBytes?: number;
  download?: Pick<DownloadOptions, 'attempts' | 'retryDelayMs' | 'idleTimeoutMs'>;
  ingestLimits?: Partial<IngestLimits>;
  now?: () => Date;
  /** One line per event, for the log. */
  log?: (line: string) => void;
  onIngestProgress?: (progress: IngestProgress) => void;
}

/**
 * Local paths out of a message that may be shown by the public health check: `/srv/data/tmp/x.zip`
 * becomes `x.zip`. URLs are kept (their paths follow a host, not a space).
 */
export function withoutLocalPaths(message: string): string {
  return message.replace(/(^|[\s(="'])(\/[^\s)"',;]*\/)([^\s)"',;/]*)/g, '$1$3');
}

function isoOrUndefined(httpDate: string | undefined): string | undefined {
  if (!httpDate) return undefined;
  const time = Date.parse(httpDate);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** Scratch directories of update processes that died (kill -9) before removing their own. */
async function removeDeadIncoming(dataDir: string) {
  const root = tempRoot(dataDir);
  if (!existsSync(root)) return;
  for (const name of await readdir(root)) {
    const match = /^update-(\d+)$/.exec(name);
    if (match && Number(match[1]) !== process.pid && !processIsAlive(Number(match[1]))) {
      await rm(path.join(root, name), { recursive: true, force: true });
    }
  }
}

interface Candidate {
  source: UpdateSource;
  file: string;
  result: SourceResult;
  validators: SourceState['validators'];
}

/** The kept copies over the budget go, oldest download first; refused copies go before good ones. */
async function pruneDownloads(
  dataDir: string,
  state: UpdateState,
  budget: number,
  log: (line: string) => void,
) {
  const refused: { file: string; bytes: number; time: number }[] = [];
  const refusedRoot = refusedDir(dataDir);
  if (existsSync(refusedRoot)) {
    for (const name of await readdir(refusedRoot)) {
      const info = await stat(path.join(refusedRoot, name));
      refused.push({ file: path.join(refusedRoot, name), bytes: info.size, time: info.mtimeMs });
    }
  }
  const kept = Object.values(state.sources)
    .filter((source) => source.keptBytes !== undefined)
    .sort((a, b) => (a.downloadedAt ?? '').localeCompare(b.downloadedAt ?? ''));
  let total =
    refused.reduce((sum, file) => sum + file.bytes, 0) +
    kept.reduce((sum, source) => sum + (source.keptBytes ?? 0), 0);
  for (const file of refused.sort((a, b) => a.time - b.time)) {
    if (total <= budget) return;
    await rm(file.file, { force: true });
    total -= file.bytes;
    log(`disk budget: removed the refused copy ${path.basename(file.file)}`);
  }
  for (const source of kept) {
    if (total <= budget) return;
    await rm(path.join(downloadsDir(dataDir), source.fileName), { force: true });
    total -= source.keptBytes ?? 0;
    source.keptBytes = undefined;
    log(`disk budget: removed the kept copy of ${source.fileName} (the store still holds its content)`);
  }
}

export async function runUpdate(options: UpdateOptions = {}): Promise<UpdateReport> {
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});
  const startedAt = now().toISOString();
  const dataDir = resolveDataDir(options.dataDir);
  const settings = updateSettings();
  const addresses = options.addresses ?? settings;
  const limits: IngestLimits = { ...ingestLimitsFromEnv(), ...options.ingestLimits };
  const years = options.years ?? republishedYears(now());
  const currentYear = now().getUTCFullYear();
  const sources = updateSources(addresses, years);
  const databaseUrl =
    options.databaseUrl === null ? undefined : (options.databaseUrl ?? configuredDatabaseUrl());

  const lock = await acquireUpdateLock({
    dataDir,
    databaseUrl,
    lockName: options.lockName ?? settings.lockName,
  });
  log(
    `update lock taken (${lock.kind === 'postgres' ? 'PostgreSQL advisory lock' : 'lock file in DATA_DIR'})`,
  );
  const incoming = incomingDir(dataDir);
  try {
    await removeDeadIncoming(dataDir);
    await rm(incoming, { recursive: true, force: true });
    await mkdir(incoming, { recursive: true });
    const state = await readUpdateState(dataDir);
    const results: SourceResult[] = [];
    const candidates: Candidate[] = [];

    for (const source of sources) {
      const result: SourceResult = {
        id: source.id,
        url: source.url,
        fileName: source.fileName,
        status: 'failed',
      };
      results.push(result);
      const known = state.sources[source.id];
      // Validators of another address (a new mirror) say nothing about this one.
      const previous = known && known.url === source.url ? known.validators : undefined;
      const target = path.join(incoming, source.fileName);
      log(`${source.id}: GET ${source.url}${previous ? ' (conditional)' : ''}`);
      try {
        const outcome = await downloadFile(source.url, target, previous, {
          maxBytes: limits.maxEntryBytes,
          ...options.download,
          onRetry: (error, attempt, delayMs) =>
            log(
              `${source.id}: attempt ${attempt} failed (${error.message}); retrying in ${Math.round(delayMs / 1000)} s`,
            ),
        });
        if (outcome.status === 'not-modified') {
          result.status = 'unchanged';
          result.httpStatus = 304;
          result.lastModified = known?.lastModified;
          state.sources[source.id] = { ...known!, fetchedAt: now().toISOString() };
          log(`${source.id}: not modified`);
          continue;
        }
        if (outcome.status === 'not-published') {
          result.httpStatus = outcome.httpStatus;
          if (source.year !== undefined && source.year >= currentYear) {
            result.status = 'not-published';
            result.message = `not published yet (HTTP ${outcome.httpStatus})`;
          } else {
            result.code = 'not_found';
            result.message = `the server answered HTTP ${outcome.httpStatus}: has the address changed?`;
          }
          log(`${source.id}: ${result.message}`);
          continue;
        }
        result.httpStatus = 200;
        result.bytes = outcome.bytes;
        log(`${source.id}: downloaded ${outcome.bytes.toLocaleString('en-US')} bytes; checking it`);
        await checkDownload(target, source, limits.maxEntryBytes);
        candidates.push({ source, file: target, result, validators: outcome.validators });
      } catch (error) {
        await rm(target, { force: true });
        if (error instanceof DownloadError) {
          result.code = error.code;
          result.httpStatus = error.httpStatus;
          result.message = `download failed: ${error.message}`;
        } else if (error instanceof DownloadCheckError) {
          result.code = error.problem;
          result.missingColumns = error.missingColumns;
          result.message = `the downloaded file ${error.message}`;
        } else {
          result.code = 'failed';
          result.message = withoutLocalPaths((error as Error).message);
        }
        log(`${source.id}: ${result.message}`);
      }
    }

    // One ingest for the night's files; a file it refuses is taken out and the rest tried again.
    let ingest: IngestReport | null = null;
    let pending = candidates;
    while (pending.length > 0) {
      try {
        log(`ingesting ${pending.map((candidate) => candidate.source.fileName).join(', ')}`);
        ingest = await ingestFiles(
          pending.map((candidate) => candidate.file),
          { dataDir, limits, onProgress: options.onIngestProgress },
        );
        break;
      } catch (error) {
        const culprit =
          error instanceof IngestInputError
            ? pending.find((candidate) => candidate.source.fileName === error.file)
            : undefined;
        if (culprit && error instanceof IngestInputError) {
          const { result } = culprit;
          result.status = 'refused';
          result.code = error instanceof IngestRefusedError ? error.refusal.reason : 'bad_input';
          result.refusal = error instanceof IngestRefusedError ? error.refusal : undefined;
          result.missingColumns = error.missingColumns;
          // Kept for the operator, who may force it through (docs/updating-data.md: "Forcing a file through").
          await mkdir(refusedDir(dataDir), { recursive: true });
          await rename(culprit.file, path.join(refusedDir(dataDir), culprit.source.fileName));
          result.message = `${withoutLocalPaths(error.message)} Kept as sources/fiskeridir/refused/${culprit.source.fileName} in DATA_DIR.`;
          log(`${culprit.source.id}: ingest refused it: ${result.message}`);
          pending = pending.filter((candidate) => candidate !== culprit);
          continue;
        }
        const locked = error instanceof IngestLockedError;
        for (const { result, source } of pending) {
          result.status = 'failed';
          result.code = locked ? 'store_locked' : 'ingest_failed';
          result.message = locked
            ? `the store is being written by another ingest: ${error.message}`
            : `ingest failed: ${withoutLocalPaths((error as Error).message)}`;
          log(`${source.id}: ${result.message}`);
        }
        pending = [];
      }
    }

    if (ingest) {
      await mkdir(downloadsDir(dataDir), { recursive: true });
      for (const candidate of pending) {
        const { source, result } = candidate;
        const fileReport = ingest.files.find((file) => file.file === source.fileName);
        result.status = fileReport?.status === 'loaded' ? 'ingested' : 'unchanged';
        result.lastModified = isoOrUndefined(candidate.validators.lastModified);
        const kept = path.join(downloadsDir(dataDir), source.fileName);
        await rename(candidate.file, kept);
        const at = now().toISOString();
        state.sources[source.id] = {
          url: source.url,
          fileName: source.fileName,
          validators: candidate.validators,
          lastModified: result.lastModified,
          fetchedAt: at,
          downloadedAt: at,
          keptBytes: result.bytes,
        };
        log(
          `${source.id}: ${result.status === 'ingested' ? `ingested (${fileReport?.lines ?? 0} lines)` : 'content already in the store'}`,
        );
      }
    }

    await pruneDownloads(dataDir, state, options.diskBudgetBytes ?? settings.diskBudgetBytes, log);
    const problems: UpdateProblem[] = results
      .filter((result) => result.status === 'failed' || result.status === 'refused')
      .map((result) => ({ source: result.id, code: result.code ?? 'failed', message: result.message ?? '' }));
    const report: UpdateReport = {
      startedAt,
      finishedAt: now().toISOString(),
      sources: results,
      ingest,
      dataVersion: ingest?.dataVersion ?? null,
      changed: ingest?.changed ?? false,
      failed: problems.length > 0,
    };
    state.lastRun = {
      startedAt,
      finishedAt: report.finishedAt,
      failed: report.failed,
      problems,
      dataVersion: report.dataVersion,
    };
    await writeUpdateState(dataDir, state);
    return report;
  } finally {
    await rm(incoming, { recursive: true, force: true });
    await lock.release();
  }
}
