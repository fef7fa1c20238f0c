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
  NO_YEAR_PARTS,
  readYearParts,
  removeUnlistedYearFiles,
  YEAR_PARTS_DIR,
  yearPartsFileText,
  type YearPartTable,
} from './year-parts';
import { moveRawTablesToYearParts } from './year-parts-migration';
import { YearPartsWriter } from './year-parts-writer';

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
  /** Tables left the main file (moved into the year files): it is written afresh at the commit. */
  private compactMain = false;

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
    private readonly yearParts: YearPartsWriter,
    /** Files no version lists yet: removed when the ingest fails. */
    private readonly scratch: Set<string>,
  ) {}

  static async begin(dataDir: string, options: StoreWriterOptions = {}): Promise<StoreWriter> {
    const dir = storeDir(dataDir);
    await mkdir(path.join(dir, YEAR_PARTS_DIR), { recursive: true });
    const tempDir = ingestTempDir(dataDir);
    // Runs when the process exits mid-ingest (Ctrl-C in the CLI, process.exit): kill -9 skips it, and
    // then the next ingest removes the same files.
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
      const previousParts = previous ? readYearParts(dir, previousVersion) : NO_YEAR_PARTS;
      // A store from before the year files is moved into them; its file is only read.
      const singleFile = previous != null && previousParts == null;
      if (previous && !singleFile) await copyFile(previous, partialPath);
      instance = await DuckDBInstance.create(partialPath, {
        memory_limit: options.memoryLimit ?? '1200MB',
        temp_directory: tempDir,
        // As many as the server's reader may use (STORE_THREADS): the same machine's cores.
        threads: String(storeLimits().threads),
      });
      const connection = await instance.connect();
      let yearParts: YearPartsWriter;
      if (singleFile) {
        const moved = await moveRawTablesToYearParts(connection, previous, (key) =>
          YearPartsWriter.newPartFile(dir, key, version, scratch),
        );
        yearParts = await YearPartsWriter.start(
          connection,
          dir,
          version,
          moved.parts,
          scratch,
          moved.written,
        );
      } else {
        yearParts = await YearPartsWriter.start(
          connection,
          dir,
          version,
          previousParts ?? NO_YEAR_PARTS,
          scratch,
        );
      }
      await connection.run(SOURCE_TABLES_DDL);
      const writer = new StoreWriter(
        dataDir,
        version,
        previousFileName,
        partialPath,
        tempDir,
        lock,
        instance,
        connection,
        yearParts,
        scratch,
      );
      // A store written before the positions had year files: they move there now.
      writer.compactMain = await yearParts.moveMainTablesIn();
      return writer;
    } catch (error) {
      instance?.closeSync();
      removeScratchSync();
      await lock.release();
      throw error;
    }
  }

  /**
   * Makes the years' raw tables writable in this version: only the files that hold them are copied
   * (./year-parts-writer.ts); every other year stays the file the previous version reads.
   */
  writeYears(years: Iterable<number>): Promise<void> {
    return this.yearParts.writeYears(years);
  }

  /** Where this ingest writes a year's rows of a raw table, after `writeYears`. */
  yearTable(table: YearPartTable, year: number): string {
    return this.yearParts.tableOf(table, year);
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
    await this.yearParts.finish();
    await this.connection.run('checkpoint');
    const compactPath = `${this.partialPath}.compact`;
    if (this.compactMain) await this.writeMainAfresh(compactPath);
    this.close();
    if (this.compactMain) await rename(compactPath, this.partialPath);
    const dir = storeDir(this.dataDir);
    await this.yearParts.publish();
    await writeFileAtomically(
      path.join(dir, yearPartsFileName(this.version)),
      yearPartsFileText(this.version, this.yearParts.parts()),
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

  /**
   * Copies the main file being written into a new file: DuckDB does not give back the space of a dropped
   * table, and every later ingest copies the main file, so a file that gave up its largest table is
   * written afresh once. The views over the year files are copied as they are.
   */
  private async writeMainAfresh(compactPath: string): Promise<void> {
    this.scratch.add(compactPath);
    const name = String(
      (await this.connection.runAndReadAll('select current_database() as name')).getRowObjectsJS()[0].name,
    );
    await this.connection.run(`attach '${compactPath.replaceAll("'", "''")}' as compact_main`);
    await this.connection.run(`copy from database "${name.replaceAll('"', '""')}" to compact_main`);
    await this.connection.run('detach compact_main');
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
