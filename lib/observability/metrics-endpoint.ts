import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOf } from '@/lib/api/request-guard';
import { serverMetrics } from './metrics';

/**
 * `GET /metrics` in Prometheus's text format, for a scraper that sends `Authorization: Bearer
 * $METRICS_TOKEN`; 401 for anyone else. Without METRICS_TOKEN there is no such address (the site's 404).
 * Answered by scripts/serve.ts before Next, and on METRICS_PORT when that is set.
 */

export const METRICS_PATH = '/metrics';

function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]);
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** True when it answered the request (the metrics, or a refusal); false: not /metrics, or metrics off. */
export function serveMetrics(
  request: IncomingMessage,
  response: ServerResponse,
  token: string | undefined,
): boolean {
  if (pathOf(request.url ?? '/') !== METRICS_PATH || !token) return false;
  response.setHeader('Cache-Control', 'no-store');
  if (!bearerMatches(request.headers.authorization, token)) {
    response.writeHead(401, {
      'Content-Type': 'text/plain; charset=utf-8',
      'WWW-Authenticate': 'Bearer realm="metrics"',
    });
    response.end('Metrics need Authorization: Bearer <METRICS_TOKEN>.\n');
    return true;
  }
  const { registry } = serverMetrics();
  registry.metrics().then(
    (text) => {
      response.writeHead(200, { 'Content-Type': registry.contentType });
      response.end(request.method === 'HEAD' ? undefined : text);
    },
    (error: unknown) => {
      console.error('metrics: collecting failed', error);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Collecting the metrics failed.\n');
    },
  );
  return true;
}
