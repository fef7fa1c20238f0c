import * as z from 'zod/mini';
import { integerParam, matchParam, textParam, yearParam } from './fields';
import { formatSortParam } from '@/lib/table-sort';
import { paramValues, readSort, withParams, type ParamSource } from './params';

/**
 * The state of the boat directory (/boats) in its URL: page, sort, filters and the quick name filter.
 * Defaults are left out of links, so the plain `/boats` is the canonical first page. The sort is
 * written `sort=<key>:<asc|desc>` like every other table; the old `sort=<key>&order=<dir>` is read.
 */

export const DIRECTORY_SORTS = ['name', 'length', 'lastLanding', 'weight'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];

export interface BoatDirectoryState {
  page: number;
  sort: DirectorySort;
  order: 'asc' | 'desc';
  /** Redskap - gruppe (kode), 1–9. */
  gear?: string;
  /** Lengdegruppe (kode), 1–5. */
  length?: string;
  /** Fylke (kode), two digits. */
  county?: string;
  /** Part of a name or registration mark. */
  q?: string;
  year?: number;
}

export const DEFAULT_SORT: DirectorySort = 'weight';
export const defaultOrder = (sort: string): 'asc' | 'desc' => (sort === 'name' ? 'asc' : 'desc');

const isDirectorySort = (key: string | undefined): key is DirectorySort =>
  (DIRECTORY_SORTS as readonly string[]).includes(key ?? '');

export const boatDirectoryParamsSchema = z.object({
  page: integerParam(1, 1, 100_000),
  gear: matchParam(/^[1-9]$/),
  length: matchParam(/^[1-5]$/),
  county: matchParam(/^\d{2}$/),
  q: textParam(40),
  year: yearParam,
});

/** The sort asked for; an unknown key sorts by the default, an old bare `order=` still applies to it. */
function readDirectorySort(values: Record<string, string[]>): Pick<BoatDirectoryState, 'sort' | 'order'> {
  const asked = readSort(values, defaultOrder);
  if (asked && isDirectorySort(asked.key)) return { sort: asked.key, order: asked.direction };
  const legacyOrder = values.order?.[0]?.trim().toLowerCase();
  const order = legacyOrder === 'asc' || legacyOrder === 'desc' ? legacyOrder : defaultOrder(DEFAULT_SORT);
  return { sort: DEFAULT_SORT, order };
}

export function parseBoatDirectory(source: ParamSource): BoatDirectoryState {
  const values = paramValues(source);
  const { page, ...filters } = boatDirectoryParamsSchema.parse(values);
  return { page, ...readDirectorySort(values), ...filters };
}

/** The state as URL parameters, defaults left out. */
export function directoryParams(state: BoatDirectoryState): Record<string, string | number | undefined> {
  const isDefaultSort = state.sort === DEFAULT_SORT && state.order === defaultOrder(DEFAULT_SORT);
  return {
    q: state.q,
    gear: state.gear,
    length: state.length,
    county: state.county,
    year: state.year,
    sort: isDefaultSort ? undefined : formatSortParam({ key: state.sort, direction: state.order }),
    page: state.page > 1 ? state.page : undefined,
  };
}

export function boatDirectoryHref(
  state: BoatDirectoryState,
  changes: Partial<BoatDirectoryState> = {},
): string {
  return withParams('/boats', directoryParams({ ...state, ...changes }));
}

/** The link of a column head: sorts by it (its natural order), or flips the order when it already does. */
export function sortHref(state: BoatDirectoryState, sort: DirectorySort): string {
  const order = state.sort === sort ? (state.order === 'asc' ? 'desc' : 'asc') : defaultOrder(sort);
  return boatDirectoryHref(state, { sort, order, page: 1 });
}

export function sortDirection(
  state: BoatDirectoryState,
  sort: DirectorySort,
): 'ascending' | 'descending' | null {
  if (state.sort !== sort) return null;
  return state.order === 'asc' ? 'ascending' : 'descending';
}

/** Whether any filter narrows the list (the page then says "N of M boats"). */
export function isFiltered(state: BoatDirectoryState): boolean {
  return Boolean(state.q || state.gear || state.length || state.county);
}

/** listBoats' options for the directory's state (the page and its CSV ask for the same boats). */
export function boatListOptions(state: BoatDirectoryState) {
  return {
    sort: state.sort,
    order: state.order,
    gearGroup: state.gear,
    lengthGroup: state.length,
    county: state.county,
    name: state.q,
    year: state.year,
  };
}
