import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storeSourceDir } from '@/lib/config';
import {
  currentPointerPath,
  entityVersionFileName,
  resolveDataDir,
  storeDir,
  versionOfStoreFile,
  versionOfStoreVersionFile,
  yearPartsFileName,
} from './paths';
import { partFiles, readYearParts, removeUnlistedYearFiles, YEAR_PARTS_DIR } from './year-parts';

/**
 * More than one machine: one process ingests, the others serve a copy of its store.
 *
 * The ingesting process publishes each new store version to a shared directory (STORE_PUBLISH_DIR: an
 * NFS or SMB mount, a mounted volume): first the store file, under a temporary name renamed into place,
 * then the directory's own CURRENT pointer, written the same way. The pointer is the last thing to
 * change, so a reader never sees a pointer to a half-written file.
 *
 * Every web process that follows the shared directory (STORE_SOURCE_DIR) checks its pointer every few
 * seconds. When it names a newer version than the local one, the process copies that version into its
 * own DATA_DIR/store (again temporary names, then renames) and rewrites its local CURRENT: from there
 * the landing store's usual swap takes over (lib/store/landing-store.ts), with queries already running
 * finishing on the old version. DuckDB reads its own local copy; no process reads a database file over
 * the network.
 *
 * A version is its main file and the year files it lists (lib/store/year-parts.ts). A year file's name
 * carries the version that wrote it and is never written again, so a year file that a directory has
 * already is not copied again: a nightly update moves the main file and the few years it changed.
 *
 * The shared directory keeps the newest two versions, so a follower still copying the previous one
 * when a newer one lands can finish. The object-store variant is the same protocol with objects: put the
 * file, then put CURRENT; followers poll CURRENT (a conditional GET on its ETag) and download.
 */

/** How often a follower looks at the shared pointer. Copying is on top of it; together well under 60 s. */
export const FOLLOW_CHECK_MS = 5_000;

export interface PublishedVersion {
  fileName: string;
  version: number;
}

