import fc from 'fast-check';
import { executeLandingQuery, prepareLandingQuery } from '@/lib/landings/landing-query';
import type { LandingQueryInput } from '@/lib/landings/landing-query/types';
import { queryStore } from '@/lib/store/landing-store';

/**
 * Landing queries generated over what a store holds, each run twice: as the site runs it (over a
 * landing cube where one answers it) and over the raw landing lines. The cubes
 * (lib/store/ingest/read-models/landing-cubes.ts) must give the very same rows: weights, values, value coverage,
 * pivots, counts, order, ties and totals.
 */

/** Filter fields and the landing_lines column whose codes they are given. */
const FILTER_COLUMNS = {
  Fish: 'species_fdir_code',
  FishGroup: 'species_group_code',
  FishingGear: 'gear_group_code',
  LandingState: 'landing_county_code',
  BoatState: 'vessel_county_code',
  LengthGroup: 'length_group_code',
  OffloadTown: 'landing_municipality_code',
  Nationality: 'vessel_nationality_code',
  Boat: 'vessel_id',
  Fisher: 'fisher_id',
  Buyer: 'buyer_id',
  Station: 'station_id',
  // Codes no cube keeps: the query must read the lines.
  Quality: 'quality_code',
  Condition: 'condition_code',
} as const;
type FilterName = keyof typeof FILTER_COLUMNS;

const PIVOT_COLUMNS = {
  fish: 'species_fdir_code',
  fishGroup: 'species_group_code',
  fishingGear: 'gear_group_code',
  gear: 'gear_code',
} as const;

export interface StoreValues {
  first: string;
  last: string;
  codes: Record<FilterName, string[]>;
  pivots: string[];
}

/** The codes a store's lines use, per filter field and pivot kind, and its first and last landing date. */
export async function storeValues(): Promise<StoreValues> {
  const distinct = async (column: string) =>
    (
      await queryStore<{ code: string }>(
        `select distinct ${column}::varchar as code from landing_lines where ${column} is not null order by 1 limit 40`,
      )
    ).map((row) => row.code);
  const codes = {} as Record<FilterName, string[]>;
  for (const [field, column] of Object.entries(FILTER_COLUMNS))
    codes[field as FilterName] = await distinct(column);
  const pivots: string[] = [];
  for (const [kind, column] of Object.entries(PIVOT_COLUMNS)) {
    pivots.push(...(await distinct(column)).slice(0, 8).map((code) => `${kind}:${code}`));
  }
  const [{ first, last }] = await queryStore<{ first: string; last: string }>(
    `select strftime(min(landing_date), '%Y-%m-%d') as first, strftime(max(landing_date), '%Y-%m-%d') as last
     from landing_lines`,
  );
  return { first, last, codes, pivots };
}

const day = (base: string, offset: number) =>
  new Date(Date.parse(`${base}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

/** A date near the store's: its ends, a year's or a month's first or last day, or any day. */
function dateArbitrary(values: StoreValues): fc.Arbitrary<string> {
  const span = Math.round((Date.parse(values.last) - Date.parse(values.first)) / 86_400_000);
  const anyDay = fc.integer({ min: -20, max: span + 20 }).map((offset) => day(values.first, offset));
  return fc.oneof(
    fc.constantFrom(values.first, values.last),
    anyDay.chain((date) => fc.constantFrom(`${date.slice(0, 4)}-01-01`, `${date.slice(0, 4)}-12-31`)),
    anyDay.map((date) => `${date.slice(0, 7)}-01`),
    anyDay
      .map((date) => day(`${date.slice(0, 7)}-01`, 40).slice(0, 7))
      .map((month) => day(`${month}-01`, -1)),
    anyDay,
  );
}

export function queryArbitrary(values: StoreValues): fc.Arbitrary<LandingQueryInput> {
  const fields = (Object.keys(FILTER_COLUMNS) as FilterName[]).filter(
    (field) => values.codes[field].length > 0,
  );
  const filters = fc.subarray(fields, { maxLength: 2 }).chain((chosen) =>
    fc
      .tuple(
        ...chosen.map((field) =>
          fc.subarray(values.codes[field], {
            minLength: 1,
            maxLength: Math.min(3, values.codes[field].length),
          }),
        ),
      )
      .map((picked) => Object.fromEntries(chosen.map((field, i) => [field, picked[i]]))),
  );
  const pivots = fc.subarray(values.pivots, { maxLength: 3 });
  return fc
    .record({
      period: fc.tuple(dateArbitrary(values), dateArbitrary(values)),
      OffloadGrouping: fc.constantFrom(
        'Fartøy ID',
        'Mottaker ID',
        'Mottaksstasjon',
        'Art',
        'Fisker ID',
        'Kommune',
      ),
      OffloadGroupingDate: fc.constantFrom('none', 'none', 'month', 'year', 'week'),
      filters,
      XPivots: pivots,
      order: fc.constantFrom('TotalWeight', 'Price', 'LastLandingDate', 'Title', 'Pivot'),
      direction: fc.constantFrom('asc', 'desc'),
      PageNo: fc.integer({ min: 1, max: 3 }),
      Count: fc.integer({ min: 3, max: 25 }),
    })
    .map(({ period, filters: chosen, order, direction, XPivots, ...rest }) => {
      const [FromDate, ToDate] = [...period].sort();
      const field = order === 'Pivot' ? (XPivots.length > 0 ? `Pivot:${XPivots[0]}` : 'TotalWeight') : order;
      return { ...rest, ...chosen, FromDate, ToDate, XPivots, OrderBy: `${field} ${direction}` };
    });
}

/** The query over a cube (or null when none answers it) and over the lines. */
export async function runBothWays(input: LandingQueryInput) {
  const cubed = await prepareLandingQuery(input);
  const lines = await prepareLandingQuery(input, { lines: true });
  return {
    cube: cubed.cube?.table ?? null,
    cutMonths: cubed.cube?.lineRanges.length ?? 0,
    years: cubed.cube?.years != null,
    shown: await executeLandingQuery(cubed),
    fromLines: await executeLandingQuery(lines),
  };
}

/** Runs `runs` generated queries both ways; returns how many read a cube, cut a month, read whole years. */
export async function expectCubesEqualLines(runs: number, seed: number) {
  const values = await storeValues();
  const seen = { cube: 0, lines: 0, cutMonths: 0, years: 0, rows: 0 };
  await fc.assert(
    fc.asyncProperty(queryArbitrary(values), async (input) => {
      const { cube, cutMonths, years, shown, fromLines } = await runBothWays(input);
      expect(shown).toEqual(fromLines);
      seen[cube ? 'cube' : 'lines']++;
      seen.cutMonths += cutMonths > 0 ? 1 : 0;
      seen.years += years ? 1 : 0;
      seen.rows += shown.rows.length;
    }),
    { numRuns: runs, seed },
  );
  return seen;
}
