import 'server-only';
import { serverMetrics } from '@/lib/observability/metrics';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { resultCacheBytes } from '@/lib/config';
import { currentStore, currentStoreLane, runInStoreLane } from './landing-store';

/**
 * Results of store queries, cached per (query name, normalised input, store version). A new store
 * version changes the key, so a stale result is never served after an ingest; the entries of the old
 * version are dropped at the first look-up that sees the new one.
 *
 * Bounded by bytes, not entries (lru-cache's maxSize with an estimate of each result's size): a few
 * full-fleet results weigh more than thousands of small ones. A result larger than the per-entry cap
 * is returned but not kept. Keys are bounded too: a long input is hashed.
 *
 * Identical misses share one run: while a result is being computed, the same look-up waits for it
 * instead of starting another, so a burst of one uncached query costs one query. A miss runs in the
 * store's `bulk` lane (aggregations), which may not take every connection, except one started by an
 * entity lookup (`lookup` lane, lib/store-reads/reads.ts and lib/api/route.ts): it stays in that lane,
 * so a reader's boat page does not queue behind a flood of landing queries.
 */

export interface ResultCacheOptions {
  maxBytes: number;
  /** Results estimated larger than this are returned but not cached. */
  maxEntryBytes: number;
  /** The store version results belong to (part of every key). */
  version: () => Promise<string>;
}

export interface CachedQueryOptions {
  /**
   * The caller's interest: when it aborts, the caller stops waiting at once; the shared run is
   * aborted (through the signal `run` receives) only when every caller waiting for it has aborted.
   */
  signal?: AbortSignal;
}

export interface ResultCacheStats {
  entries: number;
  bytes: number;
  /** Runs in progress. */
  running: number;
}

/** Keys longer than this keep their readable prefix and a hash of the input instead of the input. */
const MAX_KEY_LENGTH = 240;

interface Entry {
  value: unknown;
}

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
}

export class ResultCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly flights = new Map<string, Flight>();
  private seenVersion: string | null = null;

  constructor(private readonly options: ResultCacheOptions) {
    this.entries = new LRUCache<string, Entry>({
      maxSize: Math.max(1, options.maxBytes),
      maxEntrySize: Math.max(1, Math.min(options.maxEntryBytes, options.maxBytes)),
    });
  }

  stats(): ResultCacheStats {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize, running: this.flights.size };
  }

  clear() {
    this.entries.clear();
  }

  async get<T>(
    name: string,
    input: unknown,
    run: (signal: AbortSignal) => Promise<T>,
    options: CachedQueryOptions = {},
  ): Promise<T> {
    const { signal } = options;
    signal?.throwIfAborted();
    const version = await this.options.version();
    if (version !== this.seenVersion) {
      this.clear();
      this.seenVersion = version;
    }
    const key = cacheKey(version, name, input);
    // A caller that joined a run started by a caller which then aborted it (by its own signal inside
    // `run`) did not ask for that abort: it runs the query itself, once.
    for (let attempt = 0; ; attempt++) {
      const hit = this.entries.get(key);
      if (hit) {
        serverMetrics().resultCache.inc({ result: 'hit' });
        return hit.value as T;
      }
      const joined = this.flights.get(key);
      if (attempt === 0) serverMetrics().resultCache.inc({ result: joined ? 'joined' : 'miss' });
      const flight = joined ?? this.start(key, version, run);
      try {
        return (await this.wait(key, flight, signal)) as T;
      } catch (error) {
        if (joined && attempt === 0 && isAbortError(error) && !signal?.aborted) continue;
        throw error;
      }
    }
  }

  private start(key: string, version: string, run: (signal: AbortSignal) => Promise<unknown>): Flight {
    const controller = new AbortController();
    const flight: Flight = { controller, waiters: 0, promise: Promise.resolve() };
    const lane = currentStoreLane() === 'lookup' ? 'lookup' : 'bulk';
    flight.promise = runInStoreLane(lane, () => run(controller.signal))
      .then((value) => {
        if (version === this.seenVersion) this.keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      });
    // Every waiter handles the outcome; this keeps a run whose waiters all left from being "unhandled".
    flight.promise.catch(() => undefined);
    this.flights.set(key, flight);
    return flight;
  }

  private keep(key: string, value: unknown) {
    const size = estimateResultBytes(value, this.entries.maxEntrySize);
    if (size > this.entries.maxEntrySize) return;
    this.entries.set(key, { value }, { size: Math.max(1, size) });
  }

  /**
   * Waits for a run on behalf of one caller. When the caller's signal aborts it stops waiting; when it
   * was the last one waiting, the run is aborted and forgotten, so the next caller starts afresh.
   */
  private wait(key: string, flight: Flight, signal: AbortSignal | undefined): Promise<unknown> {
    flight.waiters++;
    if (!signal) return flight.promise.finally(() => flight.waiters--);
    return new Promise((resolve, reject) => {
      let left = false;
      const leave = () => {
        if (left) return false;
        left = true;
        flight.waiters--;
        signal.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        if (flight.waiters === 0) {
          if (this.flights.get(key) === flight) this.flights.delete(key);
          flight.controller.abort(signal.reason);
        }
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => leave() && resolve(value),
        (error: unknown) => leave() && reject(error),
      );
    });
  }
}

