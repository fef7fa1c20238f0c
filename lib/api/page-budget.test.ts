import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adoptEdgePageShell, dropEdgePageShell, edgePageHtml, EDGE_MESSAGE_ID } from './edge-page-shell';
import { admitRender, isRenderRequest, PAGE_BUDGET_LIMITERS, renderKindOf } from './page-budget';
import { resetRateLimits } from './rate-limiter';
import { RenderGate } from './render-gate';

/** The page budgets and the render gate as scripts/serve.ts puts them in front of Next. */

const BASE_ENV = { RATE_LIMIT_PAGE: '3', TRUST_PROXY: '1' };
let ENV: Record<string, string> = BASE_ENV;
let gate: RenderGate;
/** How long the stand-in for Next takes to answer. */
let renderMs = 0;
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const turn = await admitRender(request, gate, ENV);
    if (!turn.admitted) return turn.refuse(response);
    response.once('close', turn.release);
    setTimeout(() => response.end('<p>siden</p>'), renderMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());
beforeEach(() => {
  ENV = BASE_ENV;
  renderMs = 0;
  gate = new RenderGate({ concurrency: 4, maxQueue: 64, maxWaitMs: 5_000, perAddress: 2 });
  resetRateLimits(...PAGE_BUDGET_LIMITERS);
  dropEdgePageShell();
});

const PREFETCH = { RSC: '1', 'Next-Router-Prefetch': '1' };
const from = (address: string, path = '/boats/1', headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'X-Forwarded-For': address, ...headers } });

