import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { parsePivotRef } from './parse';
import {
  FILTER_FIELDS,
  PIVOT_KINDS,
  type FilterField,
  type LandingFilters,
  type PivotKind,
} from './vocabulary';

/**
 * The landing query's codes against the store: filter values and pivots, given as codes or labels,
 * resolved to the store's codes and the columns they match. Shared by the landing query, latest
 * landings and the landing-document lists, so that a filter means the same everywhere.
 */

// `code_values` categories (lib/store/ingest/read-models/derive.ts) and the landing_lines column each one codes.
const CATEGORY_COLUMNS = {
  fishingGear: 'gear_group_code',
  gear: 'gear_code',
  fishGroup: 'species_group_code',
  fishMainGroup: 'species_main_group_code',
  fish: 'species_fdir_code',
  OffloadState: 'landing_county_code',
  OffloadTown: 'landing_municipality_code',
  BoatState: 'vessel_county_code',
  PreservationMethod: 'preservation_code',
  northOrSouth: 'north_south',
  lengthGroup: 'length_group_code',
  condition: 'condition_code',
  quality: 'quality_code',
  packaging: 'landing_method_code',
  application: 'application_code',
  applicationMainGroup: 'application_main_group_code',
  nationality: 'vessel_nationality_code',
} as const;
type Category = keyof typeof CATEGORY_COLUMNS;

/**
 * What each filter field matches. Where a field covers two levels of a code list (gear group or single
 * gear, species group or main group) the code formats differ in length, so a code never means both.
 * The first category is the one an unknown value is tried against.
 */
const FIELD_SOURCES: Record<FilterField, { categories: Category[] } | { column: string }> = {
  FishGroup: { categories: ['fishGroup', 'fishMainGroup'] },
  Fish: { categories: ['fish'] },
  FishingGear: { categories: ['fishingGear', 'gear'] },
  LandingState: { categories: ['OffloadState'] },
  BoatState: { categories: ['BoatState'] },
  PreservationMethod: { categories: ['PreservationMethod'] },
  northOrSouth: { categories: ['northOrSouth'] },
  LengthGroup: { categories: ['lengthGroup'] },
  OffloadTown: { categories: ['OffloadTown'] },
  Condition: { categories: ['condition'] },
  Quality: { categories: ['quality'] },
  Packaging: { categories: ['packaging'] },
  Application: { categories: ['application', 'applicationMainGroup'] },
  Nationality: { categories: ['nationality'] },
  Boat: { column: 'vessel_id' },
  Fisher: { column: 'fisher_id' },
  Buyer: { column: 'buyer_id' },
  Station: { column: 'station_id' },
};

