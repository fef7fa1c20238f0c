import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { localHttpServerForFile } from '@/tests/helpers/local-http-server';
import { createFrontCache, type FrontCache } from './front-cache';

/**
 * The front cache over real HTTP: a stand-in for Next answers behind it (counting what reaches it), and
 * what a client gets must be what Next would have sent, only without asking Next again.
 */

let front: FrontCache;
let version: number | null = 1;
let nextCalls: string[] = [];
let nextAnswer: (request: IncomingMessage, response: ServerResponse) => void;

const PAGE = `<!doctype html><html lang="nb"><body>${'Fangst '.repeat(5000)}</body></html>`;

/** What Next sends for a cached public page: written in pieces, public, with an ETag. */
function publicPage(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('ETag', '"page-1"');
  response.setHeader('x-nextjs-cache', 'MISS');
  response.write(PAGE.slice(0, 1000));
  response.write(Buffer.from(PAGE.slice(1000, 2000)));
  response.end(PAGE.slice(2000), 'utf8');
}

const baseUrl = localHttpServerForFile((request, response) => {
  if (front.serveOrCapture(request, response)) return;
  nextCalls.push(`${request.method} ${request.url} ${request.headers['accept-encoding'] ?? '-'}`);
  nextAnswer(request, response);
});

beforeEach(() => {
  version = 1;
  nextCalls = [];
  nextAnswer = publicPage;
  front = createFrontCache({ maxBytes: 10 * 1024 * 1024, storeVersion: () => version });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers: { 'Accept-Encoding': 'identity', ...headers } });

describe('the front cache', () => {
  it('answers a page Next rendered from memory, the same bytes and headers, without asking Next again', async () => {
    const first = await get('/boats/2020114940');
    expect(await first.text()).toBe(PAGE);
    const second = await get('/boats/2020114940');
    expect(await second.text()).toBe(PAGE);
    expect(nextCalls).toEqual(['GET /boats/2020114940 -']);
    expect(second.headers.get('x-fangstdata-front-cache')).toBe('HIT');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(second.headers.get('etag')).toBe('"page-1"');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(front.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it('sends it gzipped to a client that asks, and 304 for a matching ETag', async () => {
    await get('/');
    // Next was asked for the plain body even though this client could take gzip.
    await get('/', { 'Accept-Encoding': 'gzip, br' });
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      // fetch would decompress on its own: read the bytes as they travel.
      const request = httpGet(
        `${baseUrl()}/`,
        { headers: { 'Accept-Encoding': 'gzip' } },
        (response: IncomingMessage) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on('error', reject);
    });
    expect(raw.encoding).toBe('gzip');
    expect(raw.body.byteLength).toBeLessThan(PAGE.length / 10);
    expect(gunzipSync(raw.body).toString('utf8')).toBe(PAGE);
    const notModified = await get('/', { 'If-None-Match': '"page-1"' });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(nextCalls).toEqual(['GET / -']);
  });

  it('keys on the store version and the canonical URL state', async () => {
    await get('/boats');
    await get('/boats?utm_source=avis');
    expect(nextCalls).toHaveLength(1);
    version = 2;
    await get('/boats');
    expect(nextCalls).toHaveLength(2);
    await get('/boats?gear=5');
    expect(nextCalls).toHaveLength(3);
  });

  it('leaves to Next what it may not share: RSC payloads, other paths, private or cookie answers, errors', async () => {
    await get('/');
    await get('/', { RSC: '1' });
    await get('/?_rsc=abc');
    await get('/api/health');
    await get('/profile');
    expect(nextCalls).toHaveLength(5);

    const cases: ((request: IncomingMessage, response: ServerResponse) => void)[] = [
      (_request, response) => {
        response.setHeader('Cache-Control', 'private, no-store');
        response.end('personal');
      },
      (_request, response) => {
        response.setHeader('Cache-Control', 'public, s-maxage=60');
        response.setHeader('Set-Cookie', 'session=1');
        response.end('with a cookie');
      },
      (_request, response) => {
        response.statusCode = 500;
        response.setHeader('Cache-Control', 'public, s-maxage=60');
        response.end('failed');
      },
    ];
    for (const [index, answer] of cases.entries()) {
      nextAnswer = answer;
      const path = `/owner/${index}`;
      await get(path);
      await get(path);
      expect(nextCalls.filter((call) => call.includes(path))).toHaveLength(2);
    }
  });

  it('does nothing before the first ingest, or when turned off', async () => {
    version = null;
    await get('/');
    await get('/');
    expect(nextCalls).toHaveLength(2);
    version = 1;
    front = createFrontCache({ maxBytes: 0, storeVersion: () => version });
    await get('/');
    await get('/');
    expect(nextCalls).toHaveLength(4);
  });

  it("keys an entity page on the entity's version: a new store version leaves an unchanged boat's page", async () => {
    const boats: Record<string, number> = { '2020114940': 1, '2019006660': 1 };
    front = createFrontCache({
      maxBytes: 10 * 1024 * 1024,
      storeVersion: () => version,
      entityVersions: () => (kind, id) => (kind === 'boat' ? (boats[id] ?? null) : null),
    });
    for (const path of ['/boats/2020114940', '/boats/2019006660', '/boats']) await get(path);
    // The next ingest changed one of the two boats.
    version = 2;
    boats['2019006660'] = 2;
    nextCalls = [];
    const kept = await get('/boats/2020114940');
    expect(kept.headers.get('x-fangstdata-front-cache')).toBe('HIT');
    await get('/boats/2019006660');
    await get('/boats');
    expect(nextCalls).toEqual(['GET /boats/2019006660 -', 'GET /boats -']);
  });

  it('forgets an entry after its time, so what Next re-renders comes through', async () => {
    front = createFrontCache({ maxBytes: 1024 * 1024, storeVersion: () => version, ttlMs: 50 });
    await get('/firm');
    await get('/firm');
    expect(nextCalls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await get('/firm');
    expect(nextCalls).toHaveLength(2);
  });
});
