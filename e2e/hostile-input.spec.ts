import { expect, test, type APIResponse } from '@playwright/test';

/**
 * Input a hostile client sends, against the real server (`npm start`: the request guard before Next,
 * lib/api/request-guard.ts). Next alone answered every one of these with 500 text/plain, TRACE with a
 * logged stack trace each time; now each is a 4xx: JSON in the API's error shape on /api, the site's
 * own 404 page for a page path no page can have.
 */

async function errorOf(response: APIResponse) {
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  return ((await response.json()) as { error: { code: string; message: string; fields?: object } }).error;
}

test.describe('hostile input', () => {
  for (const segment of ['%ff', '%', '%zz', '%c0%af']) {
    test(`an undecodable path segment (${segment}): 400 on the API, the 404 page on a page`, async ({
      request,
      page,
    }) => {
      const api = await request.get(`/api/boats/${segment}`);
      expect(api.status()).toBe(400);
      expect(await errorOf(api)).toMatchObject({
        code: 'bad_request',
        fields: { 'sti.id': expect.any(String) },
      });

      const answer = await page.goto(`/boats/${segment}`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Fant ikke siden' })).toBeVisible();
    });
  }

  test('TRACE is a 405 with Allow and a JSON body, on the API and on pages', async ({ request }) => {
    const api = await request.fetch('/api/offloads/query', { method: 'TRACE' });
    expect(api.status()).toBe(405);
    expect(api.headers().allow).toBe('OPTIONS, POST');
    expect((await errorOf(api)).code).toBe('method_not_allowed');

    const page = await request.fetch('/boats', { method: 'TRACE' });
    expect(page.status()).toBe(405);
    expect(page.headers().allow).toBe('GET, HEAD, OPTIONS');
  });

  test('a method a route does not have is a 405 with Allow, not an empty body or the page', async ({
    request,
  }) => {
    const api = await request.fetch('/api/boats/2019111153', { method: 'PUT', data: {} });
    expect(api.status()).toBe(405);
    expect(api.headers().allow).toBe('GET, HEAD, OPTIONS');
    expect((await errorOf(api)).message).toContain('PUT');

    const page = await request.fetch('/boats', { method: 'DELETE' });
    expect(page.status()).toBe(405);
  });

  test('an address no API route has is a JSON 404', async ({ request }) => {
    const answer = await request.get('/api/no/such/route');
    expect(answer.status()).toBe(404);
    expect((await errorOf(answer)).code).toBe('not_found');
  });

  test('impossible dates and years are a 400 naming the parameter', async ({ request }) => {
    const stock = await request.get('/api/lager/fish?to=2025-02-29');
    expect(stock.status()).toBe(400);
    expect((await errorOf(stock)).fields).toHaveProperty(['spørring.to']);
    const price = await request.get('/api/nergard/Price/1027/0000');
    expect(price.status()).toBe(400);
    expect((await errorOf(price)).fields).toHaveProperty(['sti.b']);
  });
});
