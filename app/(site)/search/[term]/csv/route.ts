import { boatResultColumns, ownerResultColumns } from '@/components/search/search-results';
import { tableCsv } from '@/components/ui/table-csv';
import { csvResponse } from '@/lib/csv';
import { MAX_RESULTS, searchBoatsPage, searchOwnersPage } from '@/lib/landings/search';
import { rateLimitResponse } from '@/lib/api/rate-limit';

export const dynamic = 'force-dynamic';

/**
 * GET /search/{term}/csv?kind=boats|owners: every match of the search (up to the search's maximum of
 * MAX_RESULTS), best first, as CSV.
 */
export async function GET(request: Request, { params }: { params: Promise<{ term: string }> }) {
  const limited = await rateLimitResponse('csv', request);
  if (limited) return limited;
  const { term: raw } = await params;
  let term: string;
  try {
    term = decodeURIComponent(raw).trim();
  } catch {
    term = raw.trim();
  }
  const kind = new URL(request.url).searchParams.get('kind') === 'owners' ? 'owners' : 'boats';
  const safeTerm = term.slice(0, 40);
  if (kind === 'owners') {
    const found = await searchOwnersPage(term, MAX_RESULTS, 1);
    return csvResponse(`sok-fiskefirma-${safeTerm}.csv`, tableCsv(ownerResultColumns, found.results));
  }
  const found = await searchBoatsPage(term, MAX_RESULTS, 1);
  return csvResponse(`sok-baater-${safeTerm}.csv`, tableCsv(boatResultColumns, found.results));
}
