import type { DayRange } from '@/lib/landings/front/front-news-periods';
import type { LandingFilters, RowKind } from '@/lib/landings/landing-query/types';
import { DEFAULT_TOP_LANDINGS, topLandingsHref } from '@/lib/url-state';

/**
 * Where a figure of the front page's news is explained: /topoffloads over the same days, with the
 * filters that make up the figure in its URL.
 */
export function explainHref(
  range: DayRange,
  options: { rows?: RowKind; filters?: LandingFilters; measure?: 'weight' | 'value' } = {},
): string {
  return topLandingsHref({
    ...DEFAULT_TOP_LANDINGS,
    rows: options.rows ?? DEFAULT_TOP_LANDINGS.rows,
    filters: options.filters ?? {},
    measure: options.measure ?? 'weight',
    from: range.from,
    to: range.to,
  });
}
