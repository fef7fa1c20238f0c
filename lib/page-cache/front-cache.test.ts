import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
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

/**
 * What Next sends for a cached public page: written in pieces, public, with an ETag; gzipped (in
 * pieces, as its compression streams) to a client that takes gzip.
 */
function publicPage(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60, stale-while-revalidate=300');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('ETag', '"page-1"');
  response.setHeader('x-nextjs-cache', 'MISS');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    response.setHeader('Content-Encoding', 'gzip');
    const gzipped = gzipSync(PAGE);
    response.write(gzipped.subarray(0, 100));
    response.end(gzipped.subarray(100));
    return;
  }
  response.write(PAGE.slice(0, 1000));
  response.write(Buffer.from(PAGE.slice(1000, 2000)));
  response.end(PAGE.slice(2000), 'utf8');
}

/** The bytes as they travel (fetch would decompress on its own), and their encoding. */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
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

  it('remembers which pages Next has rendered after their entry expired, per store version', async () => {
    front = createFrontCache({ maxBytes: 10 * 1024 * 1024, storeVersion: () => version, ttlMs: 1 });
    const asked = (url: string) => ({ method: 'GET', url, headers: {} }) as IncomingMessage;
    expect(front.renderedBefore(asked('/boats/2020114940'))).toBe(false);
    await (await get('/boats/2020114940')).text();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(front.renderedBefore(asked('/boats/2020114940'))).toBe(true);
    expect(front.renderedBefore(asked('/boats/2020114940?year=2024'))).toBe(false);
    version = 2;
    expect(front.renderedBefore(asked('/boats/2020114940'))).toBe(false);
  });

  it("notes a page the router's payload rendered (a prefetch or a click), and serves only documents itself", async () => {
    const asked = (url: string, headers = {}) => ({ method: 'GET', url, headers }) as IncomingMessage;
    const prefetch = { RSC: '1', 'Next-Router-Prefetch': '1' };
    expect(front.renderedBefore(asked('/boats/2020114940?_rsc=abc', { rsc: '1' }))).toBe(false);
    await (await get('/boats/2020114940?_rsc=abc', prefetch)).text();
    // Next rendered the whole page into its cache for it: the document, and a click's payload, are no render.
    expect(front.renderedBefore(asked('/boats/2020114940'))).toBe(true);
    expect(front.renderedBefore(asked('/boats/2020114940?_rsc=def', { rsc: '1' }))).toBe(true);
    expect(front.renderedBefore(asked('/boats/2020114940?year=2024&_rsc=def', { rsc: '1' }))).toBe(false);
    // A router request is never answered from here, nor is its answer kept as the page.
    await (await get('/boats/2020114940?_rsc=abc', prefetch)).text();
    expect(nextCalls).toHaveLength(2);
    expect(front.stats().entries).toBe(0);
    // Not for a page that is not public.
    nextAnswer = (_request, response) => response.end('privat');
    await (await get('/boats/2019000001?_rsc=abc', prefetch)).text();
    expect(front.renderedBefore(asked('/boats/2019000001'))).toBe(false);
  });

  it('remembers an entity page under its entity version, as it keeps it', async () => {
    front = createFrontCache({
      maxBytes: 10 * 1024 * 1024,
      storeVersion: () => version,
      entityVersions: () => (kind, id) => (kind === 'boat' && id === '2020114940' ? 1 : null),
      ttlMs: 1,
    });
    const asked = (url: string) => ({ method: 'GET', url, headers: {} }) as IncomingMessage;
    await (await get('/boats/2020114940')).text();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(front.renderedBefore(asked('/boats/2020114940'))).toBe(true);
  });

  it('sends it gzipped to a client that asks, and 304 for a matching ETag', async () => {
    await get('/');
    // Next was asked for the plain body by a client that takes no gzip; the cache compresses it.
    const raw = await rawGet(`${baseUrl()}/`, 'gzip');
    expect(raw.encoding).toBe('gzip');
    expect(raw.body.byteLength).toBeLessThan(PAGE.length / 10);
    expect(gunzipSync(raw.body).toString('utf8')).toBe(PAGE);
    const notModified = await get('/', { 'If-None-Match': '"page-1"' });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(nextCalls).toEqual(['GET / -']);
  });

  it('sends the first visitor who takes gzip the page gzipped, and keeps it for every client', async () => {
    const first = await rawGet(`${baseUrl()}/topoffloads`, 'gzip, deflate, br, zstd');
    expect(first.encoding).toBe('gzip');
    expect(first.body.byteLength).toBeLessThan(PAGE.length / 10);
    expect(gunzipSync(first.body).toString('utf8')).toBe(PAGE);
    expect(nextCalls).toEqual(['GET /topoffloads gzip']);
    const plain = await get('/topoffloads');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE);
    const again = await rawGet(`${baseUrl()}/topoffloads`, 'gzip');
    expect(again.encoding).toBe('gzip');
    expect(gunzipSync(again.body).toString('utf8')).toBe(PAGE);
    expect(nextCalls).toHaveLength(1);
  });

  it('sends a kept page with brotli to a browser that takes it, gzip where brotli is refused', async () => {
    await rawGet(`${baseUrl()}/topoffloads`, 'gzip, deflate, br, zstd');
    const browser = await rawGet(`${baseUrl()}/topoffloads`, 'gzip, deflate, br, zstd');
    expect(browser.encoding).toBe('br');
    expect(brotliDecompressSync(browser.body).toString('utf8')).toBe(PAGE);
    const gzipped = await rawGet(`${baseUrl()}/topoffloads`, 'gzip');
    expect(browser.body.byteLength).toBeLessThan(gzipped.body.byteLength);
    const refused = await rawGet(`${baseUrl()}/topoffloads`, 'br;q=0, gzip;q=0.8');
    expect(refused.encoding).toBe('gzip');
    const brotliOnly = await rawGet(`${baseUrl()}/topoffloads`, 'BR');
    expect(brotliOnly.encoding).toBe('br');
    const none = await rawGet(`${baseUrl()}/topoffloads`, 'identity, gzip;q=0');
    expect(none.encoding).toBeUndefined();
    expect(none.body.toString('utf8')).toBe(PAGE);
    expect(nextCalls).toHaveLength(1);
  });

  it('asks Next for gzip only when the first visitor takes gzip', async () => {
    const first = await rawGet(`${baseUrl()}/topoffloads`, 'br');
    expect(first.encoding).toBeUndefined();
    expect(first.body.toString('utf8')).toBe(PAGE);
    expect(nextCalls).toEqual(['GET /topoffloads -']);
    const second = await rawGet(`${baseUrl()}/topoffloads`, 'br');
    expect(second.encoding).toBe('br');
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

  it('turned off, still knows which pages Next has rendered, so their views are no renders', async () => {
    front = createFrontCache({ maxBytes: 0, storeVersion: () => version });
    const asked = (url: string) => ({ method: 'GET', url, headers: {} }) as IncomingMessage;
    expect(front.renderedBefore(asked('/boats/2020114940'))).toBe(false);
    await (await get('/boats/2020114940')).text();
    expect(front.renderedBefore(asked('/boats/2020114940'))).toBe(true);
    // Only answers Next would keep for everyone: an error page is rendered again next time.
    nextAnswer = (_request, response) => {
      response.statusCode = 500;
      response.end('feil');
    };
    await (await get('/boats/2019000001')).text();
    expect(front.renderedBefore(asked('/boats/2019000001'))).toBe(false);
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
    front = createFrontCache({ maxBytes: 1024 * 1024, storeVersion: () => version, ttlMs: 1000 });
    // Long enough that a loaded machine still serves the second request within it.
    await get('/firm');
    await get('/firm');
    expect(nextCalls).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await get('/firm');
    expect(nextCalls).toHaveLength(2);
  });

  it("keeps the build's immutable files compressed once, for as long as it runs, and leaves ranges to Next", async () => {
    front = createFrontCache({ maxBytes: 1024 * 1024, storeVersion: () => null, ttlMs: 1 });
    const script = `self.chunk=${JSON.stringify('fangst '.repeat(4000))};`;
    nextAnswer = (request, response) => {
      response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      response.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
      response.setHeader('ETag', 'W/"chunk-1"');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        response.setHeader('Content-Encoding', 'gzip');
        response.end(gzipSync(script));
      } else response.end(script);
    };
    const path = '/_next/static/chunks/abc.js';
    const first = await rawGet(`${baseUrl()}${path}`, 'gzip, deflate, br, zstd');
    expect(gunzipSync(first.body).toString()).toBe(script);
    // Compressed off the serving thread: the entry is there once that is done, even after the pages' time.
    for (let tries = 0; tries < 100 && front.stats().entries === 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const brotli = await rawGet(`${baseUrl()}${path}`, 'gzip, deflate, br, zstd');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
    expect(brotli.body.byteLength).toBeLessThan(first.body.byteLength);
    const gzipped = await rawGet(`${baseUrl()}${path}`, 'gzip');
    expect([gzipped.encoding, gunzipSync(gzipped.body).toString()]).toEqual(['gzip', script]);
    const plain = await get(path);
    expect(await plain.text()).toBe(script);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('x-fangstdata-front-cache')).toBe('HIT');
    expect(plain.headers.get('x-nextjs-cache')).toBeNull();
    expect(nextCalls).toHaveLength(1);
    // A range is Next's to answer; so is a file it does not send as immutable.
    await (await get(path, { Range: 'bytes=0-9' })).text();
    nextAnswer = publicPage;
    await (await get('/_next/static/media/page.html')).text();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await (await get('/_next/static/media/page.html')).text();
    expect(nextCalls).toHaveLength(4);
  });
});
