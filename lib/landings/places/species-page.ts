import 'server-only';
import {
  findByCode,
  findSpecies as findSpeciesInCodeList,
  SPECIES_GROUPS,
} from '@/lib/fiskeridir/code-lists';
import { uniqueSlugs } from '@/lib/seo/slug';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num, numOrNull, round2, text } from '@/lib/store/values';
import type { KeyFigurePeriod, KeyFigures } from '../key-figures';
import { keyFiguresOf } from '../key-figures-row';
import { valuePerKg } from '../value-coverage';

/**
 * The species pages (/art/{slug}): every species the landing notes name, by an address made from its
 * name, and what a page shows of one — its key figures, its season week by week, where it was caught,
 * with which gear, and its price per month — summed from the read models of
 * lib/store/ingest/read-models/species-place-tables.ts and landing_days. The top lists of boats, buyers, mottak and
 * municipalities are read in ./place-pages.ts, as the landing query sums them.
 */

export interface SpeciesEntry {
  /** Art - FDIR (kode). */
  code: string;
  name: string;
  slug: string;
  /** Art - gruppe, from the code list where it knows the species. */
  group: string | null;
  /** Round weight (kg) landed over all years: the directory's order. */
  weight: number;
}

/** Every species with landings, the most landed first, each with its unique address. */
export async function speciesDirectory(): Promise<SpeciesEntry[]> {
  return cachedQuery('species-directory', {}, async () => {
    const rows = await queryStore(
      `select species_fdir_code as code, arg_max(species_fdir, landing_date) as name,
         sum(round_weight) as weight
       from species_days group by species_fdir_code
       order by weight desc nulls last, code`,
    );
    const entries = rows.map((row) => {
      const code = String(row.code);
      const listed = findSpeciesInCodeList(code);
      return {
        code,
        name: text(row.name) ?? listed?.name ?? `Art ${code}`,
        group: listed ? (findByCode(SPECIES_GROUPS, listed.groupCode)?.name ?? null) : null,
        weight: round2(num(row.weight)),
      };
    });
    const slugs = uniqueSlugs(
      entries,
      (entry) => entry.name,
      (entry) => entry.code,
    );
    return entries.map((entry, i) => ({ ...entry, slug: slugs[i] }));
  });
}

/** The species an address names: by its slug, or by its code (which the page redirects to the slug). */
export async function findSpeciesPage(slugOrCode: string): Promise<SpeciesEntry | null> {
  const wanted = slugOrCode.trim().toLowerCase();
  const all = await speciesDirectory();
  return all.find((entry) => entry.slug === wanted) ?? all.find((entry) => entry.code === wanted) ?? null;
}

/** The years the species was landed in, newest first. */
export async function speciesYears(code: string): Promise<number[]> {
  return cachedQuery('species-years', { code }, async () => {
    const rows = await queryStore(
      `select distinct year(landing_date)::integer as year from species_days where species_fdir_code = $code
       order by year desc`,
      { code },
    );
    return rows.map((row) => num(row.year));
  });
}

export interface PlaceFigures extends KeyFigures {
  /** Value per kg over the weight whose value is known (lib/landings/value-coverage.ts). */
  pricePerKg: number | null;
}

/** One row of key figures summed over a `*_days` table (lib/store/ingest/read-models/species-place-tables.ts). */
export const PLACE_FIGURES_SQL = `coalesce(sum(round_weight), 0) as weight, sum(value) as value,
  coalesce(sum(priced_weight), 0) as priced_weight, coalesce(sum(landings), 0)::integer as landings,
  coalesce(sum(priced_landings), 0)::integer as priced_landings, ${isoDate('max(landing_date)')} as last_landing`;

/** Key figures from a one-row sum over a `*_days` table. */
export function placeFiguresOf(row: Record<string, unknown> | undefined): PlaceFigures {
  const figures = keyFiguresOf(row);
  return { ...figures, pricePerKg: valuePerKg(figures) };
}

/** What was landed of the species in the period: weight, value and its coverage, notes, kr/kg. */
export async function speciesFigures(code: string, period: KeyFigurePeriod): Promise<PlaceFigures> {
  return cachedQuery('species-figures', { code, from: period.from, to: period.to }, async () => {
    const [row] = await queryStore(
      `select ${PLACE_FIGURES_SQL} from species_days
       where species_fdir_code = $code and landing_date between $from::date and $to::date`,
      { code, from: period.from, to: period.to },
    );
    return placeFiguresOf(row);
  });
}

/**
 * The week of the year a landing day counts in: its ISO week, except that the first days of January
 * count in week 1 and the last of December in week 53, so every day stays in its own year's season.
 */
export const SEASON_WEEK = (date: string) =>
  `case when month(${date}) = 1 and week(${date}) > 50 then 1
     when month(${date}) = 12 and week(${date}) = 1 then 53 else week(${date}) end`;

/** Weeks of a season chart: 1–53. */
export const SEASON_WEEKS = 53;

export interface Season {
  /** The years compared, the page's year first. */
  years: number[];
  /** Per year, round weight (kg) per week (index 0 is week 1); null for weeks after the data's last day. */
  weights: (number | null)[][];
}

/**
 * The season of `rows` (year, week, weight) for `years`: a week with no landing weighs 0, and the weeks
 * after `lastDate` (the data's last day) have no value yet.
 */
