import { boatEfficiencyEndpoint } from '@/lib/api/contract/efficiency';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatEfficiency } from '@/lib/landings/efficiency/boat-efficiency';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatEfficiencyEndpoint, async ({ params, query }) => {
  const efficiency = await boatEfficiency(params.id, query.year);
  if (!efficiency) throw notFound('Turer for båten');
  return efficiency;
});
