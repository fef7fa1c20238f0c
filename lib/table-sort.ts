/**
 * Sorting state of a DataTable and its URL form, shared by server pages (which sort on the server,
 * in SQL or in memory) and client components. No React here.
 *
 * URL form: `<key>:<direction>`, e.g. `sort=weight:desc`, `sort=name:asc`, `sort=pivot:fish:1022:desc`
 * (the key may itself contain colons; the direction is after the last one). A bare key takes the
 * column's default direction.
 */

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  /** The key of the column sorted by (DataColumn.key). */
  key: string;
  direction: SortDirection;
}

/** `weight:desc` → `{ key: 'weight', direction: 'desc' }`; null for an empty or malformed value. */
export function parseSortParam(
  value: string | null | undefined,
  defaultDirection: (key: string) => SortDirection = () => 'asc',
): TableSort | null {
  const text = value?.trim();
  if (!text) return null;
  const colon = text.lastIndexOf(':');
  const suffix = colon >= 0 ? text.slice(colon + 1).toLowerCase() : '';
  const hasDirection = suffix === 'asc' || suffix === 'desc';
  const key = (hasDirection ? text.slice(0, colon) : text).trim();
  if (!key) return null;
  return { key, direction: hasDirection ? (suffix as SortDirection) : defaultDirection(key) };
}

export function formatSortParam(sort: TableSort): string {
  return `${sort.key}:${sort.direction}`;
}

/** The sort a click on a column header asks for: the other direction, or the column's default. */
export function nextSort(
  current: TableSort | null,
  key: string,
  defaultDirection: SortDirection = 'asc',
): TableSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: defaultDirection };
}

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator('nb', { sensitivity: 'base', numeric: true });

/** Compares two sort values: numbers as numbers, text the Norwegian way (æ, ø, å last); blanks last. */
export function compareSortValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  const aBlank = a == null || a === '' || (typeof a === 'number' && Number.isNaN(a));
  const bBlank = b == null || b === '' || (typeof b === 'number' && Number.isNaN(b));
  if (aBlank || bBlank) return aBlank === bBlank ? 0 : aBlank ? 1 : -1;
  const order =
    typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return direction === 'asc' ? order : -order;
}

/**
 * Rows sorted by a column's `sortValue`, for tables that hold all their rows (detail pages). Stable:
 * equal rows keep their order. Unknown keys or columns without a sort value leave the order as it is.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly { key: string; sortValue?: (row: Row) => SortValue }[],
  sort: TableSort | null,
): Row[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
  if (!sort || !column?.sortValue) return [...rows];
  const value = column.sortValue;
  return rows
    .map((row, index) => ({ row, index, value: value(row) }))
    .sort((a, b) => compareSortValues(a.value, b.value, sort.direction) || a.index - b.index)
    .map((entry) => entry.row);
}
