/**
 * npm run bench:boat-page — server render time of the boat page (/boats/{id}) on a running site.
 *
 * Starts nothing: point it at a server that is already up (`npm start`, default data set of
 * 2 years × 150,000 landing lines) with BENCH_URL (default http://127.0.0.1:3000). It takes BENCH_BOATS
 * boats from `/api/boats?count=…` (the directory's order: most landed weight first, so the busiest
 * boats are in), warms the server with one request, then requests each boat page BENCH_ROUNDS times
 * in turn and prints median and p95 per round and overall. The first round is each page's first
 * render (nothing in the result cache); later rounds show the cached path.
 *
 * The result cache lives in the server process: round 1 is a cold render only on a freshly started
 * server (restart it between runs), later rounds show the cached path.
 *
 * Target: median ≤ 60 ms for the first render (issue 30: a cold first view of an entity page).
 *
 *   BENCH_URL=http://127.0.0.1:3000 BENCH_BOATS=40 BENCH_ROUNDS=2 npx tsx bench/boat-page.ts
 */

import { benchSettings } from '../lib/config';

const {
  baseUrl: BASE_URL,
  boats: BOATS,
  rounds: ROUNDS,
} = benchSettings({ rounds: 2, url: process.argv[2] });
const TARGET_MS = 60;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function timedGet(url: string): Promise<{ ms: number; status: number; bytes: number }> {
  const started = process.hrtime.bigint();
  const response = await fetch(url, { headers: { 'User-Agent': 'fangstdata-bench' }, redirect: 'manual' });
  // The whole body: a streamed page is only rendered when its last chunk has arrived.
  const body = await response.arrayBuffer();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  return { ms, status: response.status, bytes: body.byteLength };
}

async function boatIds(): Promise<string[]> {
  const response = await fetch(`${BASE_URL}/api/boats?count=${BOATS}`);
  if (!response.ok) throw new Error(`GET /api/boats answered ${response.status}`);
  const body = (await response.json()) as { boats: { id: string }[] };
  return body.boats.map((boat) => boat.id);
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((cell, i) => String(cell).padStart(widths[i])).join('  ');
}

async function main() {
  console.log(`boat page render times against ${BASE_URL}`);
  const ids = await boatIds();
  if (ids.length === 0) throw new Error('the server knows no boats');
  await timedGet(`${BASE_URL}/boats/${encodeURIComponent(ids[ids.length - 1])}?chart=landing`); // warm-up

  const widths = [12, 6, 10, 10, 10, 10];
  console.log(row(['round', 'pages', 'median ms', 'p95 ms', 'max ms', 'avg KB'], widths));
  const all: number[] = [];
  let firstRoundMedian = NaN;
  for (let round = 1; round <= ROUNDS; round++) {
    const times: number[] = [];
    let bytes = 0;
    for (const id of ids) {
      const result = await timedGet(`${BASE_URL}/boats/${encodeURIComponent(id)}`);
      if (result.status !== 200) throw new Error(`/boats/${id} answered ${result.status}`);
      times.push(result.ms);
      bytes += result.bytes;
    }
    const sorted = [...times].sort((a, b) => a - b);
    if (round === 1) firstRoundMedian = percentile(sorted, 50);
    all.push(...times);
    console.log(
      row(
        [
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
  const sortedAll = [...all].sort((a, b) => a - b);
  console.log(
    row(
      [
        'all',
        all.length,
        percentile(sortedAll, 50).toFixed(1),
        percentile(sortedAll, 95).toFixed(1),
        sortedAll[sortedAll.length - 1].toFixed(1),
        '',
      ],
      widths,
    ),
  );
  const ok = firstRoundMedian <= TARGET_MS;
  console.log(
    `${ok ? '✔' : '✖'} first-render median ${firstRoundMedian.toFixed(1)} ms (target ≤ ${TARGET_MS} ms)`,
  );
  process.exitCode = ok ? 0 : 1;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
