import { z } from 'zod';
import {
  FILTER_FIELDS,
  GROUPING_DATES,
  isIsoDate,
  MAX_COUNT,
  MAX_FILTER_VALUES,
  MAX_ORDER_BY_LENGTH,
  MAX_PAGE_NO,
  MAX_PIVOT_LENGTH,
  MAX_PIVOTS,
  MAX_VALUE_LENGTH,
  PIVOT_KINDS,
  ROW_KIND_NAMES,
  type FilterField,
} from './types';

/**
 * The normalised landing query (normaliseLandingQuery's output) as a bounded schema: what a saved query
 * stores, what the API answers for one, and what a stored query is checked against before it is run
 * again. Every string and list has the same limits as the request contract, so a stored query can never
 * carry more text into the query code than a request could.
 */

/** The longest kind prefix a canonical pivot gets in front of the value the caller wrote. */
const LONGEST_PIVOT_KIND = Math.max(...PIVOT_KINDS.map((kind) => kind.length + 1));
/** A canonical pivot: `kind:` in front of at most MAX_PIVOT_LENGTH characters of the request's pivot. */
export const MAX_CANONICAL_PIVOT_LENGTH = MAX_PIVOT_LENGTH + LONGEST_PIVOT_KIND;

const rowKindNames = Object.values(ROW_KIND_NAMES) as [string, ...string[]];

const filterValues = z.array(z.string().max(MAX_VALUE_LENGTH)).max(MAX_FILTER_VALUES).optional();

export const normalisedLandingQuerySchema = z
  .object({
    FromDate: z.string().max(10).refine(isIsoDate).meta({ description: 'yyyy-MM-dd' }),
    ToDate: z.string().max(10).refine(isIsoDate).meta({ description: 'yyyy-MM-dd' }),
    PageNo: z.number().int().min(1).max(MAX_PAGE_NO),
    Count: z.number().int().min(1).max(MAX_COUNT),
    OffloadGrouping: z.enum(rowKindNames),
    OffloadGroupingDate: z.enum(GROUPING_DATES),
    OrderBy: z.string().max(MAX_ORDER_BY_LENGTH),
    XPivots: z.array(z.string().max(MAX_CANONICAL_PIVOT_LENGTH)).max(MAX_PIVOTS),
    ...(Object.fromEntries(FILTER_FIELDS.map((field) => [field, filterValues])) as Record<
      FilterField,
      typeof filterValues
    >),
  })
  .meta({
    description:
      'Spørringen normalisert: standardverdier fylt inn, filterverdier som sorterte koder, pivoter og sortering på kanonisk form. Kan sendes uendret til POST /api/offloads/query.',
  });
