import 'server-only';
import { bucketCounter, bucketRefusal } from './api-buckets';
import type { RateLimitBucket } from './endpoint';

export { bucketLimit, rateLimitedResponse } from './api-buckets';
export { closeRateLimitStores, resetRateLimits, sharedLimiter } from './rate-limiter';

/**
 * Rate limits for expensive public calls, per client address (lib/api/client-address.ts) and bucket.
 * Limits are hits per minute, read from the environment at request time; `0` switches a bucket off.
 * The defaults are far above what a person clicking through the site does (a filter change is one
 * landing query, a download one CSV), and low enough that a script looping over the API is slowed to
 * a pace the store can serve alongside everyone else.
 *
 * Counts live in memory, or in PostgreSQL when DATABASE_URL is set, so that every server process
 * shares them (lib/api/rate-limiter.ts, also for what happens when PostgreSQL fails). The server
 * refuses an address already over its API bucket before Next routes the request (lib/api/api-edge.ts);
 * every request that gets here is counted here.
 */

/**
 * A 429 Response when the client has used up the bucket for now, else null. Used by `apiRoute` for
 * endpoints tagged with `rateLimit`, and by the CSV downloads, which are plain route handlers.
 */
export async function rateLimitResponse(bucket: RateLimitBucket, request: Request): Promise<Response | null> {
  const counter = await bucketCounter(bucket, request);
  if (!counter) return null;
  const decision = await counter.limiter.hit(counter.key);
  return decision.allowed ? null : bucketRefusal(decision);
}
