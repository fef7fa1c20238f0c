import { z } from 'zod';
import { currentEnv, httpUrl, positiveNumber, read, variable, wholeNumber, type Env } from './values';

/**
 * Variables of the tools around the site: the test runs and the benchmarks. Read the same way as the
 * site's (lib/config/index.ts), so a typo in BENCH_ROUNDS is named instead of measuring NaN rounds.
 */

const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

const CHROMIUM_PATH = variable('CHROMIUM_PATH', z.string(), '/usr/bin/chromium');
const HEADLESS_SHELL_PATH = variable('HEADLESS_SHELL_PATH', z.string(), '/usr/bin/chromium-headless-shell');
const TEST_DATABASE_URL = variable(
  'TEST_DATABASE_URL',
  z.string().regex(/^postgres(ql)?:\/\//, { error: 'is not a postgres:// URL' }),
  DEFAULT_TEST_DATABASE_URL,
);

/** The full browser bench:lighthouse drives (Debian's `chromium`): what a reader's Chrome measures. */
export function chromiumPath(env: Env = currentEnv()): string {
  return read(CHROMIUM_PATH, env);
}

/**
 * The browser the Playwright tests drive: Debian's `chromium-headless-shell`, the same Chromium without
 * the desktop browser's profile services, which is what Playwright runs headless by default. Every test
 * opens a fresh browser context, and the shell sets one up without those services.
 */
export function headlessShellPath(env: Env = currentEnv()): string {
  return read(HEADLESS_SHELL_PATH, env);
}

/**
 * How the tools start either Chromium: headless, and with nothing that reaches for the network on its own
 * (this machine reaches only npm and Debian). Shared by the Playwright tests and bench:lighthouse.
 */
export const HEADLESS_CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The PostgreSQL server the tests run against (they fail, not skip, without it). */
export function testDatabaseUrl(env: Env = currentEnv()): string {
  return read(TEST_DATABASE_URL, env);
}

const count = (name: string, fallback: number) => variable(name, wholeNumber(1, 100_000_000), fallback);
const flag = (name: string) =>
  variable(
    name,
    z.string().transform((text) => !['0', 'false', 'no'].includes(text.toLowerCase())),
    false,
  );

const BENCH_URL = variable<string | undefined>('BENCH_URL', httpUrl(), undefined);
const BENCH_LINES = count('BENCH_LINES', 1_200_000);
const BENCH_ERS_LINES = count('BENCH_ERS_LINES', 2_000_000);
const BENCH_DATA_DIR = variable<string | undefined>('BENCH_DATA_DIR', z.string(), undefined);
const BENCH_BOATS = count('BENCH_BOATS', 40);
const BENCH_DURATION = variable('BENCH_DURATION', positiveNumber, 10);
const BENCH_CONNECTIONS = count('BENCH_CONNECTIONS', 10);
const BENCH_CACHE_CONNECTIONS = count('BENCH_CACHE_CONNECTIONS', 50);
const BENCH_PAGES = variable<string[] | undefined>(
  'BENCH_PAGES',
  z.string().transform((text) => text.split(',').filter(Boolean)),
  undefined,
);
/** A comma-separated choice among `names`, each at most once. */
const someOf = <Name extends string>(
  variableName: string,
  names: readonly [Name, ...Name[]],
  fallback: Name[],
) =>
  variable(
    variableName,
    z
      .string()
      .transform((text) => [
        ...new Set(
          text
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.enum(names)).min(1)),
    fallback,
  );
const BENCH_ENTITIES = someOf(
  'BENCH_ENTITIES',
  ['boat', 'firm', 'mottak', 'owner', 'species', 'municipality'],
  ['boat', 'firm', 'mottak', 'owner', 'species', 'municipality'],
);
const BENCH_LOAD_PARTS = someOf(
  'BENCH_LOAD_PARTS',
  ['starvation', 'throughput', 'cache', 'hostile'],
  ['starvation', 'throughput', 'cache'],
);
const BENCH_HOSTILE_SECONDS = variable('BENCH_HOSTILE_SECONDS', positiveNumber, 30);
const BENCH_HOSTILE_CONNECTIONS = count('BENCH_HOSTILE_CONNECTIONS', 100);
const BENCH_SKIP_JS = flag('BENCH_SKIP_JS');
const BENCH_SKIP_RENDER = flag('BENCH_SKIP_RENDER');

/**
 * The benchmarks' settings. Each benchmark has its own number of rounds (BENCH_ROUNDS overrides it);
 * the server measured is BENCH_URL, else `url` (a command-line argument), else the local server.
 */
export function benchSettings(
  { rounds = 1, url }: { rounds?: number; url?: string } = {},
  env: Env = currentEnv(),
) {
  return {
    /** The running server a render or load benchmark measures, without a trailing slash. */
    baseUrl: (read(BENCH_URL, env) ?? url ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    rounds: read(count('BENCH_ROUNDS', rounds), env),
    linesPerYear: read(BENCH_LINES, env),
    /** Catch (DCA) lines of the logbook year bench:ingest generates. */
    ersLines: read(BENCH_ERS_LINES, env),
    /** A data dir whose store is reused (or created and kept). */
    dataDir: read(BENCH_DATA_DIR, env),
    /** Boats, or with bench:entity-pages pages of each kind. */
    boats: read(BENCH_BOATS, env),
    /** The kinds of entity page bench:entity-pages times (BENCH_ENTITIES, comma-separated). */
    entities: read(BENCH_ENTITIES, env),
    durationSeconds: read(BENCH_DURATION, env),
    connections: read(BENCH_CONNECTIONS, env),
    /** Connections of bench:load's page-cache run (its targets are set at 50). */
    cacheConnections: read(BENCH_CACHE_CONNECTIONS, env),
    pages: read(BENCH_PAGES, env),
    /** The parts bench:load runs (BENCH_LOAD_PARTS, comma-separated). */
    loadParts: read(BENCH_LOAD_PARTS, env),
    hostileSeconds: read(BENCH_HOSTILE_SECONDS, env),
    hostileConnections: read(BENCH_HOSTILE_CONNECTIONS, env),
    skipFirstLoadJs: read(BENCH_SKIP_JS, env),
    skipRender: read(BENCH_SKIP_RENDER, env),
  };
}
