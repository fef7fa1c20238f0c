/**
 * The sanity limits of an ingest. A nightly cron feeds the ingest whatever the directorate's servers
 * hand out; these limits make a truncated, filtered or damaged download fail loudly instead of
 * silently deleting most of a year or filling the disk.
 */
export interface IngestLimits {
  /** Largest share (0..1) of a catch year's documents in the store that one file may withdraw. */
  maxWithdrawalShare: number;
  /** Apply a file even when it withdraws more than maxWithdrawalShare. */
  allowWithdrawals: boolean;
  /** Largest share (0..1) of a file's data lines that may be malformed. */
  maxRejectedShare: number;
  /** Load the readable lines of a file even when more than maxRejectedShare are malformed. */
  allowRejected: boolean;
  /** Largest uncompressed size of a zip entry, in bytes (a real year is ~1 GB). */
  maxEntryBytes: number;
}

export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  maxWithdrawalShare: 0.05,
  allowWithdrawals: false,
  // The real sample's cut-off last line is 0.2 % of it; a full year has none.
  maxRejectedShare: 0.01,
  allowRejected: false,
  maxEntryBytes: 8 * 1024 ** 3,
};

/** A limit given in an unreadable form (flag or environment variable). */
export class InvalidLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidLimitError';
  }
}

/** A share as `0.05`, `5%` or `5 %`, between 0 and 1. */
export function parseShare(name: string, text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  const share = match ? Number(match[1]) / (match[2] ? 100 : 1) : NaN;
  if (!Number.isFinite(share) || share < 0 || share > 1) {
    throw new InvalidLimitError(
      `${name} must be a share between 0 and 1 (e.g. 0.05) or a percentage (e.g. 5%), got "${text}"`,
    );
  }
  return share;
}

const BYTE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3, t: 1024 ** 4 };

/** A size in bytes, optionally with a binary unit: `8589934592`, `512MB`, `8 GB`, `8GiB`. */
export function parseByteSize(name: string, text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:([kmgt])(?:i?b)?|b)?\s*$/i.exec(text);
  const bytes = match ? Math.floor(Number(match[1]) * BYTE_UNITS[(match[2] ?? '').toLowerCase()]) : NaN;
  if (!Number.isSafeInteger(bytes) || bytes <= 0) {
    throw new InvalidLimitError(`${name} must be a size in bytes, e.g. 8GB or 8589934592, got "${text}"`);
  }
  return bytes;
}

/** The limits from the environment (INGEST_MAX_WITHDRAWAL_SHARE, …), defaults for what is unset. */
export function ingestLimitsFromEnv(env: Record<string, string | undefined> = process.env): IngestLimits {
  const value = (key: string) => (env[key] ?? '').trim() || undefined;
  const withdrawal = value('INGEST_MAX_WITHDRAWAL_SHARE');
  const rejected = value('INGEST_MAX_REJECTED_SHARE');
  const entryBytes = value('INGEST_MAX_ENTRY_BYTES');
  return {
    ...DEFAULT_INGEST_LIMITS,
    ...(withdrawal ? { maxWithdrawalShare: parseShare('INGEST_MAX_WITHDRAWAL_SHARE', withdrawal) } : {}),
    ...(rejected ? { maxRejectedShare: parseShare('INGEST_MAX_REJECTED_SHARE', rejected) } : {}),
    ...(entryBytes ? { maxEntryBytes: parseByteSize('INGEST_MAX_ENTRY_BYTES', entryBytes) } : {}),
  };
}
