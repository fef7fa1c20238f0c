/**
 * npm run bench:history — the directorate's whole history (issue 30): catch years 2000–2025 generated
 * with a fleet and buyers that change over the years (the generator's `turnover`), a real year's size
 * by default (1,200,000 landing lines), logbooks (ERS) from 2011 and positions (VMS) for the last
 * `--vms-days` days (or the last `--vms-years` calendar years, hourly for the fleet of 15 m and more); ingested through the normal ingest in one run, as an operator's first
 * `npm run ingest` of the whole history (`--ingest yearly`: year by year, each year in its own process).
 * Then the server times of every page type and the API's heaviest calls (bench/history-pages.ts), the
 * same pages on a store of the newest two years only (the history ratio), and a nightly update: the
 * three newest years as published one day later.
 *
 *   npm run bench:history -- [--years 26] [--lines-per-year 1200000] [--vms-days 365 | --vms-years 15] [--count 10]
 *                            [--rounds 3] [--dir DIR] [--seed 7] [--nightly-refresh-share 0.05]
 *                            [--ingest all|yearly]
 *
 * `--count` pages of each type per round (`--rounds 0`: ingest and nightly update only); the rounds measure the whole store and the two-year store in
 * turns, each in a fresh process, so both see the same load beside them. Times are wall-clock medians,
 * with the process's CPU time beside them (it moves less with what else runs on the machine).
 *
 * Quick check: `--years 10 --lines-per-year 300000`. `--dir` keeps the files and stores there (default
 * a temp dir, removed at the end). `--nightly-refresh-share` is the nightly update's readModelRefreshShare
 * (1: refresh however much it changed, to measure the refresh on a small store). Prints a table for
 * bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSampleFiles } from '../lib/sample-data/generate';
import type { PagesResult } from './history-pages';
import { stats } from './timing';
import { runBench } from './run-bench';
import { NEWEST_YEAR, NIGHTLY_YEARS, printTable, type IngestRun } from './history-table';

/** The newest day with landings; the nightly update adds the day after it. */
const END_DATE = '2025-11-20';
const NIGHTLY_END_DATE = '2025-11-21';
/** The directorate's logbooks start in 2011. */
const FIRST_LOGBOOK_YEAR = 2011;

/** The ingest worker: one ingestFiles call, timed, in a process of its own. */
async function worker(dataDir: string, snapshotDate: string, share: string, files: string[]) {
  const { ingestFiles } = await import('../lib/store/ingest');
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  // Seconds per ingest phase (from the progress reports; the store copy falls under the first one).
  const phases: Record<string, number> = {};
  let current = { phase: 'hash', at: started };
  const onProgress = ({ phase }: { phase: string }) => {
    if (phase === current.phase) return;
    const now = process.hrtime.bigint();
    phases[current.phase] = (phases[current.phase] ?? 0) + Number(now - current.at) / 1e9;
    current = { phase, at: now };
  };
  const readModelRefreshShare = share ? Number(share) : undefined;
  const options = { dataDir, snapshotDate, publishDir: null, onProgress, readModelRefreshShare };
  const report = await ingestFiles(files, options);
  onProgress({ phase: 'end' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    JSON.stringify({
      seconds,
      cpuSeconds,
      phases,
      readModels: report.readModels,
      lines: report.lines,
      positions: report.files
        .filter((file) => file.kind === 'vms')
        .reduce((sum, file) => sum + file.lines, 0),
      maxRssKb: process.resourceUsage().maxRSS,
    }),
  );
}

function directoryBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    try {
      total += entry.isDirectory() ? directoryBytes(full) : statSync(full).size;
    } catch {
      // A scratch file removed between listing and stat.
    }
  }
  return total;
}

/** Bytes in use on the filesystem that holds `dir` (see `IngestRun.used`). */
function filesystemUsedBytes(dir: string): number {
  const stats = statfsSync(existsSync(dir) ? dir : path.dirname(dir));
  return (stats.blocks - stats.bfree) * stats.bsize;
}

/** Runs a bench script in a child process and returns the JSON it printed last. */
function runChild<T>(args: string[], onTick?: () => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), ...args], {
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const ticker = onTick ? setInterval(onTick, 250) : null;
    child.on('close', (code) => {
      if (ticker) clearInterval(ticker);
      onTick?.();
      if (code !== 0) reject(new Error(`${args[0]} failed (${code}):\n${stderr.slice(-4000)}`));
      else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as T);
    });
  });
}

