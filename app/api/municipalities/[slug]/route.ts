import { municipalityPageEndpoint } from '@/lib/api/contract/places';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** What /kommune/{slug} shows, from the same read. */
export const GET = apiRoute(municipalityPageEndpoint, async ({ params, query }) => {
  const page = await reads.municipalityPageData(params.slug, query.year);
  if (!page) throw notFound('Kommunen');
  const { municipality, period, ...rest } = page;
  const { slug, name, codes, county } = municipality;
  return {
    ...rest,
    municipality: { slug, name, codes, county },
    period: { from: period.from, to: period.to },
  };
});
