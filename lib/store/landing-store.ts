import 'server-only';
import { serverMetrics } from '@/lib/observability/metrics';
import type { DuckDBConnection, DuckDBInstance, DuckDBValue } from '@duckdb/node-api';
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConnectionPool, type PoolStats, type StoreLane } from './connection-pool';
import { currentPointerPath, resolveDataDir, storeDir, versionOfStoreFile } from './paths';
import { NoDataError, StoreBusyError } from './store-errors';
import { PreparedStatementCache } from './prepared-statements';
import { CONNECTIONS_PER_STORE, landingsApi, storeLimits, type StoreLimits } from '@/lib/config';
import { storeFollower } from './store-publishing';
import { openStoreFile } from './year-parts';

export {
  isNoDataError,
  isStoreBusyError,
  NoDataError,
  StoreBusyError,
  type StoreBusyReason,
} from './store-errors';
export type { StoreLane } from './connection-pool';

/**
 * The web server's read-only view of the landing store.
 *
 * Ingest never touches the file that is being served: it writes a new version and renames the
 * CURRENT pointer. Before each query we look at the pointer (at most every POINTER_CHECK_MS); when it
 * names a new file we open that one and route new queries to it, while queries already running on the
 * old one finish there. The old instance is closed once its last query is done, so a swap never fails a
 * request and needs no restart.
 *
 * No query may hold the store for long: each has a time limit after which DuckDB is interrupted, the
 * wait for a connection is bounded (see connection-pool.ts), and the instance has a memory limit. A
 * query that hits any of these rejects with StoreBusyError, which the API answers with 503.
 */

export type Row = Record<string, unknown>;
export type QueryParams = DuckDBValue[] | Record<string, DuckDBValue>;

export interface StoreQueryOptions {
  /** Aborting it interrupts the query in DuckDB (or takes it out of the wait queue). */
  signal?: AbortSignal;
  /** A time limit shorter than STORE_QUERY_TIMEOUT_MS, in ms (a longer one is cut to it). */
  timeoutMs?: number;
  /** Default: the lane of runInStoreLane around the call (`bulk` in a result-cache miss), else `interactive`. */
  lane?: StoreLane;
}

const POINTER_CHECK_MS = 500;
/** Prepared statements kept per connection (lib/store/prepared-statements.ts). */
const STATEMENTS_PER_CONNECTION = 64;

/** A pooled connection with the statements prepared on it. */
interface StoreConnection {
  connection: DuckDBConnection;
  statements: PreparedStatementCache;
}
// The limits are read from the environment when a store version is opened (so a test can change them).
export type { StoreLimits } from '@/lib/config';

function optionsOf(signalOrOptions: AbortSignal | StoreQueryOptions | undefined): StoreQueryOptions {
  if (!signalOrOptions) return {};
  // Duck-typed: a signal from another realm (a test VM, a polyfill) is not `instanceof AbortSignal`.
  return 'aborted' in signalOrOptions ? { signal: signalOrOptions } : signalOrOptions;
}

const isOutOfMemory = (error: unknown) =>
  error instanceof Error && /^Out of Memory Error/i.test(error.message);

class OpenStore {
  private readonly pool: ConnectionPool<StoreConnection>;
  private inFlight = 0;
  private retired = false;
  private closed = false;

  private constructor(
    readonly fileName: string,
    readonly version: number,
    private readonly instance: DuckDBInstance,
    connections: DuckDBConnection[],
    readonly limits: StoreLimits,
  ) {
    this.pool = new ConnectionPool(
      connections.map((connection) => ({
        connection,
        statements: new PreparedStatementCache(connection, STATEMENTS_PER_CONNECTION),
      })),
      limits,
    );
  }

  static async open(filePath: string, limits = storeLimits()): Promise<OpenStore> {
    const instance = await openStoreFile(filePath, {
      access_mode: 'READ_ONLY',
      threads: String(limits.threads),
      memory_limit: limits.memoryLimit,
      // DuckDB's late materialization answers `order by … limit n` (n ≤ 50) by finding the row ids first
      // and then fetching their columns in a second scan of the table, which does not skip blocks: a
      // page of 15 of one firm's notes scanned every row of buyer_documents. The read models are
      // stored so that a page's read is a range of a few blocks; read once, in place.
      late_materialization_max_rows: '0',
    });
    const connections: DuckDBConnection[] = [];
    for (let i = 0; i < CONNECTIONS_PER_STORE; i++) connections.push(await instance.connect());
    const fileName = path.basename(filePath);
    return new OpenStore(fileName, versionOfStoreFile(fileName) ?? 0, instance, connections, limits);
  }

  stats(): PoolStats {
    return this.pool.stats();
  }

