/**
 * The percent-decoding rule of request paths, shared by the request guard (lib/api/request-guard.ts)
 * and proxy.ts: a segment Next cannot decode (`%ff`, `%`, `%zz`, the over-long `%c0%af`) is refused
 * before Next tries, which would answer a bare 500.
 */

/** Whether a path segment decodes (decodeURIComponent, as Next decodes path parameters). */
export function isDecodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Whether some segment of a (still percent-encoded) path cannot be decoded. */
export function hasUndecodableSegment(pathname: string): boolean {
  return pathname.includes('%') && !pathname.split('/').every(isDecodable);
}
