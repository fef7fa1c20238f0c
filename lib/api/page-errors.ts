import 'server-only';
import { notFound } from 'next/navigation';
import { toApiError } from './domain-errors';
import { PAGE_ERROR_DIGESTS } from './page-error-messages';

/**
 * The page side of the one error map (lib/api/domain-errors.ts). A page wraps its data loading in
 * `forPage`: a not-found API error shows the Norwegian 404 page (notFound()), a busy or empty store
 * becomes a PageUnavailableError whose fixed digest the error boundary (app/(site)/error.tsx) turns
 * into «Tjenesten er travel akkurat nå, prøv igjen om litt.» with a retry button. Anything else,
 * including a caller's input error a page handles itself, is rethrown unchanged.
 *
 * Status: App Router pages can only choose 404 (notFound), 401/403 and redirects; a page that fails
 * answers 500. The server (scripts/serve.ts) turns that into 503 with Retry-After and the busy page
 * when the store reads noted a busy store for the request (lib/api/page-edge.ts), as the JSON API and
 * the CSV downloads answer the same errors.
 */

export class PageUnavailableError extends Error {
  /** Kept by Next on the way to the browser (the message is not, in production). */
  readonly digest: string;

  constructor(digest: string, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PageUnavailableError';
    this.digest = digest;
  }
}

/** Runs a page's loading and maps the domain's errors to what a reader should see. */
export async function forPage<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const mapped = toApiError(error);
    if (!mapped) throw error;
    switch (mapped.error.code) {
      case 'not_found':
        return notFound();
      case 'overloaded':
        throw new PageUnavailableError(PAGE_ERROR_DIGESTS.storeBusy, mapped.error.message, { cause: error });
      case 'no_data':
        throw new PageUnavailableError(PAGE_ERROR_DIGESTS.noData, mapped.error.message, { cause: error });
      default:
        throw error;
    }
  }
}
