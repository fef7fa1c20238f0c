import { boatOwnersEndpoint } from '@/lib/api/contract/boats';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatOwnerships } from '@/lib/landings/boats/boats';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatOwnersEndpoint, async ({ params }) => {
  const owners = await boatOwnerships(params.id);
  if (!owners) throw notFound('Båten');
  return owners;
});
