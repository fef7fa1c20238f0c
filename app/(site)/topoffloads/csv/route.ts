import { loadPivotOptions, pivotLabelsOf } from '@/lib/page-data/filter-options';
import { parseTopLandingsParams, toLandingQueryInput } from '@/lib/url-state';
import { tableCsv } from '@/components/ui/table-csv';
import { topLandingColumns } from '@/components/top-landings/columns';
import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';
import { MAX_COUNT, type LandingRow } from '@/lib/landings/landing-query/types';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** Most rows in one download: ten pages of the landing query's largest page. */
export const MAX_CSV_ROWS = 10 * MAX_COUNT;

/**
 * GET /topoffloads/csv?<the page's parameters>: the top list with the same filters, grouping, pivots and
 * sort as CSV, from the first row (paging is ignored), at most MAX_CSV_ROWS rows.
 */
export const GET = csvRoute('top landings', async (request) => {
  const state = parseTopLandingsParams(new URL(request.url).searchParams);
  const rows: LandingRow[] = [];
  let period = { from: state.from, to: state.to };
  // A query the store rejects (an OrderBy pivot not among the pivots) answers 400 through csvRoute.
  for (let page = 1; rows.length < MAX_CSV_ROWS; page++) {
    const result = await reads.runLandingQuery(toLandingQueryInput(state, { page, count: MAX_COUNT }), {
      signal: request.signal,
    });
    period = { from: result.query.FromDate, to: result.query.ToDate };
    rows.push(...result.rows);
    if (result.rows.length < MAX_COUNT || rows.length >= result.total) break;
  }
  const labels = { ...pivotLabelsOf(await loadPivotOptions()) };
  for (const pivot of rows[0]?.PivotParameters ?? []) labels[pivot.ID] = pivot.Title;
  const columns = topLandingColumns(
    {
      rows: state.rows,
      period: state.period,
      pivots: state.pivots,
      pivotLabels: labels,
      measure: state.measure,
      offset: 0,
    },
    [],
  );
  return csvResponse(
    `topp-landing-${state.rows}-${period.from}-${period.to}.csv`,
    tableCsv(columns, rows.slice(0, MAX_CSV_ROWS)),
  );
});
