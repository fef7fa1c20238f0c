import type { DuckDBConnection } from '@duckdb/node-api';
import { LENGTH_GROUPS } from '@/lib/fiskeridir/code-lists';
import { sqlString } from '../sql-values';
import { deriveBoatLogbooks } from './boat-logbooks';
import { deriveBoatTables } from './boat-tables';
import { derivePositionTables } from './boat-tracks';
import { deriveBoatTripYears } from './boat-trip-years';
import { deriveOwnerTables, rememberOwnerships } from './owner-tables';
import { deriveReceiverTables } from './receiver-tables';
import { deriveLandingCubes } from './landing-cubes';
import { MONTH_TOP_DOCUMENTS } from './month-top-documents';
import { PRICE_TABLES } from './price-tables';
import { SPECIES_PLACE_TABLES } from './species-place-tables';
import { deriveTrips } from './trips';
import { recordRenamedReceivers, rememberReceiverNames } from '../changed-lines';
import { deriveReadModels, SCOPE, type DeriveMode, type ReadModel } from './read-model';

/**
 * Derives the tables the site reads from the source tables, at the end of every ingest. They are
 * plain tables (not views) so that pages and top lists read them without re-aggregating.
 */

const OPEN_ENDED_GROUP = LENGTH_GROUPS.find((group) => group.maxLength === null);
const BOUNDED_GROUPS = LENGTH_GROUPS.filter((group) => group.maxLength !== null).sort(
  (a, b) => a.maxLength! - b.maxLength!,
);
if (!OPEN_ENDED_GROUP) throw new Error('The length groups need an open-ended top group');

/**
 * The directorate's length group of a length in metres, as SQL built from the code list
 * (`LENGTH_GROUPS`), so that the store and the format module agree on every boundary.
 */
export const lengthGroupSql = (length: string) => `case
  when ${length} is null then null
  ${BOUNDED_GROUPS.map((group) => `when ${length} < ${group.maxLength} then ${sqlString(group.name)}`).join('\n  ')}
  else ${sqlString(OPEN_ENDED_GROUP.name)} end`;

/** How many companies up a vessel's ownership chain is followed. */
const MAX_OWNERSHIP_DEPTH = 6;

/**
 * Kvotetype codes whose catch counts against the vessel's own quota: the ordinary quota and its
 * variants (with delivery terms, sold to tourists). The others (research, school, youth, district,
 * bait, bonus, …) are quotas of their own.
 */
export const COUNTED_QUOTA_TYPES = ['01', '07', '10'] as const;

/** The round weight and the landing notes whose value (Beløp for fisker) is published, as aggregates. */
const PRICED_WEIGHT = 'coalesce(sum(round_weight) filter (where amount_fisher is not null), 0)';
const PRICED_LANDINGS = 'count(distinct doc_key) filter (where amount_fisher is not null)::integer';

