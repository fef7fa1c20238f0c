import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { CUBE_MONTHS_TABLE, LANDING_CUBES, yearsTable } from '@/lib/store/ingest/read-models/landing-cubes';
import type { LandingQueryPlan } from './plan';
import { kindColumns } from './sql';

/**
 * Where the landing query reads its lines: the raw landing lines, or a landing cube
 * (lib/store/ingest/read-models/landing-cubes.ts) when every column the query filters, groups, pivots and counts
 * on is one of the cube's dimensions and its rows are by month, year or none. Whole years of the
 * period are read from the cube's cells per year (unless rows are per month), its other whole months
 * from the cells per month, and a month the period covers only in part (the period starts or ends
 * inside the month's landings) from its lines, so the answer is the lines' answer for any period.
 */
export interface CubeSource {
  table: string;
  /** The cube's cells per year. */
  yearsTable: string;
  /** The columns the query needs, all dimensions of the cube. */
  columns: string[];
  /** Whole years read from the cells per year, first and last (yyyy-01-01). */
  years: [string, string] | null;
  /** Whole months read from the cells per month, first and last (yyyy-mm-01) of each range. */
  monthRanges: [string, string][];
  /** Days read from the raw lines: the parts of the edge months the period covers only in part. */
  lineRanges: [string, string][];
}

type MonthBounds = {
  month: string;
  first: string;
  last: string;
};

/** The first and last landing date of every month in the store (a few hundred rows), per store version. */
function monthBounds(): Promise<MonthBounds[]> {
  return cachedQuery('landings.cubeMonths', null, () =>
    queryStore<MonthBounds>(
      `select strftime(month, '%Y-%m-%d') as month, strftime(first_date, '%Y-%m-%d') as first,
         strftime(last_date, '%Y-%m-%d') as last
       from ${CUBE_MONTHS_TABLE} where month is not null order by month`,
    ),
  );
}

/** Every landing_lines column the plan reads besides the date and the summed measures. */
export function planColumns(plan: LandingQueryPlan): string[] | null {
  const kind = kindColumns(plan.kind);
  if (kind.countsLandings) return null;
  const columns = new Set<string>(kind.columns);
  for (const alternatives of plan.filters.conditions) {
    for (const { column } of alternatives) columns.add(column);
  }
  for (const pivot of plan.pivots) columns.add(pivot.column);
  return [...columns];
}

function monthEnd(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

export interface PeriodSplit {
  years: [string, string] | null;
  monthRanges: [string, string][];
  lineRanges: [string, string][];
}

/**
 * Splits [from, to] into whole years, the other whole months (every landing of the month inside the
 * period) and the day ranges of the rest: only the period's first and last month can be cut, the ones
 * between are whole. Null when no month is whole. `byMonth`: no cells per year (rows per month).
 */
export function splitPeriod(
  from: string,
  to: string,
  bounds: MonthBounds[],
  byMonth = false,
): PeriodSplit | null {
  const inside = bounds.filter((month) => month.last >= from && month.first <= to);
  const whole = inside.filter((month) => month.first >= from && month.last <= to);
  if (whole.length === 0) return null;
  const lineRanges: [string, string][] = [];
  const [first, last] = [inside[0], inside[inside.length - 1]];
  if (first !== whole[0]) lineRanges.push([from, monthEnd(first.month)]);
  if (last !== whole[whole.length - 1]) lineRanges.push([last.month, to]);
  const yearOf = (month: MonthBounds) => month.month.slice(0, 4);
  // A year is whole when every month of it that has landings is whole.
  const years = byMonth
    ? []
    : [...new Set(whole.map(yearOf))].filter((year) =>
        bounds.every((month) => yearOf(month) !== year || whole.includes(month)),
      );
  if (years.length === 0) {
    return { years: null, monthRanges: [[whole[0].month, whole[whole.length - 1].month]], lineRanges };
  }
  const [firstYear, lastYear] = [years[0], years[years.length - 1]];
  const before = whole.filter((month) => yearOf(month) < firstYear);
  const after = whole.filter((month) => yearOf(month) > lastYear);
  const monthRanges = [before, after]
    .filter((months) => months.length > 0)
    .map((months): [string, string] => [months[0].month, months[months.length - 1].month]);
  return { years: [`${firstYear}-01-01`, `${lastYear}-01-01`], monthRanges, lineRanges };
}

/** The cube a plan reads, or null for the raw lines. */
export async function cubeSourceOf(plan: LandingQueryPlan): Promise<CubeSource | null> {
  const grouping = plan.query.OffloadGroupingDate;
  if (grouping === 'day' || grouping === 'week') return null;
  const columns = planColumns(plan);
  if (!columns) return null;
  const cube = LANDING_CUBES.find((candidate) =>
    columns.every((column) => candidate.dimensions.includes(column)),
  );
  if (!cube) return null;
  const { FromDate, ToDate } = plan.query;
  const split = splitPeriod(FromDate, ToDate, await monthBounds(), grouping === 'month');
  if (!split) return null;
  return { table: cube.table, yearsTable: yearsTable(cube), columns, ...split };
}
