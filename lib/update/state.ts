import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Validators } from './download';

/**
 * What `npm run update-data` remembers between runs, in `DATA_DIR/update-state.json`: per source the
 * validators of the copy the store holds (sent back as a conditional request), when the directorate
 * last changed it and when we last checked it; and how the last run went, which /api/health and the
 * footer show. Holds file names and public URLs only, never local paths: the health check is public.
 */

export interface SourceState {
  url: string;
  fileName: string;
  /** Of the copy that is in the store; only a download that was ingested (or found unchanged) sets them. */
  validators: Validators;
  /** The directorate's Last-Modified of that copy, as an ISO instant. */
  lastModified?: string;
  /** Last time the source was checked successfully (downloaded or answered 304). */
  fetchedAt?: string;
  /** Last time a new copy was downloaded and accepted. */
  downloadedAt?: string;
  /** Size of the kept copy; absent when the disk budget made us drop it. */
  keptBytes?: number;
}

export interface UpdateProblem {
  source: string;
  code: string;
  /** For the operator: what went wrong, without local paths. */
  message: string;
}

export interface LastRun {
  startedAt: string;
  finishedAt: string;
  failed: boolean;
  problems: UpdateProblem[];
  /** The store version the run made, or null when nothing changed. */
  dataVersion: number | null;
}

export interface UpdateState {
  sources: Record<string, SourceState>;
  lastRun?: LastRun;
}

export function updateStatePath(dataDir: string): string {
  return path.join(dataDir, 'update-state.json');
}

/** The kept last good downloads, one per source, and the refused ones an operator may force through. */
export function downloadsDir(dataDir: string): string {
  return path.join(dataDir, 'sources', 'fiskeridir');
}

export function refusedDir(dataDir: string): string {
  return path.join(downloadsDir(dataDir), 'refused');
}

/** One update process's downloads until they are checked and ingested. */
export function incomingDir(dataDir: string, pid: number = process.pid): string {
  return path.join(dataDir, 'tmp', `update-${pid}`);
}

export async function readUpdateState(dataDir: string): Promise<UpdateState> {
  let text: string;
  try {
    text = await readFile(updateStatePath(dataDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { sources: {} };
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as UpdateState;
    return { sources: parsed.sources ?? {}, lastRun: parsed.lastRun };
  } catch {
    // A damaged state only costs full downloads (the ingest's content hash still skips known files).
    return { sources: {} };
  }
}

/** Written whole and renamed into place: a reader never sees half a file. */
export async function writeUpdateState(dataDir: string, state: UpdateState): Promise<void> {
  const target = updateStatePath(dataDir);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`);
    await rename(temporary, target);
  } finally {
    await rm(temporary, { force: true });
  }
}
