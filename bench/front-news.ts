/**
 * The front page's news (lib/landings/front/front-news.ts), uncached, on a generated store whose newest year
 * runs to an end date: its three queries (the year so far and the month's species and gears from the
 * daily totals derived at ingest, the month's heaviest notes from month_top_documents) as the first
 * render after an ingest runs them.
 *
 *   npx tsx --conditions react-server bench/front-news.ts
 *
 * BENCH_DATA_DIR=dir reuses a store there (e.g. the default data set), or keeps a new one there;
 * BENCH_LINES is the size of a whole year (default 1,200,000, a real year's); BENCH_ROUNDS the timed
 * runs (default 15). Target: median ≤ 150 ms, so a cold front page stays quick.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSettings } from '../lib/config';
import { computeFrontNews } from '../lib/landings/front/front-news';
import { generateSampleFiles } from '../lib/sample-data/generate';
import { ingestFiles } from '../lib/store/ingest';
import { queryStore } from '../lib/store/landing-store';
import { currentPointerPath } from '../lib/store/paths';
import { runBench } from './run-bench';

const TARGET_MS = 150;
/** A fixed end date, so runs on different days measure the same data. */
const END_DATE = '2026-11-20';

async function prepareStore(): Promise<{ dataDir: string; cleanup: () => void }> {
  const given = benchSettings().dataDir;
  if (given && existsSync(currentPointerPath(path.resolve(given)))) {
    console.log(`using the store in ${given}`);
    return { dataDir: path.resolve(given), cleanup: () => {} };
  }
  const lines = benchSettings().linesPerYear;
  const dataDir = given
    ? path.resolve(given)
    : mkdtempSync(path.join(os.tmpdir(), 'fangstdata-bench-front-'));
  console.log(`generating 2 years to ${END_DATE}, ${lines.toLocaleString('en-US')} lines a whole year …`);
  const generated = await generateSampleFiles({
    outDir: path.join(dataDir, 'sources'),
    years: 2,
    linesPerYear: lines,
    seed: 7,
    endDate: END_DATE,
    vmsDays: 0,
    ers: false,
  });
  await ingestFiles(generated.files, { dataDir, snapshotDate: generated.referenceDate });
  rmSync(path.join(dataDir, 'sources'), { recursive: true, force: true });
  return { dataDir, cleanup: given ? () => {} : () => rmSync(dataDir, { recursive: true, force: true }) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function main() {
  const { dataDir, cleanup } = await prepareStore();
  process.env.DATA_DIR = dataDir;
  try {
    const [{ lines, last }] = await queryStore<{ lines: number; last: string }>(
      `select count(*)::integer as lines, strftime(max(landing_date), '%Y-%m-%d') as last from landing_lines`,
    );
    const { rounds } = benchSettings({ rounds: 15 });
    const signal = new AbortController().signal;
    await computeFrontNews(last, signal);
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = process.hrtime.bigint();
      await computeFrontNews(last, signal);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    console.log(`\nfront-page news, ${lines.toLocaleString('en-US')} landing lines, newest day ${last}\n`);
    console.log('| measure                       | median ms | p95 ms | target         |');
    console.log('| ----------------------------- | --------: | -----: | -------------- |');
    console.log(
      `| news (3 queries), uncached    | ${median.toFixed(1).padStart(9)} | ${percentile(sorted, 95)
        .toFixed(1)
        .padStart(6)} | median ≤ ${TARGET_MS} ms ${median <= TARGET_MS ? '✔' : '✖'} |`,
    );
  } finally {
    cleanup();
  }
}

runBench(main);
