import { boatPositionsEndpoint } from '@/lib/api/contract/maps';
import { apiRoute } from '@/lib/api/route';
import { latestBoatPositions } from '@/lib/landings/places/maps';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(boatPositionsEndpoint, async ({ query }) => latestBoatPositions(query.days));
