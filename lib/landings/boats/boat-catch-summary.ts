import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num, round2, text } from '@/lib/store/values';
import { valueCoverageOf } from '../entity-rows';

/**
 * What the boat page (/boats/{id}) needs beyond the boat's facts and its landing documents: where the
 * catches were taken (the landing notes' fishing location), what each species weighed and fetched, and
 * which years the boat landed in (for the period picker). Each is a range read of one boat's rows in a
 * read model derived at ingest (lib/store/ingest/read-models/boat-tables.ts, boat_years in ingest/derive.ts).
 */

export interface CatchLocation {
  /** Hovedområde (kode) and its name, Lokasjon (kode): the directorate's statistical areas. */
  mainAreaCode: string | null;
  mainArea: string | null;
  locationCode: string | null;
  /** The location's centre as the landing notes give it (WGS 84). */
  latitude: number;
  longitude: number;
  /** Round weight (kg) caught there in the period, and on how many landing notes. */
  weight: number;
  landings: number;
}

export interface SpeciesTotal {
  /** Art - FDIR (kode). */
  code: string | null;
  name: string | null;
  /** Round weight, kg. */
  weight: number;
  /** Beløp for fisker (NOK); null where every price is withheld. */
  value: number | null;
  /** Round weight of the lines that carry a price: the base for a price per kg. */
  pricedWeight: number;
  landings: number;
  /** Landing notes with a price for the species (lib/landings/value-coverage.ts). */
  pricedLandings: number;
}

/**
 * A species row of the detail pages' queries (code, name, weight, value, priced_weight, landings,
 * priced_landings).
 */
export function speciesTotalOf(row: Record<string, unknown>): SpeciesTotal {
  return {
    code: text(row.code),
    name: text(row.name),
    weight: round2(num(row.weight)),
    ...valueCoverageOf(row),
    landings: num(row.landings),
  };
}

/** Heaviest species first; equal weights by species code, so the order is the same on every load. */
export const bySpeciesWeight = (a: SpeciesTotal, b: SpeciesTotal) =>
  b.weight - a.weight || (a.code ?? '').localeCompare(b.code ?? '');

export interface BoatCatchSummary {
  /** Heaviest first; at most `MAX_CATCH_LOCATIONS`. */
  locations: CatchLocation[];
  /** Landing lines in the period without a position. */
  linesWithoutPosition: number;
  /** Heaviest first. */
  species: SpeciesTotal[];
}

export const MAX_CATCH_LOCATIONS = 400;

/** The `kind = 'location'` rows of a catch-place query, heaviest first (ties by position). */
export function catchLocationsOf(rows: readonly Record<string, unknown>[]): CatchLocation[] {
  return rows
    .filter((row) => row.kind === 'location')
    .map((row) => ({
      mainAreaCode: text(row.code),
      mainArea: text(row.name),
      locationCode: text(row.location_code),
      latitude: num(row.lat),
      longitude: num(row.lon),
      weight: round2(num(row.weight)),
      landings: num(row.landings),
    }))
    .sort((a, b) => b.weight - a.weight || a.latitude - b.latitude || a.longitude - b.longitude);
}

/**
 * Catch locations and species totals of a boat's landings in a period (dates inclusive, yyyy-MM-dd).
 * A calendar year (the page's default period) is the boat's rows of that year in boat_year_species and
 * boat_year_places; any other period sums the boat's document rows of the period in
 * boat_document_species and boat_catch_places (lib/store/ingest/read-models/boat-tables.ts).
 */
export async function boatCatchSummary(
  boatId: string,
  period: { from: string; to: string },
): Promise<BoatCatchSummary> {
  return cachedQuery('boat-catch-summary', { boatId, from: period.from, to: period.to }, async (signal) => {
    const year = wholeYear(period);
    const rows = await queryStore(
      year == null ? PERIOD_SQL : YEAR_SQL,
      year == null ? { id: boatId, from: period.from, to: period.to } : { id: boatId, year },
      signal,
    );
    const locations = catchLocationsOf(rows);
    return {
      locations: locations.slice(0, MAX_CATCH_LOCATIONS),
      linesWithoutPosition: rows
        .filter((row) => row.kind === 'unplaced')
        .reduce((sum, row) => sum + num(row.lines), 0),
      species: rows
        .filter((row) => row.kind === 'species')
        .map(speciesTotalOf)
        .sort(bySpeciesWeight),
    };
  });
}

/** The year when the period is exactly one calendar year, else null. */
function wholeYear(period: { from: string; to: string }): number | null {
  const year = period.from.slice(0, 4);
  return period.from === `${year}-01-01` && period.to === `${year}-12-31` ? Number(year) : null;
}

const PLACE_KIND = `case when catch_lat is null or catch_lon is null then 'unplaced' else 'location' end`;

const YEAR_SQL = `select 'species' as kind, species_fdir_code as code, species_fdir as name, null as location_code,
    null::double as lat, null::double as lon, round_weight as weight, value, priced_weight, landings,
    priced_landings, null::integer as lines
  from boat_year_species where vessel_id = $id and year = $year
  union all
  select ${PLACE_KIND}, main_area_code, main_area, location_code, catch_lat, catch_lon, round_weight, null, null,
    landings, null, lines
  from boat_year_places where vessel_id = $id and year = $year`;

// A document row counts its document once; a species' name is that of its latest landing, as in the
// yearly table.
const PERIOD_SQL = `select 'species' as kind, species_fdir_code as code,
    arg_max(species_fdir, landing_date) filter (where species_fdir is not null) as name,
    null as location_code, null::double as lat, null::double as lon, sum(round_weight) as weight,
    sum(value) as value, sum(priced_weight) as priced_weight, count(distinct doc_key)::integer as landings,
    count(distinct doc_key) filter (where value is not null)::integer as priced_landings,
    null::integer as lines
  from boat_document_species
  where vessel_id = $id and landing_date between $from::date and $to::date
  group by species_fdir_code
  union all
  select ${PLACE_KIND}, main_area_code, any_value(main_area), location_code, catch_lat, catch_lon,
    sum(round_weight), null, null, count(distinct doc_key)::integer, null, sum(lines)::integer
  from boat_catch_places
  where vessel_id = $id and landing_date between $from::date and $to::date
  group by all`;

export interface BoatYear {
  year: number;
  weight: number;
  value: number | null;
  /** Round weight and landing notes of the year whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
  landings: number;
  pricedLandings: number;
  /** yyyy-MM-dd of the year's last landing. */
  lastLanding: string | null;
}

/** The years the boat landed in, newest first, with their totals (from the boat_years table). */
export async function boatYears(boatId: string): Promise<BoatYear[]> {
  return cachedQuery('boat-years', { boatId }, async (signal) => {
    const rows = await queryStore(
      `select year, round_weight, value, priced_weight, landings, priced_landings,
         ${isoDate('last_landing')} as last_landing
       from boat_years where vessel_id = $id order by year desc`,
      { id: boatId },
      signal,
    );
    return rows.map((row) => ({
      year: num(row.year),
      weight: round2(num(row.round_weight)),
      ...valueCoverageOf(row),
      landings: num(row.landings),
      lastLanding: text(row.last_landing),
    }));
  });
}
