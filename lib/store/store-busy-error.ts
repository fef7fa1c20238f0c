import { PAGE_ERROR_DIGESTS } from '@/lib/api/page-error-messages';

/**
 * The store cannot take this query now: it waited too long for a connection, the wait queue is full,
 * it ran past its time limit and was interrupted, or it needed more memory than the store may use.
 * The API answers 503 with Retry-After; a page that fails with it shows «Tjenesten er travel» (its
 * digest, which Next hands to the error boundary). Exported from `landing-store.ts`, where callers import it.
 */
export type StoreBusyReason = 'timeout' | 'queue_full' | 'memory';

const MESSAGES: Record<StoreBusyReason, string> = {
  timeout: 'The query ran past its time limit',
  queue_full: 'Too many queries are waiting',
  memory: 'The query needed more memory than the store may use',
};

export class StoreBusyError extends Error {
  constructor(
    readonly reason: StoreBusyReason,
    readonly retryAfterSeconds: number,
    message = MESSAGES[reason],
  ) {
    super(message);
    this.name = 'StoreBusyError';
  }

  readonly digest: string = PAGE_ERROR_DIGESTS.storeBusy;
}
