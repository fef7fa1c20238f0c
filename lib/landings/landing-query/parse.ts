/**
 * The first stage of the landing query pipeline: caller text to the vocabulary's values, with no store
 * access (so client code can use it too). Every parser here scans in linear time and looks caller text
 * up only among a table's own keys.
 */
import {
  PIVOT_KINDS,
  type GroupingDate,
  type OrderBy,
  type OrderField,
  type PivotKind,
  type RowKind,
  type SortDirection,
} from './vocabulary';
/**
 * `record[key]` for keys the record itself defines. Caller text is looked up in these alias tables, and
 * a plain index would answer `constructor` or `__proto__` with Object.prototype's members.
 */
function ownValue<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

// Callers write these in many ways; the spec's own names first, then English and plain Norwegian.
const ROW_KIND_ALIASES: Record<string, RowKind> = {
  'fisker id': 'fisher',
  fisker: 'fisher',
  fisher: 'fisher',
  'mottaker id': 'buyer',
  mottaker: 'buyer',
  buyer: 'buyer',
  kjøper: 'buyer',
  mottaksstasjon: 'station',
  mottak: 'station',
  station: 'station',
  art: 'species',
  species: 'species',
  fish: 'species',
  kommune: 'municipality',
  municipality: 'municipality',
};

/** The row kind an `OffloadGrouping` value asks for; anything unknown is the boat row (as the spec says). */
export function rowKindOf(grouping: string | null | undefined): RowKind {
  if (!grouping) return 'boat';
  return ownValue(ROW_KIND_ALIASES, grouping.trim().toLowerCase().replace(/\s+/g, ' ')) ?? 'boat';
}
const GROUPING_DATE_ALIASES: Record<string, GroupingDate> = {
  '': 'none',
  none: 'none',
  ingen: 'none',
  total: 'none',
  day: 'day',
  dag: 'day',
  week: 'week',
  uke: 'week',
  month: 'month',
  måned: 'month',
  maned: 'month',
  year: 'year',
  år: 'year',
  ar: 'year',
};

/** null when the value is not a date grouping we know (a 400, unlike an unknown row kind). */
export function parseGroupingDate(value: string | null | undefined): GroupingDate | null {
  if (value == null) return 'none';
  return ownValue(GROUPING_DATE_ALIASES, value.trim().toLowerCase()) ?? null;
}
/**
 * A list value as callers send it: comma-joined (`"1022,1027"`, the spec's form), an array, or nothing.
 * Values are trimmed, empty ones dropped and duplicates removed; an empty list means "no filter".
 */
export function splitList(
  value: string | number | readonly (string | number)[] | null | undefined,
): string[] {
  if (value == null) return [];
  const parts = Array.isArray(value)
    ? value.flatMap((item) => String(item).split(','))
    : String(value).split(',');
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))];
}

/**
 * `fish:1022` names its kind; a bare `1022` or `Torsk` is looked up in the store's code lists in the
 * order of PIVOT_KINDS (species before species groups before gears). The canonical form always has
 * the kind: `fish:1022`, `fishGroup:0201`, `fishMainGroup:02`, `fishingGear:5`, `gear:51`.
 */
export function parsePivotRef(raw: string): { kind: PivotKind | null; value: string } {
  // Scanned with indexOf and trim, never a regex with two adjacent optional runs: the pattern
  // /^\s*([A-Za-z]+)\s*:\s*(.+?)\s*$/ it replaces backtracked quadratically on long runs of spaces
  // (`fish:a` + 100 000 spaces + `b` blocked the process for 21 s).
  const text = raw.trim();
  const colon = text.indexOf(':');
  if (colon > 0) {
    const name = text.slice(0, colon).trimEnd();
    const value = text.slice(colon + 1).trimStart();
    const kind = value
      ? PIVOT_KINDS.find((candidate) => candidate.toLowerCase() === name.toLowerCase())
      : null;
    if (kind) return { kind, value };
  }
  return { kind: null, value: text };
}

const ORDER_FIELD_ALIASES: Record<string, Exclude<OrderField, 'Pivot'>> = {
  totalweight: 'TotalWeight',
  weight: 'TotalWeight',
  vekt: 'TotalWeight',
  rundvekt: 'TotalWeight',
  price: 'Price',
  pris: 'Price',
  beløp: 'Price',
  value: 'Price',
  lastlandingdate: 'LastLandingDate',
  date: 'LastLandingDate',
  dato: 'LastLandingDate',
  title: 'Title',
  name: 'Title',
  navn: 'Title',
};