describe('the per-address page budgets', () => {
  it('answers 429 with Retry-After once an address has used its renders, and not another address', async () => {
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.text()).toContain('For mange forespørsler');
    expect((await from('203.0.113.8')).status).toBe(200);
  });

  it("keeps a page's images and the router's prefetches out of its reader's budget", async () => {
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9', `/boats/${i}`)).status).toBe(200);
    expect((await from('203.0.113.9', '/boats/9')).status).toBe(429);
    // The page's own map and share image have a budget of their own.
    expect((await from('203.0.113.9', '/boats/1/kart/fangstfelt.svg?year=2025')).status).toBe(200);
    expect((await from('203.0.113.9', '/boats/1/opengraph-image-1x2y3z')).status).toBe(200);
    // A prefetch too: rendered while its budget lasts.
    const prefetch = await from('203.0.113.9', '/boats/7', PREFETCH);
    expect(prefetch.status).toBe(200);
    expect(await prefetch.text()).toBe('<p>siden</p>');
  });

  it('never refuses a prefetch: over its budget it is not prefetched (204, nothing to read)', async () => {
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.10', `/b/${i}`, PREFETCH)).status).toBe(200);
    const over = await from('203.0.113.10', '/boats/4', PREFETCH);
    expect(over.status).toBe(204);
    expect(over.headers.get('Cache-Control')).toBe('no-store');
    expect(over.headers.get('Retry-After')).toBeNull();
    expect(await over.text()).toBe('');
    // The reader's click on it is a read of its own, within the reader's budget.
    expect((await from('203.0.113.10', '/boats/4', { RSC: '1' })).status).toBe(200);
  });

  it('renders a prefetch only on an idle turn, never queued before a reader', async () => {
    ENV = { ...BASE_ENV, RATE_LIMIT_PAGE: '600' };
    renderMs = 300;
    // Three readers' pages take three of the four turns: the last is kept for the next reader.
    const pages = ['198.51.100.1', '198.51.100.2', '198.51.100.3'].map((address) => from(address));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gate.stats().running).toBe(3);
    const prefetch = await from('198.51.100.4', '/boats/5', PREFETCH);
    expect(prefetch.status).toBe(204);
    expect(gate.stats().running).toBe(3);
    for (const page of await Promise.all(pages)) expect(page.status).toBe(200);
    expect((await from('198.51.100.4', '/boats/5', PREFETCH)).status).toBe(200);
  });

  it('refuses a navigation (an RSC request) with no body, which the router never reads', async () => {
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.11')).status).toBe(200);
    const navigation = await from('203.0.113.11', '/boats/1', { RSC: '1' });
    expect(navigation.status).toBe(429);
    expect(navigation.headers.get('Content-Length')).toBe('0');
    expect(Number(navigation.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await navigation.text()).toBe('');
    const head = await fetch(`${base}/boats/1`, {
      method: 'HEAD',
      headers: { 'X-Forwarded-For': '203.0.113.11' },
    });
    expect(head.status).toBe(429);
    expect(Number(head.headers.get('Content-Length'))).toBeGreaterThan(0);
    // The reader's own page load still gets the words.
    expect(await (await from('203.0.113.11')).text()).toContain('For mange forespørsler');
  });

  it('refuses a burst from one address within seconds, long before the budget of a minute', async () => {
    ENV = { ...BASE_ENV, RATE_LIMIT_PAGE: '600', RATE_LIMIT_PAGE_BURST: '2' };
    expect((await from('203.0.113.12')).status).toBe(200);
    expect((await from('203.0.113.12')).status).toBe(200);
    const refused = await from('203.0.113.12');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect((await from('203.0.113.13')).status).toBe(200);
  });

  it('counts renders, not the API, Next assets or icons, each in the budget of what asked for it', () => {
    for (const path of ['/', '/boats/1', '/topoffloads/embed/abc', '/boats/1/opengraph-image', '/search'])
      expect(isRenderRequest(path)).toBe(true);
    for (const path of ['/api/health', '/_next/static/x.js', '/icons/a.svg', '/favicon.ico'])
      expect(isRenderRequest(path)).toBe(false);
    const kind = (url: string, headers: Record<string, string> = {}) =>
      renderKindOf({ url, headers } as unknown as Parameters<typeof renderKindOf>[0]);
    expect(kind('/boats/1')).toBe('read');
    expect(kind('/boats/1?year=2025', { rsc: '1' })).toBe('read');
    expect(kind('/boats/1?_rsc=x', { rsc: '1', 'next-router-prefetch': '1' })).toBe('prefetch');
    expect(kind('/boats/1/kart/spor.svg?x=1')).toBe('resource');
    expect(kind('/firm/9/opengraph-image-abc12')).toBe('resource');
    expect(kind('/kart/steder')).toBe('resource');
    // A path that only looks like one is a read: `/kart` itself, a boat named so.
    expect(kind('/kart')).toBe('read');
    expect(kind('/boats/kart.svg')).toBe('read');
  });
});

describe("the refusal pages in the site's frame", () => {
  const frame = [
    '<!DOCTYPE html><html lang="nb"><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
    '<script src="/_next/static/chunks/c.js" async=""></script>',
    '<title>Vent litt | Fangstdata</title><link rel="canonical" href="http://x/vent"/></head>',
    '<body><header><nav>Forsiden</nav></header><main id="innhold">',
    `<div class="page--message" role="alert" id="${EDGE_MESSAGE_ID}"><h1>Vent litt</h1><p>Siden …</p></div>`,
    '</main><footer>Kilde: Fiskeridirektoratet</footer>',
    '<script>self.__next_f.push([1,"x"])</script></body></html>',
  ].join('');

  it('puts the words in the frame, without its scripts or its own address', () => {
    expect(adoptEdgePageShell(frame)).toBe(true);
    const page = edgePageHtml({ title: 'For mange <forespørsler>', text: 'Vent & prøv igjen.' });
    expect(page).toContain('<title>For mange &#60;forespørsler&#62; | Fangstdata</title>');
    expect(page).toContain('<h1>For mange &#60;forespørsler&#62;</h1><p>Vent &#38; prøv igjen.</p>');
    expect(page).toContain('<a href="">Prøv igjen</a>');
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"');
    expect(page).toContain('<header><nav>Forsiden</nav></header>');
    expect(page).toContain('<footer>Kilde: Fiskeridirektoratet</footer>');
    expect(page).not.toMatch(/<script|as="script"|canonical|Vent litt/);
  });

  it('keeps the plain page when the frame is not the one expected', () => {
    expect(adoptEdgePageShell('<html><body><p>Noe annet</p></body></html>')).toBe(false);
    expect(adoptEdgePageShell(frame.replace('<p>Siden …</p>', '<div>nested</div>'))).toBe(false);
    const page = edgePageHtml({ title: 'Tjenesten er travel', text: 'Prøv igjen om litt.' });
    expect(page).toContain('<h1>Tjenesten er travel</h1>');
    expect(page).toContain('Kilde: Fiskeridirektoratet');
  });
});

