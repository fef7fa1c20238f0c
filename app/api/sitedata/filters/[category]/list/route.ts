import { filterPanelValuesEndpoint } from '@/lib/api/contract/sitedata';
import { ApiError } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { panelFilterValues } from '@/lib/page-data/filter-options';

export const dynamic = 'force-dynamic';

/** A filter category's values in the panels' order: what a filter group fetches when it opens. */
export const GET = apiRoute(filterPanelValuesEndpoint, async ({ params }) => {
  const values = await panelFilterValues(params.category);
  if (!values) throw new ApiError('not_found', `Ukjent filterkategori «${params.category}»`);
  return values;
});
