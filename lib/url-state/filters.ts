import { type FilterField, type LandingFilters } from '@/lib/landings/landing-query/types';

/**
 * The landing filters of /topoffloads and /offloads in the URL: one parameter per filter field,
 * comma-joined (or repeated, as a GET form submits checkboxes), in a fixed order.
 *
 *   gear, fishgroup, fish, preservation, landingcounty, municipality, boatcounty, length, northsouth,
 *   condition, quality, packaging, application, nationality, boat, fisher, buyer, station: codes from
 *   /api/sitedata/filters/{category}
 */

/** URL parameter → landing query filter field, in the order they are written. */
export const FILTER_PARAMS = {
  gear: 'FishingGear',
  fishgroup: 'FishGroup',
  fish: 'Fish',
  preservation: 'PreservationMethod',
  landingcounty: 'LandingState',
  municipality: 'OffloadTown',
  boatcounty: 'BoatState',
  length: 'LengthGroup',
  northsouth: 'northOrSouth',
  condition: 'Condition',
  quality: 'Quality',
  packaging: 'Packaging',
  application: 'Application',
  nationality: 'Nationality',
  boat: 'Boat',
  fisher: 'Fisher',
  buyer: 'Buyer',
  station: 'Station',
} as const satisfies Record<string, FilterField>;

export type FilterParam = keyof typeof FILTER_PARAMS;

export const FILTER_ENTRIES = Object.entries(FILTER_PARAMS) as [FilterParam, FilterField][];

export const PARAM_OF_FIELD = Object.fromEntries(
  FILTER_ENTRIES.map(([param, field]) => [field, param]),
) as Record<(typeof FILTER_PARAMS)[FilterParam], FilterParam>;

// Codes are short: digits, letters, and the north/south labels ("Nord for 62°N").
export const FILTER_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} °._-]{0,39}$/u;

/** The filters as ordered [parameter, comma-joined values] pairs. */
export function filterEntries(filters: LandingFilters): [string, string][] {
  const entries: [string, string][] = [];
  for (const [param, field] of FILTER_ENTRIES) {
    const chosen = filters[field];
    if (chosen && chosen.length > 0) entries.push([param, chosen.join(',')]);
  }
  return entries;
}

/** What each filter checkbox list of a form should hold (see components/filters/form-sync.ts). */
export function filterFormValues(filters: LandingFilters): Record<string, string[]> {
  return Object.fromEntries(FILTER_ENTRIES.map(([param, field]) => [param, filters[field] ?? []]));
}

/** The filters with one value added or removed (lists stay sorted so equal views have equal URLs). */
export function toggleFilterValue(
  filters: LandingFilters,
  field: FilterField,
  value: string,
  on: boolean,
): LandingFilters {
  const current = filters[field] ?? [];
  const next = on
    ? [...new Set([...current, value])].sort((a, b) => a.localeCompare(b, 'nb', { numeric: true }))
    : current.filter((item) => item !== value);
  const result = { ...filters };
  if (next.length > 0) result[field] = next;
  else delete result[field];
  return result;
}

/** How many filter values are chosen in all. */
export function countFilterValues(filters: LandingFilters): number {
  return Object.values(filters).reduce((sum, chosen) => sum + (chosen?.length ?? 0), 0);
}
