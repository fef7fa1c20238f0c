/**
 * npm run update-data -- [--data-dir DIR] [--years Y,…] [--json]
 * Fetches the directorate's files the site ingests (conditionally: an unchanged file is not downloaded
 * again), checks them and ingests them through the guarded ingest. Exit codes: 0 every source is
 * current (a year not published yet included), 1 a file was refused (bad or too destructive; the store
 * kept its old data for it), 2 wrong usage or setting, 3 a download or ingest failed, 4 another update
 * is running (nothing done).
 */
import { parseArgs } from 'node:util';
import { InvalidSettingError } from '../lib/config';
import { ProgressBar } from '../lib/cli/progress-bar';
import { runUpdate, type UpdateReport } from '../lib/update/run-update';
import { parseYears } from '../lib/update/sources';
import { UpdateLockedError } from '../lib/update/update-lock';
import { exitOnSignals } from '../lib/cli/exit-on-signals';

const USAGE = `Usage: npm run update-data -- [--data-dir DIR] [--years Y,…] [--json]
  --data-dir DIR   the data directory (default DATA_DIR or ./data)
  --years Y,…      catch years of the landing-note and VMS files (default: this year and the two before)
  --json           print the report as one JSON object`;

const STATUS_TEXT = {
  ingested: 'ingested',
  unchanged: 'unchanged',
  'not-published': 'not published yet',
  refused: 'REFUSED',
  failed: 'FAILED',
} as const;

function printSummary(report: UpdateReport) {
  for (const source of report.sources) {
    const detail = source.message && source.status !== 'not-published' ? `: ${source.message}` : '';
    console.log(`  ${source.id.padEnd(16)} ${STATUS_TEXT[source.status]}${detail}`);
  }
  console.log(
    report.changed
      ? `Store updated to version ${report.dataVersion}.`
      : 'Store unchanged: nothing new was published.',
  );
}

function exitCodeOf(report: UpdateReport): number {
  if (report.sources.some((source) => source.status === 'failed')) return 3;
  if (report.sources.some((source) => source.status === 'refused')) return 1;
  return 0;
}

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        years: { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let years: number[] | undefined;
  try {
    years = values.years === undefined ? undefined : parseYears(values.years);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const json = values.json;
  exitOnSignals(
    (signal) => `Update interrupted (${signal}); the store was not changed by this run's unfinished work.`,
  );
  const bar = new ProgressBar();
  const log = (line: string) => {
    if (json) return;
    bar.done();
    console.log(`${new Date().toISOString()} ${line}`);
  };
  try {
    const report = await runUpdate({
      dataDir: values['data-dir'],
      years,
      log,
      onIngestProgress: json
        ? undefined
        : (progress) => bar.update(`${progress.phase} ${progress.file}`, progress.fraction),
    });
    bar.done();
    if (json) console.log(JSON.stringify(report, null, 2));
    else printSummary(report);
    return exitCodeOf(report);
  } catch (error) {
    bar.done();
    const message = (error as Error).message;
    const code =
      error instanceof UpdateLockedError
        ? 'locked'
        : error instanceof InvalidSettingError
          ? 'bad_setting'
          : 'failed';
    if (json) console.log(JSON.stringify({ error: { code, message } }));
    console.error(`Update ${code === 'failed' ? 'failed' : 'refused'}: ${message}`);
    return code === 'locked' ? 4 : code === 'bad_setting' ? 2 : 3;
  }
}

main().then((code) => process.exit(code));
