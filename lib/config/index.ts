import path from 'node:path';
import { z } from 'zod';
import type { RateLimitBucket } from '@/lib/api/endpoint';
import {
  byteSize,
  currentEnv,
  emailAddress,
  httpUrl,
  positiveNumber,
  problemOf,
  read,
  readGroup,
  secretVariable,
  share,
  variable,
  wholeNumber,
  type Env,
  type Variable,
} from './values';

/**
 * Every environment variable the site, its CLIs and its benchmarks read, in one place: name, schema,
 * default and what a bad value does. Values are read when a getter is called, never frozen at import:
 * one build serves any deployment, and tests change variables between cases. Each getter takes the
 * environment as an optional argument so a test can pass its own.
 *
 * Server-only by use, but deliberately without `import 'server-only'`: `scripts/` (run by tsx) and
 * `instrumentation.ts` read the same variables. Client components must not import it; what the
 * browser needs (the Firebase web config) is handed to it as props by a server component.
 * Build-time variables (CSP_EXTRA_ORIGINS, HSTS_MAX_AGE) are read by next.config.mjs, which Next loads
 * as plain JavaScript before any TypeScript is compiled; they are listed here for the start-up check.
 */

export type { Env } from './values';
export { InvalidSettingError, parseByteSize, parseShare } from './values';
export * from './tooling';

// ---- Site -------------------------------------------------------------------------------------------

const DEFAULT_CONTACT_EMAIL = 'kontakt@fangstdata.no';

// Unset, the site is where `npm start` serves it: localhost on PORT (see siteUrl).
const SITE_URL = variable<string | undefined>(
  'SITE_URL',
  httpUrl('an http(s) URL like https://fangstdata.no'),
  undefined,
);
const PORT = variable('PORT', wholeNumber(1, 65_535), 3000);
const DATA_DIR = variable('DATA_DIR', z.string(), 'data');
const CONTENT_DIR = variable('CONTENT_DIR', z.string(), '');
// Kept as it was: a bad address shows the placeholder rather than stopping the site.
const CONTACT_EMAIL = variable('CONTACT_EMAIL', emailAddress, DEFAULT_CONTACT_EMAIL, 'warn');
const DATABASE_URL = variable<string | undefined>(
  'DATABASE_URL',
  z.string().regex(/^postgres(ql)?:\/\//, { error: 'is not a postgres:// URL' }),
  undefined,
);

/**
 * The site's public address without a trailing slash (canonical URLs, sitemaps, JSON-LD). Without
 * SITE_URL it is the local server on its own PORT, so links on a server started on another port
 * point back to that server.
 */
export function siteUrl(env: Env = currentEnv()): string {
  const configured = read(SITE_URL, env);
  return configured ? configured.replace(/\/+$/, '') : `http://localhost:${serverPort(env)}`;
}

export function serverPort(env: Env = currentEnv()): number {
  return read(PORT, env);
}

/** DATA_DIR, absolute: landing store, PGlite user database, generated sources. */
export function dataDir(env: Env = currentEnv()): string {
  // The data directory is chosen at run time; tell the bundler not to trace it into the build.
  return path.resolve(/*turbopackIgnore: true*/ read(DATA_DIR, env));
}

/** CONTENT_DIR: operator-edited content (about/contact text, nav links, house ads). */
export function contentDir(env: Env = currentEnv()): string {
  return read(CONTENT_DIR, env) || path.join(process.cwd(), 'content');
}

export function contactEmail(env: Env = currentEnv()): string {
  return read(CONTACT_EMAIL, env);
}

/** PostgreSQL for user state and shared rate-limit counts; undefined means PGlite and in-memory counts. */
export function databaseUrl(env: Env = currentEnv()): string | undefined {
  return read(DATABASE_URL, env);
}

// ---- Firebase Auth ------------------------------------------------------------------------------------

/** A free-text variable without a default: undefined when unset. */
const optionalText = (name: string) => variable<string | undefined>(name, z.string(), undefined);

const FIREBASE_VARIABLES = {
  projectId: optionalText('FIREBASE_PROJECT_ID'),
  apiKey: optionalText('FIREBASE_API_KEY'),
  authDomain: optionalText('FIREBASE_AUTH_DOMAIN'),
  appId: optionalText('FIREBASE_APP_ID'),
  /** `host:port`; set by `npm start` when it runs the emulator. */
  emulatorHost: optionalText('FIREBASE_AUTH_EMULATOR_HOST'),
  /** The port `npm start` runs its own Auth emulator on, so that two checkouts can run side by side. */
  emulatorPort: variable('AUTH_EMULATOR_PORT', wholeNumber(1, 65_535), 9099),
};

/** The Firebase variables as given (unset ones undefined); lib/auth/environment.ts applies the defaults. */
export function firebaseSettings(env: Env = currentEnv()) {
  return readGroup(FIREBASE_VARIABLES, env);
}

// ---- Set by the platform, not by the operator ---------------------------------------------------------

/** NODE_ENV as Next and Node set it. */
export function isProduction(env: Env = currentEnv()): boolean {
  return env.NODE_ENV === 'production';
}

/** While `next build` prerenders pages (NEXT_PHASE): nothing may open a database then. */
export function isProductionBuild(env: Env = currentEnv()): boolean {
  return env.NEXT_PHASE === 'phase-production-build';
}

/** Inside a jest worker (JEST_WORKER_ID), whose module sandbox needs some packages loaded around it. */
export function isUnderJest(env: Env = currentEnv()): boolean {
  return Boolean(env.JEST_WORKER_ID);
}

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
};

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

