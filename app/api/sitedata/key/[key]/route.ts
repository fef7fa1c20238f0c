import { siteDataKeyEndpoint } from '@/lib/api/contract/sitedata';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { siteDataValue } from '@/lib/landings/site-data';
import { publicTextResponse } from '@/app/api/_shared/text-response';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(siteDataKeyEndpoint, async ({ params, request }) => {
  const value = await siteDataValue(params.key);
  if (value == null) throw notFound(`Nøkkelen ${params.key}`);
  return publicTextResponse(request, value, 'text/plain');
});
