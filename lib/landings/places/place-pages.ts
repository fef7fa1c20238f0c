import 'server-only';
import { osloToday, resolvePeriod, type PeriodChoice } from '@/lib/url-state/detail-period';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { landingRowOf, type RawRow } from '../landing-query/rows';
import { rowNamesOf } from '../landing-query/sql';
import type { LandingRow, RowKind } from '../landing-query/types';
import {
  findMunicipalityPage,
  municipalityDirectory,
  municipalityFigures,
  municipalityGears,
  municipalityHomeBoats,
  municipalitySeason,
  municipalitySpecies,
  municipalityStations,
  municipalityYears,
  type HomeBoat,
  type MunicipalityEntry,
  type MunicipalitySpecies,
  type MunicipalityStation,
} from './municipality-page';
import { slugOf } from '@/lib/seo/slug';
import { storeFacts } from '../site-data';
import {
  findSpeciesPage,
  speciesDirectory,
  speciesAreas,
  speciesFigures,
  speciesGears,
  speciesMonthPrices,
  speciesSeason,
  speciesYears,
  type MonthPrice,
  type NamedWeight,
  type PlaceFigures,
  type Season,
  type SpeciesEntry,
} from './species-page';

/**
 * What a species page and a municipality page show, each as one read: the page, its metadata and its
 * API answer (`/api/species/{slug}`, `/api/municipalities/{slug}`) are made of the same object. The
 * period is the page's: `year`, else the newest year with data (lib/url-state/detail-period.ts).
 */

/** Rows of each top list a page shows; its download reads every row. */
export const PLACE_TOP_ROWS = 10;

/** The first rows of a top list, and how many rows it has in all. */
export interface PlaceTopList {
  rows: LandingRow[];
  total: number;
}

/** What both kinds of page show of their year: its period, key figures and season, and the years to choose. */
interface PlacePageYear {
  namesakes: Namesake[];
  year: number;
  years: number[];
  period: PeriodChoice;
  figures: PlaceFigures;
  season: Season;
}

export interface SpeciesPageData extends PlacePageYear {
  species: SpeciesEntry;
  gears: NamedWeight[];
  areas: NamedWeight[];
  prices: MonthPrice[];
  topBoats: PlaceTopList;
  topBuyers: PlaceTopList;
  topStations: PlaceTopList;
  topMunicipalities: PlaceTopList;
}

/**
 * Other pages whose name makes the same address (two species both called so, say): the most landed
 * keeps the plain address and links from a name lead there, so its page names the others.
 */
export interface Namesake {
  slug: string;
  name: string;
  code: string;
}

export function namesakesOf<T extends { slug: string; name: string }>(
  entry: T,
  all: readonly T[],
  code: (entry: T) => string,
): Namesake[] {
  const base = slugOf(entry.name);
  return all
    .filter((other) => other.slug !== entry.slug && slugOf(other.name) === base)
    .map((other) => ({ slug: other.slug, name: other.name, code: code(other) }));
}

/** Whose top list: a species (its code) or a landing municipality (every number it has had). */
export interface PlaceScope {
  kind: 'species' | 'municipality';
  codes: readonly string[];
}

/**
 * A page of a place's top list of `kind` rows in `year`, heaviest first (ties by id, as the landing
 * query orders them), with the rows' names joined as the landing query joins them, and how many rows
 * the list has in all. Read from place_top_years (lib/store/ingest/read-models/species-place-tables.ts).
 */
