import 'server-only';
import { isLandingInputError } from '@/lib/landings/landing-query/types';
import { isNoDataError, isStoreBusyError, type StoreBusyError } from '@/lib/store/store-errors';
import { isDailySaveLimitError } from '@/lib/userdata/saved-queries';
import { ApiError, errorResponse, isApiError } from './errors';

/**
 * The one map from the domain's errors to the API's. Route handlers (lib/api/route.ts), the CSV
 * downloads (lib/api/csv-route.ts), the internal reads (app/api/internal/reads) and pages (the store
 * reads, lib/store-reads/reads.ts, and lib/api/page-errors.ts) all ask this function, so an error means
 * the same status, code and Norwegian message wherever it surfaces.
 *
 * The domain's errors are matched by their `code` (lib/store/store-errors.ts), not by `instanceof`:
 * the store is shared by every bundle of the process, so its errors may come from another copy of
 * their module than the one imported here.
 */

/** Where a request's input came from, as the API names it in `fields` keys (`kropp.OrderBy`). */
export type InputPart = 'sti' | 'spørring' | 'kropp';

export interface MappedError {
  error: ApiError;
  /** Headers the answer must carry (Retry-After for 503). */
  headers?: Record<string, string>;
}

export const NO_DATA_MESSAGE = 'Ingen landingsdata er lastet inn ennå';

const STORE_BUSY_MESSAGES: Record<StoreBusyError['reason'], string> = {
  timeout: 'Spørringen tok for lang tid og ble avbrutt. Prøv en kortere periode eller færre kolonner.',
  memory:
    'Spørringen trengte mer minne enn tjenesten tillater. Prøv en kortere periode eller færre kolonner.',
  queue_full: 'Tjenesten er travel akkurat nå. Prøv igjen om litt.',
};

/** The Norwegian message for an overloaded store, for answers and pages alike. */
export const storeBusyMessage = (error: StoreBusyError): string => STORE_BUSY_MESSAGES[error.reason];

const retryHeaders = (seconds: number) => ({ 'Retry-After': String(seconds), 'Cache-Control': 'no-store' });

/**
 * The API error a thrown value stands for, or null for an unexpected one (a bug: the caller answers
 * 500 and logs it). `inputPart` says where a LandingInputError's fields came from.
 */
export function toApiError(error: unknown, inputPart: InputPart = 'kropp'): MappedError | null {
  if (isApiError(error)) {
    // One mapped before (by the store reads, or upstream's answer): its Retry-After travels with it.
    if (error.code !== 'overloaded') return { error };
    return { error, headers: retryHeaders(error.retryAfterSeconds ?? 1) };
  }
  if (isLandingInputError(error)) {
    // A caller's mistake that only the store reveals (an OrderBy pivot missing from XPivots): a 400
    // with fields keyed like the zod errors, so a client points at the same field either way.
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, message]) => [`${inputPart}.${field}`, message]),
    );
    return { error: new ApiError('bad_request', error.message, fields) };
  }
  if (isNoDataError(error)) return { error: new ApiError('no_data', NO_DATA_MESSAGE) };
  if (isStoreBusyError(error)) {
    // The store is overloaded or the query ran too long: the client may try again after Retry-After.
    return {
      error: new ApiError('overloaded', storeBusyMessage(error), undefined, error.retryAfterSeconds),
      headers: retryHeaders(error.retryAfterSeconds),
    };
  }
  if (isDailySaveLimitError(error)) {
    return {
      error: new ApiError(
        'rate_limited',
        `Fra denne adressen er det lagret ${error.perDay} nye spørringer i dag, som er grensen per døgn. Prøv igjen i morgen; spørringer som alt er lagret, kan deles som før.`,
      ),
      headers: { 'Retry-After': String(error.retryAfterSeconds), 'Cache-Control': 'no-store' },
    };
  }
  return null;
}

/**
 * An unexpected error as one log entry: its stack (or text) and its code, never the members a database
 * driver adds (`query`, `params`, `where`): those hold a request's values, which a log must not keep.
 */
export function loggable(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  const text = error.stack ?? `${error.name}: ${error.message}`;
  return typeof code === 'string' || typeof code === 'number' ? `${text} (code ${code})` : text;
}

/**
 * The answer to a request that failed with `error`: the mapped API error, nothing for a client that
 * already left (499, nobody reads it), else a logged, opaque 500.
 */
export function failureResponse(
  error: unknown,
  request: Request,
  context: { label: string; inputPart?: InputPart },
): Response {
  const mapped = toApiError(error, context.inputPart);
  if (mapped) return errorResponse(mapped.error, mapped.headers);
  if (request.signal.aborted) return new Response(null, { status: 499 });
  console.error(`${context.label} failed: ${loggable(error)}`);
  return errorResponse(new ApiError('internal', 'Noe gikk galt på serveren'));
}