// ---- Landing store ------------------------------------------------------------------------------------

/** Connections each opened store version holds (one lane of them is kept free of bulk work). */
export const CONNECTIONS_PER_STORE = 4;

const STORE_VARIABLES = {
  queryTimeoutMs: variable('STORE_QUERY_TIMEOUT_MS', wholeNumber(1, 3_600_000), 10_000, 'warn'),
  maxQueue: variable('STORE_MAX_QUEUE', wholeNumber(0, 100_000), 32, 'warn'),
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
  /** Longest wait for a connection (STORE_MAX_WAIT_MS). */
  maxWaitMs: number;
  /** Connections result-cache misses may hold at once (STORE_BULK_CONNECTIONS). */
  bulkConnections: number;
  /** DuckDB `memory_limit` of the reader (STORE_MEMORY_LIMIT). */
  memoryLimit: string;
  /** DuckDB `threads` of the reader (STORE_THREADS). */
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

// ---- Ingest -------------------------------------------------------------------------------------------

const INGEST_VARIABLES = {
  maxWithdrawalShare: variable<number | undefined>('INGEST_MAX_WITHDRAWAL_SHARE', share, undefined),
  maxRejectedShare: variable<number | undefined>('INGEST_MAX_REJECTED_SHARE', share, undefined),
  maxEntryBytes: variable<number | undefined>('INGEST_MAX_ENTRY_BYTES', byteSize, undefined),
};

/**
 * The ingest limits the environment sets (unset ones left out, for the caller's defaults). An
 * unreadable value throws InvalidSettingError naming the variable: an ingest must not run on a guess.
 */
export function ingestLimitSettings(env: Env = currentEnv()): {
  maxWithdrawalShare?: number;
  maxRejectedShare?: number;
  maxEntryBytes?: number;
} {
  const given = Object.entries(readGroup(INGEST_VARIABLES, env)).filter(([, value]) => value !== undefined);
  return Object.fromEntries(given);
}

const SAMPLE_LINES_PER_YEAR = variable<number | undefined>(
  'SAMPLE_LINES_PER_YEAR',
  wholeNumber(1, 100_000_000),
  undefined,
);

/** Size of the generated default data set, when the environment sets it. */
export function sampleLinesPerYear(env: Env = currentEnv()): number | undefined {
  return read(SAMPLE_LINES_PER_YEAR, env);
}

const SAMPLE_END_DATE = variable<string | undefined>(
  'SAMPLE_END_DATE',
  z.string().refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isoDateExists(text), {
    error: 'is not a date like 2026-11-25',
  }),
  undefined,
);

