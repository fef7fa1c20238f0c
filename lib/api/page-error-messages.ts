/**
 * What a page's error boundary shows for a domain error (see lib/api/page-errors.ts). Next hands a
 * server error to the browser with its message hidden in production but its `digest` kept, so the
 * domain errors travel as fixed digests and are worded here. No server imports: error.tsx is client code.
 */

export const PAGE_ERROR_DIGESTS = {
  /** The landing store is overloaded, or a query ran past its time or memory limit. */
  storeBusy: 'fangstdata:store-busy',
  /** No landing data has been ingested yet. */
  noData: 'fangstdata:no-data',
} as const;

export interface PageErrorMessage {
  title: string;
  text: string;
}

const MESSAGES: Record<string, PageErrorMessage> = {
  [PAGE_ERROR_DIGESTS.storeBusy]: {
    title: 'Tjenesten er travel',
    text: 'Tjenesten er travel akkurat nå, prøv igjen om litt.',
  },
  [PAGE_ERROR_DIGESTS.noData]: {
    title: 'Ingen landingsdata ennå',
    text: 'Ingen landingsdata er lastet inn ennå. Prøv igjen senere.',
  },
};

/** The Norwegian words for a known domain error's digest; null for any other error. */
export function pageErrorMessage(digest: string | undefined): PageErrorMessage | null {
  return digest !== undefined && Object.hasOwn(MESSAGES, digest) ? MESSAGES[digest] : null;
}
