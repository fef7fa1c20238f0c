import { randomUUID } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * A lock file that one process at a time can hold, taken over safely when its holder died (crash,
 * kill -9). Used for the ingest (one writer of the landing store) and for PGlite (one server per
 * user-state directory).
 *
 * Why generations: removing a stale lock and creating a new one are two steps, so two processes that
 * both judged the same lock stale could each remove it and each create "their" lock. Instead every
 * holder creates the NEXT generation, `<name>.<n+1>`, with an exclusive create (a hard link of a fully
 * written draft, so nobody ever reads a half-written lock). Of all processes that saw generation n as
 * free or stale, exactly one creates n+1; the others get EEXIST and see n+1 held. A holder then checks
 * that no higher generation exists (a process acting on an old listing may have created a lower one;
 * it backs off), and removes the lower generations. Release marks the file released instead of
 * deleting it: the highest generation must stay, or a process acting on an old listing could recreate
 * a number someone already used.
 */

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** What the holder does (ingest, server), for messages. */
  purpose: string;
  /** Tells apart two holders in one process (and a holder from a dead process that had this pid). */
  token: string;
  released?: boolean;
}

export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: LockHolder,
  ) {
    super(
      `${lockPath} is held by process ${holder.pid} on ${holder.host} (${holder.purpose}, since ${holder.startedAt})`,
    );
    this.name = 'LockHeldError';
  }
}

export interface HeldLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Marks the lock released; safe to call more than once. */
  release(): Promise<void>;
}

const DRAFT_SUFFIX = '.draft';
const MAX_ATTEMPTS = 50;

/** Tokens of the locks this process holds; a lock naming this pid with another token is stale. */
const heldHere = new Map<string, { file: string; holder: LockHolder; onExit?: () => void }>();
/** Tokens of this process's acquisitions in progress, whose drafts must not be taken for dead. */
const pendingHere = new Set<string>();
let exitHandlerInstalled = false;

function installExitHandler() {
  if (exitHandlerInstalled) return;
  exitHandlerInstalled = true;
  // A process that exits without releasing (process.exit, an uncaught error) still frees its locks,
  // so the next start does not need to judge them stale. kill -9 is covered by the pid check.
  process.on('exit', () => {
    for (const { file, holder, onExit } of heldHere.values()) {
      // The holder's own clean-up first: once released, the next holder may reuse its file names.
      try {
        onExit?.();
      } finally {
        markReleasedSync(file, holder);
      }
    }
    heldHere.clear();
  });
}

function markReleasedSync(file: string, holder: LockHolder) {
  try {
    const temporary = `${file}.${holder.token}.release`;
    writeFileSync(temporary, JSON.stringify({ ...holder, released: true }));
    renameSync(temporary, file);
  } catch {
    // The directory is gone (a test removed it) or read-only: nothing left to release.
  }
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a holder may still be working: a released or dead holder frees the lock. */
function holderIsActive(holder: LockHolder): boolean {
  if (holder.released) return false;
  // Another machine's pids cannot be checked (a data directory on a shared volume): assume it runs.
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(holder.token) || pendingHere.has(holder.token);
  return processIsAlive(holder.pid);
}

function generationFile(dir: string, name: string, generation: number) {
  // A lock file in the data directory, named at run time: nothing the build should trace.
  return path.join(/*turbopackIgnore: true*/ dir, `${name}.${generation}`);
}

async function generations(dir: string, name: string): Promise<number[]> {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.(\\d+)$`);
  const found: number[] = [];
  for (const entry of await readdir(dir)) {
    const match = pattern.exec(entry);
    if (match) found.push(Number(match[1]));
  }
  return found.sort((a, b) => a - b);
}

function parseHolder(text: string): LockHolder | null {
  try {
    const holder = JSON.parse(text) as LockHolder;
    return typeof holder.pid === 'number' && typeof holder.token === 'string' ? holder : null;
  } catch {
    return null;
  }
}

/** The holder a lock file names; null when the file is gone. Unreadable content counts as released. */
async function readHolderFile(file: string): Promise<LockHolder | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return (
    parseHolder(text) ?? {
      pid: 0,
      host: hostname(),
      startedAt: '',
      purpose: 'unknown',
      token: '',
      released: true,
    }
  );
}

/** The process holding a lock right now, or null when it is free (never taken, released, stale). */
export async function activeLockHolder(dir: string, name: string): Promise<LockHolder | null> {
  let found: number[];
  try {
    found = await generations(dir, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const top = found.at(-1);
  if (top === undefined) return null;
  const holder = await readHolderFile(generationFile(dir, name, top));
  return holder && holderIsActive(holder) ? holder : null;
}

/** Drafts left by processes that died between writing and linking them. */
async function removeDeadDrafts(dir: string, name: string) {
  for (const entry of await readdir(dir)) {
    if (!entry.startsWith(`${name}.`) || !entry.endsWith(DRAFT_SUFFIX)) continue;
    const file = path.join(dir, entry);
    const holder = parseHolder(await readFile(file, 'utf8').catch(() => ''));
    // Unreadable: maybe another process is writing it right now; only an old one is debris.
    const debris = holder
      ? !holderIsActive(holder)
      : Date.now() - (await stat(file).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs > 60_000;
    if (debris) await rm(file, { force: true });
  }
}

export interface AcquireOptions {
  /**
   * Synchronous clean-up to run when the process exits while it still holds the lock (before the lock
   * is marked released, so that nobody else has taken it yet).
   */
  onExit?: () => void;
}

/**
 * Takes the lock `<dir>/<name>.<n>` or throws LockHeldError naming the holder. A lock whose holder
 * died on this machine is taken over.
 */
export async function acquireExclusiveLock(
  dir: string,
  name: string,
  purpose: string,
  options: AcquireOptions = {},
): Promise<HeldLock> {
  await mkdir(dir, { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    purpose,
    token: randomUUID(),
  };
  pendingHere.add(holder.token);
  const draft = path.join(dir, `${name}.${holder.token}${DRAFT_SUFFIX}`);
  try {
    await removeDeadDrafts(dir, name);
    await writeFile(draft, JSON.stringify(holder));
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const top = (await generations(dir, name)).at(-1) ?? 0;
      if (top > 0) {
        const current = await readHolderFile(generationFile(dir, name, top));
        // Gone: a newer generation was taken and this one removed meanwhile. Look again.
        if (current === null) continue;
        if (holderIsActive(current)) throw new LockHeldError(generationFile(dir, name, top), current);
      }
      const mine = top + 1;
      const file = generationFile(dir, name, mine);
      try {
        await link(draft, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
        throw error;
      }
      const after = await generations(dir, name);
      if (after.some((generation) => generation > mine)) {
        // Acted on an old listing: someone already holds a newer generation.
        await rm(file, { force: true });
        continue;
      }
      heldHere.set(holder.token, { file, holder, onExit: options.onExit });
      installExitHandler();
      for (const older of after.filter((generation) => generation < mine)) {
        await rm(generationFile(dir, name, older), { force: true });
      }
      return {
        path: file,
        holder,
        async release() {
          if (!heldHere.delete(holder.token)) return;
          const temporary = `${file}.${holder.token}.release`;
          try {
            await writeFile(temporary, JSON.stringify({ ...holder, released: true }));
            await rename(temporary, file);
          } catch (error) {
            await rm(temporary, { force: true });
            if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
          }
        },
      };
    }
    throw new Error(`Could not take the lock ${name} in ${dir}: it kept changing hands`);
  } finally {
    pendingHere.delete(holder.token);
    await rm(draft, { force: true });
  }
}