/** JSON with sorted keys and no undefined fields, so equal inputs give equal keys. */
function stableStringify(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export function cacheKey(version: string, name: string, input: unknown): string {
  const key = `${version}|${name}|${stableStringify(input)}`;
  if (key.length <= MAX_KEY_LENGTH) return key;
  const digest = createHash('sha256').update(key).digest('base64url');
  return `${key.slice(0, MAX_KEY_LENGTH - digest.length - 1)}#${digest}`;
}

/** The caller's own signal (or Next's, when the client leaves) aborted the run. */
function isAbortError(error: unknown): boolean {
  // By name: a DOMException from another realm is not `instanceof Error`.
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : null;
  return name === 'AbortError' || name === 'ResponseAborted';
}

/**
 * Roughly the bytes a result takes on V8's heap: strings one byte a character (Norwegian text is
 * Latin-1, which V8 stores that way) plus a header, numbers and references 8, objects a header plus 8
 * per field (field names live in shared hidden classes), arrays a header plus 8 per slot. Stops
 * counting as soon as the total passes `limit`, so a huge result costs no more to reject than to keep.
 */
export function estimateResultBytes(value: unknown, limit = Infinity): number {
  let total = 0;
  const visit = (item: unknown, depth: number): void => {
    if (total > limit) return;
    if (typeof item === 'string') total += 16 + item.length;
    else if (item === null || typeof item !== 'object') total += 8;
    else if (item instanceof Date) total += 32;
    else if (depth > 64)
      total = Infinity; // not a query result; never cache it
    else if (Array.isArray(item)) {
      total += 16 + 8 * item.length;
      for (let i = 0; i < item.length && total <= limit; i++) visit(item[i], depth + 1);
    } else if (item instanceof Map || item instanceof Set) {
      total += 32 + 16 * item.size;
      for (const entry of item) {
        if (total > limit) break;
        visit(entry, depth + 1);
      }
    } else {
      const fields = Object.values(item as Record<string, unknown>);
      total += 24 + 8 * fields.length;
      for (let i = 0; i < fields.length && total <= limit; i++) visit(fields[i], depth + 1);
    }
  };
  visit(value, 0);
  return total;
}

// One cache per process (like the store), shared by Next's separate route bundles.
const globalKey = Symbol.for('fangstdata.resultCache');
type GlobalWithCache = typeof globalThis & { [globalKey]?: ResultCache };

function defaultCache(): ResultCache {
  const holder = globalThis as GlobalWithCache;
  holder[globalKey] ??= new ResultCache({
    ...resultCacheBytes(),
    version: async () => (await currentStore())?.fileName ?? 'none',
  });
  return holder[globalKey];
}

/**
 * `run()`'s result for this query name and input on the current store version, from the cache when it
 * is there. `run` receives a signal that aborts when every caller waiting for it has aborted; pass the
 * caller's signal in `options` for that (a `run` that uses the caller's signal directly works too, but
 * then one caller leaving cancels the run for the others, which then run it again).
 */
export function cachedQuery<T>(
  name: string,
  input: unknown,
  run: (signal: AbortSignal) => Promise<T>,
  options?: CachedQueryOptions,
): Promise<T> {
  return defaultCache().get(name, input, run, options);
}

export function clearQueryCache() {
  defaultCache().clear();
}

export function resultCacheStats(): ResultCacheStats {
  return defaultCache().stats();
}
