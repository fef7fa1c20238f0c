import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, rmSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storeLimits } from '@/lib/config';
import { acquireExclusiveLock, LockHeldError, processIsAlive, type HeldLock } from './exclusive-lock';
import { SOURCE_TABLES_DDL, STORE_SCHEMA_VERSION } from './schema';
import {
  currentPointerPath,
  ingestTempDir,
  pidOfIngestTempDir,
  storeDir,
  storeFileName,
  tempRoot,
  versionOfStoreFile,
  versionOfStoreVersionFile,
  yearPartsFileName,
} from './paths';
import {
  attachYearPart,
  attachYearParts,
  readYearParts,
  removeUnlistedYearFiles,
  YEAR_PARTS_DIR,
  YEAR_SHAPE_SCHEMA,
  yearPartAlias,
  yearPartFile,
  yearPartTablesSql,
  yearPartViewsSql,
  yearPartsFileText,
  type YearParts,
} from './year-parts';
import { moveRawTablesToYearParts } from './year-parts-migration';

/**
 * Builds the next version of the landing store beside the one being served.
 *
 * begin(): takes the ingest lock, copies the current main file to `landings-N.duckdb.partial`, opens
 * the copy read-write and attaches the year files (./year-parts.ts) read-only. An ingest that changes a
 * year asks for it (`writeYears`): that year's file alone is copied to `years/<year>-N.duckdb.partial`
 * and attached read-write in its place; every other year stays the file the previous version reads.
 * commit(): checkpoints and closes them all, renames the year files and then the main file into place,
 * writes the list of year files and then atomically replaces the CURRENT pointer. Until that last
 * rename nothing a server reads has changed, so a crash (even kill -9) at any point leaves the
 * previous version serving and intact; the next ingest removes the leftovers: partial copies,
 * half-written pointers and lists, year files no kept version lists, and the scratch directories of
 * ingest processes that are gone.
 */

const PARTIAL_SUFFIX = '.partial';
export const INGEST_LOCK_NAME = 'ingest.lock';

export class IngestLockedError extends Error {
  constructor(readonly holder: { pid: number; host: string; startedAt: string }) {
    super(
      `Another ingest (process ${holder.pid} on ${holder.host}, started ${holder.startedAt}) is writing the store; try again when it has finished.`,
    );
    this.name = 'IngestLockedError';
  }
}

async function acquireStoreLock(dir: string, onExit: () => void): Promise<HeldLock> {
  try {
    return await acquireExclusiveLock(dir, INGEST_LOCK_NAME, 'ingest', { onExit });
  } catch (error) {
    if (error instanceof LockHeldError) throw new IngestLockedError(error.holder);
    throw error;
  }
}

/**
 * Removes partial stores left by crashed ingests and versions older than the previous one, each with its
 * entity-version file and list of year files (an ingest that failed before its commit may have written
 * them for its version), and every year file that no kept version lists.
 */
async function removeLeftovers(dir: string, keepVersions: Set<number>) {
  for (const name of await readdir(dir)) {
    // A pointer or version file written by a crashed ingest that never got renamed into place.
    if (/^(?:CURRENT|landings-\d+\.(?:versions|years)\.json)\..+\.tmp$/.test(name)) {
      await rm(path.join(dir, name), { force: true });
      continue;
    }
    const base = name.replace(/\.wal$/, '').replace(PARTIAL_SUFFIX, '');
    const version = versionOfStoreVersionFile(base);
    if (version == null) continue;
    const partial = name.includes(PARTIAL_SUFFIX);
    if (partial || !keepVersions.has(version)) await rm(path.join(dir, name), { force: true });
  }
  await removeUnlistedYearFiles(dir, keepVersions);
}

// What ingests before per-process scratch directories left directly in DATA_DIR/tmp: extracted entries
// (`<uuid>.csv`) and register rows (`<table>-<uuid>.ndjson`).
const LEGACY_TEMP_FILE =
  /^(?:[a-z_]+-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:csv|ndjson)$/;

/**
 * Removes the scratch files of ingests that died (kill -9, power loss). Runs under the ingest lock,
 * so no other ingest is writing scratch files; a directory whose pid is still alive is left alone
 * anyway (only this process's own leftovers and those of dead processes go).
 */
