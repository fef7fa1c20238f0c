import 'server-only';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { uniqueSlugs } from '@/lib/seo/slug';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, numOrNull, round2, text } from '@/lib/store/values';
import type { KeyFigurePeriod } from '../key-figures';
import {
  comparedYears,
  PLACE_FIGURES_SQL,
  placeFiguresOf,
  seasonOf,
  SEASON_WEEK,
  type NamedWeight,
  type PlaceFigures,
  type Season,
} from './species-page';
import { valueCoverageOf } from '../entity-rows';

/**
 * The municipality pages (/kommune/{slug}): every landing municipality of the notes, and what a page
 * shows of one — what was landed there (key figures, season, species, gear), its mottak, and the boats
 * whose home it is — from lib/store/ingest/read-models/species-place-tables.ts, the landing cubes and the boats.
 *
 * Municipality numbers changed with the 2020 and 2024 reforms (lib/fiskeridir/code-lists.ts): a page
 * is a municipality by its name, and covers every number the notes gave it (Båtsfjord was 2028 until
 * 2019, 5443 from 2020 to 2023 and 5632 since), so its history reads as one place. A merger that made
 * a new municipality of several (Ålesund in 2020) leaves the old ones their own pages under their names.
 */

export interface MunicipalityEntry {
  slug: string;
  /** As readers write it: `Båtsfjord`, `Herøy i Nordland`. */
  name: string;
  /** Every landing municipality number the notes gave it, the newest first. */
  codes: string[];
  county: string | null;
  /** Round weight (kg) landed there over all years: the directory's order. */
  weight: number;
}

/** Every landing municipality, the most landed first, each with its unique address. */
export async function municipalityDirectory(): Promise<MunicipalityEntry[]> {
  return cachedQuery('municipality-directory', {}, async () => {
    const rows = await queryStore(
      `with codes as (
         select landing_municipality_code as code, arg_max(landing_municipality, landing_date) as name,
           max(landing_date) as last, sum(round_weight) as weight
         from municipality_days group by landing_municipality_code
       )
       select upper(trim(c.name)) as key, arg_max(c.name, c.last) as name,
         list(c.code order by c.last desc, c.code desc) as codes, sum(c.weight) as weight,
         arg_max(m.county, c.last) as county
       from codes c left join municipalities m on m.code = c.code
       where c.name is not null group by 1 order by weight desc nulls last, key`,
    );
    const entries = rows.map((row) => ({
      name: formatMunicipalityName(String(row.name)),
      codes: ((row.codes as unknown[]) ?? []).map(String),
      county: text(row.county),
      weight: round2(num(row.weight)),
    }));
    const slugs = uniqueSlugs(
      entries,
      (entry) => entry.name,
      (entry) => entry.codes[0],
    );
    return entries.map((entry, i) => ({ ...entry, slug: slugs[i] }));
  });
}

/** The municipality an address names: by its slug, or by one of its numbers (redirected to the slug). */
export async function findMunicipalityPage(slugOrCode: string): Promise<MunicipalityEntry | null> {
  const wanted = slugOrCode.trim().toLowerCase();
  const all = await municipalityDirectory();
  return (
    all.find((entry) => entry.slug === wanted) ??
    all.find((entry) => entry.codes.includes(wanted.padStart(4, '0'))) ??
    null
  );
}

/** The municipality's numbers as a SQL list of literals (they are the store's own codes: digits only). */
const codeList = (codes: readonly string[]) =>
  codes
    .filter((code) => /^\d{1,6}$/.test(code))
    .map((code) => `'${code}'`)
    .join(', ') || "''";

/** The years something was landed in the municipality, newest first. */
export async function municipalityYears(codes: readonly string[]): Promise<number[]> {
  return cachedQuery('municipality-years', { codes: codes.join(',') }, async () => {
    const rows = await queryStore(
      `select distinct year(landing_date)::integer as year from municipality_days
       where landing_municipality_code in (${codeList(codes)}) order by year desc`,
    );
    return rows.map((row) => num(row.year));
  });
}

/** What was landed in the municipality in the period: weight, value and its coverage, notes, kr/kg. */
export async function municipalityFigures(
  codes: readonly string[],
  period: KeyFigurePeriod,
): Promise<PlaceFigures> {
  return cachedQuery(
    'municipality-figures',
    { codes: codes.join(','), from: period.from, to: period.to },
    async () => {
      const [row] = await queryStore(
        `select ${PLACE_FIGURES_SQL} from municipality_days
       where landing_municipality_code in (${codeList(codes)}) and landing_date between $from::date and $to::date`,
        { from: period.from, to: period.to },
      );
      return placeFiguresOf(row);
    },
  );
}

