/**
 * npm run ingest -- [--data-dir DIR] [--json] FILE...
 * Loads official Fiskeridirektoratet files (landing notes, vessel register, buyer register, VMS) into
 * the landing store. Exit codes: 0 done, 1 bad input (nothing changed), 2 wrong usage, 3 failure.
 */
import { parseArgs } from 'node:util';
import { ingestFiles, IngestInputError, type IngestReport } from '../lib/store/ingest';
import { ProgressBar, rateAndEta } from '../lib/cli/progress-bar';

const USAGE = 'Usage: npm run ingest -- [--data-dir DIR] [--json] FILE...';

function printSummary(report: IngestReport) {
  const { documents } = report;
  console.log(
    report.changed ? `Store updated to version ${report.dataVersion}.` : 'Nothing new: store unchanged.',
  );
  for (const file of report.files) {
    const status =
      file.status === 'loaded'
        ? `${file.lines} ${file.kind === 'landings' ? 'lines' : 'records'}`
        : 'unchanged, skipped';
    console.log(
      `  ${file.file} (${file.kind}): ${status}${file.rejected ? `, ${file.rejected} rejected` : ''}`,
    );
  }
  console.log(
    `Documents: ${documents.inserted} inserted, ${documents.updated} updated, ${documents.removed} removed, ${documents.unchanged} unchanged`,
  );
  console.log(
    `Lines loaded: ${report.lines} · boats in store: ${report.boats} · ${report.seconds.toFixed(1)} s`,
  );
  for (const rejected of report.rejected.slice(0, 20)) {
    console.log(`  rejected ${rejected.file}:${rejected.line}: ${rejected.reason}`);
  }
  if (report.rejected.length > 20)
    console.log(`  … and ${report.rejected.length - 20} more rejected lines (see --json)`);
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' }, json: { type: 'boolean', default: false } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const files = parsed.positionals;
  if (files.length === 0) {
    console.error(`No files given.\n${USAGE}`);
    return 2;
  }
  const json = parsed.values.json;
  const bar = new ProgressBar();
  try {
    const report = await ingestFiles(files, {
      dataDir: parsed.values['data-dir'],
      onProgress: (progress) => {
        const detail =
          progress.lines != null && progress.totalLines && progress.seconds
            ? rateAndEta(progress.lines, progress.totalLines, progress.seconds)
            : '';
        bar.update(`${progress.phase} ${progress.file}`, progress.fraction, detail);
      },
    });
    bar.done();
    if (json) console.log(JSON.stringify(report, null, 2));
    else printSummary(report);
    return 0;
  } catch (error) {
    bar.done();
    const inputError = error instanceof IngestInputError;
    const message = (error as Error).message;
    if (json) {
      console.log(
        JSON.stringify({
          error: {
            code: inputError ? 'bad_input' : 'failed',
            message,
            file: inputError ? error.file : undefined,
            missingColumns: inputError ? error.missingColumns : undefined,
          },
        }),
      );
    }
    console.error(`Ingest ${inputError ? 'refused' : 'failed'}: ${message}\nThe store was not changed.`);
    return inputError ? 1 : 3;
  }
}

main().then((code) => process.exit(code));