function readPointerSync(dir: string): string | null {
  try {
    return readFileSync(path.join(dir, 'CURRENT'), 'utf8').trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function versionOf(fileName: string | null): PublishedVersion | null {
  if (!fileName) return null;
  const version = versionOfStoreFile(fileName);
  return version === null ? null : { fileName, version };
}

/** The version a shared directory (or a local store directory) names in its CURRENT. */
export function pointedVersion(dir: string): PublishedVersion | null {
  return versionOf(readPointerSync(dir));
}

async function fsyncFile(filePath: string) {
  const fd = openSync(filePath, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Copies a file under a temporary name next to its target, flushes it, then renames it into place. */
async function copyIntoPlace(from: string, to: string): Promise<void> {
  const temporary = `${to}.${randomUUID()}.tmp`;
  try {
    await copyFile(from, temporary);
    await fsyncFile(temporary);
    await rename(temporary, to);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function writePointer(pointerPath: string, fileName: string): Promise<void> {
  const temporary = `${pointerPath}.${randomUUID()}.tmp`;
  await writeFile(temporary, `${fileName}\n`);
  await fsyncFile(temporary);
  await rename(temporary, pointerPath);
}

/** Copies a file unless the target has it already whole (same size): a copy torn by a crash never got its name. */
async function copyUnlessPresent(from: string, to: string): Promise<void> {
  const present = await stat(to).catch(() => null);
  if (present && present.size === (await stat(from)).size) return;
  await copyIntoPlace(from, to);
}

/**
 * Copies everything of a version but its main file and the pointer: its year files that `toDir` lacks,
 * then its list of them and its entity-version file (lib/store/entity-version-file.ts), so that a node
 * never serves a version without them. A store from before the year files or the entity versions has
 * neither list; its pages are keyed on the store version.
 */
async function copyVersionFiles(fromDir: string, toDir: string, version: number): Promise<void> {
  const parts = readYearParts(fromDir, version);
  if (parts) {
    await mkdir(path.join(toDir, YEAR_PARTS_DIR), { recursive: true });
    for (const [, file] of partFiles(parts)) {
      await copyUnlessPresent(path.join(fromDir, file), path.join(toDir, file));
    }
  }
  for (const name of [yearPartsFileName(version), entityVersionFileName(version)]) {
    if (!(await stat(path.join(fromDir, name)).catch(() => null))) continue;
    await copyIntoPlace(path.join(fromDir, name), path.join(toDir, name));
  }
}

/** Removes store files (with their version files, and year files no kept version lists) other than the ones to keep. */
async function removeOlderVersions(dir: string, keep: ReadonlySet<number>): Promise<void> {
  for (const name of await readdir(dir)) {
    const version = versionOfStoreVersionFile(name);
    if (version !== null && !keep.has(version)) await rm(path.join(dir, name), { force: true });
  }
  await removeUnlistedYearFiles(dir, keep);
}

/**
 * Publishes the store that `dataDir` serves to `publishDir`: its files, then the pointer. Does nothing
 * (returns null) when the shared directory already names that version, or there is no store.
 */
export async function publishStore(dataDir: string, publishDir: string): Promise<PublishedVersion | null> {
  const served = versionOf(readPointerSync(storeDir(dataDir)));
  if (!served) return null;
  await mkdir(publishDir, { recursive: true });
  const published = pointedVersion(publishDir);
  if (published && published.version >= served.version) return null;
  await copyVersionFiles(storeDir(dataDir), publishDir, served.version);
  await copyIntoPlace(path.join(storeDir(dataDir), served.fileName), path.join(publishDir, served.fileName));
  await writePointer(path.join(publishDir, 'CURRENT'), served.fileName);
  await removeOlderVersions(publishDir, new Set([served.version, published?.version ?? served.version]));
  return served;
}

/**
 * Brings `dataDir`'s store up to the version `sourceDir` names: copies the file in and points the local
 * CURRENT at it. Returns the version taken, or null when the local store is already as new (or the
 * shared directory names nothing yet).
 */
export async function followPublishedStore(
  sourceDir: string,
  dataDir: string,
): Promise<PublishedVersion | null> {
  const published = pointedVersion(sourceDir);
  if (!published) return null;
  const local = pointedVersion(storeDir(dataDir));
  if (local && local.version >= published.version) return null;
  await mkdir(storeDir(dataDir), { recursive: true });
  await copyVersionFiles(sourceDir, storeDir(dataDir), published.version);
  // A copy that a crash left complete is not copied again; a torn one never got its final name.
  await copyUnlessPresent(
    path.join(sourceDir, published.fileName),
    path.join(storeDir(dataDir), published.fileName),
  );
  await writePointer(currentPointerPath(dataDir), published.fileName);
  // The version just replaced stays for the queries still running on it; older ones go.
  await removeOlderVersions(
    storeDir(dataDir),
    new Set([published.version, local?.version ?? published.version]),
  );
  return published;
}

/**
 * A follower's loop, driven by the landing store's pointer checks: at most one check every
 * FOLLOW_CHECK_MS, at most one copy at a time. `wait` is true when the process has no store yet, so
 * its first request waits for the copy instead of answering "no data".
 */
export function createStoreFollower(sourceDir: string, dataDir: string, checkEveryMs = FOLLOW_CHECK_MS) {
  let checkedAt = 0;
  let running: Promise<PublishedVersion | null> | null = null;
  let lastError: unknown = null;
  const start = () => {
    checkedAt = Date.now();
    running = followPublishedStore(sourceDir, dataDir)
      .then((taken) => {
        lastError = null;
        return taken;
      })
      .catch((error: unknown) => {
        // The shared directory may be briefly unreachable: keep serving the local copy, try again later.
        if (String(error) !== String(lastError))
          console.error('store: following', sourceDir, 'failed:', error);
        lastError = error;
        return null;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  return {
    /** Starts a check when one is due; resolves when it is done if `wait`, else at once. */
    async poll(wait: boolean): Promise<void> {
      const due = Date.now() - checkedAt >= checkEveryMs;
      const pending = running ?? (due || wait ? start() : null);
      if (wait && pending) await pending;
    },
  };
}

type Follower = ReturnType<typeof createStoreFollower>;
const followersKey = Symbol.for('fangstdata.storeFollowers');
// On globalThis like the landing store's state: Next may load this module more than once (instrumentation,
// pages, route handlers), and one process should copy a new version once.
const followers: Map<string, Follower | null> = ((
  globalThis as { [followersKey]?: Map<string, Follower | null> }
)[followersKey] ??= new Map());

/** This process's follower of the shared store directory (STORE_SOURCE_DIR) for a data dir; null without one. */
export function storeFollower(dataDir: string): Follower | null {
  if (!followers.has(dataDir)) {
    const sourceDir = storeSourceDir();
    followers.set(dataDir, sourceDir ? createStoreFollower(sourceDir, dataDir) : null);
  }
  return followers.get(dataDir) ?? null;
}

/**
 * For a web node that follows a shared store directory: takes the first copy before the server answers,
 * then looks for a newer version every few seconds on a timer, since pages served from the page cache ask
 * the store nothing and would otherwise never bring a new version in. No-op without STORE_SOURCE_DIR.
 * Called once at server start (instrumentation.ts).
 */
export async function startFollowingPublishedStore(): Promise<void> {
  const follower = storeFollower(resolveDataDir());
  if (!follower) return;
  await follower.poll(true);
  setInterval(() => void follower.poll(false), FOLLOW_CHECK_MS).unref();
}
