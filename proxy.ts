import { NextResponse, type NextRequest } from 'next/server';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/page-cache/headers';
import { hasUndecodableSegment } from '@/lib/api/path-segments';
import { cacheTarget, isInternalPath, NOT_FOUND_PATH } from '@/lib/page-cache/routes';
import { servedEntityVersions, servedStoreVersion } from '@/lib/page-cache/store-version';

/**
 * Sends the public pages to their cached twins (see lib/page-cache/routes.ts): the request's path and
 * canonical query plus the served store version (an entity page: the entity's data version) become the
 * path Next's full-route cache keys on. The
 * browser keeps the public URL (a rewrite, not a redirect), and so does a CDN, which may keep the answer
 * for `s-maxage` and revalidate it with the ETag afterwards.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  // The twins are the proxy's business only: asked for directly, they do not exist (`/~` has no page,
  // so this answers the site's own «Fant ikke siden» with 404).
  // A path segment that is no valid percent-encoding (`/boats/%ff`) names no page either; Next would
  // fail to decode it with a bare 500. (`npm start` answers both before Next: lib/api/request-guard.ts.)
  if (isInternalPath(pathname) || hasUndecodableSegment(pathname)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url));
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return NextResponse.next();
  // Before the first ingest the page says «Ingen landingsdata ennå», rendered per request as before.
  const version = servedStoreVersion();
  if (version == null) return NextResponse.next();
  const target = cacheTarget(pathname, searchParams, version, servedEntityVersions(version));
  if (!target) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = target.internalPath;
  // Only Next's own `_rsc` (which tells an RSC payload from the HTML for caches that ignore Vary)
  // goes on; the page's parameters are in the path now.
  url.search = '';
  const rsc = searchParams.get('_rsc');
  if (rsc != null) url.searchParams.set('_rsc', rsc);
  return NextResponse.rewrite(url, { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } });
}

export const config = {
  // Only the cached pages (and their twins, to refuse them); the API, CSV downloads and static files
  // never pass through here. Next reads the matcher as a literal, so it repeats the paths of
  // CACHED_ROUTES and TWIN_MATCHERS (lib/page-cache/routes.ts); cached-routes.test.ts holds it to them.
  matcher: [
    '/',
    '/boats',
    '/boats/:id',
    '/firm',
    '/firm/:id',
    '/owner/:id',
    '/mottak/:id',
    '/art',
    '/art/:slug',
    '/kommune',
    '/kommune/:slug',
    '/topoffloads',
    '/offloads',
    '/topoffloads/embed/:id',
    '/about',
    '/contact',
    '/api-dokumentasjon',
    '/:path*/~/:state*',
    '/~/:state*',
  ],
};
