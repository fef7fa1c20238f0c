/**
 * npm run ingest -- [--data-dir DIR] [--json] [limits] FILE...
 * Loads official Fiskeridirektoratet files (landing notes, vessel register, buyer register, VMS, ERS logbooks) into
 * the landing store. `--upgrade` alone rebuilds the derived tables of a store written by an older
 * version (STORE_SCHEMA_VERSION), moves a store from before the year files into them
 * (lib/store/year-parts.ts), and says nothing when the store is current. Exit codes: 0 done, 1 bad or refused input (nothing changed), 2 wrong usage,
 * 3 failure, 4 another ingest is running (nothing changed; try again later).
 */
import { parseArgs } from 'node:util';
import {
  ingestFiles,
  IngestInputError,
  IngestLockedError,
  IngestRefusedError,
  InvalidLimitError,
  storeNeedsUpgrade,
  parseShare,
  type IngestLimits,
  type IngestReport,
} from '../lib/store/ingest';
import { ProgressBar, rateAndEta } from '../lib/cli/progress-bar';
import { exitOnSignals } from '../lib/cli/exit-on-signals';

const USAGE = `Usage: npm run ingest -- [--data-dir DIR] [--json] [--max-withdrawal-share S] [--allow-withdrawals]
       [--max-rejected-share S] [--allow-rejected] FILE...
       npm run ingest -- [--data-dir DIR] --upgrade
  --upgrade                 rebuild the derived tables of a store written by an older version, or
                            move a store from before the year files into them
  --max-withdrawal-share S  refuse a file that withdraws more than S of a catch year's documents
                            (default 0.05 = 5 %, env INGEST_MAX_WITHDRAWAL_SHARE)
  --allow-withdrawals       apply such a file anyway
  --max-rejected-share S    refuse a file with more than S malformed lines (default 0.01 = 1 %,
                            env INGEST_MAX_REJECTED_SHARE)
  --allow-rejected          load the readable lines of such a file anyway`;

function printSummary(report: IngestReport) {
  const { documents } = report;
  console.log(
    report.changed
      ? `Store updated to version ${report.dataVersion}.`
      : 'Nothing new: store unchanged (no new version).',
  );
  for (const file of report.files) {
    const unit = file.kind === 'landings' ? 'lines' : 'records';
    const status =
      file.status === 'loaded'
        ? `${file.lines} ${unit}`
        : file.status === 'unchanged'
          ? file.lines === 0
            ? 'nothing to load'
            : `${file.lines} ${unit} read, all already in the store`
          : 'unchanged, skipped';
    console.log(
      `  ${file.file} (${file.kind}): ${status}${file.rejected ? `, ${file.rejected} rejected` : ''}`,
    );
  }
  console.log(
    `Documents: ${documents.inserted} inserted, ${documents.updated} updated, ${documents.removed} removed, ${documents.unchanged} unchanged`,
  );
  console.log(
    `Lines ${report.changed ? 'loaded' : 'read'}: ${report.lines} · boats in store: ${report.boats} · ${report.seconds.toFixed(1)} s`,
  );
  if (report.entityVersions) {
    // What the new version changed, by entity page: the others keep their cached pages.
    const parts = Object.entries(report.entityVersions).map(
      ([kind, { changed, total }]) => `${changed} of ${total} ${kind}s`,
    );
    console.log(`Changed pages: ${parts.join(', ')}`);
  }
  if (report.newNotes)
    console.log(`New landing notes: ${report.newNotes} (alerts tell their boats' followers)`);
  if (report.prunedPositions)
    console.log(`Positions deleted, older than VMS_KEEP_YEARS allows: ${report.prunedPositions}`);
  for (const rejected of report.rejected.slice(0, 20)) {
    console.log(`  rejected ${rejected.file}:${rejected.line}: ${rejected.reason}`);
  }
  if (report.rejected.length > 20)
    console.log(`  … and ${report.rejected.length - 20} more rejected lines (see --json)`);
  if (report.published)
    console.log(`Published version ${report.published.version} to ${report.published.dir}.`);
  else if (report.published === null) console.log('The shared store directory already has this version.');
}

async function main(): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        json: { type: 'boolean', default: false },
        'max-withdrawal-share': { type: 'string' },
        'allow-withdrawals': { type: 'boolean', default: false },
        'max-rejected-share': { type: 'string' },
        'allow-rejected': { type: 'boolean', default: false },
        upgrade: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values } = parsed;
  const limits: Partial<IngestLimits> = {
    ...(values['allow-withdrawals'] ? { allowWithdrawals: true } : {}),
    ...(values['allow-rejected'] ? { allowRejected: true } : {}),
  };
  try {
    if (values['max-withdrawal-share'] != null)
      limits.maxWithdrawalShare = parseShare('--max-withdrawal-share', values['max-withdrawal-share']);
    if (values['max-rejected-share'] != null)
      limits.maxRejectedShare = parseShare('--max-rejected-share', values['max-rejected-share']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const files = parsed.positionals;
  if (files.length === 0 && values.upgrade && !(await storeNeedsUpgrade(values['data-dir']))) return 0;
  if (files.length === 0 && !values.upgrade) {
    console.error(`No files given.\n${USAGE}`);
    return 2;
  }
  const json = values.json;
  const bar = new ProgressBar();
  exitOnSignals((signal) => `Ingest interrupted (${signal}); the store was not changed.`);
  try {
    const report = await ingestFiles(files, {
      dataDir: values['data-dir'],
      limits,
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
    const { code, exitCode, verb } = classify(error);
    const message = (error as Error).message;
    if (json) {
      const inputError = error instanceof IngestInputError;
      console.log(
        JSON.stringify({
          error: {
            code,
            message,
            file: inputError ? error.file : undefined,
            missingColumns: inputError ? error.missingColumns : undefined,
            refusal: error instanceof IngestRefusedError ? error.refusal : undefined,
            holder: error instanceof IngestLockedError ? error.holder : undefined,
          },
        }),
      );
    }
    console.error(`Ingest ${verb}: ${message}\nThe store was not changed.`);
    return exitCode;
  }
}

function classify(error: unknown): { code: string; exitCode: number; verb: string } {
  if (error instanceof IngestRefusedError)
    return { code: error.refusal.reason, exitCode: 1, verb: 'refused' };
  if (error instanceof IngestInputError) return { code: 'bad_input', exitCode: 1, verb: 'refused' };
  if (error instanceof IngestLockedError) return { code: 'locked', exitCode: 4, verb: 'refused' };
  if (error instanceof InvalidLimitError) return { code: 'bad_limit', exitCode: 2, verb: 'refused' };
  return { code: 'failed', exitCode: 3, verb: 'failed' };
}

main().then((code) => process.exit(code));