const DERIVE_SQL = [
  // Every municipality and county name seen, by code, newest spelling first.
  `create or replace table municipalities as
   select code, arg_max(name, seen) as name, arg_max(county_code, seen) as county_code, arg_max(county, seen) as county
   from (
     select landing_municipality_code as code, landing_municipality as name, landing_county_code as county_code,
       landing_county as county, landing_date as seen from landing_lines
     union all
     select vessel_municipality_code, vessel_municipality, vessel_county_code, vessel_county, landing_date
     from landing_lines
   ) where code is not null and name is not null group by code`,

  // Ownership periods from the vessel register, with the owners' names; current first, then newest.
  `create or replace table ownerships as
   select vessel_id, owner_id, owner_name, entity_type, from_date, to_date from register_owners
   order by vessel_id, to_date is null desc, coalesce(from_date, date '1900-01-01') desc, owner_id`,

  `create or replace table owners as
   select owner_id, arg_max(owner_name, coalesce(from_date, date '1900-01-01')) as name,
     arg_max(entity_type, coalesce(from_date, date '1900-01-01')) as entity_type,
     arg_max(postal_code, coalesce(from_date, date '1900-01-01')) as postal_code,
     arg_max(city, coalesce(from_date, date '1900-01-01')) as city,
     count(distinct vessel_id) filter (where to_date is null)::integer as current_boats,
     count(distinct vessel_id)::integer as all_boats
   from register_owners group by owner_id
   -- Owners of companies (register extract) that own no vessel directly: holding companies get a page
   -- too, where their vessels held through companies are listed with their quotas.
   union all
   select owner_id, arg_max(owner_name, owner_name), arg_max(entity_type, owner_name), null, null, 0, 0
   from register_company_owners
   where owner_id not in (select owner_id from register_owners)
   group by owner_id`,

  `create or replace table boats as
   with landed as (
     select vessel_id,
       arg_max(vessel_name, landing_date) as name,
       arg_max(registration_mark, landing_date) as registration_mark,
       arg_max(radio_call_sign, landing_date) as radio_call_sign,
       arg_max(vessel_length, landing_date) as length,
       arg_max(vessel_municipality_code, landing_date) as municipality_code,
       arg_max(build_year, landing_date) as build_year,
       arg_max(engine_power, landing_date) as engine_power,
       arg_max(coalesce(gross_tonnage_1969, gross_tonnage_other), landing_date) as gross_tonnage,
       arg_max(vessel_nationality, landing_date) as nationality,
       min(landing_date) as first_landing, max(landing_date) as last_landing
     from landing_lines where vessel_id is not null group by vessel_id
   ), gear_weight as (
     select vessel_id, gear_group_code, gear_group, gear, sum(round_weight) as weight
     from landing_lines where vessel_id is not null group by all
   ), main_gear as (
     select vessel_id, arg_max(gear_group_code, weight) as gear_group_code, arg_max(gear_group, weight) as gear_group,
       arg_max(gear, weight) as gear
     from gear_weight group by vessel_id
   ), current_owner as (
     select vessel_id, arg_max(owner_id, coalesce(from_date, date '1900-01-01')) as owner_id,
       arg_max(owner_name, coalesce(from_date, date '1900-01-01')) as owner_name
     from register_owners where to_date is null group by vessel_id
   ), merged as (
     select coalesce(r.vessel_id, l.vessel_id) as vessel_id,
       coalesce(r.name, l.name) as name,
       coalesce(r.registration_mark, l.registration_mark) as registration_mark,
       coalesce(r.radio_call_sign, l.radio_call_sign) as radio_call_sign,
       coalesce(r.length, l.length) as length,
       coalesce(r.municipality_code, l.municipality_code) as municipality_code,
       coalesce(r.build_year, l.build_year) as build_year,
       coalesce(r.engine_power, l.engine_power) as engine_power,
       coalesce(r.gross_tonnage, l.gross_tonnage) as gross_tonnage,
       r.imo_number, l.nationality, l.first_landing, l.last_landing
     from register_vessels r full outer join landed l on l.vessel_id = r.vessel_id
   )
   select m.*, ${lengthGroupSql('m.length')} as length_group,
     mu.name as municipality, mu.county_code, mu.county,
     g.gear_group_code, g.gear_group, g.gear,
     o.owner_id, o.owner_name
   from merged m
   left join municipalities mu on mu.code = m.municipality_code
   left join main_gear g on g.vessel_id = m.vessel_id
   left join current_owner o on o.vessel_id = m.vessel_id`,

  // Buying firms: the register where it knows them, otherwise what the landing notes say.
  `create or replace table buyers as
   with landed as (
     select buyer_id, min(landing_date) as first_landing, max(landing_date) as last_landing
     from landing_lines where buyer_id is not null group by buyer_id
   )
   select coalesce(r.buyer_id, l.buyer_id) as buyer_id, r.name, r.postal_code, r.city, r.municipality_code,
     l.first_landing, l.last_landing
   from register_buyers r full outer join landed l on l.buyer_id = r.buyer_id`,

  `create or replace table stations as
   with landed as (
     select station_id, arg_max(buyer_id, landing_date) as buyer_id,
       arg_max(landing_municipality_code, landing_date) as municipality_code,
       min(landing_date) as first_landing, max(landing_date) as last_landing
     from landing_lines where station_id is not null group by station_id
   )
   select coalesce(r.station_id, l.station_id) as station_id, coalesce(r.buyer_id, l.buyer_id) as buyer_id,
     r.name, coalesce(r.municipality_code, l.municipality_code) as municipality_code, mu.name as municipality,
     mu.county, r.latitude, r.longitude, l.first_landing, l.last_landing
   from register_stations r full outer join landed l on l.station_id = r.station_id
   left join municipalities mu on mu.code = coalesce(r.municipality_code, l.municipality_code)`,

  // Who holds each vessel today, directly (depth 0) or through companies owning companies (depth 1…).
  // The depth limit stops a cycle in the register from recursing forever.
  `create or replace table owner_chains as
   with recursive chain(vessel_id, owner_id, depth) as (
     select vessel_id, owner_id, 0 from register_owners where to_date is null
     union all
     select c.vessel_id, co.owner_id, c.depth + 1
     from chain c join register_company_owners co on co.company_id = c.owner_id
     where c.depth < ${MAX_OWNERSHIP_DEPTH}
   )
   select vessel_id, owner_id, min(depth)::integer as depth from chain group by vessel_id, owner_id`,

  // A vessel's owner group: the owner at the top of its chain (the deepest; ties by id, so stable).
  `create or replace table vessel_groups as
   select c.vessel_id, first(c.owner_id order by c.depth desc, c.owner_id) as group_id
   from owner_chains c group by c.vessel_id`,
];

