import * as z from 'zod/mini';
import { matchParam, yearParam } from './fields';
import { paramValues, withParams, type ParamSource } from './params';

/**
 * The state of the price page (/priser) in its URL: the species shown in detail, the year of the
 * tables, and the filters every figure on the page follows (gear group, length group, preservation).
 * Absent species and year mean "Hyse" (the spec's price species) and the newest year with prices.
 */

export interface PricePageState {
  /** Art - FDIR (kode). */
  species?: string;
  year?: number;
  gear?: string;
  length?: string;
  preservation?: string;
}

export const pricePageParamsSchema = z.object({
  art: matchParam(/^\d{3,6}$/),
  year: yearParam,
  gear: matchParam(/^[1-9]$/),
  length: matchParam(/^[1-5]$/),
  preservation: matchParam(/^\d{1,2}$/),
});

export function parsePricePage(source: ParamSource): PricePageState {
  const { art, ...rest } = pricePageParamsSchema.parse(paramValues(source));
  return { species: art, ...rest };
}

export function pricePageParams(state: PricePageState): Record<string, string | number | undefined> {
  return {
    art: state.species,
    year: state.year,
    gear: state.gear,
    length: state.length,
    preservation: state.preservation,
  };
}

export const pricePageHref = (state: PricePageState, changes: Partial<PricePageState> = {}) =>
  withParams('/priser', pricePageParams({ ...state, ...changes }));

/** Whether a filter narrows the prices (the page then says so in its headings). */
export const isPriceFiltered = (state: PricePageState) =>
  Boolean(state.gear || state.length || state.preservation);
