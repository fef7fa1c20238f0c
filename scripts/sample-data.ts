/**
 * npm run sample-data -- [--data-dir DIR] [--years N] [--lines-per-year N] [--seed S] [--end-date DATE]
 * Generates the embedded default data set in the directorate's official formats under
 * DATA_DIR/sources/generated/, then ingests those files through the same path as real ones: the current
 * year up to the end date and the years before it, published the morning after the end date.
 * The end date is --end-date (yyyy-mm-dd, or `yesterday` for a new data set up to yesterday), else
 * SAMPLE_END_DATE, else the one the previous run recorded beside the files, else yesterday (Oslo).
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ProgressBar, rateAndEta } from '../lib/cli/progress-bar';
import { sampleEndDate, sampleLinesPerYear } from '../lib/config';
import {
  DEFAULT_SAMPLE_YEARS,
  readSampleDataRecord,
  resolveEndDate,
  writeSampleDataRecord,
} from '../lib/sample-data/default-data-set';
import { generateSampleFiles } from '../lib/sample-data/generate';
import { ingestFiles } from '../lib/store/ingest';
import { resolveDataDir } from '../lib/store/paths';

const USAGE =
  'Usage: npm run sample-data -- [--data-dir DIR] [--years N] [--lines-per-year N] [--seed S] [--end-date yyyy-mm-dd|yesterday]';

const END_DATE_ORIGIN = {
  given: 'as asked',
  recorded: 'as the previous run, recorded beside the files',
  yesterday: 'yesterday',
} as const;

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value == null) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`--${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

async function main(): Promise<number> {
  let options;
  try {
    const { values } = parseArgs({
      options: {
        'data-dir': { type: 'string' },
        years: { type: 'string' },
        'lines-per-year': { type: 'string' },
        seed: { type: 'string' },
        'end-date': { type: 'string' },
      },
    });
    const dataDir = resolveDataDir(values['data-dir']);
    const outDir = path.join(dataDir, 'sources', 'generated');
    const fromEnvironment = sampleEndDate();
    const given =
      values['end-date'] !== undefined
        ? { value: values['end-date'], givenBy: '--end-date' }
        : fromEnvironment !== undefined
          ? { value: fromEnvironment, givenBy: 'SAMPLE_END_DATE' }
          : undefined;
    const end = resolveEndDate(given, readSampleDataRecord(outDir));
    options = {
      dataDir,
      outDir,
      ...end,
      years: positiveInteger('years', values.years, DEFAULT_SAMPLE_YEARS),
      linesPerYear:
        values['lines-per-year'] === undefined
          ? (sampleLinesPerYear() ?? 150_000)
          : positiveInteger('lines-per-year', values['lines-per-year'], 150_000),
      seed: positiveInteger('seed', values.seed, 1),
    };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }

  const started = Date.now();
  const { outDir, endDate, years, linesPerYear, seed } = options;
  const bar = new ProgressBar();
  console.log(
    `Generating ${years} year(s) up to ${endDate} (${END_DATE_ORIGIN[options.source]}), ${linesPerYear.toLocaleString('en-US')} landing lines a whole year (seed ${seed}) in ${outDir}`,
  );
  // The folder holds only this generator's files: a run with other years must not leave old ones behind.
  await rm(outDir, { recursive: true, force: true });
  const generated = await generateSampleFiles({
    outDir,
    years,
    linesPerYear,
    seed,
    endDate,
    onProgress: (done, total) =>
      bar.update(
        'generate',
        total ? done / total : 0,
        rateAndEta(done, total, (Date.now() - started) / 1000),
      ),
  });
  bar.done();
  writeSampleDataRecord(outDir, { endDate, years, linesPerYear, seed });
  console.log(
    `Wrote ${generated.files.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s; ingesting …`,
  );

  const ingestStarted = Date.now();
  const report = await ingestFiles(generated.files, {
    dataDir: options.dataDir,
    // Owner changes in the registers are dated by the files' publication day, not by the machine's clock.
    snapshotDate: generated.referenceDate,
    // The operator asked for this data set: regenerating with another seed or size replaces the
    // generated years wholesale, which the withdrawal guard would otherwise refuse as a truncated file.
    limits: { allowWithdrawals: true },
    onProgress: (progress) =>
      bar.update(
        `${progress.phase} ${progress.file}`,
        progress.fraction,
        progress.lines != null && progress.totalLines && progress.seconds
          ? rateAndEta(progress.lines, progress.totalLines, progress.seconds)
          : '',
      ),
  });
  bar.done();
  console.log(
    `Ingested ${report.lines.toLocaleString('en-US')} lines, ${report.boats} boats in ${((Date.now() - ingestStarted) / 1000).toFixed(1)} s (store version ${report.dataVersion}). Total ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`sample-data failed: ${(error as Error).stack ?? error}`);
    process.exit(3);
  },
);
