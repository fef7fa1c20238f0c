'use client';

import { useEffect, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { formatDate, formatLength } from '@/lib/format';
import type { SearchKind } from '@/lib/search/kinds';
import type { QuickSearchResult } from './quick-search';
import { useQuickSearch, type QuickSearchState } from './use-quick-search';

/** A hit as the dropdown shows it: its texts formatted here, so the box itself needs no formatting code. */
export interface ShownHit {
  key: string;
  href: string;
  label: string;
  detail: string | null;
  /** Boats: the Lengde and Siste Landing columns. */
  length: string;
  lastLanding: string;
}

export interface ShownGroup {
  kind: SearchKind;
  title: string;
  total: number;
  hits: ShownHit[];
}

export type ShownSearch =
  | { state: 'hits'; term: string; groups: ShownGroup[] }
  | { state: 'none' | 'rate-limited' | 'failed'; term: string };

function shownGroups(result: QuickSearchResult): ShownGroup[] {
  return result.groups
    .filter((group) => group.hits.length > 0)
    .map((group) => ({
      kind: group.kind,
      title: group.title,
      total: group.total,
      hits: group.hits.map((hit) => ({
        key: `${group.kind}-${hit.id}`,
        href: hit.href,
        // A boat is named with its mark, as the spec's dropdown shows it: «HAVBRIS (N-45-B)».
        // A hit found by a former name or its home municipality says so: «HILMARSON (tidligere GOLLENES)».
        label: [
          group.kind === 'boats' && hit.detail ? `${hit.label} (${hit.detail})` : hit.label,
          hit.note ? `(${hit.note})` : null,
        ]
          .filter(Boolean)
          .join(' '),
        detail: group.kind === 'boats' ? null : hit.detail,
        length: formatLength(hit.length),
        lastLanding: formatDate(hit.lastLandingDate),
      })),
    }));
}

function shown(search: QuickSearchState): ShownSearch {
  if (search.state !== 'answer') return search;
  const groups = shownGroups(search.result);
  return groups.length > 0
    ? { state: 'hits', term: search.term, groups }
    : { state: 'none', term: search.term };
}

interface Props {
  term: string;
  onResult: (result: ShownSearch | null) => void;
}

function QuickSearchAnswers({ term, onResult }: Props) {
  const search = useQuickSearch(term);
  const view = useMemo(() => (search ? shown(search) : null), [search]);
  useEffect(() => onResult(view), [view, onResult]);
  return null;
}

/**
 * The data side of the quick search (SWR, the API call and the formatting of the hits), loaded by the
 * search box when a reader first focuses it: the navbar's box is on every page, and most readers never
 * type in it, so SWR stays out of every page's first load. Each box keeps its own answers (its own SWR
 * cache): the navbar's box lives as long as the page, and a box mounted afresh starts without another's
 * requests.
 */
export default function QuickSearchData(props: Props) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <QuickSearchAnswers {...props} />
    </SWRConfig>
  );
}
