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
    };

const percent = (share: number) => `${(share * 100).toFixed(share < 0.001 ? 3 : 1)} %`;
const count = (n: number) => n.toLocaleString('en-US');

function describe(refusal: IngestRefusal): string {
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
 * largely of malformed lines). Like bad input, it changes nothing.
 */
export class IngestRefusedError extends IngestInputError {
  constructor(readonly refusal: IngestRefusal) {
    super(describe(refusal), refusal.file);
    this.name = 'IngestRefusedError';
  }
}
