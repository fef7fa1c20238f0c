import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, round2, text } from '@/lib/store/values';
import { hasQuotaTable } from './quota';
import { defaultYear } from '../site-data';

/** Who holds the quotas of a year: per species, the largest vessels and the largest owner groups. */

export interface SpeciesHolding {
  speciesCode: string | null;
  species: string | null;
  /** Sum of the quota lines in tonnes (kg), the catch counted against them, and lines given as factors. */
  quotaWeight: number | null;
  catchWeight: number | null;
  factorLines: number;
  vessels: number;
}

export interface VesselHolding {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  groupId: string | null;
  groupName: string | null;
  quotaWeight: number;
  catchWeight: number;
}

export interface GroupHolding {
  groupId: string;
  name: string | null;
  entityType: string | null;
  vessels: number;
  quotaWeight: number;
  /** Of all quota in tonnes of the year (and species, when one is chosen). */
  share: number;
}

export interface QuotaHoldings {
  year: number;
  /** Every year with quotas, newest first. */
  years: number[];
  speciesCode: string | null;
  species: SpeciesHolding[];
  topVessels: VesselHolding[];
  topGroups: GroupHolding[];
  /** Kg of quota in tonnes held, in all and by the ten largest owner groups, and that share. */
  totalQuotaWeight: number;
  /** Vessels with quota lines in the year (and species). */
  vesselCount: number;
  topTenWeight: number;
  topTenShare: number | null;
}

const TOP = 10;

/**
 * Quota holdings of a year (default: the newest year with quotas): per species, the top vessels and
 * the top owner groups (the owner at the top of each vessel's company chain), and the share the ten
 * largest groups hold. Only quota in tonnes adds up; factors are counted as lines.
 */
export async function quotaHoldings(year?: number, speciesCode?: string): Promise<QuotaHoldings> {
  const empty = (theYear: number): QuotaHoldings => ({
    year: theYear,
    years: [],
    speciesCode: speciesCode ?? null,
    species: [],
    topVessels: [],
    topGroups: [],
    totalQuotaWeight: 0,
    vesselCount: 0,
    topTenWeight: 0,
    topTenShare: null,
  });
  if (!(await hasQuotaTable())) return empty(year ?? (await defaultYear()));
  const years = (await queryStore('select distinct year from quota_lines order by year desc')).map((row) =>
    num(row.year),
  );
  const theYear = year ?? years[0] ?? (await defaultYear());
  return cachedQuery('quota-holdings', { year: theYear, speciesCode }, async () => {
    const params = { year: theYear, species: speciesCode ?? null };
    const filter = 'q.year = $year and ($species::varchar is null or q.species_code = $species)';
    const species = await queryStore(
      `select q.species_code, arg_max(q.species, q.size) as species, sum(q.quota_weight) as quota_weight,
         sum(q.catch_weight) as catch_weight, count(*) filter (where q.unit = 'factor')::integer as factor_lines,
         count(distinct q.vessel_id)::integer as vessels
       from quota_lines q where q.year = $year group by q.species_code
       order by quota_weight desc nulls last, species`,
      { year: theYear },
    );
    const vessels = await queryStore(
      `select q.vessel_id, b.name, b.registration_mark, g.group_id, o.name as group_name,
         sum(q.quota_weight) as quota_weight, sum(coalesce(q.catch_weight, 0)) as catch_weight
       from quota_lines q
       left join boats b on b.vessel_id = q.vessel_id
       left join vessel_groups g on g.vessel_id = q.vessel_id
       left join owners o on o.owner_id = g.group_id
       where ${filter} and q.quota_weight is not null
       group by all order by quota_weight desc, q.vessel_id limit ${TOP}`,
      params,
    );
    const groups = await queryStore(
      `select coalesce(g.group_id, 'fartøy:' || q.vessel_id) as group_id, any_value(o.name) as name,
         any_value(o.entity_type) as entity_type, count(distinct q.vessel_id)::integer as vessels,
         sum(q.quota_weight) as quota_weight
       from quota_lines q
       left join vessel_groups g on g.vessel_id = q.vessel_id
       left join owners o on o.owner_id = g.group_id
       where ${filter} and q.quota_weight is not null
       group by all order by quota_weight desc, group_id`,
      params,
    );
    const [count] = await queryStore(
      `select count(distinct q.vessel_id)::integer as n from quota_lines q where ${filter}`,
      params,
    );
    const total = groups.reduce((sum, row) => sum + num(row.quota_weight), 0);
    const topGroups = groups.slice(0, TOP).map((row) => ({
      groupId: String(row.group_id),
      name: text(row.name),
      entityType: text(row.entity_type),
      vessels: num(row.vessels),
      quotaWeight: round2(num(row.quota_weight)),
      share: total > 0 ? num(row.quota_weight) / total : 0,
    }));
    const topTenWeight = topGroups.reduce((sum, group) => sum + group.quotaWeight, 0);
    return {
      year: theYear,
      years,
      speciesCode: speciesCode ?? null,
      species: species.map((row) => ({
        speciesCode: text(row.species_code),
        species: text(row.species),
        quotaWeight: row.quota_weight == null ? null : round2(num(row.quota_weight)),
        catchWeight: row.catch_weight == null ? null : round2(num(row.catch_weight)),
        factorLines: num(row.factor_lines),
        vessels: num(row.vessels),
      })),
      topVessels: vessels.map((row) => ({
        boatId: String(row.vessel_id),
        name: text(row.name),
        registrationMark: text(row.registration_mark),
        groupId: text(row.group_id),
        groupName: text(row.group_name),
        quotaWeight: round2(num(row.quota_weight)),
        catchWeight: round2(num(row.catch_weight)),
      })),
      topGroups,
      totalQuotaWeight: round2(total),
      vesselCount: num(count?.n),
      topTenWeight: round2(topTenWeight),
      topTenShare: total > 0 ? topTenWeight / total : null,
    };
  });
}
