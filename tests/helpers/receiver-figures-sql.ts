import { speciesTotalOf } from '@/lib/landings/boats/boat-catch-summary';
import { monthlySeriesOf, monthRange } from '@/lib/landings/monthly-series';
import { num, numOrNull, round2, round2OrNull, text } from '@/lib/store/values';
import { firmSpeciesTotals, firmTopBoats, firmYears } from '@/lib/landings/receivers/firm-page';
import { buyerOffloads, firmStationGraph, firmStations } from '@/lib/landings/receivers/firms';
import { stationSpeciesTotals, stationYears } from '@/lib/landings/receivers/station-page';
import { getStation } from '@/lib/landings/receivers/stations';
import { pricedLandingsSql, pricedWeightSql } from '@/lib/landings/value-coverage';
import { queryStore } from '@/lib/store/landing-store';

/**
 * The mottak (station) and firm pages' figures computed straight from the raw landing lines, in SQL:
 * the reference their read models (lib/store/ingest/read-models/receiver-tables.ts) are held to. `key` is the
 * landing lines' column of the entity: station_id or buyer_id.
 */

type Key = 'station_id' | 'buyer_id';
const yearRange = (id: string, year: number) => ({ id, from: `${year}-01-01`, to: `${year + 1}-01-01` });
const IN_YEAR = 'landing_date >= $from::date and landing_date < $to::date';

async function yearsFromLines(key: Key, id: string) {
  const rows = await queryStore(
    `select distinct year(landing_date)::integer as year from landing_lines where ${key} = $1 order by 1 desc`,
    [id],
  );
  return rows.map((row) => num(row.year));
}

async function speciesFromLines(key: Key, id: string, year: number) {
  const rows = await queryStore(
    `select species_fdir_code as code, arg_max(species_fdir, landing_date) as name, sum(round_weight) as weight,
       sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight,
       count(distinct doc_key)::integer as landings, ${pricedLandingsSql()} as priced_landings
     from landing_lines where ${key} = $id and ${IN_YEAR} group by species_fdir_code order by weight desc, code`,
    yearRange(id, year),
  );
  return rows.map(speciesTotalOf);
}

async function topBoatsFromLines(key: Key, id: string, year: number, limit: number) {
  return queryStore(
    `select l.vessel_id, arg_max(l.vessel_name, l.landing_date) as name,
       arg_max(l.registration_mark, l.landing_date) as registration_mark, any_value(b.length) as length,
       sum(l.round_weight) as weight, sum(l.amount_fisher) as value, count(distinct l.doc_key)::integer as landings,
       ${pricedWeightSql('l.')} as priced_weight, ${pricedLandingsSql('l.')} as priced_landings
     from landing_lines l left join boats b on b.vessel_id = l.vessel_id
     where l.${key} = $id and l.${IN_YEAR} and l.vessel_id is not null
     group by l.vessel_id order by weight desc, l.vessel_id limit $limit`,
    { ...yearRange(id, year), limit },
  );
}

/** The entity's notes (its lines of each), newest first; the main species is the heaviest, ties by code. */
async function notesFromLines(key: Key, id: string, where: string, params: Record<string, unknown>) {
  return queryStore(
    `with lines as (select * from landing_lines where ${key} = $id ${where}),
     species as (
       select doc_key, species_fdir_code as code, any_value(species_fdir) as name, sum(round_weight) as weight
       from lines group by 1, 2
     ), main as (
       select doc_key, first(name order by weight desc nulls last, code) as main_species from species group by 1
     )
     select doc_key, any_value(document_number) as document_number, any_value(sales_org_code) as sales_org_code,
       strftime(min(landing_date), '%Y-%m-%d') as date, any_value(vessel_id) as vessel_id, any_value(vessel_name) as vessel_name,
       any_value(registration_mark) as registration_mark, any_value(station_id) as station_id,
       any_value(main_species) as main_species, sum(round_weight) as weight, sum(amount_fisher) as value,
       ${pricedWeightSql()} as priced_weight
     from lines join main using (doc_key) group by doc_key order by min(landing_date) desc, doc_key desc
     limit $limit`,
    { id, ...params },
  );
}

const boatOf = (r: Record<string, unknown>) => ({
  boatId: String(r.vessel_id),
  name: text(r.name),
  registrationMark: text(r.registration_mark),
  length: numOrNull(r.length),
});

const noteOf = (r: Record<string, unknown>) => ({
  documentNumber: String(r.document_number),
  landingDate: String(r.date),
  boatId: text(r.vessel_id),
  registrationMark: text(r.registration_mark),
  mainSpecies: text(r.main_species),
  totalWeight: round2(num(r.weight)),
  value: round2OrNull(r.value),
  pricedWeight: round2(num(r.priced_weight)),
});

