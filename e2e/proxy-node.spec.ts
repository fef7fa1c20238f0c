import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { e2eLandingsApiToken } from '../playwright.config';
import { startNodeServer, type NodeServer } from './tools/node-server';

/**
 * Issue 15: a proxy node. The suite's own server is the data node; a second server of the same build,
 * with an empty DATA_DIR and LANDINGS_API_URL pointing at the first, must answer the same pages and
 * the same API calls: pages rendered from the data node's store reads, the API forwarded.
 */

const PROXY_PORT = Number(process.env.E2E_PROXY_NODE_PORT ?? 3198);
const METRICS_TOKEN = 'e2e-metrics-token-of-the-proxy-node';

/** Pages of lists, rendered from the data node's reads. */
const LIST_PAGES = [
  '/topoffloads?gruppering=Art',
  '/offloads',
  '/priser',
  '/kvoter',
  '/fangstmeldinger',
  '/kart',
  '/search/nor',
];

let proxy: NodeServer;
let emptyDataDir: string;
let dataBase: string;

test.describe('a proxy node (LANDINGS_API_URL)', () => {
  test.setTimeout(180_000);

  /** A proxy node's settings: no data of its own, everything read from the suite's server. */
  const proxyEnv = () => ({
    DATA_DIR: emptyDataDir,
    LANDINGS_API_URL: dataBase,
    LANDINGS_API_TOKEN: e2eLandingsApiToken,
    // The nodes of one site share its public address; the data node's is its default, localhost on its port.
    SITE_URL: `http://localhost:${new URL(dataBase).port}`,
    STORE_SOURCE_DIR: '',
    STORE_PUBLISH_DIR: '',
    METRICS_TOKEN,
    LOG_LEVEL: 'info',
  });

  test.beforeAll(async ({ baseURL }) => {
    // A hook keeps the config's timeout unless it sets its own: a server's start.
    test.setTimeout(180_000);
    dataBase = baseURL!;
    emptyDataDir = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-proxy-node-'));
    proxy = await startNodeServer(PROXY_PORT, proxyEnv());
  });

  test.afterAll(() => {
    proxy?.stop();
    if (emptyDataDir) rmSync(emptyDataDir, { recursive: true, force: true });
  });

  /** What a reader sees of a page: its status, title, heading and the text of its main content. */
  async function seen(page: Page, url: string) {
    // After the page's scripts have run (maps draw their controls once hydrated).
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('main').first()).toBeVisible();
    return {
      status: response?.status(),
      title: await page.title(),
      main: (await page.locator('main').first().innerText()).replace(/\s+/g, ' ').trim(),
    };
  }

  test('answers the same pages as its data node, with none of its own data', async ({ page, request }) => {
    const json = async (url: string) => (await (await request.get(url)).json()) as Record<string, unknown>;
    const boatList = (await json('/api/boats?Count=1')) as { boats: { id: string }[] };
    const boatId = boatList.boats[0].id;
    const [owner] = (await (await request.get(`/api/boats/owners/${boatId}`)).json()) as {
      ownerId: string;
    }[];
    const firms = (await json('/api/firms?Count=1')) as { firms: { id: string }[] };
    const firmId = firms.firms[0].id;
    const { stations } = (await json(`/api/firms/${firmId}/motak`)) as { stations: { id: string }[] };
    const saved = await request.post('/api/offloads/query/save', {
      data: { OffloadGrouping: 'Art', Count: 10 },
    });
    const { id: savedId } = (await saved.json()) as { id: string };

    const paths = [
      '/',
      '/boats',
      '/firm',
      `/boats/${boatId}`,
      `/owner/${owner.ownerId}`,
      `/firm/${firmId}`,
      `/mottak/${stations[0].id}`,
      ...LIST_PAGES,
      `/topoffloads/embed/${savedId}`,
      '/boats/finnes-ikke-9999',
    ];
    for (const url of paths) {
      const fromData = await seen(page, `${dataBase}${url}`);
      const fromProxy = await seen(page, `${proxy.base}${url}`);
      expect({ url, ...fromProxy }).toEqual({ url, ...fromData });
      expect(fromData.main.length, url).toBeGreaterThan(40);
    }
    // The proxy node serves those from its own page cache, keyed by the data node's store version.
    await fetch(`${proxy.base}/boats/${boatId}`);
    const again = await fetch(`${proxy.base}/boats/${boatId}`);
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
  });

  test('answers the same API calls, downloads and sitemap, errors included', async ({ request }) => {
    const boatId = ((await (await request.get('/api/boats?Count=1')).json()) as { boats: { id: string }[] })
      .boats[0].id;
    const calls: [string, RequestInit?][] = [
      [`/api/boats/${boatId}`],
      ['/api/search?term=nor'],
      ['/api/sitedata/filters/art/list'],
      ['/api/offloads/latest'],
      ['/api/offloads/query', { method: 'POST', body: JSON.stringify({ OffloadGrouping: 'Art', Count: 5 }) }],
      ['/api/offloads/query', { method: 'POST', body: '{"FromDate":' }],
      ['/api/offloads/query', { method: 'POST', body: JSON.stringify({ OrderBy: 'x'.repeat(5000) }) }],
      ['/api/boats/finnes-ikke-9999'],
      ['/api/user/boats'],
      [`/boats/${boatId}/csv`],
      ['/topoffloads/csv?gruppering=Art'],
      ['/sitemap.xml'],
    ];
    for (const [url, init] of calls) {
      const ask = (base: string) =>
        fetch(`${base}${url}`, { ...init, headers: { 'Content-Type': 'application/json' } }).then(
          async (response) => ({
            status: response.status,
            type: response.headers.get('content-type'),
            cache: response.headers.get('cache-control'),
            body: await response.text(),
          }),
        );
      const [fromData, fromProxy] = [await ask(dataBase), await ask(proxy.base)];
      expect({ url, ...fromProxy }).toEqual({ url, ...fromData });
    }
  });

  test('writes a JSON log line per request and serves its metrics only with the token', async ({
    request,
  }) => {
    const paths = ['/boats', '/api/health', '/finnes-ikke-her'];
    for (const path of paths) await request.get(`${proxy.base}${path}`, { maxRedirects: 0 });
    await expect
      .poll(() => paths.filter((path) => requestLines().some((line) => line.req.path === path)).length)
      .toBe(paths.length);
    const lines = requestLines();
    const line = (path: string) => lines.filter((entry) => entry.req.path === path).at(-1)!;
    expect(line('/boats')).toMatchObject({ status: 200, kind: 'page', level: 30 });
    expect(line('/finnes-ikke-her').status).toBe(404);
    for (const path of paths) {
      expect(line(path).ms).toBeGreaterThan(0);
      expect(line(path).req.id).toMatch(/^[\w.-]+$/);
    }

    const refused = await request.get(`${proxy.base}/metrics`);
    expect(refused.status()).toBe(401);
    expect(
      (await request.get(`${proxy.base}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status(),
    ).toBe(401);
    const metrics = await request.get(`${proxy.base}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status()).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(
      /^fangstdata_http_request_duration_seconds_count\{kind="page",status="200"\} [1-9]/m,
    );
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^fangstdata_render_gate_waiting 0$/m);
  });

  /** The request lines of the proxy node's log. */
  function requestLines() {
    return proxy.output.flatMap((text) => {
      try {
        const entry = JSON.parse(text) as {
          msg?: string;
          level: number;
          status: number;
          ms: number;
          kind: string;
          req: { id: string; path: string };
        };
        return entry.msg === 'request' ? [entry] : [];
      } catch {
        return [];
      }
    });
  }

  test('answers 503 on the API and «Tjenesten er travel» on pages when its data node does not answer', async ({
    page,
  }) => {
    // A proxy node of its own, pointed at a data node that does not answer.
    const lonely = await startNodeServer(PROXY_PORT + 1, {
      DATA_DIR: emptyDataDir,
      LANDINGS_API_URL: 'http://127.0.0.1:9',
      LANDINGS_API_TOKEN: e2eLandingsApiToken,
      LANDINGS_API_TIMEOUT_MS: '2000',
    });
    try {
      const api = await fetch(`${lonely.base}/api/boats`);
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('30');
      expect(await api.json()).toEqual({
        error: { code: 'overloaded', message: 'Datatjenesten svarer ikke akkurat nå. Prøv igjen om litt.' },
      });
      // The server answers the page itself (lib/api/page-edge.ts): 503, plain HTML, a link to try again.
      const answer = await page.goto(`${lonely.base}/boats`);
      expect(answer?.status()).toBe(503);
      expect(answer?.headers()['retry-after']).toBeTruthy();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tjenesten er travel');
      await expect(page.getByRole('link', { name: 'Prøv igjen' })).toBeVisible();
    } finally {
      lonely.stop();
    }
  });
});
