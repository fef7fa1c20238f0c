import { boatLandingsEndpoint } from '@/lib/api/contract/offload-documents';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** A boat's landings in a period (also served as /api/Offloads/…, see next.config.mjs). */
export const GET = apiRoute(boatLandingsEndpoint, offloadsHandlers.boatPeriod);
