import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * The page cache as a CDN meets it (lib/page-cache, proxy.ts): every public page type answers with a
 * public Cache-Control (s-maxage, stale-while-revalidate) and an ETag, 304 to If-None-Match with that
 * ETag, the same HTML from the server's cache on the next request (the front cache), and no cookie.
 * The switch to a new store version is tested in lib/page-cache/page-cache.test.ts.
 */

async function pageUrls(request: APIRequestContext): Promise<[string, string][]> {
  const boats = (await (await request.get('/api/boats?count=1')).json()) as { boats: { id: string }[] };
  const saved = await request.post('/api/offloads/query/save', {
    data: { OffloadGrouping: 'Art', Count: 5 },
  });
  expect(saved.ok()).toBe(true);
  const { id } = (await saved.json()) as { id: string };
  return [
    ['front page', '/?period=year'],
    ['directory', '/boats?gear=5'],
    ['firm directory', '/firm'],
    ['detail page', `/boats/${encodeURIComponent(boats.boats[0].id)}`],
    ['top list', '/topoffloads?rows=species&pivots=fish:1022'],
    ['latest list', '/offloads?count=50'],
    ['embed', `/topoffloads/embed/${id}?theme=dark`],
    ['content page', '/about'],
  ];
}

test.describe('page cache', () => {
  test('every public page type is cacheable by a CDN, with an ETag and 304', async ({ request }) => {
    for (const [kind, url] of await pageUrls(request)) {
      const first = await request.get(url);
      expect(first.status(), `${kind} ${url}`).toBe(200);
      const headers = first.headers();
      expect(headers['cache-control'], `${kind} ${url}`).toMatch(
        /^public, .*s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(headers['set-cookie'], `${kind} ${url}`).toBeUndefined();
      const etag = headers.etag;
      expect(etag, `${kind} ${url}`).toBeTruthy();

      // The next reader gets the same page from the server's cache, sent by the front cache
      // (lib/page-cache/front-cache.ts) before Next runs.
      const again = await request.get(url);
      expect(again.headers()['x-nextjs-cache'], `${kind} ${url}`).toBe('HIT');
      expect(again.headers()['x-fangstdata-front-cache'], `${kind} ${url}`).toBe('HIT');
      expect(again.headers().etag).toBe(etag);
      expect(await again.text()).toBe(await first.text());

      // A CDN or browser that holds it revalidates for free.
      const revalidated = await request.get(url, { headers: { 'If-None-Match': etag } });
      expect(revalidated.status(), `${kind} ${url}`).toBe(304);
      expect(await revalidated.body()).toHaveLength(0);
      expect(revalidated.headers()['cache-control']).toBe(headers['cache-control']);

      // The client router's RSC payload of the same page is Next's own answer, never the HTML.
      const payload = await request.get(url, { headers: { RSC: '1' } });
      expect(payload.headers()['x-fangstdata-front-cache']).toBeUndefined();
      expect(payload.headers()['content-type']).toContain('text/x-component');
    }
  });

  test('equal views share one cached page; an internal key is not a public address', async ({ request }) => {
    const a = await request.get('/topoffloads?rows=species&utm_source=nyhetsbrev');
    const b = await request.get('/topoffloads?rows=SPECIES&page=1');
    expect(b.headers()['x-nextjs-cache']).toBe('HIT');
    expect(b.headers().etag).toBe(a.headers().etag);

    const internal = await request.get('/boats/2019006660/~/v1');
    expect(internal.status()).toBe(404);
    expect(await internal.text()).toContain('Fant ikke siden');
  });

  test('bad input still gets its clear answer: an unknown boat is a 404 page', async ({ request }) => {
    const response = await request.get('/boats/finnes-ikke-999');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Fant ikke båten');
  });
});
