import { SEARCH_RESULT_COLUMNS } from '@/components/search/search-results';
import { tableCsv } from '@/components/ui/table-csv';
import { csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';
import { MAX_RESULTS } from '@/lib/landings/search/search';
import { reads } from '@/lib/store-reads/reads';
import { isSearchKind, SEARCH_KIND_NAMES } from '@/lib/search/kinds';

export const dynamic = 'force-dynamic';

/**
 * GET /search/{term}/csv?kind=boats|owners|buyers|stations|species|municipalities: every match of one
 * group of the search (up to the search's maximum of MAX_RESULTS), best first, as CSV. Boats when the
 * kind is missing or unknown.
 */
export const GET = csvRoute<{ term: string }>('search results', async (request, { term: raw }) => {
  let term: string;
  try {
    term = decodeURIComponent(raw).trim();
  } catch {
    term = raw.trim();
  }
  const asked = new URL(request.url).searchParams.get('kind') ?? '';
  const kind = isSearchKind(asked) ? asked : 'boats';
  const safeTerm = term.slice(0, 40);
  const found = await reads.searchGroupPage(kind, term, MAX_RESULTS, 1);
  return csvResponse(
    `sok-${SEARCH_KIND_NAMES[kind].slug}-${safeTerm}.csv`,
    tableCsv(SEARCH_RESULT_COLUMNS[kind], found.results),
  );
});