// Quota and catch per vessel, year and quota line. The catch is fangst.csv's where the extract has
// it, else the vessel's landings of the line's species in that year (round weight), leaving out
// notes whose Kvotetype says they count against another quota (research, school, district, …).
// A line's species is its own code, else the longest species name its description starts with.
// Where several lines share a species, the landings count against the first line only.
// Derived after the read models and code_values, from which it takes the landings
// (boat_year_quota_types) and the species' names: no scan of the landing lines.
const QUOTA_LINES_SQL = `create or replace table quota_lines as
   with species_names as (
     select code, label as name from code_values where category = 'fish' and label is not null
   ), matched as (
     select q.year, q.vessel_id, q.line_number, arg_max(s.code, length(s.name)) as code
     from register_quotas q join species_names s
       on lower(coalesce(q.line_description, '')) like lower(s.name) || '%'
     where q.species_code is null group by all
   ), lines as (
     select q.*, coalesce(q.species_code, m.code) as matched_code,
       row_number() over (partition by q.year, q.vessel_id, coalesce(q.species_code, m.code)
         order by try_cast(q.line_number as integer), q.line_number) as species_rank
     from register_quotas q
     left join matched m on m.year = q.year and m.vessel_id = q.vessel_id and m.line_number = q.line_number
   ), landed as (
     select vessel_id, year, species_fdir_code as code, sum(round_weight) as weight
     from boat_year_quota_types
     where vessel_id is not null
       and (quota_type_code is null or quota_type_code in (${COUNTED_QUOTA_TYPES.map(sqlString).join(', ')}))
     group by all
   ), reported as (
     select year, vessel_id, line_number, sum(catch_tonnes) * 1000 as weight
     from register_quota_catch group by all
   )
   select l.year, l.vessel_id, l.line_number, l.line_description, l.licence_code, l.licence,
     l.matched_code as species_code, sn.name as species, l.size, l.unit,
     case when l.unit = 'tonnes' then l.size * 1000 end as quota_weight,
     case when r.weight is not null then r.weight
          when l.matched_code is not null and l.species_rank = 1 then coalesce(d.weight, 0) end as catch_weight,
     case when r.weight is not null then 'fangst'
          when l.matched_code is not null and l.species_rank = 1 then 'landings' end as catch_source,
     l.valid_from, l.valid_to, l.snapshot_date
   from lines l
   left join species_names sn on sn.code = l.matched_code
   left join reported r on r.year = l.year and r.vessel_id = l.vessel_id and r.line_number = l.line_number
   left join landed d on d.year = l.year and d.vessel_id = l.vessel_id and d.code = l.matched_code`;

