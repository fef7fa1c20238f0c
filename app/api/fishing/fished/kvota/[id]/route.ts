import { boatFishedEndpoint } from '@/lib/api/contract/prices';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { fishedByQuota } from '@/lib/landings/quotas/quota-fished';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatFishedEndpoint, async ({ params, query }) => {
  const fished = await fishedByQuota(query.Data, params.id);
  if (!fished) throw notFound('Båten');
  return fished;
});
