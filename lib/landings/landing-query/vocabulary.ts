/**
 * The landing query's vocabulary: field names, row kinds, date groupings, pivot kinds, the OrderBy
 * shape, the query and row types and their limits. No store access and no parsing here, so the site's
 * client code (filters in the URL), the API contract and the server-only pipeline share one definition.
 *
 * Field names follow the original product's API (`FromDate`, `OffloadGrouping`, `XPivots`, …) because
 * that is what callers send and what a saved query gives back.
 */

import type { LandingRow } from '@/lib/api/contract/offloads';

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

// ---------------------------------------------------------------------------------------------------
// Date grouping (`OffloadGroupingDate`).

export const GROUPING_DATES = ['none', 'day', 'week', 'month', 'year'] as const;
export type GroupingDate = (typeof GROUPING_DATES)[number];

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

// ---------------------------------------------------------------------------------------------------
// Pivots (`XPivots`): species, species groups or gears whose weight becomes a column in every row.

export const PIVOT_KINDS = ['fish', 'fishGroup', 'fishMainGroup', 'fishingGear', 'gear'] as const;
export type PivotKind = (typeof PIVOT_KINDS)[number];

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

/** One row of a landing list: the API's shape (lib/api/contract/offloads.ts documents each field). */
export type { LandingRow };

/**
 * What a ranking by value covers: only rows with a known value are ranked, so `total` counts those;
 * `periodWeight` is the round weight (kg) of every row of the query, `rankedWeight` of the ranked ones.
 */
export interface ValueRankingCoverage {
  periodWeight: number;
  rankedWeight: number;
}

export interface LandingQueryResult {
  query: LandingQuery;
  rows: LandingRow[];
  /** Rows the query has over all pages (ranked by value: the rows with a known value). */
  total: number;
  /** Ranked by value (OrderBy Price): what the ranking covers; absent otherwise. */
  valueRanking?: ValueRankingCoverage;
}

/**
 * A caller's mistake found while normalising (e.g. OrderBy names a pivot that is not in XPivots).
 * Recognised by its `code` (isLandingInputError): like the store's errors it may be thrown by another
 * bundle's copy of this module than the one that catches it.
 */
export class LandingInputError extends Error {
  readonly code = 'landing_input';

  constructor(
    message: string,
    /** Field name → Norwegian message, as in the API's `{ error: { fields } }`. */
    readonly fields: Record<string, string>,
  ) {
    super(message);
    this.name = 'LandingInputError';
  }
}

export function isLandingInputError(error: unknown): error is LandingInputError {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === 'landing_input' &&
    typeof (error as LandingInputError).fields === 'object'
  );
}
