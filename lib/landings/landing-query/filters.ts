import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, text } from '@/lib/store/values';

/**
 * The values of every filter of the landing query (spec section 3), each with how many landing lines
 * in the store carry it. Read from the derived `code_values` table.
 */

/** Category names as the spec and the landing query write them. */
export const FILTER_CATEGORIES = [
  'fishingGear',
  'PreservationMethod',
  'fishGroup',
  'fish',
  'OffloadState',
  'OffloadTown',
  'condition',
  'quality',
  'packaging',
  'application',
  'nationality',
  'BoatState',
  'lengthGroup',
  'northOrSouth',
  // Finer and coarser levels of the same code lists, for the filters that want them.
  'gear',
  'gearMainGroup',
  'fishMainGroup',
  'applicationMainGroup',
  'mainArea',
  'quotaType',
] as const;

export type FilterCategory = (typeof FILTER_CATEGORIES)[number];

/** Other spellings in use: the landing query says `LandingState` for `OffloadState`. */
const ALIASES: Record<string, FilterCategory> = { landingstate: 'OffloadState' };

/** The canonical category for a name in any letter case; null when there is no such category. */
export function filterCategoryOf(name: string): FilterCategory | null {
  const lower = name.trim().toLowerCase();
  return (
    FILTER_CATEGORIES.find((category) => category.toLowerCase() === lower) ??
    (Object.hasOwn(ALIASES, lower) ? ALIASES[lower] : null)
  );
}

export interface FilterValue {
  code: string;
  label: string;
  /** Landing lines in the store that carry this value. */
  count: number;
}

const BY_CODE: ReadonlySet<FilterCategory> = new Set(['lengthGroup', 'northOrSouth']);

/**
 * The values of one category, sorted for a dropdown (by label; the length groups and north/south by
 * code). Null for an unknown category.
 */
export async function filterValues(category: string): Promise<FilterValue[] | null> {
  const canonical = filterCategoryOf(category);
  if (!canonical) return null;
  return cachedQuery('filter-values', { category: canonical }, async () => {
    const rows = await queryStore<{ code: string; label: string | null; line_count: number }>(
      'select code, label, line_count from code_values where category = $1',
      [canonical],
    );
    const values = rows.map((row) => ({
      code: String(row.code),
      label: text(row.label) ?? String(row.code),
      count: num(row.line_count),
    }));
    return values.sort((a, b) =>
      BY_CODE.has(canonical) ? a.code.localeCompare(b.code) : a.label.localeCompare(b.label, 'nb'),
    );
  });
}
