import 'server-only';
import { osloToday, resolvePeriod, type PeriodChoice } from '@/lib/url-state/detail-period';
import { runLandingQuery } from './landing-query';
import { ROW_KIND_NAMES, type LandingRow, type RowKind } from './landing-query-types';
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
import { storeFacts } from './site-data';
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

/** Rows of each top list a page shows; its download reads every row (the landing query's pages). */
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

/** A page of a top list of `filters` in the period, from the landing query. */
export async function placeTopList(
  period: Pick<PeriodChoice, 'from' | 'to'>,
  filters: { Fish?: string[]; OffloadTown?: string[] },
  kind: RowKind,
  count: number,
  page = 1,
): Promise<PlaceTopList> {
  const { rows, total } = await runLandingQuery({
    FromDate: period.from,
    ToDate: period.to,
    ...filters,
    OffloadGrouping: ROW_KIND_NAMES[kind],
    Count: count,
    PageNo: page,
  });
  return { rows, total };
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
  const top = (kind: RowKind) => placeTopList(period, { Fish: [species.code] }, kind, PLACE_TOP_ROWS);
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
    placeTopList(period, { OffloadTown: codes }, 'boat', PLACE_TOP_ROWS),
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