export async function removeStaleTempFiles(dataDir: string): Promise<string[]> {
  const root = tempRoot(dataDir);
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const pid = pidOfIngestTempDir(name);
    const stale = pid != null ? pid === process.pid || !processIsAlive(pid) : LEGACY_TEMP_FILE.test(name);
    if (!stale) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

export async function readCurrentFileName(dataDir: string): Promise<string | null> {
  try {
    return (await readFile(currentPointerPath(dataDir), 'utf8')).trim() || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function writeFileAtomically(filePath: string, content: string) {
  const temporary = `${filePath}.${randomUUID()}.tmp`;
  await writeFile(temporary, content);
  const fd = openSync(temporary, 'r');
  fsyncSync(fd);
  closeSync(fd);
  await rename(temporary, filePath);
}

export interface StoreWriterOptions {
  /** DuckDB memory limit for the ingest, e.g. '1GB'; beyond it DuckDB spills to DATA_DIR/tmp. */
  memoryLimit?: string;
}

export class StoreWriter {
  private closed = false;
  /** The year files of the version being written, as the views read them. */
  private readonly parts: Map<number, string>;
  /** Years this ingest writes: their files are new (`.partial` until the commit). */
  private readonly written = new Set<number>();

  private constructor(
    readonly dataDir: string,
    readonly version: number,
    readonly previousFileName: string | null,
    private readonly partialPath: string,
    /** This ingest's scratch directory (extracted entries, DuckDB spill files); removed at the end. */
    readonly tempDir: string,
    private readonly lock: HeldLock,
    private readonly instance: DuckDBInstance,
    readonly connection: DuckDBConnection,
    parts: YearParts,
    written: Iterable<number>,
    private readonly scratch: Set<string>,
  ) {
    this.parts = new Map(parts);
    for (const year of written) this.written.add(year);
  }

  static async begin(dataDir: string, options: StoreWriterOptions = {}): Promise<StoreWriter> {
    const dir = storeDir(dataDir);
    await mkdir(path.join(dir, YEAR_PARTS_DIR), { recursive: true });
    const tempDir = ingestTempDir(dataDir);
    // Files this ingest writes that no version lists yet: removed when it fails or the process exits
    // mid-ingest (Ctrl-C in the CLI, process.exit). kill -9 skips that, and then the next ingest
    // removes the same files.
    const scratch = new Set<string>();
    const removeScratchSync = () => {
      for (const file of scratch) {
        rmSync(file, { force: true });
        rmSync(`${file}.wal`, { force: true });
      }
      rmSync(tempDir, { recursive: true, force: true });
    };
    const lock = await acquireStoreLock(dir, removeScratchSync);
    let instance: DuckDBInstance | null = null;
    try {
      const previousFileName = await readCurrentFileName(dataDir);
      const previousVersion = previousFileName ? (versionOfStoreFile(previousFileName) ?? 0) : 0;
      await removeLeftovers(dir, new Set(previousVersion ? [previousVersion, previousVersion - 1] : []));
      await removeStaleTempFiles(dataDir);
      await mkdir(tempDir, { recursive: true });

      const version = previousVersion + 1;
      const partialPath = path.join(dir, storeFileName(version) + PARTIAL_SUFFIX);
      scratch.add(partialPath);
      const previousPath = previousFileName ? path.join(dir, previousFileName) : null;
      const previous = previousPath && existsSync(previousPath) ? previousPath : null;
      const previousParts = previous ? readYearParts(dir, previousVersion) : new Map<number, string>();
      // A store from before the year files is moved into them; its file is only read.
      const legacy = previous != null && previousParts == null;
      if (previous && !legacy) await copyFile(previous, partialPath);
      instance = await DuckDBInstance.create(partialPath, {
        memory_limit: options.memoryLimit ?? '1200MB',
        temp_directory: tempDir,
        // As many as the server's reader may use (STORE_THREADS): the same machine's cores.
        threads: String(storeLimits().threads),
      });
      const connection = await instance.connect();
      const newPart = (year: number) => {
        const file = yearPartFile(year, version);
        const filePath = path.join(dir, file + PARTIAL_SUFFIX);
        scratch.add(filePath);
        return { file, path: filePath };
      };
      let parts: YearParts;
      let written: number[] = [];
      if (legacy) {
        parts = await moveRawTablesToYearParts(connection, previous, newPart);
        written = [...parts.keys()];
      } else {
        parts = previousParts ?? new Map();
        await attachYearParts(connection, dir, parts, { readOnly: true });
      }
      await connection.run(SOURCE_TABLES_DDL);
      await connection.run(`create schema if not exists ${YEAR_SHAPE_SCHEMA}`);
      await connection.run(yearPartTablesSql(YEAR_SHAPE_SCHEMA));
      await connection.run(yearPartViewsSql(parts.keys()));
      return new StoreWriter(
        dataDir,
        version,
        previousFileName,
        partialPath,
        tempDir,
        lock,
        instance,
        connection,
        parts,
        written,
        scratch,
      );
    } catch (error) {
      instance?.closeSync();
      removeScratchSync();
      await lock.release();
      throw error;
    }
  }

  /** The years whose files this version holds, oldest first. */
  years(): number[] {
    return [...this.parts.keys()].sort((a, b) => a - b);
  }

  /**
   * Makes the years' tables writable in this version: a year the store has is copied (that year's file
   * only) and attached in place of the previous version's file; a new year gets an empty file and the
   * views take it in. Years already written by this ingest are left as they are.
   */
  async writeYears(years: Iterable<number>): Promise<void> {
    const dir = storeDir(this.dataDir);
    let added = false;
    for (const year of new Set(years)) {
      if (this.written.has(year)) continue;
      const file = yearPartFile(year, this.version);
      const target = path.join(dir, file + PARTIAL_SUFFIX);
      this.scratch.add(target);
      const previous = this.parts.get(year);
      if (previous) {
        await this.connection.run(`detach ${yearPartAlias(year)}`);
        await copyFile(path.join(dir, previous), target);
      } else {
        added = true;
      }
      await attachYearPart(this.connection, target, year, false);
      await this.connection.run(yearPartTablesSql(yearPartAlias(year)));
      this.parts.set(year, file);
      this.written.add(year);
    }
    if (added) await this.connection.run(yearPartViewsSql(this.parts.keys()));
  }

  /** Makes this version the one served. */
  async commit(): Promise<void> {
    const now = new Date().toISOString();
    for (const [key, value] of [
      ['data_version', String(this.version)],
      ['last_updated', now],
      ['schema_version', String(STORE_SCHEMA_VERSION)],
    ]) {
      await this.connection.run('insert or replace into sitedata values ($1, $2)', [key, value]);
    }
    await this.connection.run('checkpoint');
    for (const year of this.written) await this.connection.run(`checkpoint ${yearPartAlias(year)}`);
    this.close();
    const dir = storeDir(this.dataDir);
    for (const year of this.written) {
      const file = path.join(dir, this.parts.get(year)!);
      await rename(file + PARTIAL_SUFFIX, file);
    }
    await writeFileAtomically(
      path.join(dir, yearPartsFileName(this.version)),
      yearPartsFileText(this.version, this.parts),
    );
    const finalName = storeFileName(this.version);
    await rename(this.partialPath, path.join(dir, finalName));
    await writeFileAtomically(currentPointerPath(this.dataDir), `${finalName}\n`);
    this.scratch.clear();
    // Servers still finishing queries on the previous version keep it open; anything older goes.
    try {
      await removeLeftovers(dir, new Set([this.version, this.version - 1]));
      await rm(this.tempDir, { recursive: true, force: true });
    } finally {
      await this.lock.release();
    }
  }

  /** Throws the new version away; the served one was never touched. */
  async abort(): Promise<void> {
    try {
      this.close();
    } finally {
      try {
        for (const file of this.scratch) {
          await rm(file, { force: true });
          await rm(`${file}.wal`, { force: true });
        }
        await rm(this.tempDir, { recursive: true, force: true });
      } finally {
        await this.lock.release();
      }
    }
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
