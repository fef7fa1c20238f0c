import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, round2, text } from './common-sql';
import { defaultYear } from './site-data';

/**
 * Quotas are not in the directorate's landing files: what the store knows is what was fished
 * (landed) against each quota type (`Kvotetype`) and species. `quota` and `remaining` are null until a
 * quota source is ingested; the shapes are the ones it will fill.
 */

export interface SpeciesQuota {
  /** Art - FDIR code and name. */
  code: string;
  name: string | null;
  /** Round weight (kg) landed in the year. */
  landedWeight: number;
  /** Kg allowed and left; null: no quota data in the store. */
  quota: number | null;
  remaining: number | null;
}

export interface BoatQuota {
  boatId: string;
  year: number;
  totalWeight: number;
  /** Heaviest first. */
  species: SpeciesQuota[];
}

/** A boat's landed weight per species in a year (default the store's latest year); null for an unknown boat. */
export async function boatQuota(id: string, year?: number): Promise<BoatQuota | null> {
  const rows = await queryStore('select 1 from boats where vessel_id = $1', [id]);
  if (rows.length === 0) return null;
  const theYear = year ?? (await defaultYear());
  return cachedQuery('boat-quota', { id, year: theYear }, async () => {
    const species = await queryStore(
      `select species_fdir_code as code, arg_max(species_fdir, landing_date) as name, sum(round_weight) as weight
       from landing_lines
       where vessel_id = $id and landing_date >= $from::date and landing_date < $to::date
         and species_fdir_code is not null
       group by species_fdir_code order by weight desc, code`,
      { id, from: `${theYear}-01-01`, to: `${theYear + 1}-01-01` },
    );
    const list = species.map((row) => ({
      code: String(row.code),
      name: text(row.name),
      landedWeight: round2(num(row.weight)),
      quota: null,
      remaining: null,
    }));
    return {
      boatId: id,
      year: theYear,
      totalWeight: round2(list.reduce((sum, s) => sum + s.landedWeight, 0)),
      species: list,
    };
  });
}

export interface FishedRow {
  /** Kvotetype code and name; null where the note gives none. */
  quotaTypeCode: string | null;
  quotaType: string | null;
  speciesCode: string;
  species: string | null;
  /** Round weight (kg) landed, and by how many boats. */
  landedWeight: number;
  boats: number;
  quota: number | null;
}

export interface Fished {
  year: number;
  /** The boat (Fartøy ID) when asked for one boat; null for the whole fleet. */
  boatId: string | null;
  totalWeight: number;
  /** Heaviest first. */
  rows: FishedRow[];
}

/**
 * Landed weight per quota type and species in a year, for the whole fleet or one boat. Null when a
 * boat is asked for and unknown.
 */
export async function fishedByQuota(year?: number, boatId?: string): Promise<Fished | null> {
  if (boatId) {
    const rows = await queryStore('select 1 from boats where vessel_id = $1', [boatId]);
    if (rows.length === 0) return null;
  }
  const theYear = year ?? (await defaultYear());
  return cachedQuery('fished-by-quota', { year: theYear, boatId }, async () => {
    const rows = await queryStore(
      `select quota_type_code, arg_max(quota_type, landing_date) as quota_type, species_fdir_code,
         arg_max(species_fdir, landing_date) as species, sum(round_weight) as weight,
         count(distinct vessel_id)::integer as boats
       from landing_lines
       where landing_date >= $from::date and landing_date < $to::date and species_fdir_code is not null
         and ($boat::varchar is null or vessel_id = $boat)
       group by quota_type_code, species_fdir_code
       order by weight desc, species_fdir_code, quota_type_code`,
      { from: `${theYear}-01-01`, to: `${theYear + 1}-01-01`, boat: boatId ?? null },
    );
    const list = rows.map((row) => ({
      quotaTypeCode: text(row.quota_type_code),
      quotaType: text(row.quota_type),
      speciesCode: String(row.species_fdir_code),
      species: text(row.species),
      landedWeight: round2(num(row.weight)),
      boats: num(row.boats),
      quota: null,
    }));
    return {
      year: theYear,
      boatId: boatId ?? null,
      totalWeight: round2(list.reduce((sum, r) => sum + r.landedWeight, 0)),
      rows: list,
    };
  });
}
