import { saveLandingQueryEndpoint } from '@/lib/api/contract/offloads';
import { offloadsHandlers } from '@/lib/api-client/offloads';
import { apiRoute } from '@/lib/api/route';

export const dynamic = 'force-dynamic';

/** Saves a landing query under its stable id. */
export const POST = apiRoute(saveLandingQueryEndpoint, offloadsHandlers.save);
