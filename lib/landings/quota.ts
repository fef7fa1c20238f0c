import 'server-only';
import type { QuotaLine } from '@/lib/api/contract/quotas';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatPeriodLines, type BoatLine } from './boat-lines';
import { boatExists } from './boats';
import { num, numOrNull, round2, storeHasTable, text } from './common-sql';
import { defaultYear } from './site-data';

/**
 * Quotas from the register extract (`kvoter.csv`, derived into `quota_lines`) with the catch counted
 * against each line, and what was landed per species and quota type. A quota is shown as published:
 * tonnes, or a quota factor that is never turned into a tonnage; remaining and share fished exist only
 * for tonnes.
 */

export type { QuotaLine };

/** A store made before quotas were ingested has no quota table: it answers as having no quotas. */
function hasQuotaTable(): Promise<boolean> {
  return storeHasTable('quota_lines');
}

const QUOTA_LINE_COLUMNS = `q.vessel_id, q.year, q.line_number, q.line_description, q.licence_code, q.licence,
  q.species_code, q.species, q.size, q.unit, q.quota_weight, q.catch_weight, q.catch_source`;

export function quotaLineOf(row: Row): QuotaLine {
  const quotaWeight = numOrNull(row.quota_weight);
  const catchWeight = numOrNull(row.catch_weight);
  const tonnes = row.unit === 'tonnes' && quotaWeight !== null;
  return {
    boatId: String(row.vessel_id),
    year: num(row.year),
    lineNumber: String(row.line_number),
    description: text(row.line_description),
    licenceCode: text(row.licence_code),
    licence: text(row.licence),
    speciesCode: text(row.species_code),
    species: text(row.species),
    size: num(row.size),
    unit: row.unit === 'factor' ? 'factor' : 'tonnes',
    quotaWeight: tonnes ? round2(quotaWeight) : null,
    catchWeight: catchWeight === null ? null : round2(catchWeight),
    catchSource: row.catch_source === 'fangst' || row.catch_source === 'landings' ? row.catch_source : null,
    remainingWeight: tonnes && catchWeight !== null ? round2(quotaWeight - catchWeight) : null,
    shareFished:
      tonnes && catchWeight !== null && quotaWeight > 0
        ? Math.round((catchWeight / quotaWeight) * 10000) / 10000
        : null,
  };
}

async function quotaLines(where: string, params: Record<string, string | number>): Promise<QuotaLine[]> {
  if (!(await hasQuotaTable())) return [];
  const rows = await queryStore(
    `select ${QUOTA_LINE_COLUMNS} from quota_lines q where ${where}
     order by q.vessel_id, try_cast(q.line_number as integer), q.line_number`,
    params,
  );
  return rows.map(quotaLineOf);
}

export interface SpeciesQuota {
  /** Art - FDIR code and name. */
  code: string;
  name: string | null;
  /** Round weight (kg) landed in the year. */
  landedWeight: number;
  /** Kg of quota in tonnes for the species (sum of its lines), and kg left; null: no quota in tonnes. */
  quota: number | null;
  remaining: number | null;
}

export interface BoatQuota {
  boatId: string;
  year: number;
  totalWeight: number;
  /** Heaviest first. */
  species: SpeciesQuota[];
  /** The boat's quota lines in the year, by line number. */
  lines: QuotaLine[];
  /** Years with quota lines for the boat, newest first. */
  quotaYears: number[];
}

/**
 * Round weight per species of the lines, heaviest first, then by code; lines without a species code
 * are left out. The name is that of the species' latest line (the register renames species now and then).
 */
