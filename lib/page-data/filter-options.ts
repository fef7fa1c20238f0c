import 'server-only';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { type FilterCategory, type FilterValue } from '@/lib/landings/filters';
import type { FilterField } from '@/lib/landings/landing-query-types';
import { PARAM_OF_FIELD, type FilterParam } from '@/lib/url-state';
import { reads } from '@/lib/api-client/reads';

/**
 * The filter and pivot choices of the landing pages (/topoffloads, /offloads, the embeds), read from
 * the store's code lists with how many landing lines carry each value (the same data as GET
 * /api/sitedata/filters/{category}). Several categories can feed one query field: a gear group (`3`)
 * and a single gear (`35`) are both FishingGear values, and their codes differ in length, so one list
 * holds both without ambiguity.
 */
export interface FilterOptionGroup {
  /** The filter category (`fishingGear`, `gear`, …): a stable id for the group. */
  category: FilterCategory;
  field: FilterField;
  param: FilterParam;
  label: string;
  values: FilterValue[];
}

/** Every filter category of the spec (section 3) and the finer and coarser levels it offers. */
const GROUPS: { category: FilterCategory; field: FilterField; label: string }[] = [
  { category: 'fishingGear', field: 'FishingGear', label: 'Redskapsgruppe' },
  { category: 'gear', field: 'FishingGear', label: 'Redskap' },
  { category: 'fishMainGroup', field: 'FishGroup', label: 'Art – hovedgruppe' },
  { category: 'fishGroup', field: 'FishGroup', label: 'Artsgruppe' },
  { category: 'fish', field: 'Fish', label: 'Art' },
  { category: 'PreservationMethod', field: 'PreservationMethod', label: 'Konservering' },
  { category: 'OffloadState', field: 'LandingState', label: 'Landingsfylke' },
  { category: 'OffloadTown', field: 'OffloadTown', label: 'Landingskommune' },
  { category: 'BoatState', field: 'BoatState', label: 'Fartøyfylke' },
  { category: 'lengthGroup', field: 'LengthGroup', label: 'Lengdegruppe' },
  { category: 'northOrSouth', field: 'northOrSouth', label: 'Nord/sør for 62°N' },
  { category: 'condition', field: 'Condition', label: 'Produkttilstand' },
  { category: 'quality', field: 'Quality', label: 'Kvalitet' },
  { category: 'packaging', field: 'Packaging', label: 'Landingsmåte' },
  { category: 'applicationMainGroup', field: 'Application', label: 'Anvendelse – hovedgruppe' },
  { category: 'application', field: 'Application', label: 'Anvendelse' },
  { category: 'nationality', field: 'Nationality', label: 'Nasjonalitet' },
];

/**
 * A category's values as the panels show them (municipality names written as on the pages, labels
 * trimmed), in reads.filterValues' order; null for an unknown category. Also what the panels fetch when a
 * group opens (GET /api/sitedata/filters/{category}/list).
 */
export async function panelFilterValues(category: string): Promise<FilterValue[] | null> {
  const values = await reads.filterValues(category);
  if (!values) return null;
  return category.toLowerCase() === 'offloadtown'
    ? values.map((value) => ({ ...value, label: formatMunicipalityName(value.label) }))
    : values.map((value) => ({ ...value, label: value.label.trim() }));
}

/** Filter groups that have values in the store, in the order the page shows them. */
export async function loadFilterOptions(): Promise<FilterOptionGroup[]> {
  const loaded = await Promise.all(
    GROUPS.map(async (group) => ({
      ...group,
      param: PARAM_OF_FIELD[group.field],
      values: (await panelFilterValues(group.category)) ?? [],
    })),
  );
  return loaded.filter((group) => group.values.length > 0);
}

/** Kinds of pivot column offered, with the filter category their values come from. */
const PIVOT_GROUPS: { category: FilterCategory; kind: string; label: string }[] = [
  { category: 'fish', kind: 'fish', label: 'Art' },
  { category: 'fishGroup', kind: 'fishGroup', label: 'Artsgruppe' },
  { category: 'fishingGear', kind: 'fishingGear', label: 'Redskapsgruppe' },
];

/** A kind of pivot column one can add, with its values as canonical references (`fish:1022`). */
export interface PivotChoiceGroup {
  kind: string;
  label: string;
  values: { code: string; label: string; count: number }[];
}

/** The pivot columns one can add: species, species groups and gear groups, as `kind:code`. */
export async function loadPivotOptions(): Promise<PivotChoiceGroup[]> {
  const loaded = await Promise.all(
    PIVOT_GROUPS.map(async (group) => ({
      kind: group.kind,
      label: group.label,
      values: ((await reads.filterValues(group.category)) ?? []).map((value) => ({
        ...value,
        code: `${group.kind}:${value.code}`,
        label: value.label.trim(),
      })),
    })),
  );
  return loaded.filter((group) => group.values.length > 0);
}

/** Pivot reference → its name, for column headers before any row has arrived. */
export function pivotLabelsOf(groups: PivotChoiceGroup[]): Record<string, string> {
  return Object.fromEntries(
    groups.flatMap((group) => group.values.map((value) => [value.code, value.label])),
  );
}
