import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eDataDir } from '../playwright.config';
import { startNodeServer, type NodeServer } from './tools/node-server';

/**
 * Issue 51: the site's own per-address limits stop a scraper, never a reader. A server of the same
 * build with the default limits (RATE_LIMIT_PAGE_BURST 40, RENDER_PER_ADDRESS 2…) and an empty page
 * cache serves the suite's data. One reader clicks through 14 pages at 2–3 s a page while five readers
 * behind one shared address (an office, a mobile operator) read 10 pages each: no request of theirs —
 * documents, navigations, prefetches, images — is answered 429 or 503, and every page goes quiet. Then a
 * client fetching 250 distinct uncached pages back to back is refused in part, with the refusal a page
 * of the site.
 */

const PORT = Number(process.env.E2E_READING_LIMITS_PORT ?? 3194);

/** One step of a reader: open an address, or click the first link in the page's content whose href matches. */
type Step = { open: string } | { click: RegExp };

interface Refusal {
  status: number;
  url: string;
  kind: string;
}

let server: NodeServer;
let dataDir: string;

/** Every answer of 429 or 503 a page got, and the requests it still had open. */
function watch(page: Page) {
  const refused: Refusal[] = [];
  page.on('response', (response) => {
    if (response.status() !== 429 && response.status() !== 503) return;
    const headers = response.request().headers();
    const kind = headers['next-router-prefetch']
      ? 'prefetch'
      : headers['rsc']
        ? 'navigation'
        : response.request().resourceType();
    refused.push({ status: response.status(), url: response.url(), kind });
  });
  return refused;
}

const pause = (page: Page) => page.waitForTimeout(2_000 + Math.random() * 1_000);

/** Follows `steps` at a reader's pace; a step whose link is not on the page opens the page it names instead. */
async function read(page: Page, steps: Step[]) {
  for (const step of steps) {
    if ('open' in step) {
      await page.goto(`${server.base}${step.open}`);
    } else {
      const links = page.locator('main a[href]');
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      const at = hrefs.findIndex((href) => step.click.test(href));
      expect(at, `a link like ${step.click} on ${page.url()}`).toBeGreaterThanOrEqual(0);
      const before = page.url();
      await links.nth(at).scrollIntoViewIfNeeded();
      await links.nth(at).click();
      await page.waitForURL((url) => url.href !== before, { timeout: 20_000 });
    }
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('main h1').first()).not.toHaveText(/For mange|travel/);
    // A reader looks at the page, scrolls, and reads on.
    await page.mouse.wheel(0, 800);
    await pause(page);
  }
}

async function reader(browser: Browser, address: string, steps: Step[]) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { 'X-Forwarded-For': address },
  });
  const page = await context.newPage();
  const refused = watch(page);
  try {
    await read(page, steps);
    // Nothing of the last page is left hanging (a refused prefetch left open would hold it).
    await page.waitForLoadState('networkidle', { timeout: 20_000 });
  } finally {
    await context.close();
  }
  return refused;
}

test.describe('the per-address limits at their defaults', () => {
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A web node of its own with the suite's data (copied as a web node of a shared store copies it),
    // so its page cache starts empty and every page a reader opens is a render.
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-reading-limits-'));
    server = await startNodeServer(
      PORT,
      {
        DATA_DIR: dataDir,
        STORE_SOURCE_DIR: path.join(e2eDataDir, 'store'),
        STORE_PUBLISH_DIR: '',
        TRUST_PROXY: '1',
      },
      { defaultLimits: true },
    );
    await expect
      .poll(async () => (await fetch(`${server.base}/api/health`)).status, { timeout: 60_000 })
      .toBe(200);
  });

  test.afterAll(() => {
    server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('readers at a human pace are never refused; a client fetching 250 uncached pages is', async ({
    browser,
  }) => {
    const api = async <T>(url: string) => (await (await fetch(`${server.base}${url}`)).json()) as T;
    const { boats } = await api<{ boats: { id: string }[] }>('/api/boats?Count=50');
    expect(boats.length).toBeGreaterThan(40);

    const boat = /^\/boats\/[^/?]+$/;
    const note = /^\/boats\/[^/]+\/landing\//;
    const oneReader: Step[] = [
      { open: '/' },
      { click: boat },
      { click: note },
      { click: /^\/mottak\// },
      { click: /^\/firm\/[^/?]+$/ },
      { click: boat },
      { click: /^\/owner\// },
      { open: '/topoffloads' },
      { click: boat },
      { open: '/offloads' },
      { click: /^\/mottak\// },
      { open: '/search/nor' },
      { click: boat },
      { open: '/priser' },
    ];
    expect(oneReader).toHaveLength(14);
    /** Five colleagues, each from a boat of their own, ten pages each. */
    const colleague = (n: number): Step[] => [
      { open: `/boats/${boats[10 + n].id}` },
      { click: note },
      { click: boat },
      { click: /^\/owner\// },
      { click: boat },
      { click: /^\/firm\/[^/?]+$/ },
      { click: /^\/mottak\// },
      { click: boat },
      { open: '/boats' },
      { click: boat },
    ];

    const refusals = await Promise.all([
      reader(browser, '198.51.100.7', oneReader),
      ...[0, 1, 2, 3, 4].map((n) => reader(browser, '203.0.113.50', colleague(n))),
    ]);
    expect(refusals.flat()).toEqual([]);

    // A scraper: 250 distinct pages no cache holds, one after the other, from one address.
    const years = ['2024', '2025'];
    const boatPages = boats.slice(20).flatMap((b) => years.map((year) => `/boats/${b.id}?year=${year}`));
    const searches = Array.from({ length: 250 }, (_, n) => `/search/${n.toString(36)}sk`);
    const flood = [...boatPages, ...searches].slice(0, 250);
    expect(new Set(flood).size).toBe(250);
    let refusedPage = '';
    let refused = 0;
    for (const url of flood) {
      const answer = await fetch(`${server.base}${url}`, { headers: { 'X-Forwarded-For': '192.0.2.99' } });
      const body = await answer.text();
      if (answer.status === 429) {
        refused++;
        refusedPage ||= body;
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
    }
    expect(refused).toBeGreaterThan(0);
    // The refusal is a page of the site: its header, its styles, the words and a way to try again.
    expect(refusedPage).toContain('<h1>For mange forespørsler</h1>');
    expect(refusedPage).toMatch(/<link rel="stylesheet"/);
    expect(refusedPage).toContain('Prøv igjen');
    expect(refusedPage).toContain('Kilde: Fiskeridirektoratet');
    expect(refusedPage).toMatch(/<nav\b/);
    expect(refusedPage).not.toMatch(/<script\b/);
  });
});
