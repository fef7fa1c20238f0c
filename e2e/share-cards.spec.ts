import { expect, test } from '@playwright/test';

/** Share cards (Open Graph images) of the detail pages, as link previews fetch them. */

test('a boat page names its share card, a cacheable 1200×630 PNG', async ({ page, request }) => {
  const { boats } = (await (await request.get('/api/boats?count=1')).json()) as { boats: { id: string }[] };
  await page.goto(`/boats/${boats[0].id}`);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/boats\/\d+\/opengraph-image/);
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  const response = await request.get(new URL(image!).pathname + new URL(image!).search);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cache-control']).toMatch(/public/);
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(1200);
});
