import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatOfRow } from '../entity-rows';
import { isoDate, num, numOrNull, round2, text } from '@/lib/store/values';
import { type MonthlySeries, monthlySeriesOf, monthRange } from '../monthly-series';
import { noteCatchOf, STATION_COLUMNS, stationFromRow, type StationSummary } from './firms';
import { defaultYear } from '../site-data';
import { sumValueTotals } from '../value-coverage';

/** A receiving station (Mottaksstasjon, by its approval number): the /mottak/{id} page. */

export interface StationLanding {
  documentNumber: string;
  landingDate: string;
  boatId: string | null;
  boatName: string | null;
  registrationMark: string | null;
  /** The species with most weight on the note. */
  mainSpecies: string | null;
  totalWeight: number;
  value: number | null;
  /** Round weight of the note's lines whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
}

export interface StationTopBoat {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
  /** Round weight (kg) the boat delivered at the station in the year, and its landing notes. */
  totalWeight: number;
  landings: number;
}

export interface StationDetail extends StationSummary {
  buyerName: string | null;
  /** The year of `received` and `topBoats`: asked for, or the latest year the station received fish. */
  year: number;
  /** Round weight (kg) received per month and species in the year: one series per species. */
  received: MonthlySeries;
  receivedWeight: number;
  receivedValue: number | null;
  /** Of `receivedWeight`, the round weight whose value is published (lib/landings/value-coverage.ts). */
  receivedPricedWeight: number;
  /** The 20 newest landing notes at the station (any year). */
  latestLandings: StationLanding[];
  /** The 10 boats that delivered most in the year. */
  topBoats: StationTopBoat[];
}

const LATEST_NOTES = 20;

/**
 * The station's newest notes, newest first. They are read from the year of its last landing, one
 * year's blocks of station_documents (lib/store/ingest/read-models/receiver-tables.ts), and from all its years only
 * when that year holds fewer than `count` and there are earlier ones.
 */
async function latestStationNotes(station: StationSummary, count: number) {
  const read = (since: string | null) =>
    queryStore(
      `select document_number, ${isoDate('landing_date')} as date, vessel_id, vessel_name, registration_mark,
         main_species, weight, value, priced_weight
       from station_documents where station_id = $id ${since ? 'and landing_date >= $since::date' : ''}
       order by landing_date desc, doc_key desc limit $count`,
      since ? { id: station.id, since, count } : { id: station.id, count },
    );
  const lastYearStart = station.lastLandingDate ? `${station.lastLandingDate.slice(0, 4)}-01-01` : null;
  if (!lastYearStart) return read(null);
  const rows = await read(lastYearStart);
  const earlier = station.firstLandingDate != null && station.firstLandingDate < lastYearStart;
  return rows.length < count && earlier ? read(null) : rows;
}

/**
 * A page of the station's landing notes in a year, newest first (`offset`, `limit`): what its download
 * of every note of the year reads, a page at a time.
 */
export async function stationNotes(
  id: string,
  year: number,
  page: { offset: number; limit: number },
): Promise<StationLanding[]> {
  return cachedQuery('station-notes', { id, year, ...page }, async () => {
    const rows = await queryStore(
      `select document_number, ${isoDate('landing_date')} as date, vessel_id, vessel_name, registration_mark,
         main_species, weight, value, priced_weight
       from station_documents
       where station_id = $id and landing_date >= $from::date and landing_date < $to::date
       order by landing_date desc, doc_key desc limit $limit offset $offset`,
      { id, from: `${year}-01-01`, to: `${year + 1}-01-01`, limit: page.limit, offset: page.offset },
    );
    return rows.map(stationLandingOf);
  });
}

/** Every boat that delivered to the station in the year, heaviest first. */
export async function stationBoats(id: string, year: number): Promise<StationTopBoat[]> {
  return cachedQuery('station-boats', { id, year }, async () => {
    const rows = await queryStore(
      `select y.vessel_id, y.vessel_name as name, y.registration_mark, b.length, y.round_weight as weight, y.landings
       from station_year_boats y left join boats b on b.vessel_id = y.vessel_id
       where y.station_id = $id and y.year = $year
       order by y.round_weight desc, y.vessel_id`,
      { id, year },
    );
    return rows.map(stationBoatOf);
  });
}

const stationBoatOf = (r: Record<string, unknown>): StationTopBoat => ({
  ...boatOfRow(r),
  totalWeight: round2(num(r.weight)),
  landings: num(r.landings),
});

const stationLandingOf = (r: Record<string, unknown>): StationLanding => ({
  documentNumber: String(r.document_number),
  landingDate: String(r.date),
  boatId: text(r.vessel_id),
  boatName: text(r.vessel_name),
  registrationMark: text(r.registration_mark),
  ...noteCatchOf(r),
});

export async function getStation(id: string, year?: number): Promise<StationDetail | null> {
  const [row] = await queryStore(
    `select ${STATION_COLUMNS}, b.name as buyer_name
     from stations s left join buyers b on b.buyer_id = s.buyer_id where s.station_id = $1`,
    [id],
  );
  if (!row) return null;
  const station = stationFromRow(row);
  let theYear = year;
  if (theYear == null) {
    theYear = station.lastLandingDate ? Number(station.lastLandingDate.slice(0, 4)) : await defaultYear();
  }
  const months = monthRange(`${theYear}-01`, `${theYear}-12`);
  const range = { id, from: `${theYear}-01-01`, to: `${theYear + 1}-01-01` };
  // Range reads of the station's read models (lib/store/ingest/read-models/receiver-tables.ts).

  return cachedQuery('station', { id, year: theYear }, async () => {
    const [monthRows, latest, top] = await Promise.all([
      queryStore(
        `select species_fdir_code, any_value(species_fdir) as species, strftime(month, '%Y-%m') as month,
           sum(round_weight) as weight, sum(value) as value, sum(priced_weight) as priced_weight
         from station_months where station_id = $id and month >= $from::date and month < $to::date
         group by all`,
        range,
      ),
      latestStationNotes(station, LATEST_NOTES),
      queryStore(
        `select y.vessel_id, y.vessel_name as name, y.registration_mark, b.length, y.round_weight as weight, y.landings
         from station_year_boats y left join boats b on b.vessel_id = y.vessel_id
         where y.station_id = $id and y.year = $year
         order by y.round_weight desc, y.vessel_id limit 10`,
        { id, year: theYear },
      ),
    ]);
    const received = monthlySeriesOf(monthRows, months, { id: 'species_fdir_code', name: 'species' });
    const all = sumValueTotals(
      monthRows.map((r) => ({
        value: numOrNull(r.value),
        weight: num(r.weight),
        pricedWeight: num(r.priced_weight),
      })),
    );
    return {
      ...station,
      buyerName: text(row.buyer_name),
      year: theYear,
      received,
      receivedWeight: round2(received.totals.reduce((sum, w) => sum + w, 0)),
      receivedValue: all.value,
      receivedPricedWeight: all.pricedWeight,
      latestLandings: latest.map(stationLandingOf),
      topBoats: top.map(stationBoatOf),
    };
  });
}
