import * as z from 'zod/mini';
import { choiceParam, matchParam } from './fields';
import { paramValues, withParams, type ParamSource } from './params';

/**
 * The state of the map of boats (/kart) in its URL: what the dots are coloured by, which boats are
 * shown (gear group, length group) and how recent their last report must be. Defaults are left out
 * of links, so the plain `/kart` is the canonical page.
 */

export const MAP_COLOR_BY = ['gear', 'length'] as const;
export type MapColorBy = (typeof MAP_COLOR_BY)[number];

/** "Reported within": the newest report's day, a week, a month, or every boat's last report. */
export const MAP_RECENCY = ['1', '7', '30', 'all'] as const;
export type MapRecency = (typeof MAP_RECENCY)[number];

export interface BoatMapState {
  color: MapColorBy;
  /** Redskap - gruppe (kode), 1–9. */
  gear?: string;
  /** Lengdegruppe (kode), 1–5. */
  length?: string;
  days: MapRecency;
}

export const boatMapParamsSchema = z.object({
  color: choiceParam(MAP_COLOR_BY, 'gear'),
  gear: matchParam(/^[1-9]$/),
  length: matchParam(/^[1-5]$/),
  days: choiceParam(MAP_RECENCY, 'all'),
});

export function parseBoatMap(source: ParamSource): BoatMapState {
  return boatMapParamsSchema.parse(paramValues(source));
}

/** The state as URL parameters, defaults left out. */
export function boatMapParams(state: BoatMapState): Record<string, string | undefined> {
  return {
    color: state.color === 'gear' ? undefined : state.color,
    gear: state.gear,
    length: state.length,
    days: state.days === 'all' ? undefined : state.days,
  };
}

export function boatMapHref(state: BoatMapState, changes: Partial<BoatMapState> = {}): string {
  return withParams('/kart', boatMapParams({ ...state, ...changes }));
}

/** Whether the map shows fewer boats than the whole fleet's last positions. */
export function isBoatMapFiltered(state: BoatMapState): boolean {
  return Boolean(state.gear || state.length || state.days !== 'all');
}

/** The recency as `latestBoatPositions`' `days` (undefined: every boat). */
export const recencyDays = (days: MapRecency): number | undefined =>
  days === 'all' ? undefined : Number(days);
