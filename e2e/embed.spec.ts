import { expect, test } from '@playwright/test';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatWeight } from '../lib/format';
import { tableRows, type ApiLandingRow } from './site-helpers';

/** The embeddable top list (/topoffloads/embed/{id}): no shell, themeable, tells its parent its height. */

async function saveView(request: import('@playwright/test').APIRequestContext) {
  const response = await request.post('/api/offloads/query/save', {
    data: { FishingGear: '3', OffloadGrouping: 'Art', Count: 10 },
  });
  expect(response.ok()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  const saved = (await (await request.get(`/api/offloads/query/${id}`)).json()) as { rows: ApiLandingRow[] };
  return { id, rows: saved.rows };
}

test.describe('embed', () => {
  test('shows the saved view without navbar, ads or footer, with the source and a link back', async ({
    page,
    request,
  }) => {
    const { id, rows } = await saveView(request);
    const response = await page.goto(`/topoffloads/embed/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toHaveCount(0);
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topp landing: arter etter total vekt');
    await expect(page.getByText(/Redskapsgruppe: Krokredskap/)).toBeVisible();
    const shown = await tableRows(page.locator('table'));
    expect(shown).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      expect(shown[index][1]).toBe(row.Title);
      expect(shown[index]).toContain(formatWeight(row.TotalWeight));
    });
    await expect(page.getByText('Kilde: Fiskeridirektoratet')).toBeVisible();
    const back = page.getByRole('link', { name: 'Se hele lista på Fangstdata' });
    await expect(back).toHaveAttribute('target', '_blank');
    const href = (await back.getAttribute('href'))!;
    expect(href).toMatch(/^\/topoffloads\?rows=species&from=\d{4}-01-01&to=\d{4}-12-31&gear=3&count=10$/);
  });

  test('costs a framing site under 30 kB in all, with no framework runtime', async ({ page, request }) => {
    const { id } = await saveView(request);
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (finished) =>
      sizes.push(finished.sizes().then((size) => size.responseBodySize + size.responseHeadersSize)),
    );
    // As a browser asks: compressed; twice, so the second comes from the front cache as most views do.
    for (let view = 0; view < 2; view++) {
      sizes.length = 0;
      await page.goto(`/topoffloads/embed/${id}?theme=dark`, { waitUntil: 'networkidle' });
      await expect(page.locator('table')).toBeVisible();
      const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      expect(bytes, `view ${view + 1}`).toBeLessThanOrEqual(30 * 1024);
      // One script: the inline one that tells the framing page the embed's height.
      const scripts = await page.locator('script').evaluateAll((all) =>
        all.map((script) => ({
          src: script.getAttribute('src'),
          height: script.hasAttribute('data-embed-height'),
        })),
      );
      expect(scripts).toEqual([{ src: null, height: true }]);
    }
  });

  test('is themeable by the address', async ({ page, request }) => {
    const { id } = await saveView(request);
    await page.goto(`/topoffloads/embed/${id}?theme=dark&accent=ff8800`);
    const view = page.locator('#fangstdata-embed');
    await expect(view).toHaveAttribute('data-theme', 'dark');
    await expect(view).toHaveCSS('background-color', 'rgb(15, 27, 36)');
    // Any accent becomes the nearest of the palette's colours (lib/url-state/embed.ts): ff8800 → ff7f0e.
    await expect(page.getByRole('link', { name: 'Se hele lista på Fangstdata' })).toHaveCSS(
      'color',
      'rgb(255, 127, 14)',
    );
    await page.goto(`/topoffloads/embed/${id}?theme=light&accent=javascript:alert(1)`);
    await expect(view).toHaveAttribute('data-theme', 'light');
    await expect(view).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('tells the framing page its height, on load and when it changes size', async ({
    page,
    request,
    baseURL,
  }) => {
    const { id } = await saveView(request);
    // Another site framing the embed: a page on another origin, from a small server of the test's own
    // (on the loopback address: Chromium stops public pages from framing local servers).
    const html = `<!doctype html><html lang="nb"><head><title>Rammeside</title></head><body>
      <script>
        window.heights = [];
        window.addEventListener('message', (event) => {
          if (event.data && event.data.type === 'fangstdata:height') window.heights.push(event.data.height);
        });
      </script>
      <iframe id="embed" src="${baseURL}/topoffloads/embed/${id}" style="width:900px;height:150px;border:0"></iframe>
    </body></html>`;
    const server = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      await page.goto(`http://127.0.0.1:${port}/`);
      const heights = () => page.evaluate(() => (window as unknown as { heights: number[] }).heights);
      await expect.poll(async () => (await heights()).length).toBeGreaterThan(0);
      const embedHeight = () =>
        page
          .frameLocator('#embed')
          .locator('#fangstdata-embed')
          .evaluate((element) => Math.ceil(element.getBoundingClientRect().height));
      await expect.poll(async () => (await heights()).at(-1)).toBe(await embedHeight());
      expect(await embedHeight()).toBeGreaterThan(150);

      // Narrower: the table wraps and grows taller, and the embed says so.
      const before = (await heights()).at(-1)!;
      await page.evaluate(
        () => ((document.getElementById('embed') as HTMLIFrameElement).style.width = '320px'),
      );
      await expect.poll(async () => (await heights()).at(-1)).not.toBe(before);
      await expect.poll(async () => (await heights()).at(-1)).toBe(await embedHeight());
    } finally {
      server.close();
    }
  });

  test('an unknown view is a Norwegian 404 inside the frame', async ({ page }) => {
    const response = await page.goto('/topoffloads/embed/finnesIkke123');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke visningen');
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toHaveCount(0);
  });
});
