import 'server-only';
import { createHash } from 'node:crypto';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/page-cache/headers';

// The same policy lib/api/route.ts gives public JSON answers (lib/page-cache/headers.ts).
const PUBLIC_CACHE = PUBLIC_PAGE_CACHE_CONTROL;

/**
 * A public, cacheable answer that is not JSON (plain text, CSV): an ETag and CDN cache headers like the
 * JSON endpoints, 304 when the client already has it.
 */
export function publicTextResponse(
  request: Request,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): Response {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  const responseHeaders = new Headers({
    'Content-Type': `${contentType}; charset=utf-8`,
    ETag: etag,
    'Cache-Control': PUBLIC_CACHE,
    ...headers,
  });
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers: responseHeaders });
  }
  return new Response(body, { status: 200, headers: responseHeaders });
}