export async function placeTopList(
  year: number,
  place: PlaceScope,
  kind: RowKind,
  count: number,
  page = 1,
): Promise<PlaceTopList> {
  const codes = place.codes.filter((code) => /^[\w-]{1,20}$/.test(code));
  const key = { year, place: place.kind, codes: codes.join(','), kind, count, page };
  return cachedQuery('place-top-list', key, async () => {
    const { joins, names } = rowNamesOf(kind);
    const rows = await queryStore<RawRow>(
      `with r as (
         select id, sum(total_weight) as total_weight, sum(price) as price, sum(priced_weight) as priced_weight,
           max(last_date) as last_date, sum(boats) as boats, sum(stations) as stations, sum(landings) as landings
         from place_top_years
         where place_kind = $place and row_kind = $kind and year = $year
           and place in (${codes.map((code) => `'${code}'`).join(', ') || "''"})
         group by id
       ), page as (
         select *, count(*) over ()::integer as total_rows from r
         order by total_weight desc nulls last, id asc limit $limit offset $offset
       )
       select r.id, null as period, r.total_weight, r.price, r.priced_weight, cast(r.last_date as varchar) as last_date,
         r.total_rows, null::double as period_weight, null::double as ranked_weight, r.boats, r.stations,
         r.landings, ${names.join(', ')}
       from page r ${joins}
       order by r.total_weight desc nulls last, r.id asc`,
      { place: place.kind, kind, year, limit: count, offset: (page - 1) * count },
    );
    return { rows: rows.map((row) => landingRowOf(kind, row)), total: Number(rows[0]?.total_rows ?? 0) };
  });
}

const pageYear = (period: PeriodChoice) => period.year ?? Number(period.to.slice(0, 4));

function periodOf(year: string | number | undefined, dataYears: number[]): PeriodChoice {
  return resolvePeriod({ year: year == null ? undefined : String(year) }, { today: osloToday(), dataYears });
}

export async function speciesPageData(
  slugOrCode: string,
  year?: string | number,
): Promise<SpeciesPageData | null> {
  const species = await findSpeciesPage(slugOrCode);
  if (!species) return null;
  const years = await speciesYears(species.code);
  const period = periodOf(year, years);
  const theYear = pageYear(period);
  const top = (kind: RowKind) =>
    placeTopList(theYear, { kind: 'species', codes: [species.code] }, kind, PLACE_TOP_ROWS);
  const facts = await storeFacts();
  const [figures, season, gears, areas, prices, boats, buyers, stations, municipalities] = await Promise.all([
    speciesFigures(species.code, period),
    speciesSeason(species.code, theYear, facts.lastDate),
    speciesGears(species.code, period),
    speciesAreas(species.code, theYear),
    speciesMonthPrices(species.code, theYear),
    top('boat'),
    top('buyer'),
    top('station'),
    top('municipality'),
  ]);
  return {
    species,
    namesakes: namesakesOf(species, await speciesDirectory(), (entry) => entry.code),
    year: theYear,
    years,
    period,
    figures,
    season,
    gears,
    areas,
    prices,
    topBoats: boats,
    topBuyers: buyers,
    topStations: stations,
    topMunicipalities: municipalities,
  };
}

export interface MunicipalityPageData extends PlacePageYear {
  municipality: MunicipalityEntry;
  species: MunicipalitySpecies[];
  gears: NamedWeight[];
  stations: MunicipalityStation[];
  topBoats: PlaceTopList;
  homeBoats: HomeBoat[];
}

export async function municipalityPageData(
  slugOrCode: string,
  year?: string | number,
): Promise<MunicipalityPageData | null> {
  const municipality = await findMunicipalityPage(slugOrCode);
  if (!municipality) return null;
  const { codes } = municipality;
  const years = await municipalityYears(codes);
  const period = periodOf(year, years);
  const theYear = pageYear(period);
  const facts = await storeFacts();
  const [figures, season, species, gears, stations, boats, homeBoats] = await Promise.all([
    municipalityFigures(codes, period),
    municipalitySeason(codes, theYear, facts.lastDate),
    municipalitySpecies(codes, theYear),
    municipalityGears(codes, theYear),
    municipalityStations(codes, theYear),
    placeTopList(theYear, { kind: 'municipality', codes }, 'boat', PLACE_TOP_ROWS),
    municipalityHomeBoats(codes, theYear),
  ]);
  return {
    municipality,
    namesakes: namesakesOf(municipality, await municipalityDirectory(), (entry) => entry.codes[0]),
    year: theYear,
    years,
    period,
    figures,
    season,
    species,
    gears,
    stations,
    topBoats: boats,
    homeBoats,
  };
}
