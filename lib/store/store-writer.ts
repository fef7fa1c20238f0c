import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, writeSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SOURCE_TABLES_DDL, STORE_SCHEMA_VERSION } from './schema';
import { currentPointerPath, storeDir, storeFileName, versionOfStoreFile } from './paths';

/**
 * Builds the next version of the landing store beside the one being served.
 *
 * begin(): takes the ingest lock, copies the current store to `landings-N.duckdb.partial` and opens the
 * copy read-write. commit(): checkpoints and closes it, renames it to `landings-N.duckdb` and then
 * atomically replaces the CURRENT pointer. Until that last rename nothing a server reads has changed,
 * so a crash (even kill -9) at any point leaves the previous version serving and intact; the next
 * ingest removes the leftovers.
 */

const PARTIAL_SUFFIX = '.partial';
const LOCK_FILE = 'ingest.lock';

export class IngestLockedError extends Error {
  constructor(pid: number) {
    super(`Another ingest (process ${pid}) is writing the store; try again when it has finished.`);
    this.name = 'IngestLockedError';
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function acquireLock(dir: string): Promise<string> {
  const lockPath = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return lockPath;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (holder && holder !== process.pid && processIsAlive(holder)) throw new IngestLockedError(holder);
      // The holder died without cleaning up (crash, kill -9): the lock is stale.
      await rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the ingest lock ${lockPath}`);
}

/** Removes partial stores left by crashed ingests and versions older than the previous one. */
async function removeLeftovers(dir: string, keepVersions: Set<number>) {
  for (const name of await readdir(dir)) {
    const base = name.replace(/\.wal$/, '').replace(PARTIAL_SUFFIX, '');
    const version = versionOfStoreFile(base);
    if (version == null) continue;
    const partial = name.includes(PARTIAL_SUFFIX);
    if (partial || !keepVersions.has(version)) await rm(path.join(dir, name), { force: true });
  }
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

  private constructor(
    readonly dataDir: string,
    readonly version: number,
    readonly previousFileName: string | null,
    private readonly partialPath: string,
    private readonly lockPath: string,
    private readonly instance: DuckDBInstance,
    readonly connection: DuckDBConnection,
  ) {}

  static async begin(dataDir: string, options: StoreWriterOptions = {}): Promise<StoreWriter> {
    const dir = storeDir(dataDir);
    await mkdir(dir, { recursive: true });
    const lockPath = await acquireLock(dir);
    try {
      const previousFileName = await readCurrentFileName(dataDir);
      const previousVersion = previousFileName ? (versionOfStoreFile(previousFileName) ?? 0) : 0;
      await removeLeftovers(dir, new Set(previousVersion ? [previousVersion, previousVersion - 1] : []));

      const version = previousVersion + 1;
      const partialPath = path.join(dir, storeFileName(version) + PARTIAL_SUFFIX);
      if (previousFileName && existsSync(path.join(dir, previousFileName))) {
        await copyFile(path.join(dir, previousFileName), partialPath);
      }
      const tempDir = path.join(dataDir, 'tmp');
      await mkdir(tempDir, { recursive: true });
      const instance = await DuckDBInstance.create(partialPath, {
        memory_limit: options.memoryLimit ?? '1200MB',
        temp_directory: tempDir,
        threads: '2',
      });
      const connection = await instance.connect();
      await connection.run(SOURCE_TABLES_DDL);
      // Stores written before the documents got content fingerprints.
      await connection.run(`alter table documents add column if not exists fingerprint ubigint;
        alter table documents add column if not exists updated_time timestamp`);
      return new StoreWriter(dataDir, version, previousFileName, partialPath, lockPath, instance, connection);
    } catch (error) {
      await rm(lockPath, { force: true });
      throw error;
    }
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
    this.close();
    const finalName = storeFileName(this.version);
    const finalPath = path.join(storeDir(this.dataDir), finalName);
    await rename(this.partialPath, finalPath);
    await writeFileAtomically(currentPointerPath(this.dataDir), `${finalName}\n`);
    // Servers still finishing queries on the previous version keep it open; anything older goes.
    await removeLeftovers(storeDir(this.dataDir), new Set([this.version, this.version - 1]));
    await rm(this.lockPath, { force: true });
  }

  /** Throws the new version away; the served one was never touched. */
  async abort(): Promise<void> {
    this.close();
    await rm(this.partialPath, { force: true });
    await rm(`${this.partialPath}.wal`, { force: true });
    await rm(this.lockPath, { force: true });
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
