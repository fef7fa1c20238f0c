import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, round2, text } from '@/lib/store/values';
import { resolveSpecies, type SpeciesRef } from './prices';

/**
 * Bycatch ("innblanding"): what else comes up when a species is fished. Over the landing notes of a
 * year whose heaviest species (round weight) is the target, the weight of every other species and its
 * share, overall and per gear group. Read from the `bycatch_years` read model
 * (lib/store/ingest/read-models/price-tables.ts), which holds each note's main species and gear group.
 */

export interface BycatchSpecies {
  code: string;
  name: string | null;
  /** Round weight (kg) on the notes targeting the species, and its share of their total weight. */
  weight: number;
  share: number;
}

export interface BycatchByGear {
  gearGroupCode: string | null;
  gearGroup: string | null;
  /** Landing notes with the target species as main species, caught with this gear group. */
  landings: number;
  totalWeight: number;
  /** Share (0–1) of the weight on these notes that is not the target species. */
  bycatchShare: number;
}

export interface Bycatch {
  species: SpeciesRef;
  year: number;
  /** Landing notes whose heaviest species (round weight) is the target species. */
  landings: number;
  /** Round weight (kg) on those notes, of the target species, and the share that is other species. */
  totalWeight: number;
  targetWeight: number;
  bycatchShare: number;
  /** The other species on those notes, heaviest first. */
  bycatch: BycatchSpecies[];
  byGear: BycatchByGear[];
}

/** `part` of `whole` as a share with four decimals; 0 of nothing. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 10000 : 0);

export async function bycatch(speciesInput: string, year: number): Promise<Bycatch | null> {
  const species = await resolveSpecies(speciesInput);
  if (!species) return null;
  return cachedQuery('bycatch', { code: species.code, year }, async () => {
    const rows = await queryStore(
      `select gear_group_code, gear_group, species_fdir_code as code, species_fdir as name, weight, notes
       from bycatch_years where year = $year and main_species_code = $code`,
      { code: species.code, year },
    );
    const bySpecies = new Map<string, { name: string | null; weight: number }>();
    const byGear = new Map<string, BycatchByGear & { target: number }>();
    let totalWeight = 0;
    let targetWeight = 0;
    let landings = 0;
    for (const row of rows) {
      const code = String(row.code);
      const weight = num(row.weight);
      totalWeight += weight;
      const speciesEntry = bySpecies.get(code) ?? { name: text(row.name), weight: 0 };
      speciesEntry.weight += weight;
      bySpecies.set(code, speciesEntry);
      const gearKey = String(row.gear_group_code ?? '');
      const gear = byGear.get(gearKey) ?? {
        gearGroupCode: text(row.gear_group_code),
        gearGroup: text(row.gear_group),
        landings: 0,
        totalWeight: 0,
        bycatchShare: 0,
        target: 0,
      };
      gear.totalWeight += weight;
      if (code === species.code) {
        // Every note counted here has the target species as its main species, so its row counts the notes.
        gear.landings += num(row.notes);
        gear.target += weight;
        targetWeight += weight;
        landings += num(row.notes);
      }
      byGear.set(gearKey, gear);
    }
    return {
      species,
      year,
      landings,
      totalWeight: round2(totalWeight),
      targetWeight: round2(targetWeight),
      bycatchShare: share(totalWeight - targetWeight, totalWeight),
      bycatch: [...bySpecies.entries()]
        .filter(([code]) => code !== species.code)
        .map(([code, entry]) => ({
          code,
          name: entry.name,
          weight: round2(entry.weight),
          share: share(entry.weight, totalWeight),
        }))
        .sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code)),
      byGear: [...byGear.values()]
        .map(({ target, ...gear }) => ({
          ...gear,
          totalWeight: round2(gear.totalWeight),
          bycatchShare: share(gear.totalWeight - target, gear.totalWeight),
        }))
        .sort((a, b) => b.totalWeight - a.totalWeight),
    };
  });
}

export interface BycatchShare {
  speciesCode: string;
  /** Landing notes whose heaviest species (round weight) is this one. */
  notes: number;
  /** Share (0–1) of those notes' round weight that is other species. */
  bycatchShare: number;
}

/** Every species' bycatch share in a year (the detail of one species is `bycatch()`). */
export function bycatchSharesOfYear(year: number): Promise<Record<string, BycatchShare>> {
  return cachedQuery('bycatch-shares', { year }, async () => {
    const rows = await queryStore(
      `select main_species_code as code,
         sum(notes) filter (where species_fdir_code = main_species_code)::integer as notes,
         sum(weight) filter (where species_fdir_code = main_species_code) as main_weight, sum(weight) as total
       from bycatch_years where year = $year group by main_species_code`,
      { year },
    );
    return Object.fromEntries(
      rows.map((row) => {
        const code = String(row.code);
        const total = num(row.total);
        return [
          code,
          {
            speciesCode: code,
            notes: num(row.notes),
            bycatchShare: share(total - num(row.main_weight), total),
          },
        ];
      }),
    );
  });
}
