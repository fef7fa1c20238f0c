import './contract';
import { registeredEndpoints, type RateLimitBucket } from './endpoint';

/**
 * Every route under app/api with the methods it answers, from the contract (every registered
 * endpoint, its path and aliases) and the few routes outside it. The request guard
 * (lib/api/request-guard.ts) answers from this table before Next routes a request: a method a route
 * does not have gets 405 with `Allow`, an address no route has gets 404, a path parameter that is no
 * valid percent-encoding gets 400 naming it. lib/api/api-routes.test.ts holds it to the route files, both ways.
 */

/** API routes outside the contract (not in the OpenAPI document), each with its methods. */
const ROUTES_OUTSIDE_THE_CONTRACT: { path: string; methods: string[] }[] = [
  { path: '/api/health', methods: ['GET'] },
  { path: '/api/openapi.json', methods: ['GET'] },
  // The data node's reads for proxy nodes (closed without LANDINGS_API_TOKEN).
  { path: '/api/internal/reads/{name}', methods: ['POST'] },
];

export interface ApiRouteMatch {
  /** The route's path as the contract writes it, `/api/boats/{id}`. */
  template: string;
  /** Methods the route answers, HEAD (with GET) and OPTIONS included, sorted: the `Allow` header. */
  allow: string[];
  /** The route's path parameters by name, as the request wrote them (still percent-encoded). */
  rawParams: Record<string, string>;
  /** The rate-limit bucket of each method that has one (the endpoint's `rateLimit`; HEAD as GET). */
  buckets: Partial<Record<string, RateLimitBucket>>;
}

interface Route {
  template: string;
  /** Per segment: the fixed text (lower case), or null for a parameter. */
  fixed: (string | null)[];
  names: (string | null)[];
  methods: Set<string>;
  buckets: Partial<Record<string, RateLimitBucket>>;
}

let table: Route[] | null = null;

function routes(): Route[] {
  if (table) return table;
  // Keyed without regard to the case of fixed segments: an alias in other case is the same route.
  const byTemplate = new Map<string, Pick<Route, 'methods' | 'buckets'>>();
  const add = (template: string, methods: string[], bucket?: RateLimitBucket) => {
    const key = template.replace(/\/[^/{]+/g, (segment) => segment.toLowerCase());
    const route = byTemplate.get(key) ?? { methods: new Set<string>(), buckets: {} };
    for (const method of methods) {
      route.methods.add(method);
      if (bucket) route.buckets[method] = bucket;
      // Next answers HEAD with the GET handler, its rate limit included.
      if (bucket && method === 'GET') route.buckets.HEAD = bucket;
    }
    byTemplate.set(key, route);
  };
  for (const endpoint of registeredEndpoints()) {
    for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
      add(path, [endpoint.method], endpoint.rateLimit);
    }
  }
  for (const route of ROUTES_OUTSIDE_THE_CONTRACT) add(route.path, route.methods);
  table = [...byTemplate].map(([template, { methods, buckets }]) => {
    const segments = template.split('/').filter(Boolean);
    return {
      template,
      fixed: segments.map((segment) => (/^\{\w+\}$/.test(segment) ? null : segment.toLowerCase())),
      names: segments.map((segment) => /^\{(\w+)\}$/.exec(segment)?.[1] ?? null),
      methods,
      buckets,
    };
  });
  return table;
}

/** The methods of a route as an `Allow` header lists them: HEAD wherever GET is, OPTIONS everywhere. */
function allowOf(methods: Set<string>): string[] {
  const allow = new Set(methods);
  if (allow.has('GET')) allow.add('HEAD');
  allow.add('OPTIONS');
  return [...allow].sort();
}

/**
 * The route serving an `/api/…` path (its segments still percent-encoded), chosen as Next chooses:
 * where two routes fit, the one with fixed text at the first segment where they differ. Fixed
 * segments compare without regard to case, as `/api/Offloads/…` is rewritten to `/api/offloads/…`
 * (next.config.mjs). Null when no route has the path.
 */
export function matchApiRoute(pathname: string): ApiRouteMatch | null {
  const segments = pathname.split('/').filter(Boolean);
  const fits = routes().filter(
    (route) =>
      route.fixed.length === segments.length &&
      route.fixed.every((fixed, i) => fixed === null || fixed === segments[i].toLowerCase()),
  );
  if (fits.length === 0) return null;
  const specificity = (route: Route) => route.fixed.map((fixed) => (fixed === null ? '1' : '0')).join('');
  const best = fits.reduce((a, b) => (specificity(b) < specificity(a) ? b : a));
  const rawParams: Record<string, string> = {};
  best.names.forEach((name, i) => {
    if (name) rawParams[name] = segments[i];
  });
  return { template: best.template, allow: allowOf(best.methods), rawParams, buckets: best.buckets };
}

/** The rate-limit bucket a request to an `/api/…` path counts against (as its route counts it), or null. */
export function apiBucketOf(method: string, pathname: string): RateLimitBucket | null {
  const lower = pathname.toLowerCase();
  if (lower !== '/api' && !lower.startsWith('/api/')) return null;
  return matchApiRoute(pathname)?.buckets[method] ?? null;
}
