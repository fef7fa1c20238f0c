/**
 * npm run bench:pages — the site's two page budgets (issue 5):
 *
 *  1. First-load JavaScript per page, gzip, from the production build in .next (no server needed):
 *     the root main chunks plus every chunk the page's client reference manifest lists for its layouts,
 *     error boundaries and the page itself (what the HTML of the page loads; polyfills for old browsers
 *     and code loaded on demand, such as not-found pages and dynamic imports, are not counted).
 *     Target ≤ 150 KB per page, ≤ 250 KB for the map page (/kart). The map library (Leaflet) is loaded
 *     on demand by the pages with a map; it must be in no page's first load, and its chunk is reported.
 *  2. Server render time of the site's pages against a running production server (`npm start`, on the
 *     generated default data): the time to the last byte of the HTML, median and p95 of BENCH_ROUNDS
 *     requests (default 30) after 3 warm-up requests. Target: /topoffloads with default filters
 *     ≤ 150 ms median.
 *
 *   BENCH_URL      the server (default http://127.0.0.1:3000)
 *   BENCH_ROUNDS   requests per page (default 30)
 *   BENCH_PAGES    comma-separated paths to time instead of the default list
 *   BENCH_SKIP_JS=1 / BENCH_SKIP_RENDER=1   run one part only
 *
 * Exits with 1 when a budget is exceeded.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { benchSettings } from '../lib/config';
import { percentile } from './timing';

const root = path.resolve(__dirname, '..');
const nextDir = path.join(root, '.next');
const JS_BUDGET_KB = 150;
/** Pages allowed more (issue 14: the map page may carry its map). */
const JS_BUDGET_OVERRIDES_KB: Record<string, number> = { '/kart': 250 };
const budgetOf = (route: string) => JS_BUDGET_OVERRIDES_KB[route] ?? JS_BUDGET_KB;
/** Text only Leaflet's own code contains: marks the map library's chunk. */
const LEAFLET_MARK = 'leaflet-zoom-animated';
const RENDER_BUDGET_MS = 150;
const BUDGETED_ROUTE = '/topoffloads';

// -------------------------------------------------------------------------------------------------
// First-load JavaScript.

function findManifests(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return findManifests(full);
    return name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

/** `.next/server/app/(site)/search/[term]/page_client-reference-manifest.js` → `/search/[term]`. */
function routeOf(manifest: string): string {
  const relative = path.relative(path.join(nextDir, 'server', 'app'), path.dirname(manifest));
  const segments = relative
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && segment !== 'page');
  return `/${segments.join('/')}`;
}

