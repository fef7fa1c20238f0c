import { boatResultColumns, ownerResultColumns } from '@/components/search/search-results';
import { tableCsv } from '@/components/ui/table-csv';
import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';
import { MAX_RESULTS } from '@/lib/landings/search';
import { reads } from '@/lib/api-client/reads';

export const dynamic = 'force-dynamic';

/**
 * GET /search/{term}/csv?kind=boats|owners: every match of the search (up to the search's maximum of
 * MAX_RESULTS), best first, as CSV.
 */
export const GET = csvRoute<{ term: string }>('search results', async (request, { term: raw }) => {
  let term: string;
  try {
    term = decodeURIComponent(raw).trim();
  } catch {
    term = raw.trim();
  }
  const kind = new URL(request.url).searchParams.get('kind') === 'owners' ? 'owners' : 'boats';
  const safeTerm = term.slice(0, 40);
  if (kind === 'owners') {
    const found = await reads.searchOwnersPage(term, MAX_RESULTS, 1);
    return csvResponse(`sok-fiskefirma-${safeTerm}.csv`, tableCsv(ownerResultColumns, found.results));
  }
  const found = await reads.searchBoatsPage(term, MAX_RESULTS, 1);
  return csvResponse(`sok-baater-${safeTerm}.csv`, tableCsv(boatResultColumns, found.results));
});
