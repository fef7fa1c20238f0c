import type { IncomingMessage, ServerResponse } from 'node:http';
import { PAGE_BURST_WINDOW_SECONDS, pageBurstLimit, rateLimitPerMinute, type Env } from '@/lib/config';
import { clientAddress } from './client-address';
import { setBuildHeaders } from '@/lib/security/build-headers';
import { edgePageHtml } from './edge-page-shell';
import { edgeAnswerBodyFor, sendEdgePage, sendUnavailable, type EdgeAnswerBody } from './page-edge';
import type { RenderGate } from './render-gate';
import { sharedLimiter } from './rate-limiter';

/**
 * The per-address budgets of page renders: every request the server hands to Next's renderer (a page
 * Next has not rendered into its cache before, an embed, a share image, a search page, their RSC
 * payloads) counts against the client's address, in one of three budgets by what asked for it
 * (docs/overload.md, «The budgets»):
 *  - `read`: a page a person opens, as a document or as a client navigation. RATE_LIMIT_PAGE_BURST per
 *    PAGE_BURST_WINDOW_SECONDS and RATE_LIMIT_PAGE a minute; beyond, 429 with Retry-After. This is what
 *    a scraper must spend: every page it wants is a read.
 *  - `resource`: what a page loads by itself once open (its map images, share images, the map's place
 *    list). A budget of the same size of its own, so that a page's images never use up its reader's
 *    pages; beyond, 429.
 *  - `prefetch`: what the router fetches ahead because a link came into view. The reader has asked for
 *    nothing yet, so a prefetch is never refused: beyond a budget of the same size, or when no render
 *    turn is idle, it is answered 204 «not prefetched» and the page renders when the reader clicks.
 * The counts are shared through PostgreSQL when DATABASE_URL is set, as the API's rate limits are
 * (lib/api/rate-limiter.ts). scripts/serve.ts asks before the render gate.
 */

const WINDOW_SECONDS = 60;

/** Which requests are renders: not the API (limited per route), Next's assets or the icons. */
export function isRenderRequest(pathname: string): boolean {
  return !/^\/(?:api|_next|icons)(?:\/|$)/.test(pathname) && pathname !== '/favicon.ico';
}

export type RenderKind = 'read' | 'prefetch' | 'resource';

/** A page's own images (the boat maps as SVG, share images) and the data the map page fetches. */
const PAGE_RESOURCE = /(?:\/kart\/[^/]+\.svg|\/(?:opengraph|twitter)-image[^/]*|^\/kart\/steder)$/;

/** What asked for a render: a reader (a document or a navigation), a page's own resource, or a prefetch. */
export function renderKindOf(request: IncomingMessage): RenderKind {
  if (request.headers['next-router-prefetch'] !== undefined) return 'prefetch';
  const target = request.url ?? '/';
  const end = target.search(/[?#]/);
  return PAGE_RESOURCE.test(end < 0 ? target : target.slice(0, end)) ? 'resource' : 'read';
}

/** The limiter names of each budget's two windows (short, minute): `read` keeps the names it had. */
const WINDOW_NAMES: Record<RenderKind, [burst: string, minute: string]> = {
  read: ['page-burst', 'page'],
  resource: ['resource-burst', 'resource'],
  prefetch: ['prefetch-burst', 'prefetch'],
};

/** Every limiter name of the budgets (for tests that start each case afresh). */
export const PAGE_BUDGET_LIMITERS = Object.values(WINDOW_NAMES).flat();

/**
 * Null when the request may be rendered, else the seconds after which the address may try again. Counts
 * the request against its kind's budget (`renderKindOf`).
 */
export async function pageBudgetRefusal(request: IncomingMessage, env?: Env): Promise<number | null> {
  const address = clientAddress(request, env);
  const [burst, minute] = WINDOW_NAMES[renderKindOf(request)];
  const windows: [name: string, limit: number, seconds: number][] = [
    [burst, pageBurstLimit(env), PAGE_BURST_WINDOW_SECONDS],
    [minute, rateLimitPerMinute('page', env), WINDOW_SECONDS],
  ];
  let retryAfter: number | null = null;
  for (const [name, limit, seconds] of windows) {
    if (limit === 0) continue;
    const decision = await (await sharedLimiter(name, limit, seconds, env)).hit(address);
    if (!decision.allowed) retryAfter = Math.max(retryAfter ?? 0, decision.retryAfterSeconds);
  }
  return retryAfter;
}

/**
 * The answer to a prefetch the server will not render now: 204, no body, never cached. Next's router
 * takes it as «nothing prefetched», tries again at the earliest after ten seconds, and renders the page
 * when the reader clicks; nothing is refused and nothing is left open in the browser.
 */
export function sendNotPrefetched(response: ServerResponse): void {
  setBuildHeaders(response);
  response.writeHead(204, { 'Cache-Control': 'no-store' });
  response.end();
}

const TOO_MANY = {
  title: 'For mange forespørsler',
  text: 'Det har kommet svært mange sidevisninger fra denne adressen på kort tid. Vent litt og prøv igjen.',
};

/** The 429 answer of a page: Retry-After, never cached, the words in the site's frame. */
export function sendTooManyRenders(
  response: ServerResponse,
  retryAfterSeconds: number,
  body: EdgeAnswerBody = 'page',
): void {
  sendEdgePage(response, 429, retryAfterSeconds, edgePageHtml(TOO_MANY), body);
}

/** The outcome of asking to render: a turn to release when the answer is done, or the answer to send instead. */
export type RenderAdmission =
  { admitted: true; release: () => void } | { admitted: false; refuse: (response: ServerResponse) => void };

/**
 * Whether a request Next must render may go ahead now: the budget of its kind, then a turn at the gate.
 * A prefetch takes only an idle turn and within its budget, else it is not prefetched (204); a reader's
 * page or a page's resource waits for its turn, and is refused 429 over its budget or its address's
 * share of the gate, 503 when the gate is full.
 */
export async function admitRender(
  request: IncomingMessage,
  gate: RenderGate,
  env?: Env,
): Promise<RenderAdmission> {
  // Read before Next handles the request: it strips the RSC headers as it routes.
  const body = edgeAnswerBodyFor(request);
  const address = clientAddress(request, env);
  if (renderKindOf(request) === 'prefetch') {
    const idle = gate.tryEnter(address);
    if (idle?.granted && (await pageBudgetRefusal(request, env)) === null) return admitted(idle.release);
    if (idle?.granted) idle.release();
    return { admitted: false, refuse: sendNotPrefetched };
  }
  const refusal = await pageBudgetRefusal(request, env);
  if (refusal !== null) return { admitted: false, refuse: (r) => sendTooManyRenders(r, refusal, body) };
  const turn = await gate.enter(address);
  if (turn.granted) return admitted(turn.release);
  const { retryAfterSeconds, tooMany } = turn;
  return {
    admitted: false,
    refuse: (response) =>
      tooMany
        ? sendTooManyRenders(response, retryAfterSeconds, body)
        : sendUnavailable(response, retryAfterSeconds, undefined, body),
  };
}

const admitted = (release: () => void): RenderAdmission => ({ admitted: true, release });
