import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { CUBE_MONTHS_TABLE, LANDING_CUBES } from '@/lib/store/ingest/landing-cubes';
import type { LandingQueryPlan } from './plan';
import { kindColumns } from './sql';

/**
 * Where the landing query reads its lines: the raw landing lines, or a landing cube
 * (lib/store/ingest/landing-cubes.ts) when every column the query filters, groups, pivots and counts
 * on is one of the cube's dimensions and its rows are by month, year or none. The cube's cells are
 * whole months; a month the period covers only in part (the period starts or ends inside the month's
 * data) is read from its lines and added, so the answer is the lines' answer for any period.
 */
export interface CubeSource {
  table: string;
  /** The columns the query needs, all dimensions of the cube. */
  columns: string[];
  /** The months read from the cube, first and last (yyyy-mm-01). */
  months: [string, string];
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

/**
 * The months of [from, to] a cube can answer (every landing of the month inside the period) and the
 * day ranges of the others: only the period's first and last month can be cut, the ones between are
 * whole.
 */
export function splitPeriod(
  from: string,
  to: string,
  bounds: MonthBounds[],
): { months: [string, string] | null; lineRanges: [string, string][] } {
  const inside = bounds.filter((month) => month.last >= from && month.first <= to);
  const whole = inside.filter((month) => month.first >= from && month.last <= to);
  if (whole.length === 0) return { months: null, lineRanges: [[from, to]] };
  const lineRanges: [string, string][] = [];
  const [first, last] = [inside[0], inside[inside.length - 1]];
  if (first !== whole[0]) lineRanges.push([from, monthEnd(first.month)]);
  if (last !== whole[whole.length - 1]) lineRanges.push([last.month, to]);
  return { months: [whole[0].month, whole[whole.length - 1].month], lineRanges };
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
  const { months, lineRanges } = splitPeriod(plan.query.FromDate, plan.query.ToDate, await monthBounds());
  if (!months) return null;
  return { table: cube.table, columns, months, lineRanges };
}
