import { boatNameHistoryEndpoint } from '@/lib/api/contract/boats';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatNameHistory } from '@/lib/landings/boats/boats';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatNameHistoryEndpoint, async ({ params }) => {
  const names = await boatNameHistory(params.id);
  if (!names) throw notFound('Båten');
  return names;
});
