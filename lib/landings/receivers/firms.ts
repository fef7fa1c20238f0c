import 'server-only';
import { findByCode, MUNICIPALITIES } from '@/lib/fiskeridir';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { dayAfterMonth, monthlySeriesOf, monthRange, type MonthlySeries } from '../monthly-series';
import { isoDate, num, numOrNull, round2, round2OrNull, text } from '@/lib/store/values';
import { namedAddressOf, valueCoverageOf } from '../entity-rows';
import { defaultYear } from '../site-data';

/**
 * Buying firms (Mottaker ID, the buyer's organisation number) and their receiving stations
 * (Mottaksstasjon). Names and positions come from the buyer register where it knows them; the landing
 * notes carry only the ids.
 */

export interface FirmSummary {
  id: string;
  name: string | null;
  postalCode: string | null;
  city: string | null;
  municipalityCode: string | null;
  municipality: string | null;
  /** yyyy-MM-dd of the first and last landing the firm received in the store. */
  firstLandingDate: string | null;
  lastLandingDate: string | null;
}

export async function getFirm(id: string): Promise<FirmSummary | null> {
  const [row] = await queryStore(
    `select b.buyer_id, b.name, b.postal_code, b.city, b.municipality_code, m.name as municipality,
       ${isoDate('b.first_landing')} as first_landing, ${isoDate('b.last_landing')} as last_landing
     from buyers b left join municipalities m on m.code = b.municipality_code
     where b.buyer_id = $1`,
    [id],
  );
  if (!row) return null;
  const municipalityCode = text(row.municipality_code);
  return {
    ...namedAddressOf(row.buyer_id, row),
    municipalityCode,
    municipality: text(row.municipality) ?? findByCode(MUNICIPALITIES, municipalityCode)?.name ?? null,
    firstLandingDate: text(row.first_landing),
    lastLandingDate: text(row.last_landing),
  };
}

// ---------------------------------------------------------------------------------------------------
// The firm directory (/firm).

