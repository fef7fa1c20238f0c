import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRenderRequest, pageBudgetRefusal, sendTooManyRenders } from './page-budget';
import { edgeAnswerBodyFor } from './page-edge';
import { resetRateLimits } from './rate-limiter';
import { RenderGate } from './render-gate';

/** The page budget and the render gate as scripts/serve.ts puts them in front of Next. */

const BASE_ENV = { RATE_LIMIT_PAGE: '3', TRUST_PROXY: '1' };
let ENV: Record<string, string> = BASE_ENV;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const refusal = await pageBudgetRefusal(request, ENV);
    if (refusal !== null) return sendTooManyRenders(response, refusal, edgeAnswerBodyFor(request));
    response.end('<p>siden</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/boats/1`;
});

afterAll(() => server.close());
beforeEach(() => {
  ENV = BASE_ENV;
  resetRateLimits('page', 'page-burst');
});

const from = (address: string) => fetch(url, { headers: { 'X-Forwarded-For': address } });

describe('the per-address page budget', () => {
  it('answers 429 with Retry-After once an address has used its renders, and not another address', async () => {
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).status).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    expect(await refused.text()).toContain('For mange forespørsler');
    expect((await from('203.0.113.8')).status).toBe(200);
  });

  it('refuses a prefetch (an RSC request) with no body, which the router never reads', async () => {
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.9')).status).toBe(200);
    const prefetch = await fetch(url, {
      headers: { 'X-Forwarded-For': '203.0.113.9', RSC: '1', 'Next-Router-Prefetch': '1' },
    });
    expect(prefetch.status).toBe(429);
    expect(prefetch.headers.get('Content-Length')).toBe('0');
    expect(Number(prefetch.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(await prefetch.text()).toBe('');
    const head = await fetch(url, { method: 'HEAD', headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(head.status).toBe(429);
    expect(Number(head.headers.get('Content-Length'))).toBeGreaterThan(0);
    // The reader's own page load still gets the words.
    expect(await (await from('203.0.113.9')).text()).toContain('For mange forespørsler');
  });

  it('refuses a burst from one address within seconds, long before the budget of a minute', async () => {
    ENV = { ...BASE_ENV, RATE_LIMIT_PAGE: '600', RATE_LIMIT_PAGE_BURST: '2' };
    expect((await from('203.0.113.9')).status).toBe(200);
    expect((await from('203.0.113.9')).status).toBe(200);
    const refused = await from('203.0.113.9');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(10);
    expect((await from('203.0.113.10')).status).toBe(200);
  });

  it('counts renders, not the API, Next assets or icons', () => {
    for (const path of ['/', '/boats/1', '/topoffloads/embed/abc', '/boats/1/opengraph-image', '/search'])
      expect(isRenderRequest(path)).toBe(true);
    for (const path of ['/api/health', '/_next/static/x.js', '/icons/a.svg', '/favicon.ico'])
      expect(isRenderRequest(path)).toBe(false);
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
});
