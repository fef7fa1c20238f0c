import type { LandingQuery } from '@/lib/landings/landing-query/types';

/**
 * A landing query of which only the period was chosen, as the API normalises it: every default filled
 * in. It is what a saved query holds for a plain "year" view.
 */
export function periodOnlyLandingQuery(period: { FromDate: string; ToDate: string }): LandingQuery {
  return {
    ...period,
    PageNo: 1,
    Count: 20,
    OffloadGrouping: 'Fartøy ID',
    OffloadGroupingDate: 'none',
    OrderBy: 'TotalWeight desc',
    XPivots: [],
  };
}
