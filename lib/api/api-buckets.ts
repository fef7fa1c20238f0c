import type { IncomingMessage } from 'node:http';
import { rateLimitPerMinute, type Env } from '@/lib/config';
import { clientAddress } from './client-address';
import type { RateLimitBucket } from './endpoint';
import { errorBody } from './errors';
import { sharedLimiter, type KeyedRateLimiter, type RateLimitDecision } from './rate-limiter';

/**
 * Rate limits for expensive public calls (landing query, save, search, CSV), per client address
 * (lib/api/client-address.ts) and bucket: which limiter and key a request counts against, and the 429
 * it gets beyond it. Limits are hits per minute, read from the environment at request time; `0` switches
 * a bucket off. The defaults are far above what a person clicking through the site does (a filter change
 * is one landing query, a download one CSV), and low enough that a script looping over the API is
 * slowed to a pace the store can serve alongside everyone else.
 *
 * Counts live in memory, or in PostgreSQL when DATABASE_URL is set, so that every server process
 * shares them (lib/api/rate-limiter.ts, also for what happens when PostgreSQL fails). The routes count
 * here (`rateLimitResponse`), and the server's edge peeks here before Next routes a request
 * (lib/api/api-edge.ts), so both read one key. No Next imports: scripts/serve.ts loads this outside Next.
 */

const WINDOW_SECONDS = 60;

/** Hits per minute for a bucket (RATE_LIMIT_*): a whole number ≥ 0, else the default with a warning. */
export function bucketLimit(bucket: RateLimitBucket, env?: Env): number {
  return rateLimitPerMinute(bucket, env);
}

/**
 * The limiter of `bucket` and the key `request` counts against in it (its client address, under
 * TRUST_PROXY); null when the bucket is off (`0`).
 */
export async function bucketCounter(
  bucket: RateLimitBucket,
  request: Request | IncomingMessage,
  env?: Env,
): Promise<{ limiter: KeyedRateLimiter; key: string } | null> {
  const limit = bucketLimit(bucket, env);
  if (limit === 0) return null;
  return {
    limiter: await sharedLimiter(bucket, limit, WINDOW_SECONDS, env),
    key: clientAddress(request, env),
  };
}

/**
 * Whether the request's address has used up `bucket` for now, without counting this request: the
 * refusal its route would give (with the same Retry-After), or null when the route may count it.
 */
export async function isOverLimit(
  bucket: RateLimitBucket,
  request: Request | IncomingMessage,
  env?: Env,
): Promise<RateLimitDecision | null> {
  const counter = await bucketCounter(bucket, request, env);
  if (!counter) return null;
  const decision = await counter.limiter.check(counter.key);
  return decision.allowed ? null : decision;
}

/** What a 429 answer is made of: status, headers and the API's error body as JSON text. */
export interface RefusalParts {
  status: 429;
  headers: Record<string, string>;
  body: string;
}

/**
 * The 429 answer: the API's error shape (lib/api/errors.ts), Retry-After, never cached. As parts, so
 * the server's edge can write it without building a web Response for every refusal of a flood.
 */
export function rateLimitedParts(decision: RateLimitDecision, message: string): RefusalParts {
  return {
    status: 429,
    headers: {
      'Content-Type': 'application/json',
      'Retry-After': String(decision.retryAfterSeconds),
      'Cache-Control': 'no-store',
    },
    body: JSON.stringify(errorBody('rate_limited', message)),
  };
}

const responseOf = ({ status, headers, body }: RefusalParts) => new Response(body, { status, headers });

export function rateLimitedResponse(decision: RateLimitDecision, message: string): Response {
  return responseOf(rateLimitedParts(decision, message));
}

/** The 429 of an address over one of the API's buckets, as parts. */
export function bucketRefusalParts(decision: RateLimitDecision): RefusalParts {
  return rateLimitedParts(
    decision,
    `For mange forespørsler på kort tid. Vent ${decision.retryAfterSeconds} sekunder og prøv igjen.`,
  );
}

/** The 429 of an address over one of the API's buckets. */
export function bucketRefusal(decision: RateLimitDecision): Response {
  return responseOf(bucketRefusalParts(decision));
}

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
