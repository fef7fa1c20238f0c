import { ingestLimitSettings, type Env } from '@/lib/config';

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

// A limit given in an unreadable form (flag or environment variable); the ingest CLI exits with code 2.
export { InvalidSettingError as InvalidLimitError, parseByteSize, parseShare } from '@/lib/config';

/** The limits from the environment (INGEST_MAX_WITHDRAWAL_SHARE, …), defaults for what is unset. */
export function ingestLimitsFromEnv(env?: Env): IngestLimits {
  return { ...DEFAULT_INGEST_LIMITS, ...ingestLimitSettings(env) };
}
