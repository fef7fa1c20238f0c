import { fleetEfficiencyEndpoint } from '@/lib/api/contract/efficiency';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { fleetEfficiency } from '@/lib/landings/efficiency/fleet-efficiency';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(fleetEfficiencyEndpoint, async ({ query }) => {
  const efficiency = await fleetEfficiency(query.year);
  if (!efficiency) throw notFound('Turer');
  return efficiency;
});
