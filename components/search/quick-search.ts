import { ApiCallError, apiFetch } from '@/lib/browser/api-fetch';
import type { SearchKind } from '@/lib/search/kinds';

/**
 * The browser side of quick search (spec sections 5, 7, 8, 9; issue 31): terms shorter than 3
 * characters are not searched; one POST /api/search with `search: "all"` answers every group, and if
 * it fails, GET /api/search/all/{results}/1. A refusal that the GET would meet too (429: too many
 * searches; 400: a bad term) is not retried but passed on, for the box to say so.
 */
export { isSearchable, QUICK_SEARCH_MAX_LENGTH, QUICK_SEARCH_MIN_LENGTH } from './quick-search-term';
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
export const QUICK_SEARCH_RESULTS = 10;

export interface QuickSearchHit {
  id: string;
  label: string;
  detail: string | null;
  href: string;
  match: string;
  /** Why it matched when not by its name («tidligere GOLLENES»); absent from older answers. */
  note?: string | null;
  length: number | null;
  lastLandingDate: string | null;
}

export interface QuickSearchGroup {
  kind: SearchKind;
  title: string;
  total: number;
  hits: QuickSearchHit[];
}

export interface QuickSearchResult {
  term: string;
  groups: QuickSearchGroup[];
}

const NOT_RETRIED = new Set([400, 429]);

export async function quickSearch(term: string, signal: AbortSignal): Promise<QuickSearchResult> {
  const body = { search: 'all', term, results: QUICK_SEARCH_RESULTS, page: 1 };
  let answer: QuickSearchResult;
  try {
    answer = await apiFetch<QuickSearchResult>('/api/search', { method: 'POST', json: body, signal });
  } catch (error) {
    if (signal.aborted || (error instanceof ApiCallError && NOT_RETRIED.has(error.status))) throw error;
    console.error('quick search: POST failed, falling back to GET', error);
    const url = `/api/search/all/${QUICK_SEARCH_RESULTS}/1?search=${encodeURIComponent(term)}`;
    answer = await apiFetch<QuickSearchResult>(url, { signal });
  }
  return {
    term: answer.term,
    groups: answer.groups.map((group) => ({ ...group, hits: group.hits.slice(0, QUICK_SEARCH_RESULTS) })),
  };
}

/** Whether a failed quick search was refused for asking too often. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiCallError && error.status === 429;
}