async function ingest(dataDir: string, date: string, files: string[], share = ''): Promise<IngestRun> {
  const before = directoryBytes(dataDir);
  const used = { before: filesystemUsedBytes(dataDir), peak: 0, after: 0 };
  let peak = before;
  used.peak = used.before;
  const result = await runChild<Omit<IngestRun, 'load' | 'before' | 'peak' | 'after' | 'used'>>(
    [__filename, '--worker', dataDir, date, share, ...files],
    () => {
      peak = Math.max(peak, directoryBytes(dataDir));
      used.peak = Math.max(used.peak, filesystemUsedBytes(dataDir));
    },
  );
  used.after = filesystemUsedBytes(dataDir);
  return { ...result, load: os.loadavg()[0], before, peak, after: directoryBytes(dataDir), used };
}

const pagesOn = (dataDir: string, count: number, ids?: PagesResult['ids']) =>
  runChild<PagesResult>([
    path.join(__dirname, 'history-pages.ts'),
    dataDir,
    String(count),
    ...(ids ? [JSON.stringify(ids)] : []),
  ]);

/** The rounds of one store as one run: every time measured, the first views' median. */
function mergeRuns(runs: PagesResult[]): PagesResult {
  const [first] = runs;
  return {
    ...first,
    firstView: stats(runs.map((run) => run.firstView)).median,
    pages: first.pages.map((page) => {
      const all = runs.map((run) => run.pages.find((other) => other.name === page.name)!);
      return {
        name: page.name,
        cold: all.flatMap((other) => other.cold),
        coldCpu: all.flatMap((other) => other.coldCpu),
        warm: all.flatMap((other) => other.warm),
      };
    }),
    api: first.api.map((call) => {
      const all = runs.map((run) => run.api.find((other) => other.name === call.name)!);
      return {
        name: call.name,
        times: all.flatMap((other) => other.times),
        cpu: all.flatMap((other) => other.cpu),
      };
    }),
    maxRssKb: Math.max(...runs.map((run) => run.maxRssKb)),
  };
}

function options() {
  const { values } = parseArgs({
    options: {
      years: { type: 'string', default: '26' },
      'lines-per-year': { type: 'string', default: '1200000' },
      'vms-days': { type: 'string', default: '365' },
      'vms-years': { type: 'string' },
      count: { type: 'string', default: '10' },
      rounds: { type: 'string', default: '3' },
      seed: { type: 'string', default: '7' },
      dir: { type: 'string' },
      'nightly-refresh-share': { type: 'string', default: '' },
      ingest: { type: 'string', default: 'all' },
    },
  });
  if (values.ingest !== 'all' && values.ingest !== 'yearly') {
    throw new Error(`--ingest must be all or yearly, got ${values.ingest}`);
  }
  const share = Number(values['nightly-refresh-share'] || 0);
  if (!(share >= 0 && share <= 1)) throw new Error(`--nightly-refresh-share must be 0–1, got ${share}`);
  const whole = (name: string, min: number, max: number) => {
    const value = Number(values[name as keyof typeof values]);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(
        `--${name} must be a whole number ${min}–${max}, got ${values[name as keyof typeof values]}`,
      );
    }
    return value;
  };
  return {
    years: whole('years', 3, 26),
    linesPerYear: whole('lines-per-year', 1_000, 5_000_000),
    vmsDays: values['vms-years'] ? daysOfYears(whole('vms-years', 1, 15)) : whole('vms-days', 0, 366),
    count: whole('count', 2, 100),
    rounds: whole('rounds', 0, 20),
    seed: whole('seed', 0, 1_000_000),
    dir: values.dir ? path.resolve(values.dir) : null,
    nightlyRefreshShare: values['nightly-refresh-share'],
    yearly: values.ingest === 'yearly',
  };
}

/** The days from 1 January of the `years` newest years to the newest day with landings. */
function daysOfYears(years: number): number {
  const first = Date.UTC(Number(END_DATE.slice(0, 4)) - years + 1, 0, 1);
  return (Date.parse(`${END_DATE}T00:00:00Z`) - first) / 86_400_000 + 1;
}

const yearOf = (file: string) => Number(/(\d{4})/.exec(path.basename(file))?.[1]);
const isRegister = (file: string) => !/\d{4}/.test(path.basename(file));

/** One ingest per catch year, in order: its landings, logbooks and positions; the registers with the first. */
function filesByYear(files: string[]): Map<number, string[]> {
  const byYear = new Map<number, string[]>();
  for (const file of files.filter((file) => !isRegister(file))) {
    byYear.set(yearOf(file), [...(byYear.get(yearOf(file)) ?? []), file]);
  }
  const ordered = new Map([...byYear].sort(([a], [b]) => a - b));
  const first = ordered.keys().next().value!;
  ordered.set(first, [...files.filter(isRegister), ...ordered.get(first)!]);
  return ordered;
}

