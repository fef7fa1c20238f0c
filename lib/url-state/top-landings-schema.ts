import * as z from 'zod/mini';
import { MAX_COUNT, MAX_PIVOTS, DEFAULT_COUNT, parseGroupingDate } from '@/lib/landings/landing-query/types';
import { choiceParam, integerParam, landingPeriodFields, listParam, paramField, readFilters } from './fields';
import { orderedPeriod } from './landing-period';
import { paramValues, readSort, type ParamSource } from './params';
import {
  defaultSortDirection,
  pivotKey,
  PIVOT_REF,
  ROW_KINDS,
  shownMeasure,
  SORT_KEYS,
  type TopLandingsState,
} from './top-landings';

/** The URL schema of /topoffloads. The sort and measure depend on the pivots, hence the transform. */
export const topLandingsParamsSchema = z.pipe(
  z.object({
    rows: choiceParam(ROW_KINDS, 'boat'),
    // The landing query's own reader, so the API's aliases (`dag`, `uke`, `måned`, …) work here too.
    period: paramField((list) => parseGroupingDate(list?.[0] ?? null) ?? 'none'),
    pivots: listParam(PIVOT_REF, MAX_PIVOTS),
    measure: paramField((list) => list?.[0]?.trim()),
    page: integerParam(1, 1, 1_000_000),
    count: integerParam(DEFAULT_COUNT, 1, MAX_COUNT),
    ...landingPeriodFields,
  }),
  z.transform(({ from, to, measure, ...fields }) => ({
    ...fields,
    ...orderedPeriod({ from, to }),
    measure: shownMeasure(measure, fields.pivots),
  })),
);

export function parseTopLandingsParams(source: ParamSource): TopLandingsState {
  const values = paramValues(source);
  const fields = topLandingsParamsSchema.parse(values);
  const sort = readSort(values, defaultSortDirection);
  const sortable =
    sort != null &&
    ((SORT_KEYS as readonly string[]).includes(sort.key) ||
      fields.pivots.some((pivot) => pivotKey(pivot) === sort.key));
  return { filters: readFilters(values), ...fields, sort: sortable ? sort : null };
}
