import type { Pool } from 'pg';
import { databaseUrl as configuredDatabaseUrl, type Env } from '@/lib/config';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The one way this app rate-limits, on rate-limiter-flexible: a fixed number of hits per key per
 * window. In memory by default (each process counts on its own); on a PostgreSQL store every server
 * process shares the counts (one `rate_limits` table, a row per key, updated atomically by the
 * library's upsert).
 *
 * When PostgreSQL fails (down, slow, table missing) a request must not fail with it: the limiter
 * falls back to its in-memory count for that call, which still stops a single process from being
 * hammered, and logs a warning at most once a minute. This is the "fail open" choice: an outage of
 * the limiter never takes the site down, at the price of limits being per process until the database
 * is back.
 */

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the key may try again (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
  remaining: number;
}

export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres';
  readonly pool?: Pool;
  readonly schema?: string;
  /** Creates the shared table when missing; retried on a later hit after a failure. */
  ensureTable(): Promise<void>;
  close(): Promise<void>;
}

export const MEMORY_STORE: RateLimitStore = {
  kind: 'memory',
  ensureTable: async () => {},
  close: async () => {},
};

/** The shared table; one for every bucket, keys are prefixed by the bucket's name. */
export const RATE_LIMIT_TABLE = 'rate_limits';
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_TABLE_AFTER_MS = 30_000;

/**
 * A PostgreSQL store with a small pool of its own: rate-limit checks are short and must not queue
 * behind user-data queries, and they give up after a second so a sick database costs little.
 * The table has the layout rate-limiter-flexible expects; it is created here rather than by the
 * library because the library tries only once, and a database that was down at start would leave
 * the limits per process for the life of the server.
 */
export async function postgresRateLimitStore(
  databaseUrl: string,
  options: { schema?: string } = {},
): Promise<RateLimitStore> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`rate limits: invalid schema name ${JSON.stringify(options.schema)}`);
  }
  const { Pool } = await import('pg');
  const pool = new Pool({
    connectionString: databaseUrl,
    max: 4,
    connectionTimeoutMillis: 1_000,
    query_timeout: 1_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) =>
    warnThrottled('an idle PostgreSQL connection of the rate limiter failed', error),
  );
  const table = options.schema ? `"${options.schema}"."${RATE_LIMIT_TABLE}"` : `"${RATE_LIMIT_TABLE}"`;
  let created: Promise<void> | null = null;
  let failedAt = 0;
  return {
    kind: 'postgres',
    pool,
    schema: options.schema,
    ensureTable() {
      if (!created && Date.now() - failedAt >= RETRY_TABLE_AFTER_MS) {
        created = pool
          .query(
            `create table if not exists ${table} (
               key varchar(255) primary key, points integer not null default 0, expire bigint)`,
          )
          .then(
            () => undefined,
            (error: { code?: string }) => {
              // Two processes creating it at once: the other one won, the table is there.
              if (error?.code === '23505') return;
              created = null;
              failedAt = Date.now();
              throw error;
            },
          );
      }
      return created ?? Promise.reject(new Error(`the table ${RATE_LIMIT_TABLE} could not be created`));
    },
    close: () => pool.end(),
  };
}

const WARN_INTERVAL_MS = 60_000;
let lastWarning = 0;

function warnThrottled(what: string, error: unknown) {
  const now = Date.now();
  if (now - lastWarning < WARN_INTERVAL_MS) return;
  lastWarning = now;
  console.warn(
    `⚠ rate limits: ${what}; counting per process until it works again (${(error as Error)?.message ?? error})`,
  );
}

function decisionOf(result: RateLimiterRes, allowed: boolean): RateLimitDecision {
  return {
    allowed,
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(result.msBeforeNext / 1000)),
    remaining: result.remainingPoints,
  };
}

export class KeyedRateLimiter {
  private readonly memory: RateLimiterMemory;
  private readonly shared: RateLimiterPostgres | null;
  private readonly store: RateLimitStore;

  constructor(
    /** Key prefix, e.g. `landing-query`; keeps buckets apart in the shared table. */
    readonly name: string,
    /** Hits allowed per key and window. */
    readonly limit: number,
    readonly windowSeconds: number,
    store: RateLimitStore = MEMORY_STORE,
  ) {
    this.store = store;
    const options = { keyPrefix: name, points: limit, duration: windowSeconds };
    this.memory = new RateLimiterMemory(options);
    this.shared =
      store.kind === 'postgres' && store.pool
        ? new RateLimiterPostgres({
            ...options,
            storeClient: store.pool,
            storeType: 'pool',
            tableName: RATE_LIMIT_TABLE,
            schemaName: store.schema,
            tableCreated: true,
            // Expired rows are deleted by the library every five minutes.
            clearExpiredByTimeout: true,
          })
        : null;
  }

