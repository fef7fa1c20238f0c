import { apiFetch } from '@/lib/browser/api-fetch';

/**
 * The browser side of quick search (spec sections 5, 7, 8, 9): terms shorter than 3 characters are not
 * searched; POST /api/search is tried first and, if it fails, GET /api/search/{kind}/{results}/{page}.
 */
export { isSearchable, QUICK_SEARCH_MIN_LENGTH } from './quick-search-term';
export const QUICK_SEARCH_DEBOUNCE_MS = 200;
export const QUICK_SEARCH_RESULTS = 10;

export interface BoatHit {
  ID: string;
  Name: string | null;
  RegistrationID: string | null;
  Length: number | null;
  LastLandingDate: string | null;
}

export interface OwnerHit {
  EierID: string;
  Fartøyeier: string | null;
}

async function searchKind<T>(kind: 'boats' | 'owners', term: string, signal: AbortSignal): Promise<T[]> {
  const body = { search: kind, term, results: QUICK_SEARCH_RESULTS, page: 1 };
  try {
    return await apiFetch<T[]>('/api/search', { method: 'POST', json: body, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    console.error('quick search: POST failed, falling back to GET', error);
    const url = `/api/search/${kind}/${QUICK_SEARCH_RESULTS}/1?search=${encodeURIComponent(term)}`;
    return apiFetch<T[]>(url, { signal });
  }
}

export interface QuickSearchResult {
  boats: BoatHit[];
  owners: OwnerHit[];
}

export async function quickSearch(term: string, signal: AbortSignal): Promise<QuickSearchResult> {
  const [boats, owners] = await Promise.all([
    searchKind<BoatHit>('boats', term, signal),
    searchKind<OwnerHit>('owners', term, signal),
  ]);
  return { boats: boats.slice(0, QUICK_SEARCH_RESULTS), owners: owners.slice(0, QUICK_SEARCH_RESULTS) };
}
