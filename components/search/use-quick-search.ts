import { useEffect, useMemo, useRef, useState } from 'react';
import useSWR from 'swr';
import {
  isRateLimited,
  isSearchable,
  quickSearch,
  QUICK_SEARCH_DEBOUNCE_MS,
  type QuickSearchResult,
} from './quick-search';

export type QuickSearchState =
  | { state: 'answer'; term: string; result: QuickSearchResult }
  | { state: 'rate-limited'; term: string }
  | { state: 'failed'; term: string };

/**
 * Quick-search results for what the user is typing: asked for 200 ms after typing stops and only for
 * 3+ characters; a request for an older term is aborted as soon as the text changes. SWR keeps earlier
 * terms' answers (a term typed again within a minute is not asked again) and shows the previous list
 * while the next one loads. A refusal is a state of its own, so the box can say why it shows nothing.
 * Null while there is nothing to show.
 */
export function useQuickSearch(term: string): QuickSearchState | null {
  const trimmed = term.trim();
  const searchable = isSearchable(trimmed);
  const [debounced, setDebounced] = useState('');
  const inFlight = useRef<AbortController | null>(null);

  // Too short: forget the debounced term at once, so the next term does not flash the old answer.
  if (!searchable && debounced !== '') setDebounced('');

  useEffect(() => {
    if (!searchable) return;
    const timer = setTimeout(() => setDebounced(trimmed), QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      // The user typed on: the answer for the older term is no longer wanted.
      inFlight.current?.abort();
    };
  }, [trimmed, searchable]);

  const { data, error } = useSWR(
    searchable && debounced ? ['quick-search', debounced] : null,
    ([, key]: [string, string]) => {
      const controller = new AbortController();
      inFlight.current = controller;
      return quickSearch(key, controller.signal);
    },
    {
      keepPreviousData: true,
      // Names change only when data is ingested (daily): a term asked again within a minute is
      // answered from memory instead of costing the server (and the rate limit) another search.
      dedupingInterval: 60_000,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // The POST → GET fallback already retried; more would only add load to a struggling server.
      shouldRetryOnError: false,
      onError: (failure: unknown) => {
        if ((failure as { name?: unknown } | null)?.name !== 'AbortError' && !isRateLimited(failure))
          console.error('quick search failed', failure);
      },
    },
  );
  // One object per answer, so that what is built from it is built once.
  return useMemo((): QuickSearchState | null => {
    if (!searchable || !debounced) return null;
    if (error && (error as { name?: unknown }).name !== 'AbortError') {
      return { state: isRateLimited(error) ? 'rate-limited' : 'failed', term: debounced };
    }
    return data ? { state: 'answer', term: data.term, result: data } : null;
  }, [searchable, debounced, data, error]);
}
