import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_BURST_WINDOW_SECONDS, pageBurstLimit, rateLimitPerMinute, type Env } from '@/lib/config';
import { clientAddress } from './client-address';
import { sendEdgePage, type EdgeAnswerBody } from './page-edge';
import { sharedLimiter } from './rate-limiter';

/**
 * The per-address budget of page renders (RATE_LIMIT_PAGE a minute): every request the server hands
 * to Next's renderer (a page the front cache does not hold, an embed, a share image, a search page,
 * their RSC payloads) counts against the client's address; beyond it the answer is 429 with
 * Retry-After. A shorter window (RATE_LIMIT_PAGE_BURST per PAGE_BURST_WINDOW_SECONDS) lets a reader
 * open pages in bursts while a flood from one address is refused within seconds. The counts are shared through PostgreSQL when DATABASE_URL is set, as the API's rate
 * limits are (lib/api/rate-limiter.ts). scripts/serve.ts asks it before the render gate.
 */

const WINDOW_SECONDS = 60;

/** Which requests are renders: not the API (limited per route), Next's assets or the icons. */
export function isRenderRequest(pathname: string): boolean {
  return !/^\/(?:api|_next|icons)(?:\/|$)/.test(pathname) && pathname !== '/favicon.ico';
}

/** Null when the request may be rendered, else the seconds after which the address may try again. */
export async function pageBudgetRefusal(request: IncomingMessage, env?: Env): Promise<number | null> {
  const address = clientAddress(request, env);
  const windows: [name: string, limit: number, seconds: number][] = [
    ['page-burst', pageBurstLimit(env), PAGE_BURST_WINDOW_SECONDS],
    ['page', rateLimitPerMinute('page', env), WINDOW_SECONDS],
  ];
  let retryAfter: number | null = null;
  for (const [name, limit, seconds] of windows) {
    if (limit === 0) continue;
    const decision = await (await sharedLimiter(name, limit, seconds, env)).hit(address);
    if (!decision.allowed) retryAfter = Math.max(retryAfter ?? 0, decision.retryAfterSeconds);
  }
  return retryAfter;
}

const TOO_MANY = [
  '<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<meta name="robots" content="noindex"><title>For mange forespørsler – Fangstdata</title></head>',
  '<body><main role="alert"><h1>For mange forespørsler</h1>',
  '<p>Det har kommet svært mange sidevisninger fra denne adressen på kort tid. Vent litt og prøv igjen.</p>',
  '<p><a href="">Prøv igjen</a></p><p><small>Kilde: Fiskeridirektoratet</small></p></main></body></html>',
].join('');

/** The 429 answer of a page: Retry-After, never cached, a short page in Norwegian. */
export function sendTooManyRenders(
  response: ServerResponse,
  retryAfterSeconds: number,
  body: EdgeAnswerBody = 'page',
): void {
  sendEdgePage(response, 429, retryAfterSeconds, TOO_MANY, body);
}
