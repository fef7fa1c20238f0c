/**
 * The landing query's vocabulary: field names, row kinds, date groupings, the OrderBy syntax and the
 * pivot references, plus the pure parsing of each. No store access here, so the site's client code
 * (filters in the URL) and the API contract can share it with the server-only query functions.
 *
 * Field names follow the original product's API (`FromDate`, `OffloadGrouping`, `XPivots`, …) because
 * that is what callers send and what a saved query gives back.
 */

/** Rows per page when the caller does not say; the spec's default. */
export const DEFAULT_COUNT = 20;
/** Largest page a caller may ask for: enough for a CSV of a long top list, small enough to stay fast. */
export const MAX_COUNT = 500;
/** Pivot columns per query; each one is an extra conditional sum over every line. */
export const MAX_PIVOTS = 10;
/** Largest page of landing documents with their lines (each document may have dozens of lines). */
export const MAX_DOCUMENTS_WITH_LINES = 100;
/** Largest page number: far past the end of any list, small enough to keep the offset arithmetic exact. */
export const MAX_PAGE_NO = 1_000_000;

// Text limits. Each value a caller sends is a code (`1022`, `NOR`), an id (a 9-digit organisation
// number, a station's approval number) or a label (`Torsk`, `Nord for 62°N`); the longest label in the
// directorate's code lists is under 60 characters, so 100 leaves room and still keeps every string the
// query code touches small.
/** Longest single filter value or pivot value. */
export const MAX_VALUE_LENGTH = 100;
/** Longest pivot reference: a kind (`fishMainGroup:`) in front of a value. */
export const MAX_PIVOT_LENGTH = 120;
/** Longest OrderBy text: `Pivot:` + a pivot reference + a direction. */
export const MAX_ORDER_BY_LENGTH = 200;
/** Longest comma-joined list text: MAX_FILTER_VALUES values of a typical code length and more. */
export const MAX_LIST_TEXT_LENGTH = 10_000;

/**
 * `record[key]` for keys the record itself defines. Caller text is looked up in these alias tables, and
 * a plain index would answer `constructor` or `__proto__` with Object.prototype's members.
 */
function ownValue<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Row kinds (`OffloadGrouping`).

export type RowKind = 'boat' | 'fisher' | 'buyer' | 'station' | 'species' | 'municipality';

/** The spec's names for each row kind; the boat row is "anything else", we name it after its key. */
export const ROW_KIND_NAMES: Record<RowKind, string> = {
  boat: 'Fartøy ID',
  fisher: 'Fisker ID',
  buyer: 'Mottaker ID',
  station: 'Mottaksstasjon',
  species: 'Art',
  municipality: 'Kommune',
};

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

// ---------------------------------------------------------------------------------------------------
// Date grouping (`OffloadGroupingDate`).

export const GROUPING_DATES = ['none', 'day', 'week', 'month', 'year'] as const;
export type GroupingDate = (typeof GROUPING_DATES)[number];

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

// ---------------------------------------------------------------------------------------------------
// Filters. Each is a list of codes (labels are accepted too and resolved against the store's code lists).

/**
 * Filter fields of the landing query. The first eight are the spec's (plus the five length groups);
 * the rest cover the remaining filter categories of `/api/sitedata/filters/{category}` and the ids a
 * detail page narrows by (a boat, a fishing company, a buyer, a receiving station).
 */
export const FILTER_FIELDS = [
  'FishGroup',
  'Fish',
  'FishingGear',
  'LandingState',
  'BoatState',
  'PreservationMethod',
  'northOrSouth',
  'LengthGroup',
  'OffloadTown',
  'Condition',
  'Quality',
  'Packaging',
  'Application',
  'Nationality',
  'Boat',
  'Fisher',
  'Buyer',
  'Station',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];
export type LandingFilters = Partial<Record<FilterField, string[]>>;

/** Largest number of values one filter may list (a guard against absurd requests, not a product limit). */
export const MAX_FILTER_VALUES = 200;

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

// ---------------------------------------------------------------------------------------------------
// Pivots (`XPivots`): species, species groups or gears whose weight becomes a column in every row.

export const PIVOT_KINDS = ['fish', 'fishGroup', 'fishMainGroup', 'fishingGear', 'gear'] as const;
export type PivotKind = (typeof PIVOT_KINDS)[number];

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

// ---------------------------------------------------------------------------------------------------
// OrderBy.

export type OrderField = 'TotalWeight' | 'Price' | 'LastLandingDate' | 'Title' | 'Pivot';
export type SortDirection = 'asc' | 'desc';
export interface OrderBy {
  field: OrderField;
  /** For `Pivot`: the pivot it sorts by, as written (resolved against XPivots by the query). */
  pivot?: string;
  direction: SortDirection;
}

export const DEFAULT_ORDER_BY: OrderBy = { field: 'TotalWeight', direction: 'desc' };

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

/** A real calendar date written yyyy-MM-dd (2021-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

// ---------------------------------------------------------------------------------------------------
// The query and its rows.

/**
 * A landing query after validation (the API contract's output), before the store-dependent part of
 * normalisation: defaults not filled in, labels not yet resolved to codes.
 */
export interface LandingQueryInput extends LandingFilters {
  FromDate?: string;
  ToDate?: string;
  PageNo?: number;
  Count?: number;
  OffloadGrouping?: string;
  OffloadGroupingDate?: GroupingDate;
  OrderBy?: string;
  XPivots?: string[];
}

/**
 * A normalised landing query: every default filled in, filter values resolved to sorted codes, pivots
 * and OrderBy in canonical form. Equal queries are equal JSON, so this is the cache key and what a
 * saved query stores; it is also a valid request body (POST it back and you get the same rows).
 */
export interface LandingQuery extends LandingFilters {
  FromDate: string;
  ToDate: string;
  PageNo: number;
  Count: number;
  /** Canonical row kind name, one of ROW_KIND_NAMES. */
  OffloadGrouping: string;
  OffloadGroupingDate: GroupingDate;
  /** Canonical OrderBy, see formatOrderBy. */
  OrderBy: string;
  /** Canonical pivot references, `kind:code`, in the caller's order. */
  XPivots: string[];
}

export interface PivotValue {
  /** The canonical pivot reference, e.g. `fish:1022`. */
  ID: string;
  /** The pivot's name, e.g. `Torsk`. */
  Title: string;
  /** Round weight (kg) of the pivot's lines within the row. */
  TotalWeight: number;
}

/** One row of a landing list (spec section 3), plus the period it covers when grouped by date. */
export interface LandingRow {
  Title: string;
  Row1: string;
  Row2: string;
  /** The row's key: Fartøy ID, organisation number, station number, species code or municipality code. */
  ID: string;
  /** First day of the row's period (yyyy-MM-dd) with OffloadGroupingDate; null for the whole period. */
  Period: string | null;
  LastLandingDate: string | null;
  BoatRegistrationID: string | null;
  BoatRadioSignalID: string | null;
  /** Beløp for fisker (NOK); null where the directorate withholds values (the latest 12 months). */
  Price: number | null;
  /** Rundvekt (kg). */
  TotalWeight: number;
  PivotParameters: PivotValue[];
}

export interface LandingQueryResult {
  query: LandingQuery;
  rows: LandingRow[];
  /** Rows the query has over all pages. */
  total: number;
}

/** A caller's mistake found while normalising (e.g. OrderBy names a pivot that is not in XPivots). */
export class LandingInputError extends Error {
  constructor(
    message: string,
    /** Field name → Norwegian message, as in the API's `{ error: { fields } }`. */
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'LandingInputError';
  }
}
