import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { currentPointerPath, resolveDataDir, storeDir, versionOfStoreFile } from './paths';

/**
 * The web server's read-only view of the landing store.
 *
 * Ingest never touches the file that is being served: it writes a new version and renames the
 * CURRENT pointer. Before each query we look at the pointer (at most every POINTER_CHECK_MS); when it
 * names a new file we open that one and route new queries to it, while queries already running on the
 * old one finish there. The old instance is closed once its last query is done, so a swap never fails a
 * request and needs no restart.
 */

export type Row = Record<string, unknown>;
export type QueryParams = DuckDBValue[] | Record<string, DuckDBValue>;

const POINTER_CHECK_MS = 500;
const CONNECTIONS_PER_STORE = 4;

class OpenStore {
  private readonly idle: DuckDBConnection[] = [];
  private readonly waiting: ((connection: DuckDBConnection) => void)[] = [];
  private inFlight = 0;
  private retired = false;

  private constructor(
    readonly fileName: string,
    readonly version: number,
    private readonly instance: DuckDBInstance,
  ) {}

  static async open(filePath: string): Promise<OpenStore> {
    const instance = await DuckDBInstance.create(filePath, { access_mode: 'READ_ONLY', threads: '2' });
    const store = new OpenStore(
      path.basename(filePath),
      versionOfStoreFile(path.basename(filePath)) ?? 0,
      instance,
    );
    for (let i = 0; i < CONNECTIONS_PER_STORE; i++) store.idle.push(await instance.connect());
    return store;
  }

  private acquire(): Promise<DuckDBConnection> {
    const connection = this.idle.pop();
    if (connection) return Promise.resolve(connection);
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(connection: DuckDBConnection) {
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }

  async query<T extends Row = Row>(sql: string, params?: QueryParams, signal?: AbortSignal): Promise<T[]> {
    this.inFlight++;
    const connection = await this.acquire();
    const interrupt = () => connection.interrupt();
    try {
      signal?.throwIfAborted();
      signal?.addEventListener('abort', interrupt, { once: true });
      const reader = await connection.runAndReadAll(sql, params);
      signal?.throwIfAborted();
      return reader.getRowObjectsJS() as T[];
    } finally {
      signal?.removeEventListener('abort', interrupt);
      this.release(connection);
      this.inFlight--;
      if (this.retired && this.inFlight === 0) this.close();
    }
  }

  retire() {
    this.retired = true;
    if (this.inFlight === 0) this.close();
  }

  private close() {
    for (const connection of this.idle.splice(0)) connection.closeSync();
    this.instance.closeSync();
  }
}

interface StoreState {
  dataDir: string;
  current: OpenStore | null;
  opening: Promise<OpenStore | null> | null;
  checkedAt: number;
}

// One state per process, kept on globalThis so that Next's dev reloads and separate route bundles share it.
const globalKey = Symbol.for('fangstdata.landingStore');
type GlobalWithStore = typeof globalThis & { [globalKey]?: StoreState };

function state(): StoreState {
  const holder = globalThis as GlobalWithStore;
  const dataDir = resolveDataDir();
  if (!holder[globalKey] || holder[globalKey].dataDir !== dataDir) {
    holder[globalKey] = { dataDir, current: null, opening: null, checkedAt: 0 };
  }
  return holder[globalKey];
}

async function readPointer(dataDir: string): Promise<string | null> {
  try {
    const fileName = (await readFile(currentPointerPath(dataDir), 'utf8')).trim();
    return fileName || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function refresh(s: StoreState): Promise<OpenStore | null> {
  const fileName = await readPointer(s.dataDir);
  if (!fileName) return s.current;
  if (s.current?.fileName === fileName) return s.current;
  const next = await OpenStore.open(path.join(/*turbopackIgnore: true*/ storeDir(s.dataDir), fileName));
  const previous = s.current;
  s.current = next;
  previous?.retire();
  return next;
}

/** The store being served, or null when no data has been ingested yet. */
export async function currentStore(): Promise<OpenStore | null> {
  const s = state();
  const now = Date.now();
  if (s.current && now - s.checkedAt < POINTER_CHECK_MS) return s.current;
  if (!s.opening) {
    s.opening = refresh(s).finally(() => {
      s.checkedAt = Date.now();
      s.opening = null;
    });
  }
  return s.opening;
}

export class NoDataError extends Error {
  constructor() {
    super('No landing data has been ingested yet (run `npm run sample-data` or `npm run ingest`).');
    this.name = 'NoDataError';
  }
}

/** Runs a read-only query on the current store. Aborting the signal interrupts the query in DuckDB. */
export async function queryStore<T extends Row = Row>(
  sql: string,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<T[]> {
  const store = await currentStore();
  if (!store) throw new NoDataError();
  return store.query<T>(sql, params, signal);
}

export type { OpenStore };
