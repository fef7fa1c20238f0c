import { boatYearLandingsEndpoint } from '@/lib/api/contract/offload-documents';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** A boat's landings in one year: `{a}` the boat, `{b}` the year. */
export const GET = apiRoute(boatYearLandingsEndpoint, offloadsHandlers.boatYear);
