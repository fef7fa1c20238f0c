import * as z from 'zod/mini';
import { matchParam, yearParam } from './fields';
import { paramValues, withParams, type ParamSource } from './params';

/**
 * The state of the quota page (/kvoter) in its URL: the year (absent: the newest year with quotas)
 * and a species (Art - FDIR code; absent: all species) that the vessel and owner-group lists follow.
 */

export interface QuotaPageState {
  year?: number;
  species?: string;
}

export const quotaPageParamsSchema = z.object({
  year: yearParam,
  art: matchParam(/^\d{3,6}$/),
});

export function parseQuotaPage(source: ParamSource): QuotaPageState {
  const { art, year } = quotaPageParamsSchema.parse(paramValues(source));
  return { year, species: art };
}

export const quotaPageHref = (state: QuotaPageState, changes: Partial<QuotaPageState> = {}) => {
  const next = { ...state, ...changes };
  return withParams('/kvoter', { year: next.year, art: next.species });
};
