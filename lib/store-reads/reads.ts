import 'server-only';
import { landingsApi } from '@/lib/config';
import { boatLandings } from '@/lib/landings/boats/boat-landings';
import { boatPeriodFigures, boatSpeciesSeries } from '@/lib/landings/boats/boat-period';
import { boatEfficiency } from '@/lib/landings/efficiency/boat-efficiency';
import { boatCatchSummary, boatYears } from '@/lib/landings/boats/boat-catch-summary';
import { boatTrackMap } from '@/lib/landings/boats/boat-track';
import { boatLogbook } from '@/lib/landings/boats/boat-logbooks';
import { boatNameHistory, boatOwnerships, findBoat, listBoats } from '@/lib/landings/boats/boats';
import { boatDirectoryOptions, listOwners, stationsOfFirms } from '@/lib/landings/search/directories';
import { filterValues } from '@/lib/landings/landing-query/filters';
import { fleetEfficiency } from '@/lib/landings/efficiency/fleet-efficiency';
import { frontNews } from '@/lib/landings/front/front-news';
import { landingFeed } from '@/lib/landings/notes/feed-notes';
import { notesArrived } from '@/lib/landings/notes/arrived-notes';
import { entityKeyFigures } from '@/lib/landings/key-figures';
import { firmSpeciesTotals, firmTopBoats, firmYears } from '@/lib/landings/receivers/firm-page';
import {
  buyerOffloads,
  firmStationGraph,
  firmStations,
  getFirm,
  listFirms,
} from '@/lib/landings/receivers/firms';
import { defaultPeriod, runLandingQuery } from '@/lib/landings/landing-query';
import { haulFilterOptions, latestHauls } from '@/lib/landings/latest-hauls';
import { landingDocument, latestLandings } from '@/lib/landings/latest-landings';
import { latestBoatPositions } from '@/lib/landings/places/maps';
import { mapBaseLayer } from '@/lib/landings/places/map-places';
import { municipalityDirectory } from '@/lib/landings/places/municipality-page';
import { municipalityPageData, placeTopList, speciesPageData } from '@/lib/landings/places/place-pages';
import { speciesDirectory } from '@/lib/landings/places/species-page';
import { ownerYearBreakdown } from '@/lib/landings/owners/owner-page';
import { getOwner, ownerBoats } from '@/lib/landings/owners/owners';
import { bycatch, bycatchSharesOfYear } from '@/lib/landings/prices/bycatch';
import {
  priceWidget,
  priceYears,
  speciesPriceHistory,
  speciesPricesOfYear,
} from '@/lib/landings/prices/prices';
import { boatQuota, ownerQuotas } from '@/lib/landings/quotas/quota';
import { quotaHoldings } from '@/lib/landings/quotas/quota-holdings';
import { loadSavedLandingQuery } from '@/lib/landings/landing-query/saved-queries';
import {
  searchBoatsPage,
  searchGroupPage,
  searchOwnersPage,
  searchResultGroups,
} from '@/lib/landings/search/search';
import { shareCard } from '@/lib/landings/share-card';
import { storeFacts } from '@/lib/landings/site-data';
import { readLastUpdated, readUpdateStatusSafely } from '@/lib/landings/site-info';
import { sitemapEntities, sitemapEntityCount } from '@/lib/landings/search/sitemap-entries';
import { stationSpeciesTotals, stationYears } from '@/lib/landings/receivers/station-page';
import { getStation, stationBoats, stationNotes } from '@/lib/landings/receivers/stations';
import { boatOnBoardChanges, fleetCatchOnBoard } from '@/lib/landings/boats/on-board';
import { servedStoreVersion } from '@/lib/page-cache/store-version';
import { callRemoteRead } from './remote-reads';
import { toApiError } from '@/lib/api/domain-errors';
import { isApiError } from '@/lib/api/errors';
import { notePageUnavailable } from '@/lib/api/page-edge';
import { runInStoreLane } from '@/lib/store/landing-store';

/**
 * Everything a page (and a CSV download, a sitemap, a share card) reads from the landing store, by name.
 *
 * Pages call `reads.findBoat(id)`, never `findBoat` from lib/landings directly (a test holds them to
 * it), so that one switch decides where the data comes from:
 *  - a data node (default): the lib/landings function itself, in this process;
 *  - a proxy node (`LANDINGS_API_URL`): the same function run by the upstream deployment, asked over
 *    HTTP at `POST {LANDINGS_API_URL}/api/internal/reads/{name}` with the shared secret
 *    (LANDINGS_API_TOKEN), its answer in the wire format (./wire.ts) so Dates and Maps come back as
 *    they left. Such a node needs no store of its own; its pages are cached as a data node's are,
 *    keyed by the upstream's store version.
 * The public JSON API has its own contract (lib/api/contract) and is forwarded as a whole by a proxy
 * node (./forward.ts); these reads are what the pages are made of, which no public endpoint matches
 * one to one.
 *
 * Adding a read: an async lib/landings function whose arguments and answer are plain data (objects,
 * arrays, strings, numbers, Dates, Maps, Sets), added to this table.
 */