  /**
   * Runs a read-only query. Rejects with StoreBusyError when it cannot get a connection in time, the
   * queue is full, or it runs past its limit (then DuckDB is interrupted and the connection is free for
   * the next query); with the signal's reason when the signal aborts.
   */
  async query<T extends Row = Row>(
    sql: string,
    params?: QueryParams,
    signalOrOptions?: AbortSignal | StoreQueryOptions,
  ): Promise<T[]> {
    // A caller that picked this store just before it was swapped out and closed: serve it from the new one.
    if (this.closed) return queryStore<T>(sql, params, signalOrOptions);
    const options = optionsOf(signalOrOptions);
    const lane = options.lane ?? laneContext().getStore() ?? 'interactive';
    const limitMs = Math.max(0, Math.min(this.limits.queryTimeoutMs, options.timeoutMs ?? Infinity));
    const deadline = Date.now() + limitMs;
    this.inFlight++;
    try {
      const connection = await this.pool.acquire(lane, { deadline, signal: options.signal });
      try {
        return await this.run<T>(connection, sql, params, deadline, limitMs, options.signal);
      } finally {
        this.pool.release(connection, lane);
      }
    } finally {
      this.inFlight--;
      if (this.retired && this.inFlight === 0) this.close();
    }
  }

  private async run<T extends Row>(
    { connection, statements }: StoreConnection,
    sql: string,
    params: QueryParams | undefined,
    deadline: number,
    limitMs: number,
    signal: AbortSignal | undefined,
  ): Promise<T[]> {
    const timeout = () =>
      new StoreBusyError(
        'timeout',
        Math.max(1, Math.ceil(limitMs / 1000)),
        `The query ran past its time limit of ${limitMs} ms`,
      );
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw timeout();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      connection.interrupt();
    }, remaining);
    const interrupt = () => connection.interrupt();
    try {
      signal?.throwIfAborted();
      signal?.addEventListener('abort', interrupt, { once: true });
      const reader = params
        ? await statements.runAndReadAll(sql, params)
        : await connection.runAndReadAll(sql);
      signal?.throwIfAborted();
      return reader.getRowObjectsJS() as T[];
    } catch (error) {
      if (timedOut) throw timeout();
      if (signal?.aborted) throw signal.reason;
      if (isOutOfMemory(error)) {
        throw new StoreBusyError('memory', Math.max(1, Math.ceil(limitMs / 1000)), (error as Error).message);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', interrupt);
    }
  }

  retire() {
    this.retired = true;
    if (this.inFlight === 0) this.close();
  }

  private close() {
    if (this.closed) return;
    this.closed = true;
    for (const { connection } of this.pool.drain()) connection.closeSync();
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
const laneKey = Symbol.for('fangstdata.landingStore.lane');
type GlobalWithStore = typeof globalThis & {
  [globalKey]?: StoreState;
  [laneKey]?: AsyncLocalStorage<StoreLane>;
};

function state(): StoreState {
  const holder = globalThis as GlobalWithStore;
  const dataDir = resolveDataDir();
  if (!holder[globalKey] || holder[globalKey].dataDir !== dataDir) {
    holder[globalKey] = { dataDir, current: null, opening: null, checkedAt: 0 };
    // /metrics shows the served store's queues (lib/observability/metrics.ts).
    serverMetrics().sources.storePool = () => holder[globalKey]?.current?.stats() ?? null;
  }
  return holder[globalKey];
}

function laneContext(): AsyncLocalStorage<StoreLane> {
  const holder = globalThis as GlobalWithStore;
  holder[laneKey] ??= new AsyncLocalStorage<StoreLane>();
  return holder[laneKey];
}

/** The lane `runInStoreLane` set for the work running now, if any. */
export function currentStoreLane(): StoreLane | undefined {
  return laneContext().getStore();
}

/** Runs `work` with every store query inside it (that names no lane itself) in `lane`. */
export function runInStoreLane<T>(lane: StoreLane, work: () => Promise<T>): Promise<T> {
  return laneContext().run(lane, work);
}

/**
 * Read synchronously: the file is a few bytes, and an asynchronous read goes through libuv's thread
 * pool, which long DuckDB queries may be holding; the pointer check must not wait for them.
 */
function readPointer(dataDir: string): string | null {
  try {
    const fileName = readFileSync(currentPointerPath(dataDir), 'utf8').trim();
    return fileName || null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function refresh(s: StoreState): Promise<OpenStore | null> {
  let fileName = readPointer(s.dataDir);
  // A web process that follows a shared directory copies a newer version in first (store-publishing.ts);
  // only a process with no store at all waits for that copy.
  const follower = storeFollower(s.dataDir);
  if (follower) {
    await follower.poll(!fileName);
    fileName = readPointer(s.dataDir);
  }
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
  // A proxy node has no store: whatever asks for one skipped lib/store-reads/reads, and must fail loudly
  // rather than show «no data yet» on a site whose data lives upstream.
  if (landingsApi()) throw new ProxyNodeHasNoStoreError();
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

/** A read on a proxy node (LANDINGS_API_URL) that did not go through lib/store-reads/reads: a bug. */
export class ProxyNodeHasNoStoreError extends Error {
  constructor() {
    super(
      'This node reads its data from LANDINGS_API_URL and has no store: read through lib/store-reads/reads',
    );
    this.name = 'ProxyNodeHasNoStoreError';
  }
}

/**
 * Runs a read-only query on the current store. Aborting the signal interrupts the query in DuckDB;
 * running past its time limit does too, and rejects with StoreBusyError (see OpenStore.query).
 */
export async function queryStore<T extends Row = Row>(
  sql: string,
  params?: QueryParams,
  signalOrOptions?: AbortSignal | StoreQueryOptions,
): Promise<T[]> {
  const store = await currentStore();
  if (!store) throw new NoDataError();
  return store.query<T>(sql, params, signalOrOptions);
}

export type { OpenStore };