/**
 * The OrderBy syntax: `<field>[ <direction>]`.
 *   field      TotalWeight (default) | Price | LastLandingDate | Title | Pivot:<pivot>
 *              (aliases: weight, vekt, price, pris, date, dato, name, navn; case-insensitive;
 *              `<pivot>` is one of the query's XPivots entries, written as in XPivots or canonically)
 *   direction  asc | desc, after a space or a colon; or a leading `-` (desc) / `+` (asc).
 *              Default: desc for numbers and dates (biggest and newest first), asc for Title.
 * Examples: `TotalWeight desc`, `price asc`, `-LastLandingDate`, `Pivot:fish:1022 desc`, `Title`.
 * A bare value that is not a field name is read as a pivot (`Torsk desc` when XPivots has `Torsk`)
 * when `isPivot` accepts it (by default: when it equals one of `pivots`).
 * Returns null for an empty or malformed value.
 */
export function parseOrderBy(
  raw: string | null | undefined,
  pivots: readonly string[] | ((text: string) => boolean) = [],
): OrderBy | null {
  if (raw == null) return null;
  // Plain string scanning in one pass: a suffix pattern like /(?:\s+|\s*:\s*)(asc|desc)$/ is tried at
  // every start position and backtracked quadratically on long runs of spaces.
  let text = raw.trim();
  if (!text) return null;
  let direction: SortDirection | null = null;
  if (text[0] === '-' || text[0] === '+') {
    direction = text[0] === '-' ? 'desc' : 'asc';
    text = text.slice(1).trimStart();
  }
  const suffix = directionSuffix(text);
  if (suffix) {
    if (direction) return null; // "-weight asc" contradicts itself
    direction = suffix.direction;
    text = suffix.rest;
  }
  if (!text) return null;
  const known = ownValue(ORDER_FIELD_ALIASES, text.toLowerCase().replace(/[\s_]+/g, ''));
  if (known) return { field: known, direction: direction ?? (known === 'Title' ? 'asc' : 'desc') };
  const isPivot =
    typeof pivots === 'function'
      ? pivots
      : (candidate: string) => pivots.some((pivot) => pivot.trim().toLowerCase() === candidate.toLowerCase());
  const pivot = pivotAfterPrefix(text) ?? (isPivot(text) ? text : null);
  if (!pivot) return null;
  return { field: 'Pivot', pivot, direction: direction ?? 'desc' };
}

/** `weight desc` / `weight:desc` / `weight : asc` → the direction and the text before it, trimmed. */
function directionSuffix(text: string): { direction: SortDirection; rest: string } | null {
  const lower = text.toLowerCase();
  const direction: SortDirection | null = lower.endsWith('desc')
    ? 'desc'
    : lower.endsWith('asc')
      ? 'asc'
      : null;
  if (!direction) return null;
  const before = text.slice(0, text.length - direction.length);
  const trimmed = before.trimEnd();
  // The direction must be set apart by whitespace or a colon: `weightdesc` is no field and no direction.
  if (trimmed.endsWith(':')) return { direction, rest: trimmed.slice(0, -1).trim() };
  if (trimmed.length < before.length) return { direction, rest: trimmed };
  return null;
}

/** `Pivot:fish:1022` / `pivot : Torsk` → the pivot after the prefix; null without the prefix. */
function pivotAfterPrefix(text: string): string | null {
  if (text.slice(0, 5).toLowerCase() !== 'pivot') return null;
  const afterWord = text.slice(5).trimStart();
  if (!afterWord.startsWith(':')) return null;
  const pivot = afterWord.slice(1).trim();
  return pivot || null;
}

/** The canonical spelling of an OrderBy: `TotalWeight desc`, `Pivot:fish:1022 asc`. */
export function formatOrderBy(order: OrderBy): string {
  const field = order.field === 'Pivot' ? `Pivot:${order.pivot}` : order.field;
  return `${field} ${order.direction}`;
}

// ---------------------------------------------------------------------------------------------------
// Dates.

/**
 * The years a date, month or year in a request may name. The published data starts in 2000; the wider
 * range leaves room for old register dates and a while ahead, and keeps out `0000` and `9999`, which no
 * landing has and which the store's date functions would turn into nonsense (`0-01`) or errors.
 */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

/** A year written yyyy within MIN_YEAR–MAX_YEAR. */
export function isYearText(value: string): boolean {
  if (!/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A month written yyyy-MM, its year within MIN_YEAR–MAX_YEAR. */
export function isYearMonth(value: string): boolean {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match !== null && isYearText(match[1]);
}

/** A real calendar date written yyyy-MM-dd (2021-02-30 is not one), its year within MIN_YEAR–MAX_YEAR. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || !isYearText(match[1])) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
