import type { DuckDBConnection } from '@duckdb/node-api';
import { deriveReadModels, SCOPE, type DeriveMode, type ReadModel, type ScopeColumn } from './read-model';

/**
 * Landing cubes: the landing lines summed per calendar month and a set of dimensions, derived at the
 * end of every ingest, so that the landing query (`/topoffloads`, `/api/offloads/query`) answers the
 * common top lists over many years without scanning every line (lib/landings/landing-query/cubes.ts
 * chooses one per request). Each cube is two tables: cells per month (`start` the month's first day)
 * and the same summed per calendar year (`<table>_years`, `start` the year's first day), which a
 * period that covers whole years reads for them. Each cell keeps what the query sums:
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
 * times smaller than the lines; `landing_cube_months` gives the first and last landing date and the
 * number of lines of each month, so that a period that covers a month's data only in part reads that
 * month's lines instead (and the store's facts count its lines without reading them).
 *
 * Rebuilt whole or refreshed for the months and years an ingest changed (./read-model.ts): a cell
 * sums the lines of its month or year, so recomputing those months and years from their lines (a
 * year from its month cells) gives what a rebuild gives.
 */

export interface LandingCube {
  table: string;
  /** landing_lines columns the cells are keyed by, besides the month or year. */
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
  { table: 'landing_cube_per_boat', dimensions: ['vessel_id'], from: 'landing_cube_boats' },
  { table: 'landing_cube_receiver_species', dimensions: [...RECEIVER, ...SPECIES] },
  { table: 'landing_cube_boats', dimensions: [...BOAT, ...GEAR, ...RECEIVER] },
  { table: 'landing_cube_boat_species', dimensions: [...BOAT, ...GEAR, ...SPECIES] },
];

export const CUBE_MONTHS_TABLE = 'landing_cube_months';

/** The table of a cube's cells per calendar year. */
export const yearsTable = (cube: LandingCube) => `${cube.table}_years`;

/** A cube's cells per `unit` summed from the cells of `source`. */
const rollUpSql = (source: string, unit: 'month' | 'year', dimensions: readonly string[]) => `
    select date_trunc('${unit}', start)::date as start, ${dimensions.join(', ')}, sum(weight) as weight,
      sum(value) as value, sum(priced_weight) as priced_weight, max(last_date) as last_date
    from ${source} group by all order by ${['start', ...dimensions].join(', ')}`;

const linesToMonthsSql = (source: string, dimensions: readonly string[]) => `
    select date_trunc('month', landing_date)::date as start, ${dimensions.join(', ')},
      sum(round_weight) as weight, sum(amount_fisher) as value,
      sum(case when amount_fisher is not null then round_weight end) as priced_weight,
      max(landing_date) as last_date
    from ${source} group by all order by ${['start', ...dimensions].join(', ')}`;

/** A month's cells: those of the months of the changed lines. */
const MONTH_SCOPE: ScopeColumn = { ...SCOPE.month, column: 'start' };
/** A year's cells, summed from the month cells: those of the years of the changed lines. */
const YEAR_SCOPE: ScopeColumn = {
  column: 'start',
  changed: "date_trunc('year', landing_date)::date",
  source: "date_trunc('year', start)::date",
};

/** A cube's month table and its year table, as read models of the months and years a landing changed. */
function cubeModels(cube: LandingCube): ReadModel[] {
  const months: ReadModel = cube.from
    ? {
        table: cube.table,
        from: cube.from,
        scope: [{ ...MONTH_SCOPE, source: 'start' }],
        select: (source) => rollUpSql(source, 'month', cube.dimensions),
      }
    : {
        table: cube.table,
        scope: [MONTH_SCOPE],
        select: (source) => linesToMonthsSql(source, cube.dimensions),
      };
  const years: ReadModel = {
    table: yearsTable(cube),
    from: cube.table,
    scope: [YEAR_SCOPE],
    select: (source) => rollUpSql(source, 'year', cube.dimensions),
  };
  return [months, years];
}

/**
 * The cubes (those summed from another cube after it), their years and the months' date bounds, in the
 * order they are derived. Their cells are keyed by month or year and hold landing-line columns only,
 * which no register file writes (the boat's and receiver's codes are those on the note), so a refresh
 * recomputes the months and years of `changed_lines` and a register file leaves them as they are.
 */
export const LANDING_CUBE_TABLES: ReadModel[] = [
  ...[...LANDING_CUBES].sort((a, b) => Number(Boolean(a.from)) - Number(Boolean(b.from))).flatMap(cubeModels),
  {
    table: CUBE_MONTHS_TABLE,
    scope: [SCOPE.month],
    select: (source) => `
    select date_trunc('month', landing_date)::date as month, min(landing_date) as first_date,
      max(landing_date) as last_date, count(*)::bigint as lines
    from ${source} group by 1 order by 1`,
  },
];

export async function deriveLandingCubes(connection: DuckDBConnection, mode: DeriveMode): Promise<void> {
  await deriveReadModels(connection, LANDING_CUBE_TABLES, mode);
}