/**
 * The read models grouped straight from the landing lines: refreshed for what an ingest changed
 * unless it rebuilds (./read-model.ts).
 */
export const LANDING_READ_MODELS: ReadModel[] = [
  // Name history (in each boat's order, so its page reads a range): every name a boat carried on its landing notes, with first and last date seen.
  {
    table: 'boat_names',
    scope: [SCOPE.boat],
    select: (source) => `
   select vessel_id, vessel_name as name, arg_max(registration_mark, landing_date) as registration_mark,
     min(landing_date) as first_seen, max(landing_date) as last_seen
   from ${source} where vessel_id is not null and vessel_name is not null
   group by vessel_id, vessel_name order by vessel_id, first_seen, last_seen, name`,
  },

  // Per boat and landing year (year of Landingsdato): the boat directory, owner pages and firm lists
  // read these totals instead of scanning landing lines. Every value total carries the weight and the
  // landing notes whose value is published (lib/landings/value-coverage.ts says why).
  {
    table: 'boat_years',
    scope: [SCOPE.boat, SCOPE.year],
    select: (source) => `
   select vessel_id, year(landing_date)::integer as year, sum(round_weight) as round_weight,
     sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight, ${PRICED_LANDINGS} as priced_landings,
     count(distinct doc_key)::integer as landings, count(*)::integer as lines,
     min(landing_date) as first_landing, max(landing_date) as last_landing
   from ${source} where vessel_id is not null group by all order by vessel_id, year desc`,
  },

  // Per buyer and landing year: received weight, value, landing notes, boats and stations.
  {
    table: 'buyer_years',
    scope: [SCOPE.buyer, SCOPE.year],
    select: (source) => `
   select buyer_id, year(landing_date)::integer as year, sum(round_weight) as round_weight,
     sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight, ${PRICED_LANDINGS} as priced_landings,
     count(distinct doc_key)::integer as landings,
     count(distinct vessel_id)::integer as boats, count(distinct station_id)::integer as stations
   from ${source} where buyer_id is not null group by all order by buyer_id, year`,
  },

  // What each receiving station (and the buyer it received for) took in per month and species, in
  // year and station order (receiver-tables.ts says why): the station page's monthly series (the
  // firm's copy is receiver-tables.ts's buyer_station_months). Lines without a station keep their
  // buyer (station_id null).
  {
    table: 'station_months',
    scope: [SCOPE.station, SCOPE.buyer, SCOPE.month],
    select: (source) => `
   select station_id, buyer_id, date_trunc('month', landing_date)::date as month, species_fdir_code,
     arg_max(species_fdir, landing_date) as species_fdir, sum(round_weight) as round_weight,
     sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight, count(*)::integer as lines
   from ${source} where station_id is not null or buyer_id is not null
   group by station_id, buyer_id, month, species_fdir_code
   order by year(month), station_id, month`,
  },

  // Landed weight per boat, landing year, Kvotetype and species, in year and boat order: the quota
  // API's weight fished per quota type (lib/landings/quotas/quota-fished.ts) adds up one year's rows for the
  // fleet, or one boat's. Lines without a vessel keep theirs (vessel_id null), so the fleet's totals
  // hold every line.
  {
    table: 'boat_year_quota_types',
    scope: [SCOPE.boat, SCOPE.year],
    select: (source) => `
   select year(landing_date)::integer as year, vessel_id, quota_type_code, species_fdir_code,
     arg_max(quota_type, landing_date) as quota_type, arg_max(species_fdir, landing_date) as species_fdir,
     max(landing_date) as last_landing, sum(round_weight) as round_weight
   from ${source} where landing_date is not null and species_fdir_code is not null
   group by all order by year, vessel_id`,
  },

  // Landed weight and value per day, species, species group and gear group: the front page's year so
  // far and month against the same days last year (lib/landings/front/front-news.ts) read these few rows
  // instead of scanning a year and more of landing lines.
  {
    table: 'landing_days',
    scope: [SCOPE.day],
    select: (source) => `
   select landing_date, species_group_code, species_fdir_code, gear_group_code,
     any_value(species_group) as species_group, any_value(species_fdir) as species_fdir,
     any_value(gear_group) as gear_group, sum(round_weight) as round_weight, sum(amount_fisher) as value,
     ${PRICED_WEIGHT} as priced_weight
   from ${source} where landing_date is not null
   group by landing_date, species_group_code, species_fdir_code, gear_group_code
   order by landing_date`,
  },
];

