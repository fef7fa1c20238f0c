import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

/**
 * One HTTP download of a source, conditional on what the last good download returned (ETag,
 * Last-Modified), streamed to disk with a size cap, retried with back-off when the server or the
 * connection fails. A download only counts when every byte the server announced arrived; anything less
 * is removed, never handed on.
 */

/** What a server said about the copy we hold: sent back as If-None-Match / If-Modified-Since. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type DownloadOutcome =
  | { status: 'not-modified' }
  | { status: 'not-published'; httpStatus: number }
  | { status: 'downloaded'; bytes: number; validators: Validators };

export type DownloadErrorCode = 'http_error' | 'connection' | 'incomplete' | 'too_large' | 'timeout';

export class DownloadError extends Error {
  constructor(
    message: string,
    readonly code: DownloadErrorCode,
    readonly retryable: boolean,
    readonly httpStatus?: number,
    /** Seconds the server asked us to wait (Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DownloadError';
  }
}

export interface DownloadOptions {
  /** Largest file accepted, announced or streamed. */
  maxBytes: number;
  /** Tries in all, the first included (default 3). */
  attempts?: number;
  /** Wait before the first retry, doubled for each further one (default 5 s). */
  retryDelayMs?: number;
  /** Longest silence from the server, waiting for headers or between chunks (default 60 s). */
  idleTimeoutMs?: number;
  /** Told about each failed attempt that will be retried. */
  onRetry?: (error: DownloadError, attempt: number, delayMs: number) => void;
}

/** Longest Retry-After we honour: a scheduled nightly run should not sleep for hours. */
const MAX_RETRY_AFTER_MS = 5 * 60_000;

const megabytes = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;

/** Statuses worth another try: the server is busy or broken for a moment. */
const RETRYABLE_STATUS = new Set([408, 425, 429, 500, 502, 503, 504]);

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

async function attemptDownload(
  url: string,
  target: string,
  previous: Validators | undefined,
  options: Required<Omit<DownloadOptions, 'onRetry'>>,
): Promise<DownloadOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  let idle: NodeJS.Timeout | undefined;
  const resetIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, options.idleTimeoutMs);
  };
  const headers: Record<string, string> = {
    // Content-Length must count the bytes we store: no transfer compression of a zip anyway.
    'accept-encoding': 'identity',
    'user-agent': 'fangstdata-update-data',
  };
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;

  let received = 0;
  resetIdle();
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal: controller.signal, redirect: 'follow' });
    } catch (error) {
      if (timedOut) {
        throw new DownloadError(`no answer within ${options.idleTimeoutMs / 1000} s`, 'timeout', true);
      }
      throw new DownloadError(`could not connect (${describeCause(error)})`, 'connection', true);
    }
    if (response.status === 304) return { status: 'not-modified' };
    if (response.status === 404 || response.status === 410) {
      await response.body?.cancel();
      return { status: 'not-published', httpStatus: response.status };
    }
    if (response.status !== 200) {
      await response.body?.cancel();
      throw new DownloadError(
        `the server answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
        'http_error',
        RETRYABLE_STATUS.has(response.status),
        response.status,
        retryAfterSeconds(response.headers.get('retry-after')),
      );
    }
    const announced = response.headers.get('content-length');
    const expected = announced !== null && /^\d+$/.test(announced) ? Number(announced) : null;
    if (expected !== null && expected > options.maxBytes) {
      await response.body?.cancel();
      throw new DownloadError(
        `the server announces ${megabytes(expected)}, more than the limit of ${megabytes(options.maxBytes)} (INGEST_MAX_ENTRY_BYTES)`,
        'too_large',
        false,
      );
    }
    if (!response.body) throw new DownloadError('the answer has no body', 'incomplete', true);

    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        resetIdle();
        received += chunk.length;
        if (received > options.maxBytes) {
          callback(
            new DownloadError(
              `the file grows past the limit of ${megabytes(options.maxBytes)} (INGEST_MAX_ENTRY_BYTES)`,
              'too_large',
              false,
            ),
          );
          return;
        }
        callback(null, chunk);
      },
    });
    const partial = `${target}.part`;
    try {
      await pipeline(
        Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
        counter,
        createWriteStream(partial, { highWaterMark: 1 << 20 }),
      );
      if (expected !== null && received !== expected) {
        throw new DownloadError(
          `the connection ended after ${received.toLocaleString('en-US')} of ${expected.toLocaleString('en-US')} bytes`,
          'incomplete',
          true,
        );
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      if (error instanceof DownloadError) throw error;
      if (timedOut) {
        throw new DownloadError(
          `the server went silent for ${options.idleTimeoutMs / 1000} s after ${received.toLocaleString('en-US')} bytes`,
          'timeout',
          true,
        );
      }
      const code = (error as NodeJS.ErrnoException).code;
      // A failed write (ENOSPC, EACCES) is this machine's problem: no retry helps, keep its message.
      if (code && /^E[A-Z]+$/.test(code) && code !== 'ECONNRESET' && code !== 'EPIPE') throw error;
      throw new DownloadError(
        `the connection dropped after ${received.toLocaleString('en-US')}${expected !== null ? ` of ${expected.toLocaleString('en-US')}` : ''} bytes (${describeCause(error)})`,
        'connection',
        true,
      );
    }
    return {
      status: 'downloaded',
      bytes: received,
      validators: {
        etag: response.headers.get('etag') ?? undefined,
        lastModified: response.headers.get('last-modified') ?? undefined,
      },
    };
  } finally {
    clearTimeout(idle);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Downloads `url` to `target`, or says it is unchanged (304) or not published (404/410). Connection
 * failures, timeouts and 5xx/429 are retried with exponential back-off (Retry-After honoured up to
 * 5 minutes); the last failure is thrown as a DownloadError. `target` exists only after a complete
 * download.
 */
export async function downloadFile(
  url: string,
  target: string,
  previous: Validators | undefined,
  options: DownloadOptions,
): Promise<DownloadOutcome> {
  const settings = {
    maxBytes: options.maxBytes,
    attempts: Math.max(1, options.attempts ?? 3),
    retryDelayMs: options.retryDelayMs ?? 5_000,
    idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptDownload(url, target, previous, settings);
    } catch (error) {
      if (!(error instanceof DownloadError) || !error.retryable || attempt >= settings.attempts) {
        if (error instanceof DownloadError && error.retryable && attempt > 1) {
          error.message = `${error.message} (after ${attempt} attempts)`;
        }
        throw error;
      }
      const backOff = settings.retryDelayMs * 2 ** (attempt - 1);
      const asked = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : 0;
      const delay = Math.max(backOff, Math.min(asked, MAX_RETRY_AFTER_MS));
      options.onRetry?.(error, attempt, delay);
      await sleep(delay);
    }
  }
}
