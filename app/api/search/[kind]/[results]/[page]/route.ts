import { searchGetEndpoint } from '@/lib/api/contract/search';
import { apiRoute } from '@/lib/api/route';
import { searchBoatsPage, searchOwnersPage } from '@/lib/landings/search';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(searchGetEndpoint, async ({ params, query }) => {
  const found =
    params.kind === 'boats'
      ? await searchBoatsPage(query.search, params.results, params.page)
      : await searchOwnersPage(query.search, params.results, params.page);
  return { data: found.results, headers: { 'X-Total-Count': String(found.total) } };
});
