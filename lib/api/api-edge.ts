import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Env } from '@/lib/config';
import { setBuildHeaders } from '@/lib/security/build-headers';
import { bucketRefusalParts, isOverLimit } from './api-buckets';
import type { RateLimitBucket } from './endpoint';

/**
 * The API side of the edge (scripts/serve.ts): a request to an endpoint with a per-address bucket
 * (landing queries, saves, searches, the price CSV) from an address that has already used that bucket
 * up is refused here, with the 429 its route would give, before Next routes it. Routing a request
 * through Next costs far more than the refusal itself, and a flood from one address is mostly such
 * refusals. The peek counts nothing: every request that reaches the route is counted and refused
 * there as before, so the limits are the routes' own. No Next imports: loaded outside Next.
 */

/**
 * Answers `request` with its route's 429 when its address is over `bucket` now; true when it did.
 * False: the request goes on to Next (and its route counts it).
 */
export async function refuseOverLimit(
  request: IncomingMessage,
  response: ServerResponse,
  bucket: RateLimitBucket,
  env?: Env,
): Promise<boolean> {
  const decision = await isOverLimit(bucket, request, env);
  if (!decision) return false;
  const { status, headers, body } = bucketRefusalParts(decision);
  // A refused request's body is not read: let it drain, so a kept-alive connection stays usable.
  request.resume();
  setBuildHeaders(response);
  response.writeHead(status, {
    ...headers,
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
  return true;
}