function isoDateExists(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The last day of landings of the generated default data set, when the environment sets it. */
export function sampleEndDate(env: Env = currentEnv()): string | undefined {
  return read(SAMPLE_END_DATE, env);
}

// ---- Keeping the data current (npm run update-data, UPDATE_AT) -----------------------------------------

const DEFAULT_SOURCE_BASE_URL = 'https://register.fiskeridir.no';

/** An absolute http(s) URL, or a path (`/…`) on SOURCE_BASE_URL. */
const sourceAddress = z.string().refine((text) => text.startsWith('/') || /^https?:\/\//i.test(text), {
  error: 'is not an http(s) URL or a path starting with /',
});

const UPDATE_VARIABLES = {
  baseUrl: variable(
    'SOURCE_BASE_URL',
    httpUrl('an http(s) URL like https://register.fiskeridir.no'),
    DEFAULT_SOURCE_BASE_URL,
  ),
  vesselRegisterUrl: variable<string | undefined>('SOURCE_VESSEL_REGISTER_URL', sourceAddress, undefined),
  buyerRegisterUrl: variable<string | undefined>('SOURCE_BUYER_REGISTER_URL', sourceAddress, undefined),
  diskBudgetBytes: variable('UPDATE_DISK_BUDGET', byteSize, 2 * 1024 ** 3),
  lockName: variable(
    'UPDATE_LOCK_NAME',
    z.string().regex(/^[\w.:-]{1,100}$/, { error: 'is not a plain name (letters, digits, . : _ -)' }),
    'fangstdata:update-data',
  ),
};

/**
 * Where `npm run update-data` fetches the directorate's files and what it may keep. An unreadable value
 * throws InvalidSettingError naming the variable: a download must not run against a guessed address.
 */
export function updateSettings(env: Env = currentEnv()) {
  const settings = readGroup(UPDATE_VARIABLES, env);
  return { ...settings, baseUrl: settings.baseUrl.replace(/\/+$/, '') };
}

const UPDATE_AT = variable<{ hour: number; minute: number } | undefined>(
  'UPDATE_AT',
  z
    .string()
    .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: 'is not a time of day like 04:30 (Oslo time)' })
    .transform((text) => {
      const [hour, minute] = text.split(':').map(Number);
      return { hour, minute };
    }),
  undefined,
);

/** The time of day (Oslo) at which `npm start` runs the update, or undefined for no schedule. */
export function updateSchedule(env: Env = currentEnv()): { hour: number; minute: number } | undefined {
  return read(UPDATE_AT, env);
}

// ---- Maps and ads -------------------------------------------------------------------------------------

const MAP_TILE_URL = variable<string | undefined>(
  'MAP_TILE_URL',
  httpUrl().refine((url) => url.includes('{z}'), { error: 'is not an XYZ template with {z}, {x} and {y}' }),
  undefined,
  'warn',
);
const MAP_TILE_ATTRIBUTION = variable('MAP_TILE_ATTRIBUTION', z.string(), 'Kartfliser: se MAP_TILE_URL');

/** The configured tile layer, or null for the bundled coastline. */
export function mapTiles(env: Env = currentEnv()): { url: string; attribution: string } | null {
  const url = read(MAP_TILE_URL, env);
  return url ? { url, attribution: read(MAP_TILE_ATTRIBUTION, env) } : null;
}

const token = z.string().regex(/^[\w.:-]{1,100}$/, { error: 'is not a plain id' });

const AD_VARIABLES = {
  scriptUrl: variable<string | undefined>(
    'AD_PROVIDER_SCRIPT_URL',
    httpUrl('an https URL').refine((url) => url.startsWith('https://'), { error: 'is not an https URL' }),
    undefined,
    'warn',
  ),
  client: variable<string | undefined>('AD_PROVIDER_CLIENT', token, undefined, 'warn'),
  queue: variable('AD_PROVIDER_QUEUE', z.string(), 'adsbygoogle'),
  slotClass: variable(
    'AD_PROVIDER_SLOT_CLASS',
    z.string().regex(/^[\w-]{1,60}$/, { error: 'is not a CSS class name' }),
    'adsbygoogle',
    'warn',
  ),
  slotTop: variable<string | undefined>('AD_PROVIDER_SLOT_TOP', token, undefined, 'warn'),
  slotBottom: variable<string | undefined>('AD_PROVIDER_SLOT_BOTTOM', token, undefined, 'warn'),
};

