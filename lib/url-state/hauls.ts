import * as z from 'zod/mini';
import { integerParam, matchParam } from './fields';
import { paramValues, withParams, type ParamSource } from './params';

/**
 * The state of /fangstmeldinger (the newest hauls across the fleet) in its URL: gear group, species,
 * main area, the vessels' length group and the page. Defaults are left out of links.
 */

export interface HaulListState {
  gear?: string;
  species?: string;
  area?: string;
  length?: string;
  page: number;
}

export const haulListParamsSchema = z.object({
  gear: matchParam(/^[1-9]$/),
  art: matchParam(/^\d{3,6}$/),
  area: matchParam(/^\d{1,3}$/),
  length: matchParam(/^[1-5]$/),
  page: integerParam(1, 1, 10_000),
});

export function parseHaulList(source: ParamSource): HaulListState {
  const { art, ...rest } = haulListParamsSchema.parse(paramValues(source));
  return { species: art, ...rest };
}

export function haulListParams(state: HaulListState): Record<string, string | number | undefined> {
  return {
    gear: state.gear,
    art: state.species,
    area: state.area,
    length: state.length,
    page: state.page > 1 ? state.page : undefined,
  };
}

export const haulListHref = (state: HaulListState, changes: Partial<HaulListState> = {}) =>
  withParams('/fangstmeldinger', haulListParams({ ...state, ...changes }));

export const isHaulListFiltered = (state: HaulListState) =>
  Boolean(state.gear || state.species || state.area || state.length);
