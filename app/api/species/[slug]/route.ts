import { speciesPageEndpoint } from '@/lib/api/contract/places';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { reads } from '@/lib/store-reads/reads';

export const dynamic = 'force-dynamic';

/** What /art/{slug} shows, from the same read. */
export const GET = apiRoute(speciesPageEndpoint, async ({ params, query }) => {
  const page = await reads.speciesPageData(params.slug, query.year);
  if (!page) throw notFound('Arten');
  const { species, period, ...rest } = page;
  return {
    ...rest,
    species: { code: species.code, name: species.name, slug: species.slug, group: species.group },
    period: { from: period.from, to: period.to },
  };
});
