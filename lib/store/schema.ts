/**
 * The landing store's tables. Ingest creates them in a fresh store; derived tables are rebuilt from
 * the source tables at the end of every ingest, so they can never drift from what was loaded.
 *
 * Source tables (what the official files said):
 *   landing_lines   one row per line of the newest version of every landing document
 *   documents       one row per document (sluttseddel): identity, version, and where it came from
 *   register_vessels / register_owners   vessel register, with ownership periods
 *   register_buyers / register_stations  buyer and receiving-station register
 *   register_company_owners  who owns each company (register extract), for ownership chains
 *   register_quotas / register_quota_catch  quotas and the catch counted against them, per year, from the
 *                   newest register extract of that year
 *   positions       VMS position reports
 *   ers_lines       electronic logbook (ERS) lines: DEP, DCA, POR, TRA; one per message and species,
 *                   every version of a corrected catch message (queries take the newest)
 *   ingested_files  every file loaded, by content hash, so an unchanged file is skipped
 *   sitedata        key/value facts about the store (data_version, last_updated, …)
 * landing_lines, documents and ers_lines are kept in a file per year and read through views of the same
 * names (./year-parts.ts, YEAR_PART_TABLES_DDL); the others live in the main file.
 * Derived tables: every one is listed, with the module that derives it and how an ingest refreshes it,
 * in ./ingest/read-models/catalogue.ts (DERIVED_TABLES).
 * Kept from version to version: entity_versions (ingest/entity-versions.ts), the data version of every
 * boat, firm, station and owner; note_arrivals (ingest/note-arrivals.ts), the version each landing note
 * first appeared in.
 */

import { ESSENTIAL_LINE_VALUES, LANDING_LINE_COLUMNS } from './ingest/landing-line-columns';

/**
 * The shape of the derived tables the site reads. A store written at an older version is rebuilt from
 * its source tables by the next ingest, even one with nothing new (`npm start` asks for that at once).
 * 2: the yearly and monthly totals carry the weight and landings whose value is published.
 * 3: landing_days, the daily totals of the front page's news.
 * 4: the search index (boats, owners, buyers, stations, species, municipalities).
 * 5: trips and their benchmarks (trips, trip_benchmarks).
 * 6: fuel with a fishing load factor per gear group; the boat page's monthly medians (trip_months).
 * 7: entity versions (entity_versions and the `landings-N.versions.json` file beside the store).
 * 8: the boat page's read models (boat_documents, boat_document_species, boat_catch_places,
 *    boat_year_species, boat_year_places), and boat_years, boat_names and ownerships in boat order.
 * 9: the mottak and firm pages' read models (station_/buyer_documents, _year_species, _year_boats,
 *    buyer_station_months), station_months in station and buyer_years in buyer order.
 * 10: the owner page's read models (owner_boats, owner_period_years, owner_year_species,
 *    owner_year_months).
 * 11: the landing query's cubes (ingest/landing-cubes.ts).
 * 12: the boat page's logbook, track and efficiency sections per boat (boat_logbooks, boat_tracks,
 *    boat_track_places, boat_trip_years).
 * 13: the mottak and firm pages' read models and station_months in year order, then by mottak or firm.
 * 14: the price page's read models (price_months, bycatch_years).
 * 15: landing_cube_months counts each month's lines (the raw lines are read through views over the year
 *    files, lib/store/year-parts.ts, whose rows DuckDB cannot count without reading them).
 * 16: month_top_documents, the front page's heaviest notes of each month.
 * 17: boat_year_quota_types, the weight landed per boat, year, quota type and species.
 * 18: the search index keeps former names as written and boats' home municipality, so a hit says which
 *    of them it matched.
 * 19: the species and municipality pages' read models (species_days, municipality_days,
 *    species_area_years).
 * 20: their top lists (place_top_years).
 * 21: the trips' figures and inputs kept (trip_figures, trip_inputs), so that an ingest refreshes the
 *    position read models for what it changed.
 * 22: the positions in the year files (lib/store/year-parts.ts), moved out of the main file.
 */
export const STORE_SCHEMA_VERSION = 22;

function landingLinesDdl(qualifier: string): string {
  const essential = new Set<string>(ESSENTIAL_LINE_VALUES);
  const columns = LANDING_LINE_COLUMNS.map(
    ([name, , type]) => `  ${name} ${type}${essential.has(name) ? ' not null' : ''}`,
  );
  return `create table if not exists ${qualifier}.landing_lines (\n  doc_key varchar not null,\n${columns.join(',\n')}\n);`;
}

