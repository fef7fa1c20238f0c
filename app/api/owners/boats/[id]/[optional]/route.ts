import { ownerBoatsEndpoint } from '@/lib/api/contract/owners';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { ownerBoats } from '@/lib/landings/owners/owners';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(ownerBoatsEndpoint, async ({ params }) => {
  const boats = await ownerBoats(params.id, params.optional);
  if (!boats) throw notFound('Eieren');
  return boats;
});
