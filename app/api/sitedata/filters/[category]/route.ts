import { filterValuesEndpoint } from '@/lib/api/contract/sitedata';
import { apiRoute } from '@/lib/api/route';
import { filterValues } from '@/lib/landings/landing-query/filters';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(filterValuesEndpoint, async ({ params }) => {
  const values = await filterValues(params.category);
  const result: Record<string, { label: string; count: number }> = {};
  for (const value of values ?? []) result[value.code] = { label: value.label, count: value.count };
  return result;
});
