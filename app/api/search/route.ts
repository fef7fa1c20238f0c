import { searchEndpoint } from '@/lib/api/contract/search';
import { apiRoute } from '@/lib/api/route';
import { answerSearch } from '@/lib/landings/search/search-request';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(searchEndpoint, async ({ body }) => {
  const { data, total } = await answerSearch(body.search, body.term, body.results, body.page);
  const headers: Record<string, string> = total === null ? {} : { 'X-Total-Count': String(total) };
  return { data, headers };
});
