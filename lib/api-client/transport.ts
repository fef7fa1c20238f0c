import type { z } from 'zod';
import type { Endpoint } from '@/lib/api/endpoint';

/**
 * How the API client reaches an endpoint. Both transports take the same input (what an HTTP caller
 * would put in the path, query and body) and give the same output (the endpoint's response and its
 * headers), so the client above them cannot tell them apart, and the contract tests check that.
 */

export interface CallInput {
  /** Path parameters by name (`{id}` → `params.id`). */
  params?: Record<string, string | number>;
  /** Query parameters; lists are sent comma-joined, as the spec's GET calls do. */
  query?: Record<string, string | number | readonly (string | number)[] | null | undefined>;
  body?: unknown;
}

export interface CallOptions {
  /** Aborting cancels the call (over HTTP the request, in process the store query). */
  signal?: AbortSignal;
  /** Gives up after this many milliseconds (ApiClientError with status 504). */
  timeoutMs?: number;
}

export interface CallResult<T> {
  data: T;
  /** Response headers, names in lower case (`x-total-count`). */
  headers: Record<string, string>;
  status: number;
}

/** An endpoint of any input, known by its response schema: what a transport is asked to call. */
export type AnyEndpoint<R extends z.ZodType> = Endpoint<z.ZodType, z.ZodType, z.ZodType, R>;

export interface Transport {
  readonly kind: 'in-process' | 'http';
  call<R extends z.ZodType>(
    endpoint: AnyEndpoint<R>,
    input: CallInput,
    options?: CallOptions,
  ): Promise<CallResult<z.output<R>>>;
}

/** A failed call: the HTTP status and the API's `{ error: { code, message, fields } }`. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}

/** `/api/offloads/{a}/date/{from}/{to}` with its parameters filled in (each one URL-encoded). */
export function expandPath(path: string, params: CallInput['params'] = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '')
      throw new Error(`api-client: missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Query values as an HTTP caller sends them: strings, lists comma-joined, empty ones left out. */
export function queryRecord(query: CallInput['query'] = {}): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') record[key] = text;
  }
  return record;
}

/** A signal that fires on the caller's abort or after `timeoutMs`, and tells which one it was. */
function callSignal(options: CallOptions = {}): { signal?: AbortSignal; timedOut: () => boolean } {
  const signals: AbortSignal[] = [];
  if (options.signal) signals.push(options.signal);
  let timeout: AbortSignal | undefined;
  if (options.timeoutMs !== undefined && options.timeoutMs > 0) {
    timeout = AbortSignal.timeout(options.timeoutMs);
    signals.push(timeout);
  }
  if (signals.length === 0) return { timedOut: () => false };
  return {
    signal: signals.length === 1 ? signals[0] : AbortSignal.any(signals),
    timedOut: () => Boolean(timeout?.aborted) && !options.signal?.aborted,
  };
}

const timeoutError = (timeoutMs: number | undefined) =>
  new ApiClientError(504, 'timeout', `Fikk ikke svar innen ${timeoutMs ?? '?'} ms`);

/**
 * Runs one call under the caller's signal and timeout, the same way on both transports: a timeout
 * becomes a 504 ApiClientError, the caller's own abort rejects with its reason, and any other failure
 * is what `failed` makes of it.
 */
export async function withinDeadline<T>(
  options: CallOptions,
  call: (signal: AbortSignal | undefined) => Promise<T>,
  failed: (error: unknown) => unknown,
): Promise<T> {
  const { signal, timedOut } = callSignal(options);
  try {
    return await call(signal);
  } catch (error) {
    if (error instanceof ApiClientError) throw error;
    if (timedOut()) throw timeoutError(options.timeoutMs);
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw failed(error);
  }
}
