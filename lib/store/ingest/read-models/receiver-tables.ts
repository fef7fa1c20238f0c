import type { DuckDBConnection } from '@duckdb/node-api';
import {
  BY_LANDING_YEAR,
  deriveReadModels,
  SCOPE,
  type DeriveMode,
  type ReadModel,
  type ScopeColumn,
} from './read-model';

/**
 * The read models of the receiving side: the mottak (receiving station) page and the firm (buyer)
 * page, derived from the landing lines after every ingest like the boat page's (boat-tables.ts). None
 * of their reads groups raw landing lines at request time.
 *
 * The pages show a calendar year at a time (their period is `?year=`), so each table is written in
 * year order and then by its entity (station or buyer): a page's reads are ranges of one entity's rows
 * of one year, and DuckDB skips the blocks of every other year. In entity order a year's range would
 * share its blocks with the entity's other years, and a busy firm's page would read more the longer
 * the history; in year order it reads what it did on a store of two years. The newest year, which most
 * views ask for, is also one run of blocks that stays in memory. The firm graph's API takes any range
 * of months, which `buyer_station_months` serves month by month.
 *
 * Rebuilt whole or refreshed for the documents and receiver-years an ingest changed, like the boat
 * page's (./read-model.ts).
 */

/** The round weight and the landing notes whose value (Beløp for fisker) is published (lib/landings/value-coverage.ts). */
const PRICED_WEIGHT = 'coalesce(sum(round_weight) filter (where amount_fisher is not null), 0)';
const PRICED_LANDINGS = 'count(distinct doc_key) filter (where amount_fisher is not null)::integer';

/** station_months' groups (derive.ts); its month column is the landing date's month. */
export const STATION_MONTH_SCOPE: ScopeColumn[] = [
  SCOPE.station,
  SCOPE.buyer,
  { ...SCOPE.month, source: 'month' },
];

export type ReceiverKey = 'station_id' | 'buyer_id';
const PREFIX: Record<ReceiverKey, string> = { station_id: 'station', buyer_id: 'buyer' };

/**
 * One row per landing note and receiver (its lines at that station, or sold to that buyer): the
 * receiver's list of landings, newest first. The main species is the one with most weight on the note,
 * equal weights by species code.
 */
function documentsModel(key: ReceiverKey): ReadModel {
  const other = key === 'station_id' ? 'buyer_id' : 'station_id';
  return {
    table: `${PREFIX[key]}_documents`,
    scope: [SCOPE.document],
    // A window and a species list per document, as boat_documents has, whose one-go rebuild over the
    // whole history did not fit the ingest's memory. Batches of whole years keep the year order (a
    // note's lines share its landing date).
    batchBy: BY_LANDING_YEAR,
    select: (source) => `
   with lines as (
     select * from ${source} where ${key} is not null
   ), species as (
     select ${key}, doc_key, species_fdir_code, any_value(species_fdir) as species_fdir, sum(round_weight) as weight
     from lines group by all
   ), main as (
     select ${key}, doc_key, species_fdir as main_species from species
     qualify row_number() over (partition by ${key}, doc_key order by weight desc nulls last, species_fdir_code) = 1
   ), docs as (
     select ${key}, doc_key, any_value(document_number) as document_number,
       any_value(sales_org_code) as sales_org_code, min(landing_date) as landing_date,
       any_value(vessel_id) as vessel_id, any_value(vessel_name) as vessel_name,
       any_value(registration_mark) as registration_mark, any_value(${other}) as ${other},
       sum(round_weight) as weight, sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight
     from lines group by ${key}, doc_key
   )
   select d.*, m.main_species from docs d join main m using (${key}, doc_key)
   order by year(d.landing_date), d.${key}, d.landing_date, d.doc_key`,
  };
}

const receiverYear = (key: ReceiverKey) => [key === 'station_id' ? SCOPE.station : SCOPE.buyer, SCOPE.year];

/** Per receiver, landing year and species: the page's catch per species, its year list and totals. */
function yearSpeciesModel(key: ReceiverKey): ReadModel {
  return {
    table: `${PREFIX[key]}_year_species`,
    scope: receiverYear(key),
    select: (source) => `
   select ${key}, year(landing_date)::integer as year, species_fdir_code,
     arg_max(species_fdir, landing_date) as species_fdir, sum(round_weight) as round_weight,
     sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight,
     count(distinct doc_key)::integer as landings, ${PRICED_LANDINGS} as priced_landings
   from ${source} where ${key} is not null group by all
   order by year, ${key}`,
  };
}

/** Per receiver, landing year and boat: the boats that delivered there, with the names of their latest note. */
function yearBoatsModel(key: ReceiverKey): ReadModel {
  return {
    table: `${PREFIX[key]}_year_boats`,
    scope: receiverYear(key),
    select: (source) => `
   select ${key}, year(landing_date)::integer as year, vessel_id,
     arg_max(vessel_name, landing_date) as vessel_name, arg_max(registration_mark, landing_date) as registration_mark,
     sum(round_weight) as round_weight, sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight,
     count(distinct doc_key)::integer as landings, ${PRICED_LANDINGS} as priced_landings
   from ${source} where ${key} is not null and vessel_id is not null group by all
   order by year, ${key}, round_weight desc, vessel_id`,
  };
}

export const RECEIVER_TABLES: ReadModel[] = [
  ...(['station_id', 'buyer_id'] as const).flatMap((key) => [
    documentsModel(key),
    yearSpeciesModel(key),
    yearBoatsModel(key),
  ]),
  // A buyer's months per station (station_months, derive.ts, in year and buyer order): the firm's
  // stations and its graph of any range of months.
  {
    table: 'buyer_station_months',
    from: 'station_months',
    scope: STATION_MONTH_SCOPE,
    select: (source) =>
      `select * from ${source} where buyer_id is not null order by year(month), buyer_id, month`,
  },
];

/** Runs after derive.ts has written station_months. */
export async function deriveReceiverTables(connection: DuckDBConnection, mode: DeriveMode): Promise<void> {
  await deriveReadModels(connection, RECEIVER_TABLES, mode);
}
