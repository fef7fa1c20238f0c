import 'server-only';
import { rateLimitPerMinute, type Env } from '@/lib/config';
import { clientAddress } from './client-address';
import type { RateLimitBucket } from './endpoint';
import { ApiError, errorResponse } from './errors';
import { sharedLimiter, type RateLimitDecision } from './rate-limiter';

export { closeRateLimitStores, resetRateLimits, sharedLimiter } from './rate-limiter';

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
