import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatExists } from '../boats/boats';
import { num, round2, text } from '@/lib/store/values';
import { quotaLines, type QuotaLine } from './quota';
import { quotaHoldings, type SpeciesHolding } from './quota-holdings';
import { defaultYear } from '../site-data';

export interface FishedRow {
  /** Kvotetype code and name; null where the note gives none. */
  quotaTypeCode: string | null;
  quotaType: string | null;
  speciesCode: string;
  species: string | null;
  /** Round weight (kg) landed, and by how many boats. */
  landedWeight: number;
  boats: number;
  /** Kg of quota in tonnes for the species, on the "Vanlig kvote" row only (so it is counted once). */
  quota: number | null;
}

export interface Fished {
  year: number;
  /** The boat (Fartøy ID) when asked for one boat; null for the whole fleet. */
  boatId: string | null;
  totalWeight: number;
  /** Heaviest first. */
  rows: FishedRow[];
  /** One boat: its quota lines of the year (empty for the fleet). */
  quotaLines: QuotaLine[];
  /** The fleet: quota held per species in the year (empty for one boat). */
  speciesQuotas: SpeciesHolding[];
}

/** The quota type whose row carries the species' quota. */
const ORDINARY_QUOTA_TYPE = '01';

/**
 * Landed weight per quota type and species in a year, for the whole fleet or one boat, with the
 * quotas. Null when a boat is asked for and unknown.
 */
export async function fishedByQuota(year?: number, boatId?: string): Promise<Fished | null> {
  if (boatId) {
    if (!(await boatExists(boatId))) return null;
  }
  const theYear = year ?? (await defaultYear());
  return cachedQuery('fished-by-quota', { year: theYear, boatId }, async () => {
    const rows = await queryStore(
      `select quota_type_code, arg_max(quota_type, last_landing) as quota_type, species_fdir_code,
         arg_max(species_fdir, last_landing) as species, sum(round_weight) as weight,
         count(distinct vessel_id)::integer as boats
       from boat_year_quota_types
       where year = $year and ($boat::varchar is null or vessel_id = $boat)
       group by quota_type_code, species_fdir_code
       order by weight desc, species_fdir_code, quota_type_code`,
      { year: theYear, boat: boatId ?? null },
    );
    const quotaLinesOfBoat = boatId
      ? await quotaLines('q.vessel_id = $id and q.year = $year', { id: boatId, year: theYear })
      : [];
    const speciesQuotas = boatId ? [] : (await quotaHoldings(theYear)).species;
    const quotaBySpecies = new Map<string, number>();
    for (const quota of [...quotaLinesOfBoat, ...speciesQuotas]) {
      const weight = quota.quotaWeight;
      if (quota.speciesCode && weight !== null) {
        quotaBySpecies.set(quota.speciesCode, (quotaBySpecies.get(quota.speciesCode) ?? 0) + weight);
      }
    }
    const list = rows.map((row) => {
      const speciesCode = String(row.species_fdir_code);
      const quotaTypeCode = text(row.quota_type_code);
      const quota = quotaTypeCode === ORDINARY_QUOTA_TYPE ? quotaBySpecies.get(speciesCode) : undefined;
      return {
        quotaTypeCode,
        quotaType: text(row.quota_type),
        speciesCode,
        species: text(row.species),
        landedWeight: round2(num(row.weight)),
        boats: num(row.boats),
        quota: quota === undefined ? null : round2(quota),
      };
    });
    return {
      year: theYear,
      boatId: boatId ?? null,
      totalWeight: round2(list.reduce((sum, r) => sum + r.landedWeight, 0)),
      rows: list,
      quotaLines: quotaLinesOfBoat,
      speciesQuotas,
    };
  });
}
