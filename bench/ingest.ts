/**
 * npm run bench:ingest — one generated year of 1,200,000 landing lines, ingested into a fresh store,
 * and a generated year of logbooks (ERS) with 2,000,000 catch lines (BENCH_ERS_LINES), ingested on its
 * own. Prints lines/s, seconds and the ingest process's peak RSS. Targets: ≤ 60 s each and ≤ 2 GB on
 * 2 cores. Each ingest runs in its own process so that its peak RSS is not mixed with the generator's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchSettings } from '../lib/config';
import { ingestFiles } from '../lib/store/ingest';
import { generateBenchLogbooks, generateBenchYear } from './generated-year';
import { runBench } from './run-bench';

const LINES = benchSettings().linesPerYear;

async function worker(dataDir: string, files: string[]) {
  const started = process.hrtime.bigint();
  const report = await ingestFiles(files, { dataDir });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  // Every file's lines: a landing year's, or a logbook zip's (report.lines counts landing lines only).
  const lines = report.files.reduce((sum, file) => sum + file.lines, 0);
  console.log(JSON.stringify({ seconds, lines, maxRssKb: process.resourceUsage().maxRSS }));
}

const ERS_LINES = benchSettings().ersLines;

/** Runs an ingest in a child process and returns what the worker printed. */
function ingestInWorker(dataDir: string, files: string[]) {
  const child = spawnSync(
    process.execPath,
    [path.join('node_modules', 'tsx', 'dist', 'cli.mjs'), __filename, '--worker', dataDir, ...files],
    { encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (child.status !== 0) throw new Error(`ingest worker failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop()!) as {
    seconds: number;
    lines: number;
    maxRssKb: number;
  };
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-bench-'));
  try {
    const generatedAt = Date.now();
    const generated = await generateBenchYear(path.join(workDir, 'files'), LINES);
    const generateSeconds = (Date.now() - generatedAt) / 1000;
    const landingFiles = generated.files.filter((file) => path.basename(file).startsWith('fangstdata_'));

    const result = ingestInWorker(path.join(workDir, 'data'), landingFiles);
    const ersGeneratedAt = Date.now();
    const logbooks = await generateBenchLogbooks(path.join(workDir, 'ers'), ERS_LINES);
    const ersGenerateSeconds = (Date.now() - ersGeneratedAt) / 1000;
    const ers = ingestInWorker(path.join(workDir, 'ers-data'), [logbooks.file]);
    const rows = [
      ['generate (not timed against target)', `${generateSeconds.toFixed(1)} s`, ''],
      [
        'landing lines ingested',
        result.lines.toLocaleString('en-US'),
        `${LINES.toLocaleString('en-US')} generated`,
      ],
      ['ingest time', `${result.seconds.toFixed(1)} s`, 'target ≤ 60 s'],
      ['ingest rate', `${Math.round(result.lines / result.seconds).toLocaleString('en-US')} lines/s`, ''],
      ['ingest peak RSS', `${(result.maxRssKb / 1024).toFixed(0)} MB`, 'target ≤ 2048 MB'],
      ['ERS: generate (not timed against target)', `${ersGenerateSeconds.toFixed(1)} s`, ''],
      [
        'ERS: catch (DCA) lines',
        logbooks.dcaLines.toLocaleString('en-US'),
        `${ers.lines.toLocaleString('en-US')} lines of all types ingested`,
      ],
      ['ERS: ingest time', `${ers.seconds.toFixed(1)} s`, 'target ≤ 60 s'],
      ['ERS: ingest rate', `${Math.round(ers.lines / ers.seconds).toLocaleString('en-US')} lines/s`, ''],
      ['ERS: ingest peak RSS', `${(ers.maxRssKb / 1024).toFixed(0)} MB`, 'target ≤ 2048 MB'],
    ];
    console.log('\nbench:ingest (one year, 2 cores)');
    console.log('| measure | value | note |\n| --- | --- | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    const ok =
      result.seconds <= 60 &&
      result.maxRssKb / 1024 <= 2048 &&
      ers.seconds <= 60 &&
      ers.maxRssKb / 1024 <= 2048;
    console.log(ok ? '\nwithin targets' : '\nOUTSIDE TARGETS');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

runBench(main, ([dataDir, ...files]) => worker(dataDir, files));
