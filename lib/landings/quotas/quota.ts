import 'server-only';
import type { QuotaLine } from '@/lib/api/contract/quotas';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatExists } from '../boats/boats';
import { num, numOrNull, round2, text } from '@/lib/store/values';
import { storeHasTable } from '../store-lookups';
import { defaultYear } from '../site-data';

/**
 * Quotas from the register extract (`kvoter.csv`, derived into `quota_lines`) with the catch counted
 * against each line, and what was landed per species and quota type. A quota is shown as published:
 * tonnes, or a quota factor that is never turned into a tonnage; remaining and share fished exist only
 * for tonnes.
 */

export type { QuotaLine };

/** A store made before quotas were ingested has no quota table: it answers as having no quotas. */
export function hasQuotaTable(): Promise<boolean> {
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

export async function quotaLines(
  where: string,
  params: Record<string, string | number>,
): Promise<QuotaLine[]> {
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
 * Round weight per species the boat landed in the year, heaviest first, then by code (its rows of the
 * year in the boat_year_species read model); lines without a species code are left out. The name is
 * that of the species' latest landing (the register renames species now and then).
 */
async function landedBySpecies(
  id: string,
  year: number,
): Promise<{ code: string; name: string | null; weight: number }[]> {
  const rows = await queryStore(
    `select species_fdir_code as code, species_fdir as name, coalesce(round_weight, 0) as weight
     from boat_year_species where vessel_id = $id and year = $year and species_fdir_code is not null
     order by weight desc, code`,
    { id, year },
  );
  return rows.map((row) => ({ code: String(row.code), name: text(row.name), weight: num(row.weight) }));
}

/** A boat's quota lines and landed weight per species in a year (default the latest); null for an unknown boat. */
export async function boatQuota(id: string, year?: number): Promise<BoatQuota | null> {
  if (!(await boatExists(id))) return null;
  const theYear = year ?? (await defaultYear());
  return cachedQuery('boat-quota', { id, year: theYear }, async () => {
    // The boat's quota lines of every year (a few dozen) are one read: the year's lines and the years
    // that have any come from it.
    const [species, allLines] = await Promise.all([
      landedBySpecies(id, theYear),
      quotaLines('q.vessel_id = $id', { id }),
    ]);
    const lines = allLines.filter((line) => line.year === theYear);
    const quotaYears = [...new Set(allLines.map((line) => line.year))].sort((a, b) => b - a);
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

export interface OwnerQuotas {
  year: number;
  /** The owner's vessels with quotas in the year, held directly (depth 0) or through companies. */
  vessels: { boatId: string; name: string | null; registrationMark: string | null; depth: number }[];
  lines: QuotaLine[];
}

/**
 * The quotas of every vessel an owner holds today, directly or through companies, in a year (default
 * the newest year any of them has quota lines in): the owner's rows of owner_quota_vessels
 * (lib/store/ingest/read-models/owner-tables.ts) and those vessels' lines.
 */
export async function ownerQuotas(ownerId: string, year?: number): Promise<OwnerQuotas> {
  if (!(await hasQuotaTable())) return { year: year ?? (await defaultYear()), vessels: [], lines: [] };
  return cachedQuery('owner-quotas', { ownerId, year: year ?? null }, async () => {
    const rows = await queryStore(
      `select year, vessel_id, name, registration_mark, depth from owner_quota_vessels where owner_id = $1
       order by year desc, name, vessel_id`,
      [ownerId],
    );
    const theYear = year ?? (rows.length > 0 ? num(rows[0].year) : await defaultYear());
    const vessels = rows.filter((row) => num(row.year) === theYear);
    const lines =
      vessels.length === 0
        ? []
        : await quotaLines(
            `q.year = $year and q.vessel_id in (select vessel_id from owner_quota_vessels
               where owner_id = $owner and year = $year)`,
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
