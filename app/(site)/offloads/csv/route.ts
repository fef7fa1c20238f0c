import { parseLatestLandingsParams } from '@/lib/url-state';
import { latestLandingColumns } from '@/components/landings/latest-columns';
import { tableCsv } from '@/components/ui/table-csv';
import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';
import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** Most landings in one download: the newest ones first. */
export const MAX_CSV_LANDINGS = 2000;
const PAGE = 500;

/**
 * GET /offloads/csv?<the page's parameters>: the newest landings with the same filters as CSV, from the
 * newest (paging is ignored), at most MAX_CSV_LANDINGS.
 */
export const GET = csvRoute('latest landings', async (request) => {
  const state = parseLatestLandingsParams(new URL(request.url).searchParams);
  const rows: LandingSummary[] = [];
  for (let page = 1; rows.length < MAX_CSV_LANDINGS; page++) {
    const found = await reads.latestLandings(
      { ...state.filters, FromDate: state.from, ToDate: state.to, PageNo: page, Count: PAGE },
      { signal: request.signal },
    );
    rows.push(...found.rows);
    if (found.rows.length < PAGE || rows.length >= found.total) break;
  }
  const period = state.from || state.to ? `-${state.from ?? ''}-${state.to ?? ''}` : '';
  return csvResponse(`siste-landinger${period}.csv`, tableCsv(latestLandingColumns, rows));
});
