import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { clientAddress } from '@/lib/api/client-address';
import { pathOf } from '@/lib/api/request-guard';
import { serverMetrics, type RouteKind } from './metrics';

/**
 * One log line and one latency observation per request, written when the response is done (or the
 * client went away): method, path (without its query, which may carry a token), status, duration,
 * bytes sent, the request id (the client's `X-Request-Id` when it is a plain one, else a new one, sent
 * back), how the front cache answered, and the client address as TRUST_PROXY lets us trust it.
 */

/** How a page was answered: from the front cache, from Next's cache, or rendered now. */
export type CacheOutcome = 'hit' | 'next-cache' | 'render';

const outcomes = new WeakMap<ServerResponse, CacheOutcome>();

export function markCacheOutcome(response: ServerResponse, outcome: CacheOutcome): void {
  outcomes.set(response, outcome);
}

const STATIC = /^\/(?:_next|icons)\/|\.(?:js|css|png|svg|ico|webp|woff2?|txt|webmanifest)$/;

export function routeKindOf(pathname: string): RouteKind {
  if (pathname === '/api/health') return 'health';
  if (pathname === '/metrics') return 'metrics';
  if (/^\/api(?:\/|$)/.test(pathname)) return 'api';
  if (/\/atom\.xml$/.test(pathname)) return 'feed';
  if (/\/csv(?:\/|$)/.test(pathname)) return 'csv';
  if (/\/embed(?:\/|$)/.test(pathname)) return 'embed';
  if (STATIC.test(pathname)) return 'static';
  return 'page';
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

export function observeRequest(request: IncomingMessage, response: ServerResponse, log: Logger): void {
  const started = process.hrtime.bigint();
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader('X-Request-Id', id);
  const socket = request.socket;
  const bytesBefore = socket.bytesWritten;
  const path = pathOf(request.url ?? '/').slice(0, 500);
  response.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = response.headersSent ? response.statusCode : 0;
    const kind = routeKindOf(path);
    const metrics = serverMetrics();
    metrics.httpDuration.observe({ kind, status: String(status) }, seconds);
    if (status === 429 || status === 503) {
      metrics.refusals.inc({ reason: status === 429 ? 'rate-limit' : 'busy', kind });
    }
    const cache = outcomes.get(response);
    if (cache) metrics.frontCache.inc({ result: cache === 'hit' ? 'hit' : 'miss' });
    log.info(
      {
        req: { id, method: request.method, path, address: clientAddress(request) },
        status,
        ms: Math.round(seconds * 10_000) / 10,
        bytes: Math.max(0, socket.bytesWritten - bytesBefore),
        kind,
        ...(cache ? { cache } : {}),
        ...(response.writableFinished ? {} : { aborted: true }),
      },
      'request',
    );
  });
}
