import { publicTextResponse } from '@/app/api/_shared/text-response';
import { reads } from '@/lib/store-reads/reads';
import { failureResponse } from '@/lib/api/domain-errors';

export const dynamic = 'force-dynamic';

/**
 * `/kart/steder`: the interactive maps' base layer (lib/landings/places/map-places.ts) as JSON: landing places
 * and stations with positions, heaviest first, and the catch areas. Fetched by the map itself once it
 * is loaded, so no page carries it; public and cacheable (ETag, 304).
 */
export async function GET(request: Request) {
  try {
    return publicTextResponse(request, JSON.stringify(await reads.mapBaseLayer()), 'application/json');
  } catch (error) {
    return failureResponse(error, request, { label: 'map base layer' });
  }
}