export function seasonOf(
  rows: readonly Record<string, unknown>[],
  years: number[],
  lastDate: string | null,
): Season {
  const weights = years.map((year) => {
    const values: (number | null)[] = Array.from({ length: SEASON_WEEKS }, () => 0);
    if (lastDate && Number(lastDate.slice(0, 4)) === year) {
      const lastWeek = seasonWeekOf(lastDate);
      for (let week = lastWeek; week < SEASON_WEEKS; week++) values[week] = null;
    }
    return values;
  });
  for (const row of rows) {
    const index = years.indexOf(num(row.year));
    const week = num(row.week);
    if (index < 0 || week < 1 || week > SEASON_WEEKS || weights[index][week - 1] === null) continue;
    weights[index][week - 1] = round2(num(row.weight));
  }
  return { years, weights };
}

/** The season week of a date (yyyy-MM-dd), as SEASON_WEEK counts it. */
export function seasonWeekOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const firstThursday = new Date(Date.UTC(thursday.getUTCFullYear(), 0, 4));
  const week =
    1 +
    Math.round(
      ((thursday.getTime() - firstThursday.getTime()) / 86_400_000 -
        3 +
        ((firstThursday.getUTCDay() + 6) % 7)) /
        7,
    );
  const month = day.getUTCMonth() + 1;
  if (month === 1 && week > 50) return 1;
  if (month === 12 && week === 1) return 53;
  return week;
}

/** The years a season chart compares: the page's year, and up to three before it with data. */
export function comparedYears(year: number, years: readonly number[]): number[] {
  return [year, ...years.filter((y) => y < year).slice(0, 3)];
}

/** The species' weight week by week in `year` and the years before it. */
export async function speciesSeason(code: string, year: number, lastDate: string | null): Promise<Season> {
  const years = comparedYears(year, await speciesYears(code));
  return cachedQuery('species-season', { code, years: years.join(','), lastDate }, async () => {
    const rows = await queryStore(
      `select year(landing_date)::integer as year, ${SEASON_WEEK('landing_date')} as week, sum(round_weight) as weight
       from species_days where species_fdir_code = $code and year(landing_date) in (${years.map(Number).join(', ')})
       group by all`,
      { code },
    );
    return seasonOf(rows, years, lastDate);
  });
}

export interface NamedWeight {
  code: string | null;
  name: string | null;
  weight: number;
  /** Landing notes, where the read model counts them. */
  landings: number | null;
}

/** The gear groups the species was caught with in the period, heaviest first. */
export async function speciesGears(code: string, period: KeyFigurePeriod): Promise<NamedWeight[]> {
  return cachedQuery('species-gears', { code, from: period.from, to: period.to }, async () => {
    const rows = await queryStore(
      `select gear_group_code as code, arg_max(gear_group, landing_date) as name, sum(round_weight) as weight
       from landing_days where species_fdir_code = $code and landing_date between $from::date and $to::date
       group by gear_group_code order by weight desc, code`,
      { code, from: period.from, to: period.to },
    );
    return rows.map((row) => ({
      code: text(row.code),
      name: text(row.name),
      weight: round2(num(row.weight)),
      landings: null,
    }));
  });
}

/** The main catch areas of the species in the year, heaviest first. */
export async function speciesAreas(code: string, year: number): Promise<NamedWeight[]> {
  return cachedQuery('species-areas', { code, year }, async () => {
    const rows = await queryStore(
      `select main_area_code as code, main_area as name, round_weight as weight, landings
       from species_area_years where year = $year and species_fdir_code = $code
       order by round_weight desc, main_area_code`,
      { code, year },
    );
    return rows.map((row) => ({
      code: text(row.code),
      name: text(row.name),
      weight: round2(num(row.weight)),
      landings: num(row.landings),
    }));
  });
}

export interface MonthPrice {
  /** yyyy-MM */
  month: string;
  weight: number;
  /** Kr per kg round weight over the weight whose value is published; null while it is withheld. */
  pricePerKg: number | null;
  pricedWeight: number;
}

/** Years the price table covers, the page's year last: the value is published a year after the landing, so the year before is the one with prices while the page's year is under way. */
export const PRICE_YEARS = 2;

/**
 * The species' price per kg round weight month by month in the page's year and the year before,
 * newest month first (the values the notes give).
 */
export async function speciesMonthPrices(code: string, year: number): Promise<MonthPrice[]> {
  return cachedQuery('species-month-prices', { code, year }, async () => {
    const rows = await queryStore(
      `select strftime(landing_date, '%Y-%m') as month, sum(round_weight) as weight, sum(value) as value,
         coalesce(sum(priced_weight), 0) as priced_weight
       from species_days where species_fdir_code = $code and year(landing_date) between $first and $year
       group by 1 order by 1 desc`,
      { code, year, first: year - PRICE_YEARS + 1 },
    );
    return rows.map((row) => {
      const total = {
        value: numOrNull(row.value),
        weight: num(row.weight),
        pricedWeight: num(row.priced_weight),
      };
      return {
        month: String(row.month),
        weight: round2(total.weight),
        pricedWeight: round2(total.pricedWeight),
        pricePerKg: valuePerKg(total),
      };
    });
  });
}
