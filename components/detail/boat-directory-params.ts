import { parseYear } from './period';
import { param, withParams, type SearchParams } from './url';

/**
 * The state of the boat directory (/boats) in its URL: page, sort, filters and the quick name filter.
 * Defaults are left out of links, so the plain `/boats` is the canonical first page.
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
export const defaultOrder = (sort: DirectorySort): 'asc' | 'desc' => (sort === 'name' ? 'asc' : 'desc');

const match = (value: string | undefined, pattern: RegExp) =>
  value && pattern.test(value) ? value : undefined;

export function parseBoatDirectory(params: SearchParams): BoatDirectoryState {
  const sortParam = param(params.sort);
  const sort = (DIRECTORY_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as DirectorySort)
    : DEFAULT_SORT;
  const orderParam = param(params.order);
  const order = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder(sort);
  const pageNumber = Number(param(params.page));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 && pageNumber <= 100_000 ? pageNumber : 1;
  const q = param(params.q)?.trim().slice(0, 40) || undefined;
  return {
    page,
    sort,
    order,
    gear: match(param(params.gear), /^[1-9]$/),
    length: match(param(params.length), /^[1-5]$/),
    county: match(param(params.county), /^\d{2}$/),
    q,
    year: parseYear(param(params.year)) ?? undefined,
  };
}

/** The state as URL parameters, defaults left out. */
export function directoryParams(state: BoatDirectoryState): Record<string, string | number | undefined> {
  return {
    q: state.q,
    gear: state.gear,
    length: state.length,
    county: state.county,
    year: state.year,
    sort: state.sort === DEFAULT_SORT ? undefined : state.sort,
    order: state.order === defaultOrder(state.sort) ? undefined : state.order,
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
