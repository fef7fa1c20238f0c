import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { LandingsApi } from '@/lib/config';
import { ApiError, errorResponse } from '@/lib/api/errors';
import { forwardedChain, PEER_ADDRESS_HEADER, RECEIVED_FORWARDED_FOR_HEADER } from '@/lib/api/client-address';
import { UPSTREAM_UNAVAILABLE_MESSAGE } from './remote-reads';

/**
 * A proxy node's JSON API (`/api/…`, LANDINGS_API_URL set): every call is passed to the upstream
 * deployment as it came (method, path, query, body, the caller's Authorization and User-ID) and its
 * answer returned as it is (status, body, Cache-Control, ETag), so a client cannot tell the nodes
 * apart. What the proxy adds: the client's address in `X-Forwarded-For` (the upstream counts its rate
 * limits per client with TRUST_PROXY set one hop higher), a timeout (LANDINGS_API_TIMEOUT_MS), and
 * when the upstream does not answer, the API's own 503 `overloaded` with Retry-After instead of a
 * hanging request or a proxy's HTML error page.
 *
 * Run by scripts/serve.ts before Next (`forwardIncoming`), only where LANDINGS_API_URL is set: as a
 * `proxy.ts` matcher it cost every data node's API request ~30 % of its throughput for a feature only
 * proxy nodes use.
 */

/** Headers that describe one connection, not the message (RFC 9110 §7.6.1), and our own. */
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'x-forwarded-for',
  PEER_ADDRESS_HEADER,
  RECEIVED_FORWARDED_FOR_HEADER,
]);

/** fetch decodes compressed bodies, so their encoding and length no longer describe what is sent on. */
const NOT_RETURNED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-encoding',
  'content-length',
]);

const RETRY_AFTER_SECONDS = 30;

/** The forwarded chain the upstream gets: what arrived, then the address this node saw. */
export function forwardedFor(headers: Headers): string | null {
  const chain = [
    ...forwardedChain(headers.get(RECEIVED_FORWARDED_FOR_HEADER)),
    ...forwardedChain(headers.get(PEER_ADDRESS_HEADER)),
  ];
  return chain.length > 0 ? chain.join(', ') : null;
}

export async function forwardToUpstream(
  request: Request,
  upstream: LandingsApi,
  fetchImpl: typeof fetch = fetch,
): Promise<Response> {
  const incoming = new URL(request.url);
  const base = upstream.baseUrl.replace(/\/+$/, '');
  const target = `${base}${incoming.pathname}${incoming.search}`;
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!NOT_FORWARDED.has(name.toLowerCase())) headers.set(name, value);
  });
  const chain = forwardedFor(request.headers);
  if (chain) headers.set('x-forwarded-for', chain);
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));

  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const timeout = AbortSignal.timeout(upstream.timeoutMs);
  let answer: Response;
  try {
    answer = await fetchImpl(target, {
      method: request.method,
      headers,
      // Streamed on as it arrives: the upstream applies its own body limits (413) to the real body.
      body: hasBody ? request.body : undefined,
      ...(hasBody ? { duplex: 'half' } : {}),
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.any([timeout, request.signal]),
    } as RequestInit);
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(
      `forward: ${request.method} ${incoming.pathname} to ${base} failed: ${timeout.aborted ? `no answer within ${upstream.timeoutMs} ms` : (error as Error).message}`,
    );
    return errorResponse(new ApiError('overloaded', UPSTREAM_UNAVAILABLE_MESSAGE), {
      'Retry-After': String(RETRY_AFTER_SECONDS),
      'Cache-Control': 'no-store',
    });
  }
  const returned = new Headers();
  answer.headers.forEach((value, name) => {
    if (!NOT_RETURNED.has(name.toLowerCase())) returned.append(name, value);
  });
  return new Response(request.method === 'HEAD' ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: returned,
  });
}

/** Whether a request path belongs to the JSON API, which a proxy node forwards. */
export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** forwardToUpstream for a request as Node's http server gives it, the answer written to `response`. */
export async function forwardIncoming(
  request: IncomingMessage,
  response: ServerResponse,
  upstream: LandingsApi,
): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // The client going away aborts the upstream call too.
  const gone = new AbortController();
  response.once('close', () => {
    if (!response.writableFinished) gone.abort();
  });
  const answer = await forwardToUpstream(
    new Request(`http://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`, {
      method,
      headers,
      body: hasBody ? (Readable.toWeb(request) as ReadableStream) : undefined,
      signal: gone.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit),
    upstream,
  );
  response.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name === 'set-cookie') response.appendHeader(name, value);
    else response.setHeader(name, value);
  });
  if (!answer.body) {
    response.end();
    return;
  }
  Readable.fromWeb(answer.body as WebReadableStream).pipe(response);
}
