import { getBoatByIdEndpoint } from '@/lib/api/contract/boats';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { getBoat } from '@/lib/landings/boats/boats';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(getBoatByIdEndpoint, async ({ params }) => {
  const boat = await getBoat(params.id);
  if (!boat) throw notFound('Båten');
  return boat;
});
