import { boatLast500Endpoint } from '@/lib/api/contract/maps';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatTrack } from '@/lib/landings/places/maps';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatLast500Endpoint, async ({ params }) => {
  const track = await boatTrack(params.id, { last: 500 });
  if (!track) throw notFound('Kallesignalet');
  return track;
});
