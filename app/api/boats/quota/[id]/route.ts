import { boatQuotaEndpoint } from '@/lib/api/contract/boats';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatQuota } from '@/lib/landings/quotas/quota';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatQuotaEndpoint, async ({ params, query }) => {
  const quota = await boatQuota(params.id, query.year);
  if (!quota) throw notFound('Båten');
  return quota;
});
