import { ownerCurrentBoatsEndpoint } from '@/lib/api/contract/owners';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { ownerBoats } from '@/lib/landings/owners/owners';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(ownerCurrentBoatsEndpoint, async ({ params }) => {
  const boats = await ownerBoats(params.id, 'current');
  if (!boats) throw notFound('Eieren');
  return boats;
});
