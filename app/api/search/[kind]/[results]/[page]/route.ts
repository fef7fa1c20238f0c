import { searchGetEndpoint } from '@/lib/api/contract/search';
import { apiRoute } from '@/lib/api/route';
import { answerSearch } from '@/lib/landings/search/search-request';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(searchGetEndpoint, async ({ params, query }) => {
  const { data, total } = await answerSearch(params.kind, query.search, params.results, params.page);
  const headers: Record<string, string> = total === null ? {} : { 'X-Total-Count': String(total) };
  return { data, headers };
});
