/**
 * The store's own errors, as plain values: each carries a `code` that names it, and nothing of the
 * web (no HTTP status, no page digest). The edge maps them once: lib/api/domain-errors.ts for the API,
 * the CSV downloads and the embeds, lib/store-reads/reads.ts (which pages read through) for pages.
 *
 * Recognise them by `code` (isStoreBusyError, isNoDataError), never by `instanceof`: the store's state
 * lives on globalThis and is shared by every bundle of the process, so an error may be thrown by one
 * copy of this module and caught by code that imported another, where `instanceof` is false.
 */

export const STORE_BUSY = 'store_busy';
export const NO_DATA = 'no_data';

/**
 * Why the store cannot take this query now: it waited too long for a connection or ran past its time
 * limit (`timeout`), its lane's wait queue is full (`queue_full`), or it needed more memory than the
 * store may use (`memory`). The caller may try again after `retryAfterSeconds`.
 */
export type StoreBusyReason = 'timeout' | 'queue_full' | 'memory';

const MESSAGES: Record<StoreBusyReason, string> = {
  timeout: 'The query ran past its time limit',
  queue_full: 'Too many queries are waiting',
  memory: 'The query needed more memory than the store may use',
};

export class StoreBusyError extends Error {
  readonly code = STORE_BUSY;

  constructor(
    readonly reason: StoreBusyReason,
    readonly retryAfterSeconds: number,
    message = MESSAGES[reason],
  ) {
    super(message);
    this.name = 'StoreBusyError';
  }
}

/** No landing data has been ingested yet. */
export class NoDataError extends Error {
  readonly code = NO_DATA;

  constructor() {
    super('No landing data has been ingested yet (run `npm run sample-data` or `npm run ingest`).');
    this.name = 'NoDataError';
  }
}

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const REASONS = new Set<unknown>(Object.keys(MESSAGES));

/** Whether `error` is a StoreBusyError from any copy of this module. */
export function isStoreBusyError(error: unknown): error is StoreBusyError {
  return (
    codeOf(error) === STORE_BUSY &&
    REASONS.has((error as StoreBusyError).reason) &&
    typeof (error as StoreBusyError).retryAfterSeconds === 'number'
  );
}

/** Whether `error` is a NoDataError from any copy of this module. */
export function isNoDataError(error: unknown): error is NoDataError {
  return codeOf(error) === NO_DATA && error instanceof Error;
}
