/** Bad input that stops an ingest before anything is served: the store is left exactly as it was. */
export class IngestInputError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly missingColumns?: string[],
  ) {
    super(message);
    this.name = 'IngestInputError';
  }
}

/** The numbers behind a refusal, for the operator and for `--json`. */
export type IngestRefusal =
  | {
      reason: 'too_many_withdrawals';
      file: string;
      catchYear: number;
      documentsInStore: number;
      documentsWithdrawn: number;
      share: number;
      limit: number;
    }
  | {
      reason: 'too_many_rejected';
      file: string;
      lines: number;
      rejectedLines: number;
      share: number;
      limit: number;
    }
  | {
      /** What was read differs from what the file holds, or what was written from what was read. */
      reason: 'lines_lost';
      file: string;
      /** The line where the reader lost its way. */
      line: number;
      detail: string;
    };

const percent = (share: number) => `${(share * 100).toFixed(share < 0.001 ? 3 : 1)} %`;
const count = (n: number) => n.toLocaleString('en-US');

function describe(refusal: IngestRefusal): string {
  if (refusal.reason === 'lines_lost') {
    return (
      `${refusal.file}: line ${count(refusal.line)}: ${refusal.detail}. The CSV reader lost its way at this line, ` +
      `so the file was refused rather than loaded with lines missing. Check the file around that line.`
    );
  }
  if (refusal.reason === 'too_many_withdrawals') {
    return (
      `${refusal.file}: would withdraw ${count(refusal.documentsWithdrawn)} of the ${count(refusal.documentsInStore)} documents ` +
      `of catch year ${refusal.catchYear} in the store (${percent(refusal.share)}), more than the limit of ${percent(refusal.limit)}. ` +
      `A truncated or filtered download? Check the file; to apply it anyway, run again with --allow-withdrawals ` +
      `(or raise --max-withdrawal-share / INGEST_MAX_WITHDRAWAL_SHARE).`
    );
  }
  return (
    `${refusal.file}: ${count(refusal.rejectedLines)} of its ${count(refusal.lines)} lines are malformed (${percent(refusal.share)}), ` +
    `more than the limit of ${percent(refusal.limit)}. A damaged or foreign file? Check it; to load the readable lines anyway, ` +
    `run again with --allow-rejected (or raise --max-rejected-share / INGEST_MAX_REJECTED_SHARE).`
  );
}

/**
 * A file that reads fine but would do too much damage (withdraw a large part of a year, or consist
 * largely of malformed lines), or whose lines could not all be accounted for. Like bad input, it
 * changes nothing.
 */
export class IngestRefusedError extends IngestInputError {
  constructor(readonly refusal: IngestRefusal) {
    super(describe(refusal), refusal.file);
    this.name = 'IngestRefusedError';
  }
}
