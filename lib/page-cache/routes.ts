import {
  frontPageHref,
  parseBoatDirectory,
  parseEmbedParams,
  parseFirmDirectory,
  parseFrontPageParams,
  parseLatestLandingsParams,
  parseTopLandingsParams,
  serializeLatestLandingsState,
  serializeTopLandingsState,
  boatDirectoryHref,
  firmDirectoryHref,
  isIsoDate,
  parseBoatFullTable,
  parsePageNumber,
  parseYear,
  PIVOT_REF,
  queryString,
  routeId,
} from '@/lib/url-state';
import type { EntityKind, EntityVersionOf } from '@/lib/store/entity-version-file';

/**
 * The public pages served from Next's full-route cache (ISR), and how each one's URL state is written
 * as a cache key.
 *
 * Next caches a statically rendered page by its path only: a page that reads `searchParams` is rendered
 * on every request and answers `private, no-cache, no-store` (that is why every page did, before). So
 * each cached page has a twin route, `<page>/~/[state]`, that takes its URL state as a path segment and
 * renders the same page component statically (`dynamic = 'error'`: any read of cookies, headers or the
 * request fails the render, so one HTML fits every visitor). proxy.ts rewrites a public request to that
 * twin with `[state]` = store version + the page's query in its canonical form. So the cache is keyed by
 * URL and store version: a new store version is a new key, and the next request renders from it. An
 * entity page (boat, firm, mottak, owner) is keyed by the entity's data version instead: the newest
 * store version that changed what the page shows.
 *
 * The canonical form comes from the page's own URL schema (parse, then write back), so equal views
 * share one entry and parameters the page ignores (`?utm_source=…`, `?x=1`) mint none.
 */

export interface CachedRoute {
  /** For tests and logs. */
  name: string;
  /** The public path as proxy.ts's matcher writes it: `/boats/:id`, where `:id` is one path segment. */
  path: string;
  /** The page's folder under app/: its twin is `<folder>/~/[state]/page.tsx` (see ./cached-twin.tsx). */
  folder: string;
  /** Matches the public path (made from `path`); the groups are the route's path parameters. */
  pattern: RegExp;
  /** The page's query (URLSearchParams of the public URL) in its canonical form, '' for the defaults. */
  canonicalQuery: (params: URLSearchParams) => string;
  /**
   * An entity page: keyed on the entity's data version (the path's id) rather than the store version,
   * so an ingest that did not change the entity leaves its cached page valid (docs/caching.md).
   */
  entity?: EntityKind;
}

/** The marker segment of the cached twins (a static folder named `~`, never an id or page name). */
export const STATE_SEGMENT = '~';

const queryOf = (href: string) => {
  const at = href.indexOf('?');
  return at < 0 ? '' : href.slice(at + 1);
};

/**
 * The detail pages' period: `from`+`to` (a real range) wins over `year` (as resolvePeriod reads them),
 * and the boat page's chart choice and table shown in full. What the page would ignore is left out of
 * the key.
 */
function detailPeriodQuery(params: URLSearchParams, extra: { boat?: boolean } = {}): string {
  const entries: [string, string][] = [];
  const from = params.get('from')?.trim();
  const to = params.get('to')?.trim();
  if (isIsoDate(from) && isIsoDate(to) && from <= to) {
    entries.push(['from', from], ['to', to]);
  } else {
    const year = parseYear(params.get('year')?.trim());
    if (year != null) entries.push(['year', String(year)]);
  }
  if (extra.boat) {
    const chart = params.get('chart')?.trim();
    if (chart === 'month' || chart === 'year' || chart === 'landing') entries.push(['chart', chart]);
    const all = parseBoatFullTable(params.get('alle'));
    if (all) entries.push(['alle', all]);
    const side = parsePageNumber(params.get('side'));
    if (all === 'landinger' && side > 1) entries.push(['side', String(side)]);
  }
  return queryString(entries);
}

function embedQuery(params: URLSearchParams): string {
  const { theme, accent, measure } = parseEmbedParams(params);
  const entries: [string, string][] = [];
  if (theme !== 'light') entries.push(['theme', theme]);
  if (accent) entries.push(['accent', accent]);
  // The saved view decides which measures exist (stateFromLandingQuery); a text that cannot name one
  // falls back to the weight there, so it is left out of the key here.
  if (measure === 'value' || PIVOT_REF.test(measure)) entries.push(['measure', measure]);
  return queryString(entries);
}

// An id segment; not the static routes beside the dynamic ones (`/boats/csv`, `/firm/csv`: the directories'
// CSV downloads), which Next serves before `[id]`, nor the twins' own segment.
const ID = '(?!(?:csv|~)$)([^/]+)';

function cached(
  name: string,
  path: string,
  folder: string,
  canonicalQuery: CachedRoute['canonicalQuery'],
  entity?: EntityKind,
): CachedRoute {
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? ID : segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')));
  const pattern = new RegExp(path === '/' ? '^/$' : `^/${segments.join('/')}$`);
  return { name, path, folder, pattern, canonicalQuery, ...(entity ? { entity } : {}) };
}

const noQuery = () => '';

/**
 * The cached pages, once. proxy.ts's matcher lists their paths (Next wants it as a literal there) and
 * each has its twin file; lib/page-cache/cached-routes.test.ts holds both to this list, so caching a
 * new page is a line here, the same path in the matcher, and a twin file.
 */