/** Labels compared the way the spec normalises search terms (upper case, Å→A, Ø/Ö→O), accents ignored. */
export function foldLabel(text: string): string {
  return text
    .toUpperCase()
    .replace(/Å/g, 'A')
    .replace(/[ØÖ]/g, 'O')
    .replace(/Æ/g, 'AE')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// People write "nord" or "south" for the directorate's `Nord for 62°N`.
const NORTH_SOUTH_ALIASES: Record<string, string> = {
  N: 'Nord for 62°N',
  NORD: 'Nord for 62°N',
  NORTH: 'Nord for 62°N',
  S: 'Sør for 62°N',
  SOR: 'Sør for 62°N',
  SOUTH: 'Sør for 62°N',
};

interface CategoryIndex {
  labelByCode: Map<string, string>;
  codesByLabel: Map<string, string[]>;
}
export type CodeIndex = Map<Category, CategoryIndex>;

/** The store's code lists, indexed by code and by folded label; loaded once per store version. */
export async function loadCodeIndex(): Promise<CodeIndex> {
  return cachedQuery('landings.code-index', {}, async () => {
    const rows = await queryStore<{ category: string; code: string; label: string | null }>(
      'select category, code, label from code_values',
    );
    const index: CodeIndex = new Map();
    for (const row of rows) {
      if (!(row.category in CATEGORY_COLUMNS)) continue;
      const category = row.category as Category;
      let entry = index.get(category);
      if (!entry) index.set(category, (entry = { labelByCode: new Map(), codesByLabel: new Map() }));
      entry.labelByCode.set(row.code, row.label ?? row.code);
      if (row.label) {
        const folded = foldLabel(row.label);
        entry.codesByLabel.set(folded, [...(entry.codesByLabel.get(folded) ?? []), row.code]);
      }
    }
    return index;
  });
}

/** The codes of `category` that a value names: itself when it is a code, else those labelled so. */
function codesFor(index: CodeIndex, category: Category, value: string): string[] {
  const entry = index.get(category);
  if (!entry) return [];
  if (entry.labelByCode.has(value)) return [value];
  const folded = foldLabel(value);
  const byLabel = entry.codesByLabel.get(folded);
  if (byLabel) return byLabel;
  if (category === 'northOrSouth' && NORTH_SOUTH_ALIASES[folded]) {
    const code = NORTH_SOUTH_ALIASES[folded];
    return entry.labelByCode.has(code) ? [code] : [];
  }
  return [];
}

/** Column → codes: what one filter field turns into. */
export type Condition = { column: string; codes: string[] };

export interface ResolvedFilters {
  /** Canonical filter values (codes, sorted), for the normalised query. */
  canonical: LandingFilters;
  conditions: Condition[][];
}

/**
 * Resolves filter values to codes. A value that is neither a code nor a label in the store is kept as it
 * is and matches nothing (a code that exists elsewhere simply has no landings here), never an error.
 */
export function resolveFilters(filters: LandingFilters, index: CodeIndex): ResolvedFilters {
  const canonical: LandingFilters = {};
  const conditions: Condition[][] = [];
  for (const field of FILTER_FIELDS) {
    const values = filters[field];
    if (!values || values.length === 0) continue;
    const source = FIELD_SOURCES[field];
    if ('column' in source) {
      const codes = [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort();
      canonical[field] = codes;
      conditions.push([{ column: source.column, codes }]);
      continue;
    }
    const byCategory = new Map<Category, Set<string>>();
    const all = new Set<string>();
    for (const value of values) {
      let found = false;
      for (const category of source.categories) {
        const codes = codesFor(index, category, value);
        if (codes.length === 0) continue;
        found = true;
        const set = byCategory.get(category) ?? new Set<string>();
        for (const code of codes) {
          set.add(code);
          all.add(code);
        }
        byCategory.set(category, set);
      }
      if (!found) {
        const set = byCategory.get(source.categories[0]) ?? new Set<string>();
        set.add(value.trim());
        all.add(value.trim());
        byCategory.set(source.categories[0], set);
      }
    }
    canonical[field] = [...all].sort();
    conditions.push(
      [...byCategory].map(([category, codes]) => ({
        column: CATEGORY_COLUMNS[category],
        codes: [...codes].sort(),
      })),
    );
  }
  return { canonical, conditions };
}

// ---------------------------------------------------------------------------------------------------
// Pivots.

const PIVOT_COLUMNS: Record<PivotKind, string> = {
  fish: CATEGORY_COLUMNS.fish,
  fishGroup: CATEGORY_COLUMNS.fishGroup,
  fishMainGroup: CATEGORY_COLUMNS.fishMainGroup,
  fishingGear: CATEGORY_COLUMNS.fishingGear,
  gear: CATEGORY_COLUMNS.gear,
};

export interface ResolvedPivot {
  /** Canonical reference, `fish:1022`. */
  id: string;
  kind: PivotKind;
  code: string;
  title: string;
  column: string;
}

/**
 * A pivot reference in canonical form with its title. `fish:1022` keeps its kind; a bare code or label
 * is looked up as species, then species group, main group, gear group and gear. Something the store
 * does not know stays a species code: its column is simply zero.
 */
export function resolvePivot(raw: string, index: CodeIndex): ResolvedPivot {
  const { kind, value } = parsePivotRef(raw);
  const kinds = kind ? [kind] : PIVOT_KINDS;
  for (const candidate of kinds) {
    const codes = codesFor(index, candidate, value);
    if (codes.length > 0) return pivotOf(candidate, codes[0], index);
  }
  return pivotOf(kind ?? 'fish', value, index);
}

function pivotOf(kind: PivotKind, code: string, index: CodeIndex): ResolvedPivot {
  const title = index.get(kind)?.labelByCode.get(code) ?? code;
  return { id: `${kind}:${code}`, kind, code, title, column: PIVOT_COLUMNS[kind] };
}

// ---------------------------------------------------------------------------------------------------
// Values the store does not know.

/** The filter fields that take ids (a boat, a fisher, a buyer, a station), not code-list values. */
export const ID_FILTER_FIELDS: readonly FilterField[] = FILTER_FIELDS.filter(
  (field) => 'column' in FIELD_SOURCES[field],
);

/** What a canonical query names that the store does not have, by field: for a 400 that names them. */
export type UnknownValues = Partial<Record<FilterField | 'XPivots', string[]>>;

/**
 * The filter values and pivots of a canonical query (normaliseLandingQuery's output) that name
 * nothing in the store: a code-list value that is no code of its lists (labels were resolved to
 * codes already), an id (Boat, Fisher, Buyer, Station) no landing line has, a pivot that is no code
 * of its kind. A query run with them simply matches nothing; a saved query must not keep them.
 */
export async function unknownValues(
  query: LandingFilters & { XPivots?: string[] },
  index: CodeIndex,
): Promise<UnknownValues> {
  const unknown: UnknownValues = {};
  for (const field of FILTER_FIELDS) {
    const values = query[field];
    if (!values?.length) continue;
    const source = FIELD_SOURCES[field];
    let missing: string[];
    if ('column' in source) {
      // The column names come from FIELD_SOURCES, never from the caller; the values are parameters.
      const params = values.map((_, i) => `$${i + 1}`).join(', ');
      const found = await queryStore<{ id: string }>(
        `select distinct ${source.column} as id from landing_lines where ${source.column} in (${params})`,
        values,
      );
      const known = new Set(found.map((row) => row.id));
      missing = values.filter((value) => !known.has(value));
    } else {
      missing = values.filter(
        (value) => !source.categories.some((category) => index.get(category)?.labelByCode.has(value)),
      );
    }
    if (missing.length > 0) unknown[field] = missing;
  }
  const pivots = (query.XPivots ?? []).filter((id) => {
    const { kind, value } = parsePivotRef(id);
    return !kind || !index.get(kind)?.labelByCode.has(value);
  });
  if (pivots.length > 0) unknown.XPivots = pivots;
  return unknown;
}
