import { getOwnerEndpoint } from '@/lib/api/contract/owners';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { getOwner } from '@/lib/landings/owners/owners';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(getOwnerEndpoint, async ({ params }) => {
  const owner = await getOwner(params.id);
  if (!owner) throw notFound('Eieren');
  return owner;
});