function landedBySpecies(
  lines: readonly BoatLine[],
): { code: string; name: string | null; weight: number }[] {
  const bySpecies = new Map<string, { code: string; name: string | null; weight: number; latest: string }>();
  for (const line of lines) {
    if (line.speciesCode == null) continue;
    const species = bySpecies.get(line.speciesCode);
    if (!species) {
      bySpecies.set(line.speciesCode, {
        code: line.speciesCode,
        name: line.species,
        weight: line.roundWeight ?? 0,
        latest: line.landingDate,
      });
      continue;
    }
    species.weight += line.roundWeight ?? 0;
    // Like SQL's arg_max: a line without a name does not count, the first of equal dates wins.
    if (line.species != null && (species.name == null || line.landingDate > species.latest)) {
      species.latest = line.landingDate;
      species.name = line.species;
    }
  }
  return [...bySpecies.values()]
    .map(({ code, name, weight }) => ({ code, name, weight }))
    .sort((a, b) => b.weight - a.weight || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** A boat's quota lines and landed weight per species in a year (default the latest); null for an unknown boat. */
export async function boatQuota(id: string, year?: number): Promise<BoatQuota | null> {
  if (!(await boatExists(id))) return null;
  const theYear = year ?? (await defaultYear());
  return cachedQuery('boat-quota', { id, year: theYear }, async () => {
    // The year's lines are those of the boat page's default period (the year of the last landing), so
    // the species totals usually cost no query. The boat's quota lines of every year (a few dozen) are
    // one read, run alongside: the year's lines and the years that have any come from it.
    const [yearLines, allLines] = await Promise.all([
      boatPeriodLines(id, { from: `${theYear}-01-01`, to: `${theYear}-12-31` }),
      quotaLines('q.vessel_id = $id', { id }),
    ]);
    const lines = allLines.filter((line) => line.year === theYear);
    const quotaYears = [...new Set(allLines.map((line) => line.year))].sort((a, b) => b - a);
    const species = landedBySpecies(yearLines);
    const list = species.map((row) => {
      const code = row.code;
      const speciesLines = lines.filter((line) => line.speciesCode === code && line.quotaWeight !== null);
      const quota = speciesLines.length
        ? round2(speciesLines.reduce((sum, line) => sum + line.quotaWeight!, 0))
        : null;
      const counted = speciesLines.reduce((sum, line) => sum + (line.catchWeight ?? 0), 0);
      return {
        code,
        name: text(row.name),
        landedWeight: round2(row.weight),
        quota,
        remaining: quota === null ? null : round2(quota - counted),
      };
    });
    return {
      boatId: id,
      year: theYear,
      totalWeight: round2(list.reduce((sum, s) => sum + s.landedWeight, 0)),
      species: list,
      lines,
      quotaYears,
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

export interface OwnerQuotas {
  year: number;
  /** The owner's vessels with quotas in the year, held directly (depth 0) or through companies. */
  vessels: { boatId: string; name: string | null; registrationMark: string | null; depth: number }[];
  lines: QuotaLine[];
}

/** The quotas of every vessel an owner holds today, directly or through companies, in a year. */
export async function ownerQuotas(ownerId: string, year?: number): Promise<OwnerQuotas> {
  if (!(await hasQuotaTable())) return { year: year ?? (await defaultYear()), vessels: [], lines: [] };
  const newest = numOrNull(
    (
      await queryStore(
        `select max(q.year) as year from quota_lines q join owner_chains c on c.vessel_id = q.vessel_id
         where c.owner_id = $1`,
        [ownerId],
      )
    )[0]?.year,
  );
  const theYear = year ?? newest ?? (await defaultYear());
  return cachedQuery('owner-quotas', { ownerId, year: theYear }, async () => {
    const vessels = await queryStore(
      `select c.vessel_id, b.name, b.registration_mark, min(c.depth)::integer as depth
       from owner_chains c join boats b on b.vessel_id = c.vessel_id
       where c.owner_id = $owner and exists (select 1 from quota_lines q where q.vessel_id = c.vessel_id and q.year = $year)
       group by all order by b.name, c.vessel_id`,
      { owner: ownerId, year: theYear },
    );
    const lines = await quotaLines(
      'q.year = $year and q.vessel_id in (select vessel_id from owner_chains where owner_id = $owner)',
      { owner: ownerId, year: theYear },
    );
    return {
      year: theYear,
      vessels: vessels.map((row) => ({
        boatId: String(row.vessel_id),
        name: text(row.name),
        registrationMark: text(row.registration_mark),
        depth: num(row.depth),
      })),
      lines,
    };
  });
}
