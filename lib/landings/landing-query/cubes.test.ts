/**
 * The landing query over the landing cubes (lib/store/ingest/read-models/landing-cubes.ts) gives the rows the raw
 * landing lines give, for queries generated over a generated store (tests/helpers/cube-parity.ts), and
 * again after an ingest that brings another year. Periods that cut a month read that month's lines.
 */
import { queryStore } from '@/lib/store/landing-store';
import { LANDING_CUBES } from '@/lib/store/ingest/read-models/landing-cubes';
import { expectCubesEqualLines, runBothWays } from '@/tests/helpers/cube-parity';
import { ingestAnEarlierGeneratedYear } from '@/tests/helpers/read-model-ingests';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { splitPeriod } from './cubes';

let dataDir = '';
generatedStoreForFile((dir) => {
  dataDir = dir;
});

describe('splitPeriod', () => {
  const month = (month: string, first: string, last: string) => ({ month, first, last });
  const bounds = [
    month('2023-11-01', '2023-11-02', '2023-11-29'),
    month('2023-12-01', '2023-12-01', '2023-12-20'),
    month('2024-01-01', '2024-01-02', '2024-01-30'),
    month('2024-02-01', '2024-02-01', '2024-02-28'),
    month('2024-03-01', '2024-03-04', '2024-03-29'),
  ];

  it('reads whole years from the cells per year and the other whole months per month', () => {
    expect(splitPeriod('2023-12-01', '2024-03-29', bounds)).toEqual({
      years: ['2024-01-01', '2024-01-01'],
      monthRanges: [['2023-12-01', '2023-12-01']],
      lineRanges: [],
    });
    // A year is whole when all its months with landings are: 2023 has none before November.
    expect(splitPeriod('2023-11-02', '2024-03-29', bounds)).toEqual({
      years: ['2023-01-01', '2024-01-01'],
      monthRanges: [],
      lineRanges: [],
    });
    expect(splitPeriod('2023-11-02', '2024-03-29', bounds, true)).toEqual({
      years: null,
      monthRanges: [['2023-11-01', '2024-03-01']],
      lineRanges: [],
    });
  });

  it('reads the days of a cut first or last month from the lines', () => {
    expect(splitPeriod('2024-01-15', '2024-03-10', bounds)).toEqual({
      years: null,
      monthRanges: [['2024-02-01', '2024-02-01']],
      lineRanges: [
        ['2024-01-15', '2024-01-31'],
        ['2024-03-01', '2024-03-10'],
      ],
    });
    expect(splitPeriod('2023-11-10', '2024-12-31', bounds)).toEqual({
      years: ['2024-01-01', '2024-01-01'],
      monthRanges: [['2023-12-01', '2023-12-01']],
      lineRanges: [['2023-11-10', '2023-11-30']],
    });
  });

  it('reads only lines when no month is whole inside the period', () => {
    expect(splitPeriod('2024-02-02', '2024-02-27', bounds)).toBeNull();
  });
});

describe('the landing query over the cubes', () => {
  it('keeps each cube several times smaller than the lines', async () => {
    const [{ lines }] = await queryStore<{ lines: number }>(
      'select count(*)::integer as lines from landing_lines',
    );
    for (const { table } of LANDING_CUBES) {
      const [{ cells }] = await queryStore<{ cells: number }>(
        `select count(*)::integer as cells from ${table}`,
      );
      expect(cells).toBeGreaterThan(0);
      expect(cells).toBeLessThan(lines / 2);
    }
  });

  it('answers all years of top boats from a cube, with the lines’ rows', async () => {
    const [{ first, last }] = await queryStore<{ first: string; last: string }>(
      `select strftime(min(landing_date), '%Y-%m-%d') as first, strftime(max(landing_date), '%Y-%m-%d') as last
       from landing_lines`,
    );
    const { cube, cutMonths, shown, fromLines } = await runBothWays({
      FromDate: first,
      ToDate: last,
      Count: 50,
    });
    expect(cube).toBe('landing_cube_per_boat');
    expect(cutMonths).toBe(0);
    expect(shown.rows.length).toBe(50);
    expect(shown).toEqual(fromLines);
  });

  it('gives the rows of the raw lines for generated queries', async () => {
    const seen = await expectCubesEqualLines(150, 30);
    // Both ways are exercised: cubes, cut months and the lines for what no cube answers.
    expect(seen.cube).toBeGreaterThan(30);
    expect(seen.cutMonths).toBeGreaterThan(10);
    expect(seen.years).toBeGreaterThan(10);
    expect(seen.lines).toBeGreaterThan(10);
    expect(seen.rows).toBeGreaterThan(500);
  }, 240_000);

  it('follows an ingest that brings another year into a new store version', async () => {
    await ingestAnEarlierGeneratedYear(dataDir);
    const seen = await expectCubesEqualLines(60, 31);
    expect(seen.cube).toBeGreaterThan(10);
  }, 240_000);
});
