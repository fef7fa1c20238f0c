import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isRenderRequest, pageBudgetRefusal, sendTooManyRenders } from './page-budget';
import { resetRateLimits } from './rate-limiter';
import { RenderGate } from './render-gate';

/** The page budget and the render gate as scripts/serve.ts puts them in front of Next. */

const ENV = { RATE_LIMIT_PAGE: '3', TRUST_PROXY: '1' };
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const refusal = await pageBudgetRefusal(request, ENV);
    if (refusal !== null) return sendTooManyRenders(response, refusal);
    response.end('<p>siden</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/boats/1`;
});

afterAll(() => server.close());
beforeEach(() => resetRateLimits('page'));

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

  it('counts renders, not the API, Next assets or icons', () => {
    for (const path of ['/', '/boats/1', '/topoffloads/embed/abc', '/boats/1/opengraph-image', '/search'])
      expect(isRenderRequest(path)).toBe(true);
    for (const path of ['/api/health', '/_next/static/x.js', '/icons/a.svg', '/favicon.ico'])
      expect(isRenderRequest(path)).toBe(false);
  });
});

describe('the render gate', () => {
  it('runs at most `concurrency` renders, queues a bounded number and refuses the rest', async () => {
    const gate = new RenderGate({ concurrency: 2, maxQueue: 1, maxWaitMs: 5_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first.granted && second.granted).toBe(true);
    const queued = gate.enter();
    expect(await gate.enter()).toEqual({ granted: false, retryAfterSeconds: 5 });
    if (first.granted) first.release();
    expect((await queued).granted).toBe(true);
    expect(gate.stats()).toEqual({ running: 2, waiting: 0 });
  });

  it('refuses a waiter whose turn does not come within maxWaitMs', async () => {
    const gate = new RenderGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 50 });
    await gate.enter();
    expect(await gate.enter()).toEqual({ granted: false, retryAfterSeconds: 1 });
    expect(gate.stats().waiting).toBe(0);
  });
});