export interface FirmListItem {
  /** Place in the ranking (1 = most received weight). */
  rank: number;
  id: string;
  name: string | null;
  city: string | null;
  /** Receiving stations the store knows for the firm (register or landing notes). */
  stationCount: number;
  /** Round weight (kg) received in the year. */
  receivedWeight: number;
  /** Value paid to fishers (NOK) in the year; null where withheld. */
  value: number | null;
  /** Landing notes and distinct boats in the year. */
  landings: number;
  boats: number;
  /** The weight and landing notes whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
  pricedLandings: number;
}

export interface FirmList {
  year: number;
  page: number;
  count: number;
  total: number;
  firms: FirmListItem[];
}

/** Every firm, ranked by the round weight it received in the year (default the store's latest year). */
export async function listFirms(
  options: { year?: number; page?: number; count?: number } = {},
): Promise<FirmList> {
  const year = options.year ?? (await defaultYear());
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const count = Math.min(500, Math.max(1, Math.floor(options.count ?? 50)));
  return cachedQuery('firm-list', { year, page, count }, async () => {
    const [rows, [counted]] = await Promise.all([
      queryStore(
        `with station_counts as (select buyer_id, count(*)::integer as n from stations group by buyer_id)
         select b.buyer_id, b.name, b.city, coalesce(s.n, 0) as stations, coalesce(y.round_weight, 0) as weight,
           y.value, coalesce(y.landings, 0) as landings, coalesce(y.boats, 0) as boats,
           coalesce(y.priced_weight, 0) as priced_weight, coalesce(y.priced_landings, 0) as priced_landings
         from buyers b
         left join buyer_years y on y.buyer_id = b.buyer_id and y.year = $year
         left join station_counts s on s.buyer_id = b.buyer_id
         order by weight desc, b.name nulls last, b.buyer_id
         limit $limit offset $offset`,
        { year, limit: count, offset: (page - 1) * count },
      ),
      queryStore<{ n: number }>('select count(*)::integer as n from buyers'),
    ]);
    return {
      year,
      page,
      count,
      total: num(counted.n),
      firms: rows.map((row, i) => ({
        rank: (page - 1) * count + i + 1,
        id: String(row.buyer_id),
        name: text(row.name),
        city: text(row.city),
        stationCount: num(row.stations),
        receivedWeight: round2(num(row.weight)),
        ...valueCoverageOf(row),
        landings: num(row.landings),
        boats: num(row.boats),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// A firm's receiving stations.

export interface StationSummary {
  id: string;
  name: string | null;
  buyerId: string | null;
  municipalityCode: string | null;
  municipality: string | null;
  county: string | null;
  /** WGS 84; from the buyer register, else the municipality's main harbour (`positionApproximate`). */
  latitude: number | null;
  longitude: number | null;
  positionApproximate: boolean;
  firstLandingDate: string | null;
  lastLandingDate: string | null;
}

export const STATION_COLUMNS = `s.station_id, s.buyer_id, s.name, s.municipality_code, s.municipality, s.county,
  s.latitude, s.longitude, ${isoDate('s.first_landing')} as first_landing, ${isoDate('s.last_landing')} as last_landing`;

/**
 * A received landing note's main species and round weight with its value, from the columns
 * `main_species`, `weight`, `value` and `priced_weight` (the firm's and the station's note lists).
 */
export function noteCatchOf(row: Record<string, unknown>) {
  return {
    mainSpecies: text(row.main_species),
    totalWeight: round2(num(row.weight)),
    value: round2OrNull(row.value),
    pricedWeight: round2(num(row.priced_weight)),
  };
}

export function stationFromRow(row: Record<string, unknown>): StationSummary {
  const municipalityCode = text(row.municipality_code);
  let latitude = numOrNull(row.latitude);
  let longitude = numOrNull(row.longitude);
  let positionApproximate = false;
  if (latitude == null || longitude == null) {
    const municipality = findByCode(MUNICIPALITIES, municipalityCode);
    latitude = municipality?.latitude ?? null;
    longitude = municipality?.longitude ?? null;
    positionApproximate = municipality != null;
  }
  return {
    id: String(row.station_id),
    name: text(row.name),
    buyerId: text(row.buyer_id),
    municipalityCode,
    municipality: text(row.municipality),
    county: text(row.county),
    latitude,
    longitude,
    positionApproximate,
    firstLandingDate: text(row.first_landing),
    lastLandingDate: text(row.last_landing),
  };
}

export interface FirmStation extends StationSummary {
  /** Round weight (kg) and value (NOK) received at the station for this firm in the year. */
  receivedWeight: number;
  value: number | null;
  /** Of `receivedWeight`, the round weight whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
}

export interface FirmStations {
  firm: FirmSummary;
  year: number;
  /** Heaviest first in the year, then by name. */
  stations: FirmStation[];
}

/** The firm's receiving stations with what each received in the year; null when the firm is unknown. */
export async function firmStations(id: string, year?: number): Promise<FirmStations | null> {
  const firm = await getFirm(id);
  if (!firm) return null;
  const theYear = year ?? (await defaultYear());
  return cachedQuery('firm-stations', { id, year: theYear }, async () => {
    const rows = await queryStore(
      `with received as (
         select station_id, sum(round_weight) as weight, sum(value) as value,
           sum(priced_weight) as priced_weight
         from buyer_station_months
         where buyer_id = $id and month >= make_date($year, 1, 1) and month < make_date($year + 1, 1, 1)
           and station_id is not null
         group by station_id
       )
       select ${STATION_COLUMNS}, coalesce(r.weight, 0) as weight, r.value,
         coalesce(r.priced_weight, 0) as priced_weight
       from stations s left join received r on r.station_id = s.station_id
       where s.buyer_id = $id or r.station_id is not null
       order by weight desc, s.name nulls last, s.station_id`,
      { id, year: theYear },
    );
    return {
      firm,
      year: theYear,
      stations: rows.map((row) => ({
        ...stationFromRow(row),
        receivedWeight: round2(num(row.weight)),
        value: round2OrNull(row.value),
        pricedWeight: round2(num(row.priced_weight)),
      })),
    };
  });
}

export interface FirmStationGraph extends MonthlySeries {
  firmId: string;
  firmName: string | null;
  /** First and last month of the period, `yyyy-MM`. */
  from: string;
  to: string;
}

export interface GraphPeriod {
  year?: number;
  /** `yyyy-MM`, both or neither. */
  from?: string;
  to?: string;
}

/**
 * Round weight received per month and station, shaped for a chart (one series per station, the
 * heaviest first; landings without a station make a series with id null). The period is `from`–`to`
 * (months), or a year; by default the latest year in which the firm received anything.
 */
export async function firmStationGraph(
  id: string,
  period: GraphPeriod = {},
): Promise<FirmStationGraph | null> {
  const firm = await getFirm(id);
  if (!firm) return null;
  let from = period.from;
  let to = period.to;
  if (!from || !to) {
    let year = period.year;
    if (year == null) {
      const [latest] = await queryStore<{ year: number | null }>(
        'select max(year)::integer as year from buyer_years where buyer_id = $1',
        [id],
      );
      year = latest?.year ?? (await defaultYear());
    }
    from = `${year}-01`;
    to = `${year}-12`;
  }
  const months = monthRange(from, to);
  return cachedQuery('firm-station-graph', { id, from, to }, async () => {
    const rows = await queryStore(
      `select m.station_id, s.name, strftime(m.month, '%Y-%m') as month, sum(m.round_weight) as weight
       from buyer_station_months m left join stations s on s.station_id = m.station_id
       where m.buyer_id = $id and m.month >= $from::date and m.month < $to::date
       group by all`,
      { id, from: `${from}-01`, to: dayAfterMonth(to!) },
    );
    return {
      firmId: firm.id,
      firmName: firm.name,
      from: from!,
      to: to!,
      ...monthlySeriesOf(rows, months, { id: 'station_id' }),
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// A buyer's received landings (/buyers/offloads/{buyer}/{year}).

export interface ReceivedLanding {
  /** The landing note (sluttseddel): its number and the sales organisation's code. */
  documentNumber: string;
  salesOrgCode: string | null;
  /** yyyy-MM-dd. */
  landingDate: string;
  boatId: string | null;
  boatName: string | null;
  registrationMark: string | null;
  stationId: string | null;
  stationName: string | null;
  /** The species with most weight on the note. */
  mainSpecies: string | null;
  /** Round weight (kg) and value paid to the fisher (NOK, null where withheld) of the whole note. */
  totalWeight: number;
  value: number | null;
  /** Round weight of the note's lines whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
}

export interface BuyerOffloads {
  buyerId: string;
  buyerName: string | null;
  year: number;
  page: number;
  count: number;
  total: number;
  /** Newest first. */
  landings: ReceivedLanding[];
}

/** The landing notes a buyer received in a year, newest first, paged; null when the buyer is unknown. */
export async function buyerOffloads(
  id: string,
  year: number,
  options: { page?: number; count?: number } = {},
): Promise<BuyerOffloads | null> {
  const firm = await getFirm(id);
  if (!firm) return null;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const count = Math.min(500, Math.max(1, Math.floor(options.count ?? 50)));
  // A range of the buyer's read model of notes (lib/store/ingest/read-models/receiver-tables.ts).
  return cachedQuery('buyer-offloads', { id, year, page, count }, async () => {
    const range = { id, from: `${year}-01-01`, to: `${year + 1}-01-01` };
    const [rows, [counted]] = await Promise.all([
      // The page of notes first, then the names of its stations and boats: the joins see one page.
      queryStore(
        `select n.*, ${isoDate('n.landing_date')} as date, s.name as station_name, b.name as boat_name
         from (
           select * from buyer_documents
           where buyer_id = $id and landing_date >= $from::date and landing_date < $to::date
           order by landing_date desc, doc_key desc
           limit $limit offset $offset
         ) n
         left join stations s on s.station_id = n.station_id
         left join boats b on b.vessel_id = n.vessel_id
         order by n.landing_date desc, n.doc_key desc`,
        { ...range, limit: count, offset: (page - 1) * count },
      ),
      queryStore<{ n: number }>(
        `select count(*)::integer as n from buyer_documents
         where buyer_id = $id and landing_date >= $from::date and landing_date < $to::date`,
        range,
      ),
    ]);
    return {
      buyerId: firm.id,
      buyerName: firm.name,
      year,
      page,
      count,
      total: num(counted.n),
      landings: rows.map((row) => ({
        documentNumber: String(row.document_number),
        salesOrgCode: text(row.sales_org_code),
        landingDate: String(row.date),
        boatId: text(row.vessel_id),
        boatName: text(row.vessel_name) ?? text(row.boat_name),
        registrationMark: text(row.registration_mark),
        stationId: text(row.station_id),
        stationName: text(row.station_name),
        ...noteCatchOf(row),
      })),
    };
  });
}