/**
 * The raw tables of one year (lib/store/year-parts.ts), in the attached year file or schema
 * `qualifier`: landing_lines and documents hold a catch year, ers_lines a logbook year, positions the
 * reports of a calendar year (UTC).
 */
export const YEAR_PART_TABLES_DDL = (qualifier: string) => `
${landingLinesDdl(qualifier)}

create table if not exists ${qualifier}.documents (
  doc_key varchar primary key,
  document_number varchar not null,
  sales_org_code varchar not null,
  document_type_code varchar not null,
  catch_year integer not null,
  version integer not null,
  version_time timestamp,
  landing_date date,
  vessel_id varchar,
  line_count integer not null,
  source_file varchar not null,
  -- What the lines say (weights, prices), so a republished copy with the same version number but new
  -- content (prices are released 12 months after the landing) is recognised as a change.
  fingerprint ubigint,
  updated_time timestamp
);

create table if not exists ${qualifier}.ers_lines (
  message_type varchar not null,
  message_id bigint not null,
  version integer not null,
  -- The year the directorate filed the message under (Relevant år): a newer copy of a year replaces it.
  year integer not null,
  message_time timestamp not null,
  vessel_id varchar,
  radio_call_sign varchar,
  registration_mark varchar,
  vessel_name varchar,
  port_code varchar,
  port varchar,
  -- Times are UTC, as ERS reports are.
  event_time timestamp,
  stop_time timestamp,
  duration_minutes double,
  latitude double,
  longitude double,
  stop_latitude double,
  stop_longitude double,
  gear_code varchar,
  gear varchar,
  gear_group_code varchar,
  main_area_code varchar,
  transfer_from varchar,
  transfer_to varchar,
  species_code varchar,
  species varchar,
  round_weight double,
  quantity_type varchar
);

create table if not exists ${qualifier}.positions (
  message_id varchar,
  time_utc timestamp not null,
  latitude double not null,
  longitude double not null,
  course double,
  speed double,
  -- Upper-case, as the VMS load writes them: the track query compares the column itself.
  radio_call_sign varchar,
  registration_mark varchar,
  vessel_name varchar
);
`;

/** The source tables: those of the main file, and the year tables read through views of their names. */
export const SOURCE_TABLES = [
  'register_vessels',
  'register_owners',
  'register_company_owners',
  'register_quotas',
  'register_quota_catch',
  'register_buyers',
  'register_stations',
  'ingested_files',
  'sitedata',
  'landing_lines',
  'documents',
  'ers_lines',
  'positions',
] as const;

export const SOURCE_TABLES_DDL = `
create table if not exists register_vessels (
  vessel_id varchar primary key,
  name varchar,
  registration_mark varchar,
  radio_call_sign varchar,
  municipality_code varchar,
  length double,
  width double,
  engine_power double,
  imo_number varchar,
  build_year integer,
  gross_tonnage double
);

create table if not exists register_owners (
  vessel_id varchar not null,
  owner_id varchar not null,
  owner_name varchar,
  entity_type varchar,
  postal_code varchar,
  city varchar,
  from_date date,
  to_date date
);

-- Companies owning companies (fartoy_eier.csv rows whose owned entity is a company): the newest extract.
create table if not exists register_company_owners (
  company_id varchar not null,
  owner_id varchar not null,
  owner_name varchar,
  entity_type varchar,
  share double
);

-- One row per vessel, year and quota line (kvoter.csv). size is in tonnes, or a quota factor (unit).
create table if not exists register_quotas (
  year integer not null,
  vessel_id varchar not null,
  line_number varchar not null,
  line_description varchar,
  licence_code varchar,
  licence varchar,
  species_code varchar,
  size double not null,
  unit varchar not null,
  valid_from date,
  valid_to date,
  snapshot_date date not null
);

-- Catch counted against a quota line (fangst.csv), tonnes.
create table if not exists register_quota_catch (
  year integer not null,
  vessel_id varchar not null,
  line_number varchar not null,
  catch_tonnes double not null,
  snapshot_date date not null
);

create table if not exists register_buyers (
  buyer_id varchar primary key,
  name varchar,
  postal_code varchar,
  city varchar,
  municipality_code varchar
);

create table if not exists register_stations (
  station_id varchar primary key,
  buyer_id varchar,
  name varchar,
  municipality_code varchar,
  latitude double,
  longitude double
);



create table if not exists ingested_files (
  content_hash varchar primary key,
  file_name varchar not null,
  kind varchar not null,
  ingested_at timestamp not null,
  lines integer,
  rejected integer
);

create table if not exists sitedata (
  key varchar primary key,
  value varchar
);
`;