/** The weight landed in the municipality week by week in `year` and the years before it. */
export async function municipalitySeason(
  codes: readonly string[],
  year: number,
  lastDate: string | null,
): Promise<Season> {
  const years = comparedYears(year, await municipalityYears(codes));
  return cachedQuery(
    'municipality-season',
    { codes: codes.join(','), years: years.join(','), lastDate },
    async () => {
      const rows = await queryStore(
        `select year(landing_date)::integer as year, ${SEASON_WEEK('landing_date')} as week,
           sum(round_weight) as weight
         from municipality_days
         where landing_municipality_code in (${codeList(codes)}) and year(landing_date) in (${years.map(Number).join(', ')})
         group by all`,
      );
      return seasonOf(rows, years, lastDate);
    },
  );
}

export interface MunicipalitySpecies extends NamedWeight {
  value: number | null;
  pricedWeight: number;
}

/** What was landed there in the year per species, heaviest first (the landing cube's year cells). */
export async function municipalitySpecies(
  codes: readonly string[],
  year: number,
): Promise<MunicipalitySpecies[]> {
  return cachedQuery('municipality-species', { codes: codes.join(','), year }, async () => {
    const rows = await queryStore(
      `select c.species_fdir_code as code, any_value(v.label) as name, sum(c.weight) as weight,
         sum(c.value) as value, sum(c.priced_weight) as priced_weight
       from landing_cube_receiver_species_years c
       left join code_values v on v.category = 'fish' and v.code = c.species_fdir_code
       where c.start = make_date($year, 1, 1) and c.landing_municipality_code in (${codeList(codes)})
       group by c.species_fdir_code order by weight desc, code`,
      { year },
    );
    return rows.map((row) => {
      const { value, pricedWeight } = valueCoverageOf(row);
      return {
        code: text(row.code),
        name: text(row.name),
        weight: round2(num(row.weight)),
        landings: null,
        value,
        pricedWeight,
      };
    });
  });
}

/** The gear groups that landed there in the year, heaviest first. */
export async function municipalityGears(codes: readonly string[], year: number): Promise<NamedWeight[]> {
  return cachedQuery('municipality-gears', { codes: codes.join(','), year }, async () => {
    const rows = await queryStore(
      `select c.gear_group_code as code, any_value(v.label) as name, sum(c.weight) as weight
       from landing_cube_boats_years c
       left join code_values v on v.category = 'fishingGear' and v.code = c.gear_group_code
       where c.start = make_date($year, 1, 1) and c.landing_municipality_code in (${codeList(codes)})
       group by c.gear_group_code order by weight desc, code`,
      { year },
    );
    return rows.map((row) => ({
      code: text(row.code),
      name: text(row.name),
      weight: round2(num(row.weight)),
      landings: null,
    }));
  });
}

export interface MunicipalityStation {
  id: string;
  name: string | null;
  weight: number;
}

/** The mottak that received landings there in the year, heaviest first. */
export async function municipalityStations(
  codes: readonly string[],
  year: number,
): Promise<MunicipalityStation[]> {
  return cachedQuery('municipality-stations', { codes: codes.join(','), year }, async () => {
    const rows = await queryStore(
      `select c.station_id as id, any_value(s.name) as name, sum(c.weight) as weight
       from landing_cube_receiver_species_years c left join stations s on s.station_id = c.station_id
       where c.start = make_date($year, 1, 1) and c.station_id is not null
         and c.landing_municipality_code in (${codeList(codes)})
       group by c.station_id order by weight desc, id`,
      { year },
    );
    return rows.map((row) => ({ id: String(row.id), name: text(row.name), weight: round2(num(row.weight)) }));
  });
}

export interface HomeBoat {
  id: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
  gearGroup: string | null;
  /** Round weight (kg) it landed in the year, anywhere; 0 when it landed nothing. */
  weight: number;
  lastLanding: string | null;
}

/** The boats whose home municipality it is (the register's, else the notes'), the most landed in the year first. */
export async function municipalityHomeBoats(codes: readonly string[], year: number): Promise<HomeBoat[]> {
  return cachedQuery('municipality-home-boats', { codes: codes.join(','), year }, async () => {
    const rows = await queryStore(
      `select b.vessel_id as id, b.name, b.registration_mark, b.length, b.gear_group,
         coalesce(y.round_weight, 0) as weight, strftime(b.last_landing, '%Y-%m-%d') as last_landing
       from boats b left join boat_years y on y.vessel_id = b.vessel_id and y.year = $year
       where b.municipality_code in (${codeList(codes)})
       order by weight desc, b.last_landing desc nulls last, b.vessel_id`,
      { year },
    );
    return rows.map((row) => ({
      id: String(row.id),
      name: text(row.name),
      registrationMark: text(row.registration_mark),
      length: numOrNull(row.length),
      gearGroup: text(row.gear_group),
      weight: round2(num(row.weight)),
      lastLanding: text(row.last_landing),
    }));
  });
}
