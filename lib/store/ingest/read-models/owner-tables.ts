import type { DuckDBConnection } from '@duckdb/node-api';
import { CHANGED_LINES } from '../changed-lines';
import { deriveReadModels, SCOPE, tableExists, type DeriveMode, type ReadModel } from './read-model';

/**
 * The owner page's read models (/owner/{id}, the owners API), derived from the ownership periods and
 * the landing lines after every ingest like the boat and receiver pages' (boat-tables.ts,
 * receiver-tables.ts). An owner's figures are what its boats landed while it owned them: each landing
 * line counts for every ownership period (of a boat, from `from_date` up to `to_date`) it falls in.
 * Every table is written in owner order, so a page's reads are one owner's rows (of a year) that
 * DuckDB finds by skipping every other block, and none of them groups landing lines at request time.
 *
 * The tables grouped from landing lines (OWNER_LINE_TABLES) are refreshed like the boat's
 * (./read-model.ts) for the owners, boats and years an ingest changed, which come from two inputs:
 * the changed landing lines, counted for every ownership period before or after the ingest that holds
 * them, and the ownership periods a vessel register file added, ended, moved or removed, for every
 * year their boat has landings (`owner_changes`). The two lists of an owner's boats (owner_boats,
 * owner_quota_vessels) are one row per period or held vessel, joined to tables derived whole from the
 * registers (boats, owner_chains, quota_lines): they are rebuilt whole on every ingest.
 */

/** The round weight and the landing notes whose value (Beløp for fisker) is published (lib/landings/value-coverage.ts). */
const PRICED_WEIGHT = 'coalesce(sum(round_weight) filter (where amount_fisher is not null), 0)';
const PRICED_LANDINGS = 'count(distinct doc_key) filter (where amount_fisher is not null)::integer';

/** An ownership period: an owner's boat from one date to another (the register's period). */
const PERIOD = 'owner_id, vessel_id, from_date, to_date';

/** How many species the owner's list of boats shows per boat. */
export const OWNER_BOAT_TOP_SPECIES = 5;

/** The ownership periods as the store held them before this ingest (`rememberOwnerships`). */
const OWNERSHIPS_BEFORE = 'ownerships_before';
/** The owners, boats and years whose owner rows this ingest changed: a temp table, like changed_lines. */
const OWNER_CHANGES = 'owner_changes';
/** The lines of each ownership period (all, or those of the changed owners and boats), grouped below. */
const OWNER_LINES = 'owner_lines';

/** A landing line is its boat's owner's from the period's first day up to (not including) its last. */
const IN_PERIOD = (line: string, period: string) => `${line}.vessel_id = ${period}.vessel_id
     and ${line}.landing_date >= coalesce(${period}.from_date, date '1900-01-01')
     and ${line}.landing_date < coalesce(${period}.to_date, date '9999-12-31')`;

const ownerLinesSql = (periods: string) => `create or replace temp table ${OWNER_LINES} as
   select p.owner_id, p.vessel_id, p.from_date, p.to_date, year(l.landing_date)::integer as year,
     l.landing_date, l.doc_key, l.vessel_name, l.species_fdir_code, l.species_fdir, l.round_weight, l.amount_fisher
   from ${periods} p join landing_lines l on ${IN_PERIOD('l', 'p')}`;

const OWNER_YEAR_SCOPE = [
  { column: 'owner_id', changed: 'owner_id' },
  { column: 'year', changed: 'year' },
];

/** The owner tables grouped from the lines of the ownership periods. */
export const OWNER_LINE_TABLES: ReadModel[] = [
  // Per ownership period and landing year, and per period over all its years (year null): what the
  // boat landed for the owner, with its heaviest species (code, latest name, weight; equal weights by
  // code). The all-years row needs every year of the period, so a boat's periods are its scope.
  {
    table: 'owner_period_years',
    from: OWNER_LINES,
    changes: OWNER_CHANGES,
    scope: [SCOPE.boat],
    select: (source) => `
   with species as (
     select ${PERIOD}, year, species_fdir_code as code, arg_max(species_fdir, landing_date) as name,
       sum(round_weight) as weight
     from ${source} where species_fdir_code is not null
     group by grouping sets ((${PERIOD}, year, species_fdir_code), (${PERIOD}, species_fdir_code))
   ), top as (
     select ${PERIOD}, year,
       -- Sorted by rank with list_sort, not an ordered aggregate (a sort buffer per group; docs/ingest.md).
       list_transform(list_sort(list({'rank': rank, 'code': code, 'name': name, 'weight': weight})),
         species -> {'code': species.code, 'name': species.name, 'weight': species.weight}) as top_species
     from (
       select *, row_number() over (partition by ${PERIOD}, year order by weight desc, code) as rank from species
     ) where rank <= ${OWNER_BOAT_TOP_SPECIES}
     group by all
   ), totals as (
     select ${PERIOD}, year, sum(round_weight) as round_weight, sum(amount_fisher) as value,
       ${PRICED_WEIGHT} as priced_weight, count(distinct doc_key)::integer as landings,
       ${PRICED_LANDINGS} as priced_landings
     from ${source} group by grouping sets ((${PERIOD}, year), (${PERIOD}))
   )
   select t.*, coalesce(s.top_species, []) as top_species
   from totals t left join top s
     on s.owner_id = t.owner_id and s.vessel_id = t.vessel_id and s.from_date is not distinct from t.from_date
       and s.to_date is not distinct from t.to_date and s.year is not distinct from t.year
   order by t.owner_id, t.year nulls first`,
  },

  // Per owner, landing year and species: the page's catch per species.
  {
    table: 'owner_year_species',
    from: OWNER_LINES,
    changes: OWNER_CHANGES,
    scope: OWNER_YEAR_SCOPE,
    select: (source) => `
   select owner_id, year, species_fdir_code, arg_max(species_fdir, landing_date) as species_fdir,
     sum(round_weight) as round_weight, sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight,
     count(distinct doc_key)::integer as landings, ${PRICED_LANDINGS} as priced_landings
   from ${source} group by all
   order by owner_id, year`,
  },

  // Per owner, landing year, boat and month: the page's monthly chart, a series per boat.
  {
    table: 'owner_year_months',
    from: OWNER_LINES,
    changes: OWNER_CHANGES,
    scope: OWNER_YEAR_SCOPE,
    select: (source) => `
   select owner_id, year, vessel_id, strftime(landing_date, '%Y-%m') as month,
     arg_max(vessel_name, landing_date) as vessel_name, sum(round_weight) as round_weight
   from ${source} group by all
   order by owner_id, year`,
  },
];

