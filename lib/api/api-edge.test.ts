import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { refuseOverLimit } from './api-edge';
import { apiBucketOf } from './api-routes';
import { installPeerAddressHook } from './client-address';
import { registeredEndpoints, type Endpoint } from './endpoint';
import { resetRateLimits } from './rate-limiter';
import { apiRoute } from './route';

/**
 * The API refusal at the edge as scripts/serve.ts puts it in front of Next: a real HTTP server with
 * the peer-address hook, the edge's peek, then (as Next would) an apiRoute with the search bucket.
 */

const savedEnv = { RATE_LIMIT_SEARCH: process.env.RATE_LIMIT_SEARCH, TRUST_PROXY: process.env.TRUST_PROXY };
const handler = jest.fn(async () => ({ hits: [] as string[] }));
const route = apiRoute(
  {
    method: 'POST',
    path: '/api/search',
    summary: 'test',
    tag: 'test',
    body: z.object({ term: z.string() }),
    response: z.object({ hits: z.array(z.string()) }),
    cache: 'none',
    rateLimit: 'search',
  } satisfies Endpoint,
  handler,
);
let routeCalls = 0;
let server: Server;
let base: string;

/** Hands the route a Request with the incoming headers and body, the way Next builds one. */
async function callRoute(request: IncomingMessage): Promise<Response> {
  routeCalls++;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = request.method === 'POST' ? Buffer.concat(chunks) : undefined;
  return route(new Request(`http://localhost${request.url}`, { method: request.method, headers, body }), {
    params: Promise.resolve({}),
  });
}

beforeAll(async () => {
  installPeerAddressHook();
  process.env.RATE_LIMIT_SEARCH = '3';
  process.env.TRUST_PROXY = '1';
  server = createServer(async (request, response) => {
    const bucket = apiBucketOf(request.method ?? 'GET', new URL(request.url ?? '/', 'http://test').pathname);
    if (bucket && (await refuseOverLimit(request, response, bucket))) return;
    const answer = await callRoute(request);
    response.writeHead(answer.status, Object.fromEntries(answer.headers));
    response.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  resetRateLimits('search');
  routeCalls = 0;
  handler.mockClear();
});

const search = (address: string) =>
  fetch(`${base}/api/search`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': address, 'Content-Type': 'application/json' },
    body: JSON.stringify({ term: 'ålesund' }),
  });

describe('the API refusal at the edge', () => {
  it('refuses an address over its bucket without reaching the route, as the route would, and serves another', async () => {
    for (let i = 0; i < 3; i++) expect((await search('203.0.113.20')).status).toBe(200);
    expect(routeCalls).toBe(3);

    const refused = await search('203.0.113.20');
    expect(routeCalls).toBe(3);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toEqual({
      error: {
        code: 'rate_limited',
        message: `For mange forespørsler på kort tid. Vent ${retryAfter} sekunder og prøv igjen.`,
      },
    });

    // Another address is served, and counted by its route as before.
    expect((await search('203.0.113.21')).status).toBe(200);
    expect(routeCalls).toBe(4);
    expect(handler).toHaveBeenCalledTimes(4);
  });

  it('answers exactly what the route itself answers an address over its bucket', async () => {
    for (let i = 0; i < 3; i++) await search('203.0.113.30');
    const atEdge = await search('203.0.113.30');
    // The same request handed straight to the route (as it was before the edge refused it).
    const direct = await new Promise<Response>((resolve, reject) => {
      const probe = createServer((request, response) => {
        callRoute(request).then(resolve, reject);
        response.end();
      });
      probe.listen(0, '127.0.0.1', () => {
        const port = (probe.address() as AddressInfo).port;
        void fetch(`http://127.0.0.1:${port}/api/search`, {
          method: 'POST',
          headers: { 'X-Forwarded-For': '203.0.113.30', 'Content-Type': 'application/json' },
          body: '{"term":"x"}',
        }).finally(() => probe.close());
      });
    });
    expect(direct.status).toBe(atEdge.status);
    for (const name of ['content-type', 'cache-control', 'retry-after']) {
      expect(atEdge.headers.get(name)).toBe(direct.headers.get(name));
    }
    expect(await atEdge.json()).toEqual(await direct.json());
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('lets a request through while its address is within the bucket, counting nothing itself', async () => {
    process.env.RATE_LIMIT_SEARCH = '1';
    try {
      expect((await search('203.0.113.40')).status).toBe(200);
      // The route counted the one hit and refuses the next one at the edge.
      expect((await search('203.0.113.40')).status).toBe(429);
      expect(routeCalls).toBe(1);
    } finally {
      process.env.RATE_LIMIT_SEARCH = '3';
    }
  });
});

describe('which API requests have a bucket', () => {
  it('every endpoint with a rate limit, under its path and aliases, by the method it counts', () => {
    const limited = registeredEndpoints().filter((endpoint) => endpoint.rateLimit);
    expect(new Set(limited.map((endpoint) => endpoint.rateLimit))).toEqual(
      new Set(['landing-query', 'save', 'search', 'csv']),
    );
    for (const endpoint of limited) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        const filled = path.replace(/\{\w+\}/g, '2024');
        expect([endpoint.method, filled, apiBucketOf(endpoint.method, filled)]).toEqual([
          endpoint.method,
          filled,
          endpoint.rateLimit,
        ]);
        if (endpoint.method === 'GET') expect(apiBucketOf('HEAD', filled)).toBe(endpoint.rateLimit);
      }
    }
  });

  it('none for lookups, other methods, pages or health', () => {
    expect(apiBucketOf('POST', '/api/offloads/query')).toBe('landing-query');
    expect(apiBucketOf('GET', '/api/Offloads/latest')).toBe('landing-query');
    expect(apiBucketOf('POST', '/api/offloads/query/save')).toBe('save');
    expect(apiBucketOf('GET', '/api/offloads/query/abc')).toBeNull();
    expect(apiBucketOf('GET', '/api/offloads/2024/1')).toBeNull();
    expect(apiBucketOf('GET', '/api/boats/1')).toBeNull();
    expect(apiBucketOf('GET', '/api/health')).toBeNull();
    expect(apiBucketOf('OPTIONS', '/api/search')).toBeNull();
    expect(apiBucketOf('GET', '/search')).toBeNull();
  });
});