type Generated = Pick<
  Awaited<ReturnType<typeof generateSampleFiles>>,
  'files' | 'referenceDate' | 'landingLines' | 'vessels' | 'buyers'
>;

/**
 * The files of a `--dir` run are kept with what the generator said of them (generated.json): a second
 * run with the same `--dir` and settings reads them instead of writing 26 years again.
 */
async function generatedFiles(
  outDir: string,
  options: Omit<Parameters<typeof generateSampleFiles>[0], 'outDir'>,
): Promise<Generated> {
  const saved = path.join(outDir, 'generated.json');
  const settings = JSON.stringify(options);
  if (existsSync(saved)) {
    const kept = JSON.parse(readFileSync(saved, 'utf8')) as { settings: string; generated: Generated };
    if (kept.settings === settings) return kept.generated;
  }
  const result = await generateSampleFiles({ ...options, outDir });
  const { files, referenceDate, landingLines, vessels, buyers } = result;
  const generated = { files, referenceDate, landingLines, vessels, buyers };
  writeFileSync(saved, JSON.stringify({ settings, generated }));
  return generated;
}

async function main() {
  const settings = options();
  const workDir = settings.dir ?? mkdtempSync(path.join(os.tmpdir(), 'fangstdata-bench-history-'));
  const n = (value: number) => value.toLocaleString('en-US');
  const log = (text: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${text}`);
  try {
    const common = {
      years: settings.years,
      linesPerYear: settings.linesPerYear,
      seed: settings.seed,
      vmsDays: settings.vmsDays,
      ersFromYear: FIRST_LOGBOOK_YEAR,
      turnover: true,
    };
    log(`generating ${settings.years} years of ${n(settings.linesPerYear)} lines in ${workDir} …`);
    const generatedAt = Date.now();
    const generated = await generatedFiles(path.join(workDir, 'files'), { ...common, endDate: END_DATE });
    const generateSeconds = (Date.now() - generatedAt) / 1000;

    const dataDir = path.join(workDir, 'store');
    // One run per catch year with --ingest yearly; else one run of every file (year null).
    const ingests: { year: number | null; run: IngestRun }[] = [];
    if (settings.yearly) {
      for (const [year, files] of filesByYear(generated.files)) {
        log(`ingesting ${year} (${files.map((file) => path.basename(file)).join(', ')})`);
        ingests.push({ year, run: await ingest(dataDir, generated.referenceDate, files) });
      }
    } else {
      log(`ingesting all ${generated.files.length} files at once …`);
      ingests.push({ year: null, run: await ingest(dataDir, generated.referenceDate, generated.files) });
    }
    const storeBytes = directoryBytes(dataDir);

    // Ingest and the nightly update only: no second store, no pages.
    const pagesMeasured = settings.rounds > 0;
    const recentDir = path.join(workDir, 'store-2y');
    const recentFiles = generated.files.filter((file) => isRegister(file) || yearOf(file) >= NEWEST_YEAR - 1);
    if (pagesMeasured) {
      log('the newest two years in a store of their own …');
      await ingest(recentDir, generated.referenceDate, recentFiles);
    }
    // The two stores in turns, each in a fresh process, so that both see the same load beside them.
    const wholeRuns: PagesResult[] = [];
    const recentRuns: PagesResult[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      log(`pages and API, round ${round} of ${settings.rounds}: whole history, then the newest two years …`);
      wholeRuns.push(await pagesOn(dataDir, settings.count, wholeRuns[0]?.ids));
      recentRuns.push(await pagesOn(recentDir, settings.count, wholeRuns[0].ids));
    }
    const whole = pagesMeasured ? mergeRuns(wholeRuns) : null;
    const recent = pagesMeasured ? mergeRuns(recentRuns) : null;
    rmSync(recentDir, { recursive: true, force: true });

    log('nightly update: the newest three years, published a day later …');
    const nightlyFiles = await generateSampleFiles({
      ...common,
      outDir: path.join(workDir, 'nightly'),
      endDate: NIGHTLY_END_DATE,
      onlyYearsFrom: NEWEST_YEAR - NIGHTLY_YEARS + 1,
    });
    const nightlyDate = nightlyFiles.referenceDate;
    const nightly = await ingest(dataDir, nightlyDate, nightlyFiles.files, settings.nightlyRefreshShare);

    printTable({ settings, generateSeconds, generated, ingests, storeBytes, whole, recent, nightly });
  } finally {
    if (!settings.dir) rmSync(workDir, { recursive: true, force: true });
  }
}

runBench(main, ([dataDir, snapshotDate, share, ...files]) => worker(dataDir, snapshotDate, share, files));
