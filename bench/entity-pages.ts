/**
 * npm run bench:entity-pages — server render time of the entity pages (boat, buying firm, mottak, owner,
 * species, landing municipality)
 * on a running site: what a visitor waits for on a page's first view, and on its later ones.
 *
 * Starts nothing: point it at a server that is already up (`npm start`, or `npm run serve` with
 * FRONT_CACHE_MB=0 to time Next's own render path) with BENCH_URL (default http://127.0.0.1:3000).
 * For each kind in BENCH_ENTITIES (default all six) it takes BENCH_BOATS pages: boats and firms the
 * busiest first (`/api/boats`, `/api/firms`: the pages visited most and the heaviest), mottak and
 * owners spread evenly over the sitemap (no API lists them by size). It warms the server with one
 * request per kind, then requests every page BENCH_ROUNDS times in turn and prints median and p95 per
 * kind and round. Round 1 is each page's first render only on a freshly started server (the result
 * cache lives in the server process): restart it between runs.
 *
 * Target (issues 30 and 53): a cold first view ≤ 60 ms at the median for each kind.
 *
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_BOATS=40 BENCH_ROUNDS=2 npm run bench:entity-pages
 */

import { benchSettings } from '../lib/config';
import { percentile } from './timing';

const {
  baseUrl: BASE_URL,
  boats: PER_KIND,
  rounds: ROUNDS,
  entities: KINDS,
} = benchSettings({ rounds: 2, url: process.argv[2] });
const TARGET_MS = 60;

type Kind = (typeof KINDS)[number];

async function timedGet(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers: { 'User-Agent': 'fangstdata-bench' }, redirect: 'manual' });
  // The whole body: a streamed page is only rendered when its last chunk has arrived.
  const body = await response.arrayBuffer();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, status: response.status, bytes: body.byteLength };
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The sitemap's pages of one path prefix ("/mottak/"), `count` of them spread evenly over the list. */
async function sitemapSpread(prefix: string, count: number): Promise<string[]> {
  const response = await fetch(`${BASE_URL}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => path.startsWith(prefix));
  if (paths.length <= count) return paths;
  const step = paths.length / count;
  return Array.from({ length: count }, (_, i) => paths[Math.floor(i * step)]);
}

const pagesOf: Record<Kind, (count: number) => Promise<string[]>> = {
  boat: async (count) =>
    (await getJson<{ boats: { id: string }[] }>(`/api/boats?count=${count}`)).boats.map(
      (boat) => `/boats/${encodeURIComponent(boat.id)}`,
    ),
  firm: async (count) =>
    (await getJson<{ firms: { id: string }[] }>(`/api/firms?count=${count}`)).firms.map(
      (firm) => `/firm/${encodeURIComponent(firm.id)}`,
    ),
  mottak: (count) => sitemapSpread('/mottak/', count),
  owner: (count) => sitemapSpread('/owner/', count),
  // The sitemap lists them by code: spread over the species and municipalities, big and small.
  species: (count) => sitemapSpread('/art/', count),
  municipality: (count) => sitemapSpread('/kommune/', count),
};

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => String(cell).padStart(widths[i])).join('  ');
}

async function main() {
  console.log(`entity page render times against ${BASE_URL}, ${PER_KIND} pages per kind`);
  const pages = new Map<Kind, string[]>();
  for (const kind of KINDS) {
    // One more than timed: the spare warms up the kind's code and once-per-store lists untimed.
    const listed = await pagesOf[kind](PER_KIND + 1);
    const paths = listed.slice(0, PER_KIND);
    if (paths.length === 0) throw new Error(`the server lists no ${kind} pages`);
    pages.set(kind, paths);
    const spare = listed[PER_KIND];
    if (spare) await timedGet(`${BASE_URL}${spare}`);
  }

  const widths = [7, 12, 6, 10, 10, 10, 8];
  console.log(row(['kind', 'round', 'pages', 'median ms', 'p95 ms', 'max ms', 'avg KB'], widths));
  const firstMedians = new Map<Kind, number>();
  for (let round = 1; round <= ROUNDS; round++) {
    for (const kind of KINDS) {
      const times: number[] = [];
      let bytes = 0;
      for (const path of pages.get(kind)!) {
        const result = await timedGet(`${BASE_URL}${path}`);
        if (result.status !== 200) throw new Error(`${path} answered ${result.status}`);
        times.push(result.ms);
        bytes += result.bytes;
      }
      const sorted = [...times].sort((a, b) => a - b);
      if (round === 1) firstMedians.set(kind, percentile(sorted, 50));
      console.log(
        row(
          [
            kind,
            round === 1 ? '1 (uncached)' : `${round} (cached)`,
            times.length,
            percentile(sorted, 50).toFixed(1),
            percentile(sorted, 95).toFixed(1),
            sorted[sorted.length - 1].toFixed(1),
            (bytes / times.length / 1024).toFixed(0),
          ],
          widths,
        ),
      );
    }
  }
  let ok = true;
  for (const [kind, median] of firstMedians) {
    const met = median <= TARGET_MS;
    ok &&= met;
    console.log(
      `${met ? '✔' : '✖'} ${kind}: first-render median ${median.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`,
    );
  }
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
