import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { isSearchable, quickSearch, QUICK_SEARCH_DEBOUNCE_MS, type QuickSearchResult } from './quick-search';

/**
 * Quick-search results for what the user is typing: asked for 200 ms after typing stops and only for
 * 3+ characters; a request for an older term is aborted as soon as the text changes. SWR keeps earlier
 * terms' answers (a term typed again within a minute is not asked again) and shows the previous list
 * while the next one loads.
 * Null while there is nothing to show.
 */
export function useQuickSearch(term: string): QuickSearchResult | null {
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

  const { data } = useSWR(
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
      onError: (error: unknown) => {
        if ((error as { name?: unknown } | null)?.name !== 'AbortError')
          console.error('quick search failed', error);
      },
    },
  );
  return searchable && data ? data : null;
}
