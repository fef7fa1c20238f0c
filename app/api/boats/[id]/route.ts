import { getBoatEndpoint } from '@/lib/api/contract/boats';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { findBoat } from '@/lib/landings/boats/boats';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(getBoatEndpoint, async ({ params }) => {
  const boat = await findBoat(params.id);
  if (!boat) throw notFound('Båten');
  return boat;
});
