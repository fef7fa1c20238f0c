import * as z from 'zod/mini';
import { DEFAULT_COUNT } from '@/lib/landings/landing-query/types';
import { integerParam, landingPeriodFields, readFilters } from './fields';
import { orderedPeriod } from './landing-period';
import { paramValues, type ParamSource } from './params';
import { MAX_LATEST_COUNT, type LatestLandingsState } from './latest-landings';

/** The URL schema of /offloads (see latest-landings.ts for the state it gives). */
export const latestLandingsParamsSchema = z.pipe(
  z.object({
    page: integerParam(1, 1, 1_000_000),
    count: integerParam(DEFAULT_COUNT, 1, MAX_LATEST_COUNT),
    ...landingPeriodFields,
  }),
  z.transform(({ from, to, ...paging }) => ({ ...orderedPeriod({ from, to }), ...paging })),
);

export function parseLatestLandingsParams(source: ParamSource): LatestLandingsState {
  const values = paramValues(source);
  return { filters: readFilters(values), ...latestLandingsParamsSchema.parse(values) };
}
