import { boatTrackEndpoint } from '@/lib/api/contract/maps';
import { notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { boatTrack } from '@/lib/landings/places/maps';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatTrackEndpoint, async ({ params, query }) => {
  const track = await boatTrack(params.id, { from: query.from, to: query.to });
  if (!track) throw notFound('Kallesignalet');
  return track;
});
