import path from 'node:path';
import { z } from 'zod';
import { currentEnv, positiveNumber, read, readGroup, variable, wholeNumber } from './values';
import type { Env, Variable } from './values';

// ---- Landing store ------------------------------------------------------------------------------------

/** Connections each opened store version holds (one lane of them is kept free of bulk work). */
export const CONNECTIONS_PER_STORE = 4;

const STORE_VARIABLES = {
  queryTimeoutMs: variable('STORE_QUERY_TIMEOUT_MS', wholeNumber(1, 3_600_000), 10_000, 'warn'),
  maxQueue: variable('STORE_MAX_QUEUE', wholeNumber(0, 100_000), 32, 'warn'),
  // Entity lookups (boat, firm, station and owner pages, `/api/…/{id}`) queue apart from bulk work.
  lookupMaxQueue: variable('STORE_LOOKUP_MAX_QUEUE', wholeNumber(0, 100_000), 64, 'warn'),
  maxWaitMs: variable('STORE_MAX_WAIT_MS', wholeNumber(1, 3_600_000), 5_000, 'warn'),
  bulkConnections: variable('STORE_BULK_CONNECTIONS', wholeNumber(1, CONNECTIONS_PER_STORE - 1), 2, 'warn'),
  // DuckDB's own syntax (`512MB`, `2GB`, `50%`); anything else would stop the store from opening.
  memoryLimit: variable(
    'STORE_MEMORY_LIMIT',
    z.string().regex(/^\d+(\.\d+)?\s*([KMGT]i?B|%)$/i, { error: 'is not like 1GB or 50%' }),
    '1GB',
    'warn',
  ),
  threads: variable('STORE_THREADS', wholeNumber(1, 256), 2, 'warn'),
};

export interface StoreLimits {
  /** Longest a query may take, wait for a connection included (STORE_QUERY_TIMEOUT_MS). */
  queryTimeoutMs: number;
  /** Waiters per lane before new queries are refused (STORE_MAX_QUEUE). */
  maxQueue: number;
  /** Waiters in the lookup lane (STORE_LOOKUP_MAX_QUEUE). */
  lookupMaxQueue: number;
  /** Longest wait for a connection (STORE_MAX_WAIT_MS). */
  maxWaitMs: number;
  /** Connections result-cache misses may hold at once (STORE_BULK_CONNECTIONS). */
  bulkConnections: number;
  /** DuckDB `memory_limit` of the reader (STORE_MEMORY_LIMIT). */
  memoryLimit: string;
  /** DuckDB `threads` of the reader and of ingest's writer (STORE_THREADS). */
  threads: number;
}

/** The landing store's limits, read when a store version is opened. */
export function storeLimits(env: Env = currentEnv()): StoreLimits {
  return readGroup(STORE_VARIABLES, env);
}

// ---- More than one machine (lib/store/store-publishing.ts) --------------------------------------------

const STORE_PUBLISH_DIR = variable<string | undefined>('STORE_PUBLISH_DIR', z.string().min(1), undefined);
const STORE_SOURCE_DIR = variable<string | undefined>('STORE_SOURCE_DIR', z.string().min(1), undefined);

/** Where the ingesting process publishes each new store version (absolute), or null. */
export function storePublishDir(env: Env = currentEnv()): string | null {
  const dir = read(STORE_PUBLISH_DIR, env);
  return dir ? path.resolve(/*turbopackIgnore: true*/ dir) : null;
}

/** The shared directory a web process copies its store from (absolute), or null to serve DATA_DIR's own. */
export function storeSourceDir(env: Env = currentEnv()): string | null {
  const dir = read(STORE_SOURCE_DIR, env);
  return dir ? path.resolve(/*turbopackIgnore: true*/ dir) : null;
}

const RESULT_CACHE_MB = variable('RESULT_CACHE_MB', positiveNumber, 128, 'warn');
const RESULT_CACHE_MAX_ENTRY_MB = variable('RESULT_CACHE_MAX_ENTRY_MB', positiveNumber, 8, 'warn');

/** The result cache's bounds in bytes. */
export function resultCacheBytes(env: Env = currentEnv()): { maxBytes: number; maxEntryBytes: number } {
  const bytes = (megabytes: number) => Math.round(megabytes * 1024 * 1024);
  return {
    maxBytes: bytes(read(RESULT_CACHE_MB, env)),
    maxEntryBytes: bytes(read(RESULT_CACHE_MAX_ENTRY_MB, env)),
  };
}

// Pages Next has rendered, kept as finished answers in front of it (lib/page-cache/front-cache.ts); 0 turns it off.
const FRONT_CACHE_MB = variable('FRONT_CACHE_MB', wholeNumber(0, 65_536), 128, 'warn');

/** The front cache's bound in bytes (0: off). */
export function frontCacheBytes(env: Env = currentEnv()): number {
  return read(FRONT_CACHE_MB, env) * 1024 * 1024;
}

/** What the start-up check reads of this part (configurationProblems in index.ts). */
export const STORE_SERVER_VARIABLES: Variable<unknown>[] = [
  ...Object.values(STORE_VARIABLES),
  STORE_SOURCE_DIR,
  STORE_PUBLISH_DIR,
  RESULT_CACHE_MB,
  RESULT_CACHE_MAX_ENTRY_MB,
  FRONT_CACHE_MB,
];
