import { z } from 'zod';
import type { RateLimitBucket } from '@/lib/api/endpoint';
import { currentEnv, httpUrl, read, secretVariable, variable, wholeNumber } from './values';
import type { Env, Variable } from './values';

// ---- Landing data over HTTP ---------------------------------------------------------------------------

const LANDINGS_API_URL = variable<string | undefined>('LANDINGS_API_URL', httpUrl(), undefined);
const LANDINGS_API_TIMEOUT_MS = variable('LANDINGS_API_TIMEOUT_MS', wholeNumber(1, 3_600_000), 10_000);
// The shared secret between a proxy node and its data node: the data node answers its internal reads
// (/api/internal/reads, what pages are rendered from) only to a caller that sends it.
const LANDINGS_API_TOKEN = secretVariable<string | undefined>(
  'LANDINGS_API_TOKEN',
  z
    .string()
    .min(24, { error: 'is shorter than 24 characters: too easy to guess for a secret' })
    .max(512, { error: 'is longer than 512 characters' })
    .regex(/^[\x21-\x7e]+$/, { error: 'holds spaces or characters outside printable ASCII' }),
  undefined,
);

export interface LandingsApi {
  baseUrl: string;
  timeoutMs: number;
  /** The data node's shared secret (LANDINGS_API_TOKEN), sent on the internal reads. */
  token: string | undefined;
}

/** Where to read landings from another deployment (a proxy node), or null for the local store. */
export function landingsApi(env: Env = currentEnv()): LandingsApi | null {
  const baseUrl = read(LANDINGS_API_URL, env);
  return baseUrl
    ? { baseUrl, timeoutMs: read(LANDINGS_API_TIMEOUT_MS, env), token: read(LANDINGS_API_TOKEN, env) }
    : null;
}

/** The secret a caller must send for this node's internal reads, or undefined: they are closed. */
export function internalReadsToken(env: Env = currentEnv()): string | undefined {
  return read(LANDINGS_API_TOKEN, env);
}

// ---- Requests: proxies and rate limits ----------------------------------------------------------------

const TRUST_PROXY = variable(
  'TRUST_PROXY',
  z
    .string()
    .transform((text) => text.toLowerCase())
    .pipe(
      z.string().regex(/^(true|false|0|[1-9][0-9]{0,2})$/, {
        error: 'is not a number of proxy hops or true/false: no proxy is trusted, X-Forwarded-For is ignored',
      }),
    )
    .transform((text) => (text === 'true' ? Number.POSITIVE_INFINITY : text === 'false' ? 0 : Number(text))),
  0,
  'warn',
);

/** How many proxies in front may name the client: 0 none, a count, or Infinity for every hop. */
export function trustedProxyHops(env: Env = currentEnv()): number {
  return read(TRUST_PROXY, env);
}

const perMinute = (name: string, fallback: number) =>
  variable(name, wholeNumber(0, 999_999_999), fallback, 'warn');

const RATE_LIMIT_VARIABLES: Record<RateLimitBucket, Variable<number>> = {
  'landing-query': perMinute('RATE_LIMIT_LANDING_QUERY', 120),
  save: perMinute('RATE_LIMIT_SAVE', 30),
  search: perMinute('RATE_LIMIT_SEARCH', 120),
  csv: perMinute('RATE_LIMIT_CSV', 20),
  // Pages the server renders (not cached pages) per address a minute: a reader's pages (documents and
  // clicks); a page's own images and the router's prefetches have budgets of the same size apart
  // (lib/api/page-budget.ts). A reader stays far below it.
  page: perMinute('RATE_LIMIT_PAGE', 600),
};

// The page budget's short window: reads per BURST_WINDOW_SECONDS per address (and, apart, resources
// and prefetches). A reader opens a page every few seconds, never dozens of uncached pages in seconds;
// a flood meets this long before the minute's budget.
const RATE_LIMIT_PAGE_BURST = variable('RATE_LIMIT_PAGE_BURST', wholeNumber(0, 999_999_999), 40, 'warn');

/** The window of RATE_LIMIT_PAGE_BURST, in seconds. */
export const PAGE_BURST_WINDOW_SECONDS = 10;

/** Renders per PAGE_BURST_WINDOW_SECONDS per client address; 0 turns the short window off. */
export function pageBurstLimit(env: Env = currentEnv()): number {
  return read(RATE_LIMIT_PAGE_BURST, env);
}

/** Hits per minute per client for a bucket; 0 turns the limit off. */
export function rateLimitPerMinute(bucket: RateLimitBucket, env: Env = currentEnv()): number {
  return read(RATE_LIMIT_VARIABLES[bucket], env);
}

// New saved queries one client address may add per UTC day (saving one that exists is free); beyond
// it, 429 until the next day. Far above a person sharing views, far below filling the database.
const SAVED_QUERIES_PER_DAY = variable('SAVED_QUERIES_PER_DAY', wholeNumber(0, 999_999_999), 100, 'warn');

/** New saved queries per client address per UTC day; 0 turns the limit off. */
export function savedQueriesPerDay(env: Env = currentEnv()): number {
  return read(SAVED_QUERIES_PER_DAY, env);
}

// ---- The render gate (lib/api/render-gate.ts) ---------------------------------------------------------

const RENDER_VARIABLES = {
  concurrency: variable('RENDER_CONCURRENCY', wholeNumber(1, 1_000), 4, 'warn'),
  maxQueue: variable('RENDER_MAX_QUEUE', wholeNumber(0, 100_000), 64, 'warn'),
  maxWaitMs: variable('RENDER_MAX_WAIT_MS', wholeNumber(1, 600_000), 5_000, 'warn'),
  perAddress: variable('RENDER_PER_ADDRESS', wholeNumber(0, 1_000), 2, 'warn'),
};

export interface RenderLimits {
  /** Page renders Next runs at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Renders waiting for a turn before more are answered 503 (RENDER_MAX_QUEUE). */
  maxQueue: number;
  /** Longest wait for a turn before 503 (RENDER_MAX_WAIT_MS). */
  maxWaitMs: number;
  /** Renders one client address may run at once; 0 for no share per address (RENDER_PER_ADDRESS). */
  perAddress: number;
}

export function renderLimits(env: Env = currentEnv()): RenderLimits {
  return {
    concurrency: read(RENDER_VARIABLES.concurrency, env),
    maxQueue: read(RENDER_VARIABLES.maxQueue, env),
    maxWaitMs: read(RENDER_VARIABLES.maxWaitMs, env),
    perAddress: read(RENDER_VARIABLES.perAddress, env),
  };
}

/** What the start-up check reads of this part (configurationProblems in index.ts). */
export const REQUEST_VARIABLES: Variable<unknown>[] = [
  LANDINGS_API_URL,
  LANDINGS_API_TIMEOUT_MS,
  LANDINGS_API_TOKEN,
  TRUST_PROXY,
  ...Object.values(RATE_LIMIT_VARIABLES),
  RATE_LIMIT_PAGE_BURST,
  SAVED_QUERIES_PER_DAY,
  ...Object.values(RENDER_VARIABLES),
];
