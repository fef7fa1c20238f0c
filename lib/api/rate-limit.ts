import 'server-only';
import { databaseUrl as configuredDatabaseUrl, rateLimitPerMinute, type Env } from '@/lib/config';
import { clientAddress } from './client-address';
import type { RateLimitBucket } from './endpoint';
import { ApiError, errorResponse } from './errors';
import {
  KeyedRateLimiter,
  MEMORY_STORE,
  postgresRateLimitStore,
  type RateLimitDecision,
  type RateLimitStore,
} from './rate-limiter';

/**
 * Rate limits for expensive public calls, per client address (lib/api/client-address.ts) and bucket.
 * Limits are hits per minute, read from the environment at request time; `0` switches a bucket off.
 * The defaults are far above what a person clicking through the site does (a filter change is one
 * landing query, a download one CSV), and low enough that a script looping over the API is slowed to
 * a pace the store can serve alongside everyone else.
 *
 * Counts live in memory, or in PostgreSQL when DATABASE_URL is set, so that every server process
 * shares them (lib/api/rate-limiter.ts, also for what happens when PostgreSQL fails).
 */

const WINDOW_SECONDS = 60;

/** Hits per minute for a bucket (RATE_LIMIT_*): a whole number ≥ 0, else the default with a warning. */
export function bucketLimit(bucket: RateLimitBucket, env?: Env): number {
  return rateLimitPerMinute(bucket, env);
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

/** The 429 answer: the API's error shape, Retry-After, never cached. */
export function rateLimitedResponse(decision: RateLimitDecision, message: string): Response {
  return errorResponse(new ApiError('rate_limited', message), {
    'Retry-After': String(decision.retryAfterSeconds),
    'Cache-Control': 'no-store',
  });
}

/**
 * A 429 Response when the client has used up the bucket for now, else null. Used by `apiRoute` for
 * endpoints tagged with `rateLimit`, and by the CSV downloads, which are plain route handlers.
 */
export async function rateLimitResponse(bucket: RateLimitBucket, request: Request): Promise<Response | null> {
  const limit = bucketLimit(bucket);
  if (limit === 0) return null;
  const limiter = await sharedLimiter(bucket, limit, WINDOW_SECONDS);
  const decision = await limiter.hit(clientAddress(request));
  if (decision.allowed) return null;
  return rateLimitedResponse(
    decision,
    `For mange forespørsler på kort tid. Vent ${decision.retryAfterSeconds} sekunder og prøv igjen.`,
  );
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