  /**
   * What `hit(key)` would decide now, without counting a hit: refused (with the same Retry-After)
   * when the key has used every hit of its window. The server's edge asks this before Next routes an
   * API request, so an address already refused costs no routing; the route still counts with `hit`.
   */
  async check(key: string): Promise<RateLimitDecision> {
    if (this.shared) {
      try {
        await this.store.ensureTable();
        return this.decisionWithout(await this.shared.get(key));
      } catch (error) {
        warnThrottled('PostgreSQL did not answer', error);
      }
    }
    return this.decisionWithout(await this.memory.get(key));
  }

  /** The decision for the next hit, from a key's current count (null: no hit in this window). */
  private decisionWithout(current: RateLimiterRes | null): RateLimitDecision {
    // An in-memory count whose window has just ended is dropped by a timer; until then it is stale.
    const counts = current !== null && (current.msBeforeNext > 0 || current.msBeforeNext === -1);
    const used = counts ? current.consumedPoints : 0;
    if (used < this.limit) return { allowed: true, retryAfterSeconds: 0, remaining: this.limit - used - 1 };
    return decisionOf(current!, false);
  }

  /** Counts one hit for `key` and says whether it is within the limit. */
  async hit(key: string): Promise<RateLimitDecision> {
    if (this.shared) {
      try {
        await this.store.ensureTable();
        return decisionOf(await this.shared.consume(key), true);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return decisionOf(rejection, false);
        warnThrottled('PostgreSQL did not answer', rejection);
      }
    }
    try {
      return decisionOf(await this.memory.consume(key), true);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return decisionOf(rejection, false);
      // Never expected from the in-memory store; an unknown failure must not block a visitor.
      console.error('rate limits: the in-memory limiter failed', rejection);
      return { allowed: true, retryAfterSeconds: 0, remaining: 0 };
    }
  }
}

// On globalThis: every route bundle of this process must count in the same limiter and share one pool.
const registryKey = Symbol.for('fangstdata.rateLimiters');
interface Registry {
  limiters: Map<string, KeyedRateLimiter>;
  stores: Map<string, Promise<RateLimitStore>>;
}
type GlobalWithRegistry = typeof globalThis & { [registryKey]?: Registry };

function registry(): Registry {
  const holder = globalThis as GlobalWithRegistry;
  return (holder[registryKey] ??= { limiters: new Map(), stores: new Map() });
}

function storeFor(databaseUrl: string | undefined): Promise<RateLimitStore> {
  if (!databaseUrl) return Promise.resolve(MEMORY_STORE);
  const { stores } = registry();
  let store = stores.get(databaseUrl);
  if (!store) {
    store = postgresRateLimitStore(databaseUrl);
    stores.set(databaseUrl, store);
  }
  return store;
}

/**
 * The process's limiter for a name and limit, on the store the environment asks for. Made once per
 * configuration, so a changed variable (tests) gets a fresh count.
 */
export async function sharedLimiter(
  name: string,
  limit: number,
  windowSeconds: number,
  env?: Env,
): Promise<KeyedRateLimiter> {
  const databaseUrl = configuredDatabaseUrl(env);
  const id = `${name}|${limit}|${windowSeconds}|${databaseUrl ?? ''}`;
  const { limiters } = registry();
  let limiter = limiters.get(id);
  if (!limiter) {
    const store = await storeFor(databaseUrl).catch((error: unknown) => {
      // pg could not even be loaded: count per process rather than fail the request.
      console.warn('⚠ rate limits: PostgreSQL is unavailable, counting per process', error);
      return MEMORY_STORE;
    });
    limiter = limiters.get(id) ?? new KeyedRateLimiter(name, limit, windowSeconds, store);
    limiters.set(id, limiter);
  }
  return limiter;
}

/** Tests only: forget every count (of the limiters whose name is given, or all). */
export function resetRateLimits(...names: string[]): void {
  const { limiters } = registry();
  for (const id of [...limiters.keys()]) {
    if (names.length === 0 || names.includes(id.split('|')[0])) limiters.delete(id);
  }
}

/** Tests only: closes the PostgreSQL pools of the rate limits. */
export async function closeRateLimitStores(): Promise<void> {
  const { limiters, stores } = registry();
  limiters.clear();
  const open = [...stores.values()];
  stores.clear();
  await Promise.all(open.map(async (store) => (await store.catch(() => MEMORY_STORE)).close()));
}
