import type { DuckDBConnection } from '@duckdb/node-api';
import { deriveReadModels, SCOPE, type DeriveMode, type ReadModel } from './read-model';

/**
 * The boat page's read models, derived from the landing lines after every ingest: a boat's landings
 * list, its catch per species and its catch locations are range reads of these tables, never a grouping
 * of its raw lines. Each table is written in boat and date order, so that one boat's rows of a period
 * lie together and DuckDB skips every other block (their smallest and largest boat id per block).
 *
 * The grain is the landing document (per species, per catch location), the smallest unit whose totals
 * the pages show: any period a visitor picks is a range of whole documents, and counting documents
 * (landings, landings with a value) is counting rows.
 *
 * A first ingest or an upgrade rebuilds them whole; otherwise only the documents and the boat-years an
 * ingest changed are derived again (./read-model.ts, ../changed-lines.ts).
 */

/** The round weight whose value (Beløp for fisker) is published, as an aggregate (lib/landings/value-coverage.ts). */
const PRICED_WEIGHT = 'coalesce(sum(round_weight) filter (where amount_fisher is not null), 0)';

export const BOAT_TABLES: ReadModel[] = [
  // One row per landing document of a boat: what a list of landings shows (the same figures as
  // describeDocuments in lib/landings/notes/landing-document-lists.ts gives for any other list).
  {
    table: 'boat_documents',
    scope: [SCOPE.document],
    // Its species lists (a window and a list per document) over the whole history outgrow the ingest's
    // memory: a full rebuild goes a batch of boats at a time.
    batchBy: 'vessel_id',
    select: (source) => `
   with lines as (
     select doc_key, document_number, landing_date, landing_time, vessel_id, vessel_name, registration_mark,
       radio_call_sign, vessel_length, landing_municipality_code, landing_municipality, landing_county,
       buyer_id, station_id, gear, species_fdir_code, species_fdir, round_weight, amount_fisher
     from ${source} where vessel_id is not null
   ), species as (
     select doc_key, species_fdir_code as code, any_value(species_fdir) as title, sum(round_weight) as weight
     from lines group by 1, 2
   ), species_lists as (
     -- Heaviest first, then by code: a rank sorted on, as an ordered aggregate costs several times more.
     select doc_key, list_sort(list({'rank': rank, 'ID': 'fish:' || coalesce(code, ''),
         'Title': coalesce(title, code, ''), 'TotalWeight': round(weight, 3)})) as species
     from (select *, row_number() over (partition by doc_key order by weight desc, code)::integer as rank from species)
     group by 1
   ), docs as (
     select doc_key, vessel_id, any_value(document_number) as document_number,
       min(landing_date) as landing_date, min(landing_time) as landing_time,
       any_value(vessel_name) as vessel_name, any_value(registration_mark) as registration_mark,
       any_value(radio_call_sign) as radio_call_sign, any_value(vessel_length) as vessel_length,
       any_value(landing_municipality_code) as municipality_code,
       any_value(landing_municipality) as municipality, any_value(landing_county) as county,
       any_value(buyer_id) as buyer_id, any_value(station_id) as station_id,
       arg_max(gear, round_weight) as gear, sum(round_weight) as total_weight, sum(amount_fisher) as price,
       ${PRICED_WEIGHT} as priced_weight
     from lines group by doc_key, vessel_id
   )
   select d.*, s.species, k.name as buyer_name, st.name as station_name
   from docs d
   left join species_lists s using (doc_key)
   left join buyers k on k.buyer_id = d.buyer_id
   left join stations st on st.station_id = d.station_id
   order by d.vessel_id, d.landing_date, d.doc_key`,
  },

  // A boat's catch per document, landing day and time, species and landing municipality: its catch per
  // species in any period, the quota table's landed weight, the ports of its track map and the landings
  // beside its logbook. A species row of a document counts that document once.
  {
    table: 'boat_document_species',
    scope: [SCOPE.document],
    select: (source) => `
   select vessel_id, landing_date, doc_key, landing_time, species_fdir_code, any_value(species_fdir) as species_fdir,
     landing_municipality_code, any_value(landing_municipality) as landing_municipality,
     sum(round_weight) as round_weight, sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight,
     count(*)::integer as lines
   from ${source} where vessel_id is not null
   group by vessel_id, landing_date, doc_key, landing_time, species_fdir_code, landing_municipality_code
   order by vessel_id, landing_date, doc_key`,
  },

  // Where a boat's catch was taken, per document and catch location (the landing notes' statistical
  // location and its centre). Lines without a position form rows without one, which count them.
  {
    table: 'boat_catch_places',
    scope: [SCOPE.document],
    select: (source) => `
   select vessel_id, landing_date, doc_key, main_area_code, any_value(main_area) as main_area, location_code,
     catch_lat, catch_lon, sum(round_weight) as round_weight, count(*)::integer as lines
   from ${source} where vessel_id is not null
   group by vessel_id, landing_date, doc_key, main_area_code, location_code, catch_lat, catch_lon
   order by vessel_id, landing_date, doc_key`,
  },
];

/**
 * Per boat and landing year, from the tables above: the boat page's default period is a calendar year,
 * and its catch per species (with the quota table's landed weight) and per place are then a plain read
 * of a few rows. The species name is that of its latest landing (the register renames species now and
 * then).
 */
export const BOAT_YEAR_TABLES: ReadModel[] = [
  {
    table: 'boat_year_species',
    from: 'boat_document_species',
    scope: [SCOPE.boat, SCOPE.year],
    select: (source) => `
   select vessel_id, year(landing_date)::integer as year, species_fdir_code,
     arg_max(species_fdir, landing_date) filter (where species_fdir is not null) as species_fdir,
     sum(round_weight) as round_weight, sum(value) as value, sum(priced_weight) as priced_weight,
     count(distinct doc_key)::integer as landings,
     count(distinct doc_key) filter (where value is not null)::integer as priced_landings
   from ${source} group by all
   order by vessel_id, year`,
  },
  {
    table: 'boat_year_places',
    from: 'boat_catch_places',
    scope: [SCOPE.boat, SCOPE.year],
    select: (source) => `
   select vessel_id, year(landing_date)::integer as year, main_area_code, any_value(main_area) as main_area,
     location_code, catch_lat, catch_lon, sum(round_weight) as round_weight,
     count(distinct doc_key)::integer as landings, sum(lines)::integer as lines
   from ${source} group by vessel_id, year, main_area_code, location_code, catch_lat, catch_lon
   order by vessel_id, year`,
  },
];

export async function deriveBoatTables(connection: DuckDBConnection, mode: DeriveMode): Promise<void> {
  await deriveReadModels(connection, [...BOAT_TABLES, ...BOAT_YEAR_TABLES], mode);
}