function entryFiles(manifest: string): string[] {
  const sandbox: { self: Record<string, unknown>; globalThis?: unknown } = { self: {} };
  sandbox.globalThis = sandbox.self;
  vm.runInNewContext(readFileSync(manifest, 'utf8'), sandbox);
  const manifests = (sandbox.self.__RSC_MANIFEST ?? {}) as Record<
    string,
    { entryJSFiles?: Record<string, string[]> }
  >;
  // Boundaries rendered only on demand (not-found, forbidden, unauthorized) load their client code
  // when shown; layouts, the page and the error boundaries (client components) load with the page.
  return Object.values(manifests).flatMap((entry) =>
    Object.entries(entry.entryJSFiles ?? {})
      .filter(([segment]) => !/\/(not-found|forbidden|unauthorized)$/.test(segment))
      .flatMap(([, files]) => files),
  );
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(nextDir, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

function firstLoadJs(): boolean {
  const buildManifest = path.join(nextDir, 'build-manifest.json');
  if (!existsSync(buildManifest)) {
    console.error('No production build in .next: run `npx next build` (or `npm start`) first.');
    return false;
  }
  const { rootMainFiles = [] } = JSON.parse(readFileSync(buildManifest, 'utf8')) as {
    rootMainFiles?: string[];
  };
  const rows = findManifests(path.join(nextDir, 'server', 'app'))
    .filter((manifest) => !manifest.includes(`${path.sep}api${path.sep}`))
    .map((manifest) => {
      const files = [...new Set([...rootMainFiles, ...entryFiles(manifest)])].filter((file) =>
        file.endsWith('.js'),
      );
      const bytes = files.reduce((sum, file) => sum + gzipSize(file), 0);
      const shared = rootMainFiles.reduce((sum, file) => sum + gzipSize(file), 0);
      const withMap = files.some((file) =>
        readFileSync(path.join(nextDir, file), 'utf8').includes(LEAFLET_MARK),
      );
      return { route: routeOf(manifest), kb: bytes / 1024, ownKb: (bytes - shared) / 1024, withMap };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  console.log(`\nFirst-load JS per page (gzip; budget ${JS_BUDGET_KB} KB, /kart 250 KB)\n`);
  console.log(`${'page'.padEnd(36)} ${'first load'.padStart(11)} ${'beyond shared'.padStart(14)}`);
  let ok = true;
  for (const row of rows) {
    const over = row.kb > budgetOf(row.route);
    ok &&= !over && !row.withMap;
    console.log(
      `${row.route.padEnd(36)} ${`${row.kb.toFixed(1)} KB`.padStart(11)} ${`${row.ownKb.toFixed(1)} KB`.padStart(14)}${over ? '  ✗ over budget' : ''}${row.withMap ? '  ✗ map library in the first load' : ''}`,
    );
  }
  const chunks = path.join(nextDir, 'static', 'chunks');
  const mapChunks = existsSync(chunks)
    ? readdirSync(chunks).filter(
        (name) =>
          name.endsWith('.js') && readFileSync(path.join(chunks, name), 'utf8').includes(LEAFLET_MARK),
      )
    : [];
  const mapKb =
    mapChunks.reduce((sum, name) => sum + gzipSize(path.join('static', 'chunks', name)), 0) / 1024;
  console.log(
    `\nMap library (Leaflet and the map code), loaded on demand by pages with a map: ${mapKb.toFixed(1)} KB gzip in ${mapChunks.length} chunk(s)`,
  );
  return ok;
}

// -------------------------------------------------------------------------------------------------
// Server render time.

const DEFAULT_PAGES = ['/topoffloads', '/', '/offloads', '/search/havbris', '/about'];

async function timeRequest(url: string): Promise<number> {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers: { Accept: 'text/html' } });
  await response.arrayBuffer();
  if (!response.ok && response.status !== 404) throw new Error(`${url}: HTTP ${response.status}`);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function renderTimes(): Promise<boolean> {
  const { baseUrl: base, rounds, pages = DEFAULT_PAGES } = benchSettings({ rounds: 30 });
  try {
    await fetch(`${base}/api/health`);
  } catch {
    console.error(`\nNo server at ${base}: start one with \`npm start\` (or set BENCH_URL).`);
    return false;
  }
  console.log(`\nServer render, ${rounds} requests per page after 3 warm-ups (${base})\n`);
  console.log(
    `${'page'.padEnd(28)} ${'median'.padStart(9)} ${'p95'.padStart(9)} ${'min'.padStart(9)} ${'max'.padStart(9)}`,
  );
  let ok = true;
  for (const page of pages) {
    const url = `${base}${page}`;
    for (let i = 0; i < 3; i++) await timeRequest(url);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) times.push(await timeRequest(url));
    const sorted = times.sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const budgeted = page === BUDGETED_ROUTE;
    const over = budgeted && median > RENDER_BUDGET_MS;
    ok &&= !over;
    const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
    console.log(
      `${page.padEnd(28)} ${ms(median)} ${ms(percentile(sorted, 95))} ${ms(sorted[0])} ${ms(sorted[sorted.length - 1])}${budgeted ? (over ? `  ✗ over ${RENDER_BUDGET_MS} ms` : `  ✓ ≤ ${RENDER_BUDGET_MS} ms`) : ''}`,
    );
  }
  return ok;
}

async function main() {
  let ok = true;
  const { skipFirstLoadJs, skipRender } = benchSettings();
  if (!skipFirstLoadJs) ok = firstLoadJs() && ok;
  if (!skipRender) ok = (await renderTimes()) && ok;
  process.exitCode = ok ? 0 : 1;
}

void main();
