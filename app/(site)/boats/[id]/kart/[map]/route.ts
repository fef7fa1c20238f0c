import { publicTextResponse } from '@/app/api/_shared/text-response';
import {
  BOAT_MAP_FILES,
  catchMapSpec,
  haulMapSpec,
  trackMapSpec,
  type BoatMapFile,
  type BoatMapSpec,
} from '@/components/maps/boat-maps';
import { configuredTileLayer } from '@/components/maps/geo-map';
import { standaloneMapSvg } from '@/components/maps/map-drawing';
import { reads } from '@/lib/store-reads/reads';
import { failureResponse } from '@/lib/api/domain-errors';
import { ApiError } from '@/lib/api/errors';
import type { BoatDetail } from '@/lib/landings/boats/boats';
import { periodParamsOf, routeId } from '@/lib/url-state';
import { boatPeriod } from '../../load-boat';
import { boatDisplayName } from '@/lib/format';

export const dynamic = 'force-dynamic';

/** As the page names the boat in its headings. */
const displayName = (boat: BoatDetail) => boatDisplayName(boat.name, boat.id);

/** What each map shows, from the same reads as the page (cached per store version). */
const SPECS: Record<BoatMapFile, (boat: BoatDetail, search: URLSearchParams) => Promise<BoatMapSpec | null>> =
  {
    'fangstfelt.svg': async (boat, search) => {
      const period = boatPeriod(boat, periodParamsOf(search));
      return catchMapSpec(period, (await reads.boatCatchSummary(boat.id, period)).locations);
    },
    'trekk.svg': async (boat) => {
      const logbook = await reads.boatLogbook(boat.id);
      return logbook ? haulMapSpec(displayName(boat), logbook.hauls) : null;
    },
    'spor.svg': async (boat) => {
      const trackMap = await reads.boatTrackMap(boat.id, boat.radioCallSign);
      return trackMap ? trackMapSpec(displayName(boat), trackMap) : null;
    },
  };

const isMapFile = (name: string): name is BoatMapFile => (BOAT_MAP_FILES as readonly string[]).includes(name);

/**
 * `/boats/{id}/kart/{fangstfelt|trekk|spor}.svg`: the boat page's maps as SVG images (see
 * components/maps/boat-maps.ts), the catch map for the page's period (`?year=` or `?from=&to=`). Public
 * and cacheable like the page (ETag, 304); 404 for a boat without the data (no logbook, no positions).
 */
export async function GET(request: Request, context: { params: Promise<{ id: string; map: string }> }) {
  try {
    const { id, map } = await context.params;
    if (!isMapFile(map)) {
      throw new ApiError('not_found', `Ukjent kart «${map}». Kart: ${BOAT_MAP_FILES.join(', ')}.`);
    }
    const boat = await reads.findBoat(routeId(id));
    if (!boat) throw new ApiError('not_found', 'Fant ikke båten');
    const spec = await SPECS[map](boat, new URL(request.url).searchParams);
    if (!spec) throw new ApiError('not_found', `Båten har ingen data til kartet ${map}`);
    const svg = standaloneMapSvg({ ...spec, tiles: configuredTileLayer() });
    return publicTextResponse(request, svg, 'image/svg+xml');
  } catch (error) {
    return failureResponse(error, request, { label: 'boat map image', inputPart: 'spørring' });
  }
}