/** Every code list a filter uses: category, code, label and how many landing lines carry it. */
const CODE_CATEGORIES: [category: string, code: string, label: string][] = [
  ['fishingGear', 'gear_group_code', 'gear_group'],
  ['gear', 'gear_code', 'gear'],
  ['gearMainGroup', 'gear_main_group_code', 'gear_main_group'],
  ['PreservationMethod', 'preservation_code', 'preservation'],
  ['fishGroup', 'species_group_code', 'species_group'],
  ['fishMainGroup', 'species_main_group_code', 'species_main_group'],
  ['fish', 'species_fdir_code', 'species_fdir'],
  ['OffloadState', 'landing_county_code', 'landing_county'],
  ['OffloadTown', 'landing_municipality_code', 'landing_municipality'],
  ['BoatState', 'vessel_county_code', 'vessel_county'],
  ['condition', 'condition_code', 'condition'],
  ['quality', 'quality_code', 'quality'],
  ['packaging', 'landing_method_code', 'landing_method'],
  ['application', 'application_code', 'application'],
  ['applicationMainGroup', 'application_main_group_code', 'application_main_group'],
  ['nationality', 'vessel_nationality_code', 'vessel_nationality'],
  ['lengthGroup', 'length_group_code', 'length_group'],
  ['northOrSouth', 'north_south', 'north_south'],
  ['mainArea', 'main_area_code', 'main_area'],
  ['quotaType', 'quota_type_code', 'quota_type'],
];

function codeValuesSql(): string {
  const parts = CODE_CATEGORIES.map(
    ([category, code, label]) =>
      `select '${category}' as category, ${code} as code, arg_max(${label}, landing_date) as label,
         count(*)::integer as line_count
       from landing_lines where ${code} is not null group by ${code}`,
  );
  return `create or replace table code_values as ${parts.join('\nunion all\n')}`;
}

/**
 * Derives the tables the site reads. `mode` 'changed' refreshes the read models for the landing lines
 * (and the owners' for the ownership periods) this ingest changed (../changed-lines.ts); the
 * register-based and whole-store tables are rebuilt. `positionMode` 'changed' refreshes the position
 * read models for the call signs whose reports it changed (../position-changes.ts): their rows keep no
 * order that a refresh could spoil, so they are refreshed whenever the store is of the current schema.
 */
export async function deriveTables(
  connection: DuckDBConnection,
  mode: DeriveMode = 'full',
  positionMode: DeriveMode = mode,
): Promise<{ boats: number }> {
  if (mode === 'changed') {
    await rememberReceiverNames(connection);
    await rememberOwnerships(connection);
  }
  for (const sql of DERIVE_SQL) await connection.run(sql);
  if (mode === 'changed') await recordRenamedReceivers(connection);
  await deriveReadModels(
    connection,
    [...LANDING_READ_MODELS, MONTH_TOP_DOCUMENTS, ...PRICE_TABLES, ...SPECIES_PLACE_TABLES],
    mode,
  );
  await connection.run(codeValuesSql());
  await connection.run(QUOTA_LINES_SQL);
  await deriveBoatTables(connection, mode);
  await deriveBoatLogbooks(connection);
  await derivePositionTables(connection, positionMode);
  await deriveReceiverTables(connection, mode);
  await deriveOwnerTables(connection, mode);
  await deriveLandingCubes(connection, mode);
  await deriveTrips(connection, positionMode);
  await deriveBoatTripYears(connection);
  const reader = await connection.runAndReadAll('select count(*)::integer as n from boats');
  return { boats: Number(reader.getRowObjectsJS()[0].n) };
}
