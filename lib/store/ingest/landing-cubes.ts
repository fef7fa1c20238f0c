import type { DuckDBConnection } from '@duckdb/node-api';

/**
 * Landing cubes: the landing lines summed per calendar month and a set of dimensions, derived at the
 * end of every ingest, so that the landing query (`/topoffloads`, `/api/offloads/query`) answers the
 * common top lists over many years without scanning every line (lib/landings/landing-query/cubes.ts
 * chooses one per request). Each cube keeps what the query sums, per cell:
 *
 *   weight         sum of the round weight
 *   value          sum of the value to the fisher (null when no line of the cell has one)
 *   priced_weight  the weight `value` covers (lib/landings/value-coverage.ts; null when none)
 *   last_date      the newest landing date
 *
 * The dimensions are the columns the query filters, groups and pivots on that stay few per boat or
 * receiver and month: the ones tied to the boat (owner, county, length group, nationality), to the
 * receiver (buyer, municipality, county), gear and species. Line-level codes (condition, quality,
 * packaging, preservation, application, north/south) would multiply the cells towards the lines, so
 * a query filtering on them reads the raw lines. A cube is only worth its table when it is several
 * times smaller than the lines; `landing_cube_months` gives the first and last landing date of each
 * month, so that a period that covers a month's data only in part reads that month's lines instead.
 *
 * Rebuilt whole on every ingest, like the other derived tables: a landing file may correct or withdraw
 * any document of its year.
 */

export interface LandingCube {
  table: string;
  /** landing_lines columns the cells are keyed by, besides the month. */
  dimensions: readonly string[];
  /** A cube whose dimensions include these, summed instead of the lines (cheaper to derive). */
  from?: string;
}

const BOAT = ['vessel_id', 'fisher_id', 'vessel_county_code', 'length_group_code', 'vessel_nationality_code'];
const RECEIVER = ['station_id', 'buyer_id', 'landing_municipality_code', 'landing_county_code'];
const GEAR = ['gear_code', 'gear_group_code'];
// `species_group` is the species row's label column; one per species code.
const SPECIES = ['species_fdir_code', 'species_group_code', 'species_main_group_code', 'species_group'];

/** Smallest first: the query takes the first cube that has every column it needs. */
export const LANDING_CUBES: readonly LandingCube[] = [
  { table: 'landing_cube_boat_months', dimensions: ['vessel_id'], from: 'landing_cube_boats' },
  { table: 'landing_cube_receiver_species', dimensions: [...RECEIVER, ...SPECIES] },
  { table: 'landing_cube_boats', dimensions: [...BOAT, ...GEAR, ...RECEIVER] },
  { table: 'landing_cube_boat_species', dimensions: [...BOAT, ...GEAR, ...SPECIES] },
];

export const CUBE_MONTHS_TABLE = 'landing_cube_months';

function cubeSql(cube: LandingCube): string {
  const keys = ['month', ...cube.dimensions].join(', ');
  if (cube.from) {
    return `create or replace table ${cube.table} as
      select ${keys}, sum(weight) as weight, sum(value) as value, sum(priced_weight) as priced_weight,
        max(last_date) as last_date
      from ${cube.from} group by all order by ${keys}`;
  }
  return `create or replace table ${cube.table} as
    select date_trunc('month', landing_date)::date as month, ${cube.dimensions.join(', ')},
      sum(round_weight) as weight, sum(amount_fisher) as value,
      sum(case when amount_fisher is not null then round_weight end) as priced_weight,
      max(landing_date) as last_date
    from landing_lines group by all order by ${keys}`;
}

/** Builds the cubes (those summed from another cube after it) and the months' date bounds. */
export async function deriveLandingCubes(connection: DuckDBConnection): Promise<void> {
  const ordered = [...LANDING_CUBES].sort((a, b) => Number(Boolean(a.from)) - Number(Boolean(b.from)));
  for (const cube of ordered) await connection.run(cubeSql(cube));
  await connection.run(`create or replace table ${CUBE_MONTHS_TABLE} as
    select date_trunc('month', landing_date)::date as month, min(landing_date) as first_date,
      max(landing_date) as last_date
    from landing_lines group by 1 order by 1`);
}