/** The station page in a year: as shown, and from the raw lines. */
export async function stationFigures(id: string, year: number) {
  const station = await getStation(id, year);
  const shown = station && {
    received: station.received,
    weight: station.receivedWeight,
    value: station.receivedValue,
    pricedWeight: station.receivedPricedWeight,
    latest: station.latestLandings,
    topBoats: station.topBoats,
    species: await stationSpeciesTotals(id, year),
    years: await stationYears(id),
  };
  const months = await queryStore(
    `select species_fdir_code as id, arg_max(species_fdir, landing_date) as name,
       strftime(landing_date, '%Y-%m') as month, sum(round_weight) as weight
     from landing_lines where station_id = $id and ${IN_YEAR} group by all`,
    yearRange(id, year),
  );
  const [total] = await queryStore(
    `select sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight from landing_lines
     where station_id = $id and ${IN_YEAR}`,
    yearRange(id, year),
  );
  const received = monthlySeriesOf(months, monthRange(`${year}-01`, `${year}-12`));
  const fromLines = station && {
    received,
    weight: round2(received.totals.reduce((sum, w) => sum + w, 0)),
    value: round2OrNull(total.value),
    pricedWeight: round2(num(total.priced_weight)),
    latest: (await notesFromLines('station_id', id, '', { limit: 20 })).map((r) => ({
      ...noteOf(r),
      boatName: text(r.vessel_name),
    })),
    topBoats: (await topBoatsFromLines('station_id', id, year, 10)).map((r) => ({
      ...boatOf(r),
      totalWeight: round2(num(r.weight)),
      landings: num(r.landings),
    })),
    species: await speciesFromLines('station_id', id, year),
    years: await yearsFromLines('station_id', id),
  };
  return { shown, fromLines };
}

/** The firm page in a year (its stations, graph, top boats, species, notes and years): as shown, and from the raw lines. */
export async function firmFigures(id: string, year: number) {
  const [stations, graph, offloads] = await Promise.all([
    firmStations(id, year),
    firmStationGraph(id, { year }),
    buyerOffloads(id, year, { count: 15 }),
  ]);
  const shown = {
    stations: stations?.stations.map((s) => [s.id, s.receivedWeight, s.value, s.pricedWeight]),
    graph: graph && { months: graph.months, series: graph.series, totals: graph.totals },
    topBoats: await firmTopBoats(id, year),
    species: await firmSpeciesTotals(id, year),
    notes: offloads?.landings,
    noteCount: offloads?.total,
    years: await firmYears(id),
  };
  const byStation = await queryStore(
    `with received as (
       select station_id, sum(round_weight) as weight, sum(amount_fisher) as value, ${pricedWeightSql()} as priced_weight
       from landing_lines where buyer_id = $id and ${IN_YEAR} and station_id is not null group by 1
     )
     select s.station_id, coalesce(r.weight, 0) as weight, r.value, coalesce(r.priced_weight, 0) as priced_weight
     from stations s left join received r using (station_id)
     where s.buyer_id = $id or r.station_id is not null order by weight desc, s.name nulls last, s.station_id`,
    yearRange(id, year),
  );
  const monthRows = await queryStore(
    `select l.station_id as id, any_value(s.name) as name, strftime(l.landing_date, '%Y-%m') as month,
       sum(l.round_weight) as weight
     from landing_lines l left join stations s using (station_id) where l.buyer_id = $id and l.${IN_YEAR} group by all`,
    yearRange(id, year),
  );
  const [counted] = await queryStore(
    `select count(distinct doc_key)::integer as n from landing_lines where buyer_id = $id and ${IN_YEAR}`,
    yearRange(id, year),
  );
  const notes = await notesFromLines('buyer_id', id, `and ${IN_YEAR}`, { ...yearRange(id, year), limit: 15 });
  const stationName = new Map(
    (await queryStore('select station_id, name from stations')).map((r) => [
      text(r.station_id),
      text(r.name),
    ]),
  );
  const boatName = new Map(
    (await queryStore('select vessel_id, name from boats')).map((r) => [text(r.vessel_id), text(r.name)]),
  );
  const fromLines = {
    stations: byStation.map((r) => [
      String(r.station_id),
      round2(num(r.weight)),
      round2OrNull(r.value),
      round2(num(r.priced_weight)),
    ]),
    graph: monthlySeriesOf(monthRows, monthRange(`${year}-01`, `${year}-12`)),
    topBoats: (await topBoatsFromLines('buyer_id', id, year, 10)).map((r) => ({
      ...boatOf(r),
      weight: round2(num(r.weight)),
      value: round2OrNull(r.value),
      landings: num(r.landings),
      pricedWeight: round2(num(r.priced_weight)),
      pricedLandings: num(r.priced_landings),
    })),
    species: await speciesFromLines('buyer_id', id, year),
    notes: notes.map((r) => ({
      ...noteOf(r),
      boatName: text(r.vessel_name) ?? boatName.get(text(r.vessel_id)) ?? null,
      stationName: stationName.get(text(r.station_id)) ?? null,
      salesOrgCode: text(r.sales_org_code),
      stationId: text(r.station_id),
    })),
    noteCount: num(counted.n),
    years: await yearsFromLines('buyer_id', id),
  };
  return { shown, fromLines };
}
