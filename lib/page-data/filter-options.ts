import 'server-only';
import { codeTermsIn, codeTermsText, readableCodeLabel } from '@/lib/fiskeridir/code-labels';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { type FilterCategory, type FilterValue } from '@/lib/landings/landing-query/filters';
import type { FilterField } from '@/lib/landings/landing-query/types';
import { PARAM_OF_FIELD, type FilterParam } from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

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
  /** What the abbreviations among the values mean (RSW, RFW), for a line under the list. */
  help?: string;
}

/**
 * Every filter category of the spec (section 3) and the finer and coarser levels it offers.
 * `offeredIn`: where a value of this list is the same choice as a value of that list (same name, same
 * landing lines: a gear group of one gear, `6 Snurrevad` and `61 Snurrevad`), it is offered there only,
 * so no name appears twice among the filters. Species keep their full list; a species group of one
 * species is left out of the groups instead.
 */
const GROUPS: { category: FilterCategory; field: FilterField; label: string; offeredIn?: FilterCategory }[] =
  [
    { category: 'fishingGear', field: 'FishingGear', label: 'Redskapsgruppe' },
    { category: 'gear', field: 'FishingGear', label: 'Redskap', offeredIn: 'fishingGear' },
    { category: 'fishMainGroup', field: 'FishGroup', label: 'Art – hovedgruppe' },
    { category: 'fishGroup', field: 'FishGroup', label: 'Artsgruppe', offeredIn: 'fish' },
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
    { category: 'application', field: 'Application', label: 'Anvendelse', offeredIn: 'applicationMainGroup' },
    { category: 'nationality', field: 'Nationality', label: 'Nasjonalitet' },
  ];

/** A category's values with their labels written for readers (municipalities as on the pages, `kar` → `Kar`). */
async function readableValues(category: string): Promise<FilterValue[] | null> {
  const values = await reads.filterValues(category);
  if (!values) return null;
  const readable = category.toLowerCase() === 'offloadtown' ? formatMunicipalityName : readableCodeLabel;
  return values.map((value) => ({ ...value, label: readable(value.label) }));
}

const sameChoice = (a: FilterValue, b: FilterValue) =>
  a.count === b.count && a.label.localeCompare(b.label, 'nb', { sensitivity: 'accent' }) === 0;

/** The values of a group that another list (`offeredIn`) does not already offer as the same choice. */
async function ownValues(category: string, values: FilterValue[]): Promise<FilterValue[]> {
  const offeredIn = GROUPS.find(
    (group) => group.category.toLowerCase() === category.toLowerCase(),
  )?.offeredIn;
  if (!offeredIn) return values;
  const offered = (await readableValues(offeredIn)) ?? [];
  return values.filter((value) => !offered.some((other) => sameChoice(value, other)));
}

/**
 * A category's values as the panels show them: readable labels, in reads.filterValues' order, without
 * the ones another list offers (`offeredIn`); null for an unknown category. Also what the panels fetch
 * when a group opens (GET /api/sitedata/filters/{category}/list).
 */
export async function panelFilterValues(category: string): Promise<FilterValue[] | null> {
  const values = await readableValues(category);
  return values && ownValues(category, values);
}

/** "RSW – nedkjølt sjøvann …" for the abbreviations among a group's values; undefined for none. */
function helpFor(values: readonly FilterValue[]): string | undefined {
  const terms = [...new Set(values.flatMap((value) => codeTermsIn(value.label)))];
  return terms.length > 0 ? codeTermsText(terms) : undefined;
}

/**
 * Filter groups that have values to list, in the order the page shows them. A group's `values` are all
 * its values (a URL may choose one the list leaves out, and its chip still needs a name); the panel
 * fetches its list from panelFilterValues.
 */
export async function loadFilterOptions(): Promise<FilterOptionGroup[]> {
  const loaded = await Promise.all(
    GROUPS.map(async ({ category, field, label }) => {
      const values = (await readableValues(category)) ?? [];
      const listed = await ownValues(category, values);
      const group: FilterOptionGroup = { category, field, label, param: PARAM_OF_FIELD[field], values };
      const help = helpFor(values);
      if (listed.length === 0) return null;
      return help ? { ...group, help } : group;
    }),
  );
  return loaded.filter((group) => group !== null);
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
        label: readableCodeLabel(value.label),
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
