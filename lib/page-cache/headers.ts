/**
 * Cache-Control of the public pages and of the public GET API answers (lib/api/route.ts): one HTML or
 * JSON fits every visitor.
 *
 * - `s-maxage=60`: a CDN or reverse proxy keeps an answer at most 60 s, so a new store version reaches
 *   every visitor within a minute (the server's own cache changes key at once, see routes.ts).
 * - `stale-while-revalidate=300`: after that it may hand out the old copy while it fetches the new
 *   one in the background, answered from the server's cache (or a 304 on the ETag) in milliseconds.
 * - `max-age=0`: browsers ask again each time, with If-None-Match, and get a 304 while nothing changed.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
