import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatHistory } from './boat-histories';
import { boatPeriodLines, type BoatLine } from './boat-lines';
import { num, round2, round2OrNull, text } from './common-sql';
import { pricedLandingsSql, pricedWeightSql, type ValueTotal } from './value-coverage';

/**
 * What the boat page (/boats/{id}) needs beyond the boat's facts and its landing documents: where the
 * catches were taken (the landing notes' fishing location), what each species weighed and fetched, and
 * which years the boat landed in (for the period picker).
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
    value: round2OrNull(row.value),
    pricedWeight: round2(num(row.priced_weight)),
    landings: num(row.landings),
    pricedLandings: num(row.priced_landings),
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

/**
 * Catch locations and species totals of a boat's landings in a period (dates inclusive, yyyy-MM-dd):
 * one scan of the boat's lines, grouped two ways.
 */
export async function boatCatchSummary(
  boatId: string,
  period: { from: string; to: string },
): Promise<BoatCatchSummary> {
  return cachedQuery('boat-page.catch', { boatId, from: period.from, to: period.to }, async (signal) =>
    catchSummaryOfLines(await boatPeriodLines(boatId, period, signal)),
  );
}

/**
 * Where the lines were caught (by main area, location and position) and what each species weighed
 * and fetched; the boat's landings list reads the same lines (lib/landings/boat-lines.ts).
 */
export function catchSummaryOfLines(lines: readonly BoatLine[]): BoatCatchSummary {
  interface Group {
    code: string | null;
    name: string | null;
    weight: number;
    value: number | null;
    pricedWeight: number;
    documents: Set<string>;
    pricedDocuments: Set<string>;
    /** The group's first line (its place, for a location). */
    line: BoatLine;
  }
  const group = (groups: Map<string, Group>, key: string, line: BoatLine, code: string | null) => {
    let found = groups.get(key);
    if (!found) {
      found = {
        code,
        name: null,
        weight: 0,
        value: null,
        pricedWeight: 0,
        documents: new Set(),
        pricedDocuments: new Set(),
        line,
      };
      groups.set(key, found);
    }
    found.weight += line.roundWeight ?? 0;
    found.documents.add(line.docKey);
    return found;
  };
  const places = new Map<string, Group>();
  const kinds = new Map<string, Group>();
  let linesWithoutPosition = 0;
  for (const line of lines) {
    const kind = group(kinds, line.speciesCode ?? '\u0000', line, line.speciesCode);
    kind.name ??= line.species;
    if (line.price != null) {
      kind.value = (kind.value ?? 0) + line.price;
      kind.pricedWeight += line.roundWeight ?? 0;
      kind.pricedDocuments.add(line.docKey);
    }
    if (line.latitude == null || line.longitude == null) {
      linesWithoutPosition++;
      continue;
    }
    const place = group(
      places,
      JSON.stringify([line.mainAreaCode, line.locationCode, line.latitude, line.longitude]),
      line,
      line.mainAreaCode,
    );
    place.name ??= line.mainArea;
  }

  const locations: CatchLocation[] = [...places.values()].map((place) => ({
    mainAreaCode: text(place.code),
    mainArea: text(place.name),
    locationCode: text(place.line.locationCode),
    latitude: place.line.latitude!,
    longitude: place.line.longitude!,
    weight: round2(place.weight),
    landings: place.documents.size,
  }));
  const species: SpeciesTotal[] = [...kinds.values()].map((kind) => ({
    code: text(kind.code),
    name: text(kind.name),
    weight: round2(kind.weight),
    value: round2OrNull(kind.value),
    pricedWeight: round2(kind.pricedWeight),
    landings: kind.documents.size,
    pricedLandings: kind.pricedDocuments.size,
  }));
  const byWeight = <T extends { weight: number }>(a: T, b: T) => b.weight - a.weight;
  locations.sort((a, b) => byWeight(a, b) || a.latitude - b.latitude || a.longitude - b.longitude);
  species.sort(bySpeciesWeight);
  return { locations: locations.slice(0, MAX_CATCH_LOCATIONS), linesWithoutPosition, species };
}

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
  return (await boatHistory(boatId)).years.map((row) => ({
    year: num(row.year),
    weight: round2(num(row.round_weight)),
    value: round2OrNull(row.value),
    pricedWeight: round2(num(row.priced_weight)),
    landings: num(row.landings),
    pricedLandings: num(row.priced_landings),
    lastLanding: text(row.last_landing),
  }));
}

/** Exposed for tests of the page's numbers: the boat's totals straight from its lines. */
export async function boatTotalsFromLines(
  boatId: string,
  period: { from: string; to: string },
): Promise<ValueTotal & { landings: number; pricedLandings: number }> {
  const [row] = await queryStore(
    `select sum(round_weight) as weight, sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight,
       count(distinct doc_key)::integer as landings, ${pricedLandingsSql()} as priced_landings
     from landing_lines where vessel_id = $id and landing_date between $from::date and $to::date`,
    { id: boatId, ...period },
  );
  return {
    weight: round2(num(row?.weight)),
    value: round2OrNull(row?.value),
    pricedWeight: round2(num(row?.priced_weight)),
    landings: num(row?.landings),
    pricedLandings: num(row?.priced_landings),
  };
}
