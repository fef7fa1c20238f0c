import { searchEndpoint } from '@/lib/api/contract/search';
import { apiRoute } from '@/lib/api/route';
import { searchBoatsPage, searchOwnersPage } from '@/lib/landings/search';

export const dynamic = 'force-dynamic';

export const POST = apiRoute(searchEndpoint, async ({ body }) => {
  const found =
    body.search === 'boats'
      ? await searchBoatsPage(body.term, body.results, body.page)
      : await searchOwnersPage(body.term, body.results, body.page);
  return { data: found.results, headers: { 'X-Total-Count': String(found.total) } };
});
