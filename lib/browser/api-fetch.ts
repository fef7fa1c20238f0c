import { authorizedFetch } from '@/lib/auth/client-session';

/**
 * The one way the browser calls this site's API: sends JSON, adds the signed-in user's ID token when
 * asked, and turns a refusal (`{ error: { code, message, fields } }`, a 429 with Retry-After, a dropped
 * connection) into an `ApiCallError` whose message can be shown to the user as it is.
 */

export interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as the JSON body. */
  json?: unknown;
  /** Send the signed-in user's ID token (throws NotSignedInError when nobody is signed in). */
  auth?: boolean;
  signal?: AbortSignal;
  /** Shown when neither the status nor the server says anything more useful (network down, 500). */
  failureMessage?: string;
}

export const DEFAULT_FAILURE_MESSAGE = 'Noe gikk galt. Prøv igjen.';

export class ApiCallError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no answer came (offline, DNS, CORS). */
    readonly status: number,
    /** The API's error code (`rate_limited`, `not_found`, …) when it sent one. */
    readonly code: string | null = null,
    /** Messages per input field, for forms. */
    readonly fields: Readonly<Record<string, string>> = {},
    /** Seconds the server asked us to wait (429, 503). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function retryAfter(response: Response): number | null {
  // Test doubles and some proxies answer without headers; a missing header means "no advice".
  const value = response.headers?.get('Retry-After');
  const seconds = value == null ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

function laterIn(seconds: number | null): string {
  return seconds === null ? 'om litt' : `om ${seconds} s`;
}

/** The Norwegian message for a status the user can do something about, else null. */
export function statusMessage(status: number, retryAfterSeconds: number | null): string | null {
  switch (status) {
    case 401:
      return 'Du må logge inn på nytt.';
    case 413:
      return 'Forespørselen er for stor. Velg færre verdier og prøv igjen.';
    case 429:
      // A wait of hours is a daily limit (new saved queries), not a burst: the server's message says so.
      if (retryAfterSeconds !== null && retryAfterSeconds > 3600) return null;
      return `For mange forespørsler på kort tid. Prøv igjen ${laterIn(retryAfterSeconds)}.`;
    case 503:
      return `Tjenesten er travel akkurat nå. Prøv igjen ${laterIn(retryAfterSeconds)}.`;
    default:
      return null;
  }
}

/** Reads a refused answer into an ApiCallError. */
export async function apiErrorFrom(
  response: Response,
  failureMessage = DEFAULT_FAILURE_MESSAGE,
): Promise<ApiCallError> {
  const body = (await response.json().catch(() => null)) as ErrorBody | null;
  const error = body?.error;
  const code = typeof error?.code === 'string' ? error.code : null;
  const fields =
    error?.fields && typeof error.fields === 'object' ? (error.fields as Record<string, string>) : {};
  const wait = retryAfter(response);
  // The server's own message explains 400 and 404 best; a 5xx message is for operators, not users.
  const serverMessage = typeof error?.message === 'string' && response.status < 500 ? error.message : null;
  const message = statusMessage(response.status, wait) ?? serverMessage ?? failureMessage;
  return new ApiCallError(message, response.status, code, fields, wait);
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/** The raw response of an API call; throws ApiCallError for anything but 2xx. Aborts are rethrown as they are. */
export async function apiRequest(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { method, json, auth, signal, failureMessage = DEFAULT_FAILURE_MESSAGE } = options;
  const init: RequestInit = {};
  if (method && method !== 'GET') init.method = method;
  if (json !== undefined) {
    init.headers = { 'Content-Type': 'application/json', Accept: 'application/json' };
    init.body = JSON.stringify(json);
  }
  if (signal) init.signal = signal;
  // A bare GET passes no init at all: the plainest request, and what callers' test doubles expect.
  const send = auth ? authorizedFetch : fetch;
  let response: Response;
  try {
    response = Object.keys(init).length > 0 ? await send(path, init) : await send(path);
  } catch (error) {
    if (isAbort(error, signal) || (error instanceof Error && error.name === 'NotSignedInError')) throw error;
    throw new ApiCallError(failureMessage, 0);
  }
  if (!response.ok) throw await apiErrorFrom(response, failureMessage);
  return response;
}

/** An API call's JSON answer (null for 204). */
export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}