describe('the render gate', () => {
  it('runs at most `concurrency` renders, queues a bounded number and refuses the rest', async () => {
    const gate = new RenderGate({ concurrency: 2, maxQueue: 1, maxWaitMs: 5_000, perAddress: 0 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first.granted && second.granted).toBe(true);
    const queued = gate.enter();
    expect(await gate.enter()).toEqual({ granted: false, retryAfterSeconds: 5 });
    if (first.granted) first.release();
    expect((await queued).granted).toBe(true);
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 0 });
  });

  it('refuses a waiter whose turn does not come within maxWaitMs', async () => {
    const gate = new RenderGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 50, perAddress: 0 });
    await gate.enter();
    expect(await gate.enter()).toEqual({ granted: false, retryAfterSeconds: 1 });
    expect(gate.stats().waiting).toBe(0);
  });

  it('lets one address run only its share, and turns the rest of its flood away at once', async () => {
    const gate = new RenderGate({ concurrency: 4, maxQueue: 64, maxWaitMs: 5_000, perAddress: 1 });
    const flooding = Array.from({ length: 10 }, () => gate.enter('203.0.113.1'));
    // One running, three waiting (ADDRESS_QUEUE_FACTOR per share), six refused as too many.
    const refused = (await Promise.all(flooding.slice(4))).filter((turn) => !turn.granted && turn.tooMany);
    expect(refused).toHaveLength(6);
    expect(gate.stats()).toEqual({ running: 1, waiting: 3, addresses: 1 });
    // Another reader's page is not queued behind the flood: a turn is free for it at once.
    const reader = await gate.enter('198.51.100.10');
    expect(reader.granted).toBe(true);
    const running = await flooding[0];
    if (running.granted) running.release();
    expect((await flooding[1]).granted).toBe(true);
    expect(gate.stats()).toEqual({ running: 2, waiting: 2, addresses: 2 });
  });

  it('gives a freed turn to the first waiter whose address has a share left', async () => {
    const gate = new RenderGate({ concurrency: 2, maxQueue: 64, maxWaitMs: 5_000, perAddress: 1 });
    const a = await gate.enter('a');
    const b = await gate.enter('b');
    const aWaits = gate.enter('a');
    const cWaits = gate.enter('c');
    if (b.granted) b.release();
    expect((await cWaits).granted).toBe(true);
    expect(gate.stats().waiting).toBe(1);
    if (a.granted) a.release();
    expect((await aWaits).granted).toBe(true);
  });

  it('gives an idle turn at once to work nobody waits for, or none', async () => {
    const gate = new RenderGate({ concurrency: 3, maxQueue: 64, maxWaitMs: 5_000, perAddress: 1 });
    const first = gate.tryEnter('a');
    expect(first?.granted).toBe(true);
    // Its address's share is taken; another address gets the next idle turn, and the last stays idle.
    expect(gate.tryEnter('a')).toBeNull();
    expect(gate.tryEnter('b')?.granted).toBe(true);
    expect(gate.tryEnter('c')).toBeNull();
    expect((await gate.enter('c')).granted).toBe(true);
    // With a reader waiting, nothing jumps the queue.
    const waiting = gate.enter('d');
    if (first?.granted) first.release();
    expect((await waiting).granted).toBe(true);
    expect(gate.tryEnter('e')).toBeNull();
  });
});
