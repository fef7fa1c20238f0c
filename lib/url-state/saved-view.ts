import type { TableSort } from '@/lib/table-sort';
import {
  DEFAULT_ORDER_BY,
  FILTER_FIELDS,
  parseOrderBy,
  rowKindOf,
  type LandingFilters,
  type LandingQuery,
} from '@/lib/landings/landing-query/types';
import {
  measureKey,
  ORDER_FIELDS,
  pivotKey,
  PIVOT_REF,
  shownMeasure,
  type TopLandingsState,
} from './top-landings';

// Server-side only in practice (the embed page and the saved view's link back): kept out of
// top-landings.ts so the OrderBy parser it needs stays out of /topoffloads' browser bundle.

const SORT_KEY_OF_FIELD: Record<string, string> = Object.fromEntries(
  Object.entries(ORDER_FIELDS).map(([key, field]) => [field, key]),
);

/**
 * The page state of a normalised (saved) landing query: what a saved view's link back to the site and
 * its embed show. `measure` comes from the embed's address (it is not part of the query).
 */
export function stateFromLandingQuery(query: LandingQuery, measure = 'weight'): TopLandingsState {
  const filters: LandingFilters = {};
  for (const field of FILTER_FIELDS) {
    if (query[field]?.length) filters[field] = [...query[field]];
  }
  const pivots = query.XPivots.filter((pivot) => PIVOT_REF.test(pivot));
  const shown = shownMeasure(measure, pivots);
  const order = parseOrderBy(query.OrderBy, pivots) ?? DEFAULT_ORDER_BY;
  const key = order.field === 'Pivot' ? pivotKey(order.pivot ?? '') : SORT_KEY_OF_FIELD[order.field];
  const sort: TableSort = { key, direction: order.direction };
  const isDefault = key === measureKey(shown) && sort.direction === 'desc';
  return {
    filters,
    from: query.FromDate,
    to: query.ToDate,
    rows: rowKindOf(query.OffloadGrouping),
    period: query.OffloadGroupingDate,
    pivots,
    measure: shown,
    sort: isDefault ? null : sort,
    page: query.PageNo,
    count: query.Count,
  };
}