export const CACHED_ROUTES: readonly CachedRoute[] = [
  cached('front', '/', '(site)', (params) => {
    const { period, preservation } = parseFrontPageParams(params);
    return queryOf(frontPageHref(period, preservation));
  }),
  cached('boat-directory', '/boats', '(site)/boats', (params) =>
    queryOf(boatDirectoryHref(parseBoatDirectory(params))),
  ),
  cached(
    'boat',
    '/boats/:id',
    '(site)/boats/[id]',
    (params) => detailPeriodQuery(params, { boat: true }),
    'boat',
  ),
  cached('firm-directory', '/firm', '(site)/firm', (params) =>
    queryOf(firmDirectoryHref(parseFirmDirectory(params))),
  ),
  cached('firm', '/firm/:id', '(site)/firm/[id]', (params) => detailPeriodQuery(params), 'firm'),
  cached('owner', '/owner/:id', '(site)/owner/[id]', (params) => detailPeriodQuery(params), 'owner'),
  cached('station', '/mottak/:id', '(site)/mottak/[id]', (params) => detailPeriodQuery(params), 'station'),
  cached('species-directory', '/art', '(site)/art', noQuery),
  cached('species', '/art/:slug', '(site)/art/[slug]', (params) => detailPeriodQuery(params)),
  cached('municipality-directory', '/kommune', '(site)/kommune', noQuery),
  cached('municipality', '/kommune/:slug', '(site)/kommune/[slug]', (params) => detailPeriodQuery(params)),
  cached('top-landings', '/topoffloads', '(site)/topoffloads', (params) =>
    serializeTopLandingsState(parseTopLandingsParams(params)),
  ),
  cached('latest-landings', '/offloads', '(site)/offloads', (params) =>
    serializeLatestLandingsState(parseLatestLandingsParams(params)),
  ),
  cached('embed', '/topoffloads/embed/:id', '(embed)/topoffloads/embed/[queryID]', embedQuery),
  // Content pages: no URL state, but the footer's freshness and content/ files (see footer.tsx).
  cached('about', '/about', '(site)/about', noQuery),
  cached('contact', '/contact', '(site)/contact', noQuery),
  cached('api-docs', '/api-dokumentasjon', '(site)/api-dokumentasjon', noQuery),
];

/** What proxy.ts must also see besides the cached paths: the twins, so that it refuses them. */
export const TWIN_MATCHERS = [`/:path*/${STATE_SEGMENT}/:state*`, `/${STATE_SEGMENT}/:state*`] as const;

/**
 * Longest canonical query that is cached. Longer ones (a top list with hundreds of filter codes) are
 * rendered per request as before: they are rare, and a path segment of many kB is no good cache key.
 */
export const MAX_CACHED_QUERY_LENGTH = 2000;

export interface CacheTarget {
  route: CachedRoute;
  /** The internal path of the cached twin, e.g. `/boats/2019006660/~/v7.eWVhcj0yMDI0`. */
  internalPath: string;
  /** The canonical query the page renders from. */
  query: string;
}

/**
 * The cached twin for a public request, or null when it is not a cached page (or not cacheable: no
 * store yet, an over-long query). `version` is the store version being served; `entityVersion` gives
 * an entity page's data version (lib/store/entity-version-file.ts). An entity the store does not know
 * by that id (an address by registration mark, a missing boat) is keyed on the store version.
 */
export function cacheTarget(
  pathname: string,
  params: URLSearchParams,
  version: number,
  entityVersion?: EntityVersionOf,
): CacheTarget | null {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const route of CACHED_ROUTES) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    const query = route.canonicalQuery(params);
    if (query.length > MAX_CACHED_QUERY_LENGTH) return null;
    const base = path === '/' ? '' : path;
    const entity = route.entity && entityVersion ? entityVersion(route.entity, routeId(match[1])) : null;
    const key = entity == null ? encodeStateKey(version, query) : encodeStateKey(entity, query, 'e');
    return { route, query, internalPath: `${base}/${STATE_SEGMENT}/${key}` };
  }
  return null;
}

/**
 * A path no page has (`/~`, the marker alone): a request rewritten to it gets the site's own
 * «Fant ikke siden» page with 404. proxy.ts sends the twins asked for directly there, and the request
 * guard (lib/api/request-guard.ts) a page path Next could not decode.
 */
export const NOT_FOUND_PATH = `/${STATE_SEGMENT}`;

/** A public request for an internal path (`…/~/…`): the twins are reached only through the proxy. */
export function isInternalPath(pathname: string): boolean {
  return pathname
    .split('/')
    .some((segment) => segment === STATE_SEGMENT || segment === '%7E' || segment === '%7e');
}

/**
 * `v<version>` or `v<version>.<base64url of the canonical query>`: safe in a path segment. `e` instead
 * of `v` marks an entity's data version, so that it never names the same entry as a store version.
 */
export function encodeStateKey(version: number, query: string, kind: 'v' | 'e' = 'v'): string {
  return query
    ? `${kind}${version}.${Buffer.from(query, 'utf8').toString('base64url')}`
    : `${kind}${version}`;
}

/** The key's parts; null for a segment that is not a key. */
export function decodeStateKey(key: string): { version: number; query: string; entity: boolean } | null {
  const match = /^([ve])(\d{1,12})(?:\.([A-Za-z0-9_-]{1,4000}))?$/.exec(key);
  if (!match) return null;
  return {
    version: Number(match[2]),
    query: match[3] ? Buffer.from(match[3], 'base64url').toString('utf8') : '',
    entity: match[1] === 'e',
  };
}
