import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * The owner page's read models (/owner/{id}, the owners API), derived from the ownership periods and
 * the landing lines after every ingest like the boat and receiver pages' (boat-tables.ts,
 * receiver-tables.ts). An owner's figures are what its boats landed while it owned them: each landing
 * line counts for every ownership period (of a boat, from `from_date` up to `to_date`) it falls in.
 * Every table is written in owner order, so a page's reads are one owner's rows (of a year) that
 * DuckDB finds by skipping every other block, and none of them groups landing lines at request time.
 *
 * Rebuilt whole on every ingest, like the other derived tables: a landing file may correct or withdraw
 * any document of its year, and a register snapshot may move any ownership period.
 */

/** The round weight and the landing notes whose value (Beløp for fisker) is published (lib/landings/value-coverage.ts). */
const PRICED_WEIGHT = 'coalesce(sum(round_weight) filter (where amount_fisher is not null), 0)';
const PRICED_LANDINGS = 'count(distinct doc_key) filter (where amount_fisher is not null)::integer';

/** An ownership period: an owner's boat from one date to another (the register's period). */
const PERIOD = 'owner_id, vessel_id, from_date, to_date';

/** How many species the owner's list of boats shows per boat. */
export const OWNER_BOAT_TOP_SPECIES = 5;

export const OWNER_TABLES_SQL = [
  // The lines of each ownership period, with what the tables below group: read once, grouped thrice.
  `create or replace temp table owner_lines as
   select p.owner_id, p.vessel_id, p.from_date, p.to_date, year(l.landing_date)::integer as year,
     l.landing_date, l.doc_key, l.vessel_name, l.species_fdir_code, l.species_fdir, l.round_weight, l.amount_fisher
   from ownerships p join landing_lines l on l.vessel_id = p.vessel_id
     and l.landing_date >= coalesce(p.from_date, date '1900-01-01')
     and l.landing_date < coalesce(p.to_date, date '9999-12-31')`,

  // Every ownership period of an owner with the boat's facts: the page's lists of boats owned now and
  // before, in the order they are shown (current first, then the most recently ended).
  `create or replace table owner_boats as
   select s.owner_id, s.vessel_id, s.from_date, s.to_date, b.name, b.registration_mark, b.length,
     b.length_group, b.gear_group, b.last_landing
   from ownerships s left join boats b on b.vessel_id = s.vessel_id
   order by s.owner_id, s.to_date is null desc, s.to_date desc, s.from_date desc nulls last, b.name, s.vessel_id`,

  // Per ownership period and landing year, and per period over all its years (year null): what the
  // boat landed for the owner, with its heaviest species (code, latest name, weight; equal weights by code).
  `create or replace table owner_period_years as
   with species as (
     select ${PERIOD}, year, species_fdir_code as code, arg_max(species_fdir, landing_date) as name,
       sum(round_weight) as weight
     from owner_lines where species_fdir_code is not null
     group by grouping sets ((${PERIOD}, year, species_fdir_code), (${PERIOD}, species_fdir_code))
   ), top as (
     select ${PERIOD}, year,
       list({'code': code, 'name': name, 'weight': weight} order by weight desc, code) as top_species
     from (
       select *, row_number() over (partition by ${PERIOD}, year order by weight desc, code) as rank from species
     ) where rank <= ${OWNER_BOAT_TOP_SPECIES}
     group by all
   ), totals as (
     select ${PERIOD}, year, sum(round_weight) as round_weight, sum(amount_fisher) as value,
       ${PRICED_WEIGHT} as priced_weight, count(distinct doc_key)::integer as landings,
       ${PRICED_LANDINGS} as priced_landings
     from owner_lines group by grouping sets ((${PERIOD}, year), (${PERIOD}))
   )
   select t.*, coalesce(s.top_species, []) as top_species
   from totals t left join top s
     on s.owner_id = t.owner_id and s.vessel_id = t.vessel_id and s.from_date is not distinct from t.from_date
       and s.to_date is not distinct from t.to_date and s.year is not distinct from t.year
   order by t.owner_id, t.year nulls first`,

  // Per owner, landing year and species: the page's catch per species.
  `create or replace table owner_year_species as
   select owner_id, year, species_fdir_code, arg_max(species_fdir, landing_date) as species_fdir,
     sum(round_weight) as round_weight, sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight,
     count(distinct doc_key)::integer as landings, ${PRICED_LANDINGS} as priced_landings
   from owner_lines group by all
   order by owner_id, year`,

  // Per owner, landing year, boat and month: the page's monthly chart, a series per boat.
  `create or replace table owner_year_months as
   select owner_id, year, vessel_id, strftime(landing_date, '%Y-%m') as month,
     arg_max(vessel_name, landing_date) as vessel_name, sum(round_weight) as round_weight
   from owner_lines group by all
   order by owner_id, year`,

  'drop table owner_lines',

  // The vessels an owner holds today (directly, depth 0, or through companies: owner_chains) per year
  // they have quota lines in: the page's quota section, its year the newest of them.
  `create or replace table owner_quota_vessels as
   select c.owner_id, q.year, c.vessel_id, b.name, b.registration_mark, min(c.depth)::integer as depth
   from owner_chains c join boats b on b.vessel_id = c.vessel_id
   join (select distinct vessel_id, year from quota_lines) q on q.vessel_id = c.vessel_id
   group by all order by c.owner_id, q.year, b.name, c.vessel_id`,
];

/** Runs after derive.ts has written ownerships, boats, owner_chains and quota_lines. */
export async function deriveOwnerTables(connection: DuckDBConnection): Promise<void> {
  for (const sql of OWNER_TABLES_SQL) await connection.run(sql);
}
