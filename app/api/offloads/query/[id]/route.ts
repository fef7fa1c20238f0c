import { savedLandingQueryEndpoint } from '@/lib/api/contract/offloads';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { loadSavedLandingQuery } from '@/lib/landings/landing-query/saved-queries';

export const dynamic = 'force-dynamic';

/** A saved landing query and its rows on today's data. */
export const GET = apiRoute(savedLandingQueryEndpoint, async ({ params, signal }) => {
  const saved = await loadSavedLandingQuery(params.id, { signal });
  if (!saved) throw notFound('Den lagrede spørringen');
  return { id: saved.id, query: saved.query, rows: saved.rows, total: saved.total };
});
