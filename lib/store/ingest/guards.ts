import { IngestRefusedError } from './errors';
import type { IngestLimits } from './limits';

/** Refuses a file whose malformed lines exceed the limit (unless allowed). */
export function checkRejectedShare(
  file: string,
  goodLines: number,
  rejectedLines: number,
  limits: Pick<IngestLimits, 'maxRejectedShare' | 'allowRejected'>,
): void {
  if (limits.allowRejected || rejectedLines === 0) return;
  const lines = goodLines + rejectedLines;
  const share = rejectedLines / lines;
  if (share > limits.maxRejectedShare) {
    throw new IngestRefusedError({
      reason: 'too_many_rejected',
      file,
      lines,
      rejectedLines,
      share,
      limit: limits.maxRejectedShare,
    });
  }
}

export interface YearWithdrawals {
  catchYear: number;
  documentsInStore: number;
  documentsWithdrawn: number;
}

/** Refuses a file that would withdraw more than the limit of any catch year (unless allowed). */
export function checkWithdrawalShare(
  file: string,
  years: YearWithdrawals[],
  limits: Pick<IngestLimits, 'maxWithdrawalShare' | 'allowWithdrawals'>,
): void {
  if (limits.allowWithdrawals) return;
  const share = (year: YearWithdrawals) => year.documentsWithdrawn / Math.max(year.documentsInStore, 1);
  const worst = years
    .filter((year) => share(year) > limits.maxWithdrawalShare)
    .sort((a, b) => share(b) - share(a))[0];
  if (worst) {
    throw new IngestRefusedError({
      reason: 'too_many_withdrawals',
      file,
      ...worst,
      share: share(worst),
      limit: limits.maxWithdrawalShare,
    });
  }
}
