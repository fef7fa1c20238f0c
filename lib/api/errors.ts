import { z } from 'zod';
import { PAGE_ERROR_DIGESTS } from './page-error-messages';

/**
 * Errors a client can act on, mapped centrally to `{ error: { code, message, fields? } }`.
 * Anything else becomes an opaque 500; input problems are never a 500.
 */
export type ApiErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'unprocessable'
  | 'payload_too_large'
  | 'rate_limited'
  | 'overloaded'
  | 'no_data'
  | 'internal';

const STATUS: Record<ApiErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  overloaded: 503,
  no_data: 503,
  internal: 500,
};

/** The digest a page's error boundary words (lib/api/page-error-messages.ts), for the codes it knows. */
const PAGE_DIGESTS: Partial<Record<ApiErrorCode, string>> = {
  overloaded: PAGE_ERROR_DIGESTS.storeBusy,
  no_data: PAGE_ERROR_DIGESTS.noData,
};

/** Whether `code` is one of the API's error codes (as another deployment's answer names it). */
export const isApiErrorCode = (code: unknown): code is ApiErrorCode =>
  typeof code === 'string' && Object.hasOwn(STATUS, code);

export class ApiError extends Error {
  /**
   * Set for a busy or empty store (also one upstream, on a proxy node): Next keeps an error's digest on
   * its way to the browser, so a page that fails with it says what happened instead of «Noe gikk galt».
   */
  declare readonly digest?: string;

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** For `overloaded`: when the caller may try again (a page's 503 sends it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    // An own, writable property only where it applies: Next gives other errors a digest of its own.
    const digest = PAGE_DIGESTS[code];
    if (digest) Object.defineProperty(this, 'digest', { value: digest, writable: true, enumerable: false });
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/**
 * Whether `error` is an ApiError, also one made by another bundle's copy of this module (a proxy
 * node's remote reads, a route bundle): matched by name and code, as `instanceof` is not reliable there.
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    isApiErrorCode((error as { code?: unknown }).code) &&
    typeof (error as { status?: unknown }).status === 'number'
  );
}

export const notFound = (what: string) => new ApiError('not_found', `${what} finnes ikke`);

/** `{ "Body.FromDate": "…" }` from a zod error, so a client can point at the field. */
export function fieldsOf(error: z.ZodError, prefix: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
    fields[key] ??= issue.message;
  }
  return fields;
}

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

/** The API's error body (errorBodySchema), for answers built with or without an ApiError. */
export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>) {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

export function errorResponse(error: ApiError, headers?: HeadersInit): Response {
  return Response.json(errorBody(error.code, error.message, error.fields), {
    status: error.status,
    headers,
  });
}
