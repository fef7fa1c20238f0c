import { isIsoDate as isLandingQueryDate } from '@/lib/landings/landing-query/types';
import { parseSortParam, type SortDirection, type TableSort } from '@/lib/table-sort';

/**
 * The building blocks every page's URL schema is made of. A page's state lives in its query string;
 * each page parses it with one zod schema built from these fields. URLs are typed by people, pasted
 * from old links and cut short by chat apps, so a field never fails the parse: what it cannot use
 * falls back to its default, and the page renders what it can instead of an error. The schemas use
 * zod/mini: the filter forms parse in the browser too, and classic zod is many times larger, too much
 * for those pages' 150 kB budget of first-load JavaScript.
 */

/** Anything that holds query parameters: Next's `searchParams` object or URLSearchParams. */
export type ParamSource =
  | URLSearchParams
  | Record<string, string | string[] | undefined>
  | { keys(): Iterable<string>; getAll(name: string): string[] };

/** Next's `searchParams` object as pages receive it. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** Every parameter with all its values (a GET form repeats a name for each checked box). */
export function paramValues(source: ParamSource): Record<string, string[]> {
  if (typeof (source as URLSearchParams).getAll === 'function') {
    const params = source as URLSearchParams;
    return Object.fromEntries([...new Set(params.keys())].map((name) => [name, params.getAll(name)]));
  }
  const values: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(source as SearchParams)) {
    if (value != null) values[name] = Array.isArray(value) ? value : [value];
  }
  return values;
}

/** The first value of a search parameter. */
export function param(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A real calendar date written yyyy-MM-dd (the landing query's rule), as a type guard for URL values. */
export function isIsoDate(value: string | undefined | null): value is string {
  return value != null && isLandingQueryDate(value);
}

/** A plausible landing year (the published data starts in 2000). */
export function parseYear(value: string | undefined | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1990 && year <= 2100 ? year : null;
}

/** A page number of a paged list (`?side=3`): a whole number from 1, else 1. */
export function parsePageNumber(value: string | undefined | null): number {
  if (!value || !/^\d{1,7}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/** `path?a=1&b=2`, leaving out empty values; the order of `params` is kept. */
export function withParams(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value == null || value === '') continue;
    search.set(key, String(value));
  }
  return hrefOf(path, readableQuery(search));
}

/** A query string with ":" and "," left readable, as in every URL the site writes (`sort=name:asc`). */
export function readableQuery(params: URLSearchParams): string {
  return params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/** Query string from ordered [name, value] pairs; "," and ":" stay readable. */
export function queryString(entries: [string, string][]): string {
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%3A/gi, ':').replace(/%20/g, '+');
  return entries.map(([name, value]) => `${name}=${encode(value)}`).join('&');
}

/** `path?query`, or the bare path for an empty query (the defaults have the short URL). */
export const hrefOf = (path: string, query: string) => (query ? `${path}?${query}` : path);

/**
 * A sort in the one URL form, `sort=<key>:<asc|desc>` (a bare key takes its natural direction). The
 * boat directory also reads `sort=<key>&order=<asc|desc>`, so bookmarks in that form keep working, but
 * only the one form is written.
 */
export function readSort(
  values: Record<string, string[]>,
  defaultDirection: (key: string) => SortDirection,
): TableSort | null {
  const sort = parseSortParam(values.sort?.[0], defaultDirection);
  const legacyOrder = values.order?.[0]?.trim().toLowerCase();
  const hasDirection = /:(asc|desc)\s*$/i.test(values.sort?.[0] ?? '');
  if (sort && !hasDirection && (legacyOrder === 'asc' || legacyOrder === 'desc')) {
    return { key: sort.key, direction: legacyOrder };
  }
  return sort;
}

/** Route params come decoded from Next; a stray `%` sequence is decoded once more where it is valid. */
export function routeId(raw: string): string {
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