/** The owners' lists of boats, one row per period or held vessel: rebuilt whole on every ingest. */
export const OWNER_LIST_SQL = [
  // Every ownership period of an owner with the boat's facts: the page's lists of boats owned now and
  // before, in the order they are shown (current first, then the most recently ended).
  `create or replace table owner_boats as
   select s.owner_id, s.vessel_id, s.from_date, s.to_date, b.name, b.registration_mark, b.length,
     b.length_group, b.gear_group, b.last_landing
   from ownerships s left join boats b on b.vessel_id = s.vessel_id
   order by s.owner_id, s.to_date is null desc, s.to_date desc, s.from_date desc nulls last, b.name, s.vessel_id`,

  // The vessels an owner holds today (directly, depth 0, or through companies: owner_chains) per year
  // they have quota lines in: the page's quota section, its year the newest of them.
  `create or replace table owner_quota_vessels as
   select c.owner_id, q.year, c.vessel_id, b.name, b.registration_mark, min(c.depth)::integer as depth
   from owner_chains c join boats b on b.vessel_id = c.vessel_id
   join (select distinct vessel_id, year from quota_lines) q on q.vessel_id = c.vessel_id
   group by all order by c.owner_id, q.year, b.name, c.vessel_id`,
];

/** Called before derive.ts writes `ownerships` again, when the ingest refreshes. */
export async function rememberOwnerships(connection: DuckDBConnection): Promise<void> {
  await connection.run(
    `create or replace temp table ${OWNERSHIPS_BEFORE} as select ${PERIOD} from ownerships`,
  );
}

const PERIOD_COLUMNS = `select ${PERIOD} from`;

/**
 * The owner, boat and landing year of every owner row this ingest may have changed: each changed line
 * under every period (before or after) that holds it, and each period that one snapshot has and the
 * other lacks, in every year its boat landed (boat_years, refreshed before).
 */
const OWNER_CHANGES_SQL = `create or replace temp table ${OWNER_CHANGES} as
   with periods as (
     ${PERIOD_COLUMNS} ${OWNERSHIPS_BEFORE} union ${PERIOD_COLUMNS} ownerships
   ), moved as (
     (${PERIOD_COLUMNS} ${OWNERSHIPS_BEFORE} except all ${PERIOD_COLUMNS} ownerships)
     union all
     (${PERIOD_COLUMNS} ownerships except all ${PERIOD_COLUMNS} ${OWNERSHIPS_BEFORE})
   )
   select p.owner_id, p.vessel_id, year(c.landing_date)::integer as year
   from ${CHANGED_LINES} c join periods p on ${IN_PERIOD('c', 'p')}
   union
   select m.owner_id, m.vessel_id, y.year from moved m join boat_years y on y.vessel_id = m.vessel_id`;

/**
 * Runs after derive.ts has written ownerships, boats, boat_years, owner_chains and quota_lines. A
 * refresh needs `rememberOwnerships` called before ownerships was written, and every table there
 * already (a store without one gets them whole).
 */
export async function deriveOwnerTables(connection: DuckDBConnection, mode: DeriveMode): Promise<void> {
  for (const sql of OWNER_LIST_SQL) await connection.run(sql);
  let refresh = mode === 'changed';
  for (const { table } of OWNER_LINE_TABLES) refresh &&= await tableExists(connection, table);
  if (refresh) {
    await connection.run(OWNER_CHANGES_SQL);
    // Every period of a changed boat (its rows) and of a changed owner (its years' rows).
    await connection.run(
      ownerLinesSql(`(select * from ownerships
        where vessel_id in (select vessel_id from ${OWNER_CHANGES})
          or owner_id in (select owner_id from ${OWNER_CHANGES}))`),
    );
  } else {
    await connection.run(ownerLinesSql('ownerships'));
  }
  await deriveReadModels(connection, OWNER_LINE_TABLES, refresh ? 'changed' : 'full');
  await connection.run(`drop table ${OWNER_LINES}`);
  await connection.run(`drop table if exists ${OWNER_CHANGES}; drop table if exists ${OWNERSHIPS_BEFORE}`);
}