/** The AD_PROVIDER_* variables as given; lib/content/ads.ts decides whether they make a usable provider. */
export function adProviderSettings(env: Env = currentEnv()) {
  const { slotTop, slotBottom, ...provider } = readGroup(AD_VARIABLES, env);
  return { ...provider, slots: { top: slotTop, bottom: slotBottom } };
}

// ---- Build time (read by next.config.mjs) -------------------------------------------------------------

const BUILD_TIME_VARIABLES = [
  variable('CSP_EXTRA_ORIGINS', z.string(), ''),
  // Only warned about at run time: `next build` already refused a bad value, and a change now has no effect.
  variable('HSTS_MAX_AGE', wholeNumber(0, 9_999_999_999), 0, 'warn'),
];

// ---- Start-up check -----------------------------------------------------------------------------------

const SERVER_VARIABLES: Variable<unknown>[] = [
  SITE_URL,
  DATA_DIR,
  CONTENT_DIR,
  CONTACT_EMAIL,
  DATABASE_URL,
  ...Object.values(FIREBASE_VARIABLES),
  LANDINGS_API_URL,
  LANDINGS_API_TIMEOUT_MS,
  LANDINGS_API_TOKEN,
  TRUST_PROXY,
  ...Object.values(RATE_LIMIT_VARIABLES),
  SAVED_QUERIES_PER_DAY,
  ...Object.values(STORE_VARIABLES),
  STORE_SOURCE_DIR,
  STORE_PUBLISH_DIR,
  RESULT_CACHE_MB,
  RESULT_CACHE_MAX_ENTRY_MB,
  FRONT_CACHE_MB,
  // A bad UPDATE_AT stops `npm start`: a schedule silently dropped would leave the data going stale.
  UPDATE_AT,
  // INGEST_* are left to the ingest CLI, which refuses a bad one itself (exit code 2): the server never ingests.
  MAP_TILE_URL,
  MAP_TILE_ATTRIBUTION,
  ...Object.values(AD_VARIABLES),
  ...BUILD_TIME_VARIABLES,
];

export interface ConfigurationProblems {
  /** Values that stop the server: a wrong site address or database URL must not be served on. */
  fatal: string[];
  /** Values replaced by their default (as the server has always done for tuning knobs). */
  ignored: string[];
}

/** Every unusable value in the environment, each message naming its variable. */
export function configurationProblems(env: Env = currentEnv()): ConfigurationProblems {
  const problems: ConfigurationProblems = { fatal: [], ignored: [] };
  for (const setting of SERVER_VARIABLES) {
    const problem = problemOf(setting, env);
    if (problem) (setting.onInvalid === 'refuse' ? problems.fatal : problems.ignored).push(problem);
  }
  // A proxy node renders its pages from the data node's internal reads, which need the shared secret.
  if (env.LANDINGS_API_URL && !env.LANDINGS_API_TOKEN) {
    problems.fatal.push(
      "LANDINGS_API_URL is set but LANDINGS_API_TOKEN is not: a proxy node needs the data node's shared secret",
    );
  }
  return problems;
}

/**
 * Called by instrumentation.ts when the server starts: a value that would make the site wrong (its
 * address, its database) stops it with a message naming the variable; a bad tuning value is named
 * in a warning and its default used, as before.
 */
export function checkConfigurationAtStart(env: Env = currentEnv()): void {
  const { fatal, ignored } = configurationProblems(env);
  for (const problem of ignored) console.warn(`⚠ ${problem}; using the default`);
  if (fatal.length === 0) return;
  console.error(`✖ Fangstdata refuses to start: ${fatal.join('; ')}`);
  // Next would only log a thrown error and serve on; a misconfigured server must not serve at all.
  process.exit(1);
}
