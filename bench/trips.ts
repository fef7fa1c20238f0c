/**
 * npm run bench:trips — deriving the trips and their benchmarks (lib/store/ingest/read-models/trips.ts) for one
 * generated year of landing lines (BENCH_LINES, default 1,200,000), its logbooks (ERS) and a full year
 * of positions (VMS, hourly for every vessel of 15 m and more). The year is generated and ingested
 * first (not timed against the target); then the derivation runs again on its own in a fresh process,
 * timed: target ≤ 60 s on 2 cores. Prints a table for bench/RESULTS.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSettings } from '../lib/config';
import { generateSampleFiles } from '../lib/sample-data/generate';
import { storeDir } from '../lib/store/paths';
import { ingestFiles } from '../lib/store/ingest';
import { deriveTrips } from '../lib/store/ingest/read-models/trips';
import { readCurrentFileName } from '../lib/store/store-writer';
import { openStoreFile } from '../lib/store/year-parts';
import { runBench } from './run-bench';

const LINES = benchSettings().linesPerYear;

/** The timed part, in its own process: the derivation alone on the ingested store. */
async function worker(dataDir: string) {
  const file = path.join(storeDir(dataDir), (await readCurrentFileName(dataDir))!);
  const instance = await openStoreFile(file, { memory_limit: '1200MB', threads: '2' });
  const connection = await instance.connect();
  const count = async (sql: string) => Number((await connection.runAndReadAll(sql)).getRowObjectsJS()[0].n);
  const started = process.hrtime.bigint();
  const { trips } = await deriveTrips(connection);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const result = {
    seconds,
    trips,
    positions: await count('select count(*)::bigint as n from positions'),
    ersLines: await count('select count(*)::bigint as n from ers_lines'),
    benchmarks: await count('select count(*)::bigint as n from trip_benchmarks'),
    withDistance: await count('select count(distance_nm)::bigint as n from trips'),
    maxRssKb: process.resourceUsage().maxRSS,
  };
  connection.closeSync();
  instance.closeSync();
  console.log(JSON.stringify(result));
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-bench-trips-'));
  try {
    const generatedAt = Date.now();
    const year = new Date().getUTCFullYear() - 1;
    const generated = await generateSampleFiles({
      outDir: path.join(workDir, 'files'),
      years: 1,
      linesPerYear: LINES,
      seed: 7,
      endYear: year,
      vmsDays: 365,
    });
    const generateSeconds = (Date.now() - generatedAt) / 1000;
    const dataDir = path.join(workDir, 'data');
    const ingestedAt = Date.now();
    await ingestFiles(generated.files, { dataDir, snapshotDate: `${year + 1}-01-15` });
    const ingestSeconds = (Date.now() - ingestedAt) / 1000;

    const child = spawnSync(
      process.execPath,
      [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), __filename, '--worker', dataDir],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    );
    if (child.status !== 0) throw new Error(`trips worker failed:\n${child.stderr}`);
    const result = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
      seconds: number;
      trips: number;
      positions: number;
      ersLines: number;
      benchmarks: number;
      withDistance: number;
      maxRssKb: number;
    };
    const n = (value: number) => value.toLocaleString('en-US');
    const rows = [
      ['generate (not timed against target)', `${generateSeconds.toFixed(1)} s`, `${n(LINES)} landing lines`],
      ['ingest, trips included (not timed against target)', `${ingestSeconds.toFixed(1)} s`, ''],
      ['positions (VMS)', n(result.positions), 'a year, hourly, vessels ≥ 15 m'],
      ['logbook lines (ERS)', n(result.ersLines), ''],
      ['trips derived', n(result.trips), `${n(result.withDistance)} with a distance`],
      ['benchmark rows', n(result.benchmarks), 'boat × year × figure'],
      ['derive trips and benchmarks', `${result.seconds.toFixed(1)} s`, 'target ≤ 60 s'],
      ['derive peak RSS', `${(result.maxRssKb / 1024).toFixed(0)} MB`, 'target ≤ 2048 MB'],
    ];
    console.log('\nbench:trips (one year, 2 cores)');
    console.log('| measure | value | note |\n| --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    const ok = result.seconds <= 60 && result.maxRssKb / 1024 <= 2048;
    console.log(ok ? '\nwithin targets' : '\nOUTSIDE TARGETS');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

runBench(main, ([dataDir]) => worker(dataDir));
