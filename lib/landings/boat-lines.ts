import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { numOrNull } from './common-sql';

/**
 * One boat's landing lines in a period, read once and summarised in JavaScript, for the boat page's
 * landings list, its catch summary and its quota table's landed weights (and the API's list of a
 * boat's landings).
 *
 * Why not in SQL: a boat's period is tens to a few thousand lines, and each of DuckDB's operators
 * (grouping, joining, sorting) has a fixed cost that outweighs grouping so few rows. One filtered
 * scan feeds every summary, and grouping a few hundred rows in JavaScript is cheap.
 * lib/landings/boat-lines.test.ts checks that the summaries equal what the grouped SQL
 * (describeDocuments) gives.
 */

/** One landing line, with the fields of its document that the summaries need. */
export interface BoatLine {
  docKey: string;
  documentNumber: string;
  landingDate: string;
  landingTime: string | null;
  vesselId: string | null;
  vesselName: string | null;
  registrationMark: string | null;
  radioCallSign: string | null;
  vesselLength: number | null;
  municipalityCode: string | null;
  municipality: string | null;
  county: string | null;
  buyerId: string | null;
  stationId: string | null;
  gear: string | null;
  speciesCode: string | null;
  species: string | null;
  roundWeight: number | null;
  price: number | null;
  mainAreaCode: string | null;
  mainArea: string | null;
  locationCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

// As stored: the summaries apply their own rules (trimming, empty as missing) as the SQL versions do.
const str = (value: unknown): string | null => (value == null ? null : String(value));

/**
 * Periods over more calendar years than this are read as one range: a year at a time, a long period
 * (from the URL) would be as many reads.
 */
const MAX_YEAR_READS = 3;

/**
 * The boat's lines landed between `from` and `to` (yyyy-MM-dd, inclusive), in the store's order.
 *
 * Read a calendar year at a time, and each year kept: the boat page's period, its quota table (the
 * quota year) and its track map (the days of the last positions) mostly fall in the same year, so a
 * boat's first view reads its year once instead of three times, and a visitor who changes the period
 * within a year costs no read at all. The lines of a year are at most a few thousand.
 */
export async function boatPeriodLines(
  boatId: string,
  period: { from: string; to: string },
  signal?: AbortSignal,
): Promise<BoatLine[]> {
  const first = Number(period.from.slice(0, 4));
  const last = Number(period.to.slice(0, 4));
  if (last - first >= MAX_YEAR_READS) {
    return cachedQuery(
      'boat.lines',
      { boatId, from: period.from, to: period.to },
      (runSignal) => readBoatLines(boatId, period, runSignal),
      { signal },
    );
  }
  const years = Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
  const byYear = await Promise.all(
    years.map((year) =>
      cachedQuery(
        'boat.year-lines',
        { boatId, year },
        (runSignal) => readBoatLines(boatId, { from: `${year}-01-01`, to: `${year}-12-31` }, runSignal),
        { signal },
      ),
    ),
  );
  return byYear.flat().filter((line) => line.landingDate >= period.from && line.landingDate <= period.to);
}

async function readBoatLines(
  boatId: string,
  period: { from: string; to: string },
  signal: AbortSignal,
): Promise<BoatLine[]> {
  const rows = await queryStore(
    `select doc_key, document_number, cast(landing_date as varchar) as landing_date, landing_time,
       vessel_id, vessel_name, registration_mark, radio_call_sign, vessel_length,
       landing_municipality_code, landing_municipality, landing_county, buyer_id, station_id, gear,
       species_fdir_code, species_fdir, round_weight, amount_fisher,
       main_area_code, main_area, location_code, catch_lat, catch_lon
     from landing_lines
     where vessel_id = $id and landing_date between $from::date and $to::date`,
    { id: boatId, from: period.from, to: period.to },
    signal,
  );
  return rows.map((row): BoatLine => ({
    docKey: String(row.doc_key),
    documentNumber: String(row.document_number),
    landingDate: String(row.landing_date),
    landingTime: str(row.landing_time),
    vesselId: str(row.vessel_id),
    vesselName: str(row.vessel_name),
    registrationMark: str(row.registration_mark),
    radioCallSign: str(row.radio_call_sign),
    vesselLength: numOrNull(row.vessel_length),
    municipalityCode: str(row.landing_municipality_code),
    municipality: str(row.landing_municipality),
    county: str(row.landing_county),
    buyerId: str(row.buyer_id),
    stationId: str(row.station_id),
    gear: str(row.gear),
    speciesCode: str(row.species_fdir_code),
    species: str(row.species_fdir),
    roundWeight: numOrNull(row.round_weight),
    price: numOrNull(row.amount_fisher),
    mainAreaCode: str(row.main_area_code),
    mainArea: str(row.main_area),
    locationCode: str(row.location_code),
    latitude: numOrNull(row.catch_lat),
    longitude: numOrNull(row.catch_lon),
  }));
}

export interface BuyerAndStationNames {
  buyers: Record<string, string>;
  stations: Record<string, string>;
}

/** Every buyer's and receiving station's name, by id: a few thousand in the register, read once per store version. */
export async function buyerAndStationNames(): Promise<BuyerAndStationNames> {
  return cachedQuery('names.buyers-stations', {}, async (signal) => {
    const rows = await queryStore<{ kind: string; id: string; name: string | null }>(
      `select 'buyer' as kind, buyer_id as id, name from buyers
       union all select 'station', station_id, name from stations`,
      undefined,
      signal,
    );
    const names: BuyerAndStationNames = { buyers: {}, stations: {} };
    for (const row of rows) {
      if (row.name == null) continue;
      (row.kind === 'buyer' ? names.buyers : names.stations)[row.id] = row.name;
    }
    return names;
  });
}
