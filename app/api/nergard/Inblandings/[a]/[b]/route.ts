import { bycatchEndpoint } from '@/lib/api/contract/prices';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { bycatch } from '@/lib/landings/prices/bycatch';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(bycatchEndpoint, async ({ params }) => {
  const result = await bycatch(params.a, params.b);
  if (!result) throw notFound('Arten');
  return result;
});
