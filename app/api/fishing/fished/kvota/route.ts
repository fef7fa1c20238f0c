import { fishedEndpoint } from '@/lib/api/contract/prices';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { fishedByQuota } from '@/lib/landings/quotas/quota-fished';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(fishedEndpoint, async ({ query }) => {
  const fished = await fishedByQuota(query.Data);
  if (!fished) throw notFound('Året');
  return fished;
});