export const STORE_READS = {
  boatCatchSummary,
  boatDirectoryOptions,
  boatEfficiency,
  boatLandings,
  boatLogbook,
  boatNameHistory,
  boatOwnerships,
  boatPeriodFigures,
  boatQuota,
  boatOnBoardChanges,
  boatSpeciesSeries,
  boatTrackMap,
  boatYears,
  buyerOffloads,
  bycatch,
  bycatchSharesOfYear,
  defaultPeriod,
  entityKeyFigures,
  filterValues,
  fleetEfficiency,
  findBoat,
  firmSpeciesTotals,
  frontNews,
  firmStationGraph,
  firmStations,
  firmTopBoats,
  firmYears,
  fleetCatchOnBoard,
  getFirm,
  getOwner,
  getStation,
  haulFilterOptions,
  landingDocument,
  landingFeed,
  latestBoatPositions,
  latestHauls,
  latestLandings,
  listBoats,
  listFirms,
  listOwners,
  loadSavedLandingQuery,
  mapBaseLayer,
  municipalityDirectory,
  municipalityPageData,
  notesArrived,
  ownerBoats,
  ownerQuotas,
  ownerYearBreakdown,
  priceWidget,
  priceYears,
  quotaHoldings,
  readLastUpdated,
  readUpdateStatusSafely,
  runLandingQuery,
  searchBoatsPage,
  searchGroupPage,
  searchOwnersPage,
  searchResultGroups,
  shareCard,
  sitemapEntities,
  sitemapEntityCount,
  placeTopList,
  speciesDirectory,
  speciesPageData,
  speciesPriceHistory,
  speciesPricesOfYear,
  stationBoats,
  stationNotes,
  stationsOfFirms,
  stationSpeciesTotals,
  stationYears,
  storeFacts,
  /** The store version this node serves: how a proxy node keys its page cache (./remote-store-version.ts). */
  storeVersion: async () => servedStoreVersion(),
} satisfies Record<string, (...args: never[]) => Promise<unknown>>;

export type StoreReads = typeof STORE_READS;
export type StoreReadName = keyof StoreReads;

export function isStoreReadName(name: string): name is StoreReadName {
  return Object.hasOwn(STORE_READS, name);
}

/**
 * The edge of the reads: a busy or empty store (lib/store/store-errors.ts) becomes the API's error for
 * it (lib/api/domain-errors.ts, the one map), whose digest the page's error boundary words, as a proxy
 * node's remote reads already answer; and the request is noted so the server answers the page with 503
 * (lib/api/page-edge.ts). Other errors (a caller's input, a bug) pass unchanged.
 */
function atEdge(error: unknown): unknown {
  const mapped = isApiError(error) ? { error } : toApiError(error);
  if (!mapped) return error;
  const { code, digest, retryAfterSeconds } = mapped.error;
  if ((code === 'overloaded' || code === 'no_data') && digest) {
    notePageUnavailable(digest, retryAfterSeconds ?? (code === 'no_data' ? 60 : 1));
    return mapped.error;
  }
  return error;
}

/**
 * The reads of one entity's page (boat, firm, station, owner, a landing document, a share card): they
 * run in the store's `lookup` lane, which bulk work (landing queries, top lists, CSV) cannot fill, so
 * a reader's boat page answers while a flood of uncached queries waits.
 */
export const LOOKUP_READS: ReadonlySet<StoreReadName> = new Set<StoreReadName>([
  'boatCatchSummary',
  'boatEfficiency',
  'boatLandings',
  'boatLogbook',
  'boatNameHistory',
  'boatOwnerships',
  'boatPeriodFigures',
  'boatQuota',
  'boatOnBoardChanges',
  'boatSpeciesSeries',
  'boatTrackMap',
  'boatYears',
  'buyerOffloads',
  'entityKeyFigures',
  'findBoat',
  'firmSpeciesTotals',
  'firmStationGraph',
  'firmStations',
  'firmTopBoats',
  'firmYears',
  'getFirm',
  'getOwner',
  'getStation',
  'landingDocument',
  'municipalityPageData',
  'ownerBoats',
  'ownerQuotas',
  'ownerYearBreakdown',
  'shareCard',
  'speciesPageData',
  'stationBoats',
  'stationNotes',
  'stationSpeciesTotals',
  'stationYears',
]);

function throughClient<N extends StoreReadName>(name: N): StoreReads[N] {
  const read = STORE_READS[name] as (...args: unknown[]) => Promise<unknown>;
  const local = LOOKUP_READS.has(name)
    ? (...args: unknown[]) => runInStoreLane('lookup', () => read(...args))
    : read;
  const routed = async (...args: unknown[]) => {
    const upstream = landingsApi();
    try {
      return await (upstream ? callRemoteRead(upstream, name, args) : local(...args));
    } catch (error) {
      throw atEdge(error);
    }
  };
  return routed as StoreReads[N];
}

/** The store reads, each from the local store or the upstream deployment (see STORE_READS). */
export const reads: StoreReads = Object.fromEntries(
  Object.keys(STORE_READS).map((name) => [name, throughClient(name as StoreReadName)]),
) as StoreReads;
