'use client';

import { useEffect, useMemo } from 'react';
import { SWRConfig } from 'swr';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatDate, formatLength } from '@/lib/format';
import type { OwnerHit, QuickSearchResult } from './quick-search';
import { useQuickSearch } from './use-quick-search';

/** A boat as the dropdown shows it: its texts formatted here, so the box itself needs no formatting code. */
export interface ShownBoat {
  ID: string;
  label: string;
  length: string;
  lastLanding: string;
}

export interface ShownResult {
  boats: ShownBoat[];
  owners: OwnerHit[];
}

function shown(result: QuickSearchResult): ShownResult {
  return {
    boats: result.boats.map((boat) => ({
      ID: boat.ID,
      label: `${boat.Name ?? 'Ukjent navn'}${boat.RegistrationID ? ` (${displayRegistrationMark(boat.RegistrationID)})` : ''}`,
      length: formatLength(boat.Length),
      lastLanding: formatDate(boat.LastLandingDate),
    })),
    owners: result.owners,
  };
}

interface Props {
  term: string;
  onResult: (result: ShownResult | null) => void;
}

function QuickSearchAnswers({ term, onResult }: Props) {
  const result = useQuickSearch(term);
  const view = useMemo(() => (result ? shown(result) : null), [result]);
  useEffect(() => onResult(view), [view, onResult]);
  return null;
}

/**
 * The data side of the quick search (SWR, the API call and the formatting of the hits), loaded by the search box when a reader
 * first focuses it: the navbar's box is on every page, and most readers never type in it, so SWR
 * stays out of every page's first load. Each box keeps its own answers (its own SWR cache): the
 * navbar's box lives as long as the page, and a box mounted afresh starts without another's requests.
 */
export default function QuickSearchData(props: Props) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <QuickSearchAnswers {...props} />
    </SWRConfig>
  );
}
