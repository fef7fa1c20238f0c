import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNodeServer, type NodeServer } from './tools/node-server';

/**
 * Issue 15 over HTTP, with two "machines" on one host: an ingest node publishes its store to a shared
 * directory (STORE_PUBLISH_DIR), and a second web server with an empty DATA_DIR follows that directory
 * (STORE_SOURCE_DIR). The web node serves the published data from its page cache, and a new version
 * published while it runs reaches its cached pages within 60 s, with no restart. A third server, a
 * proxy node with no store (LANDINGS_API_URL pointing at the web node), gets the new version too, and
 * keeps serving its cached page when the web node is gone.
 */

const PORT = Number(process.env.E2E_WEB_NODE_PORT ?? 3197);
const PROXY_PORT = Number(process.env.E2E_PROXY_OF_WEB_NODE_PORT ?? 3196);
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'multi-machine-shared-secret-0123456789';
const LANDING_SAMPLE = path.resolve('..', 'shared', 'data', 'fiskeridir', 'fangstdata_2021_sample.csv.zip');

let root: string;
let webNode: NodeServer | null = null;
let proxyNode: NodeServer | null = null;
const dirs = () => ({
  ingest: path.join(root, 'ingest-node'),
  shared: path.join(root, 'shared-store'),
  web: path.join(root, 'web-node'),
  proxy: path.join(root, 'proxy-node'),
});

function ingest(file: string, ...flags: string[]) {
  execFileSync('npx', ['tsx', 'scripts/ingest.ts', '--json', ...flags, file], {
    env: { ...process.env, DATA_DIR: dirs().ingest, STORE_PUBLISH_DIR: dirs().shared },
    stdio: 'pipe',
  });
}

/** The boat directory's lead: «N fiskefartøy med landinger …», as a node serves it (the web node by default). */
async function directoryLead(
  base = BASE,
): Promise<{ text: string; cache: string | null; control: string | null }> {
  const response = await fetch(`${base}/boats`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const lead = /<p class="lead"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return {
    text: lead,
    cache: response.headers.get('x-nextjs-cache'),
    control: response.headers.get('cache-control'),
  };
}

const dataVersion = async () => (await (await fetch(`${BASE}/api/sitedata/key/data_version`)).text()).trim();

test.describe('more than one machine', () => {
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    // A hook keeps the config's timeout unless it sets its own: an ingest and two servers' starts.
    test.setTimeout(180_000);
    root = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-two-nodes-'));
    ingest(LANDING_SAMPLE);
    // The web node: the same build, its own empty data dir, following the shared directory.
    webNode = await startNodeServer(PORT, {
      DATA_DIR: dirs().web,
      STORE_SOURCE_DIR: dirs().shared,
      STORE_PUBLISH_DIR: '',
      LANDINGS_API_TOKEN: TOKEN,
    });
    // The proxy node: no store at all, everything read from the web node.
    proxyNode = await startNodeServer(PROXY_PORT, {
      DATA_DIR: dirs().proxy,
      LANDINGS_API_URL: BASE,
      LANDINGS_API_TOKEN: TOKEN,
      STORE_SOURCE_DIR: '',
      STORE_PUBLISH_DIR: '',
    });
  });

  test.afterAll(() => {
    proxyNode?.stop();
    webNode?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  test('a web node serves the published store, and a new version reaches its cached pages', async () => {
    expect(await dataVersion()).toBe('1');
    const first = await directoryLead();
    const cached = await directoryLead();
    // The proxy node's first answer comes before it has heard the upstream's store version (rendered
    // uncached); the next one is rendered into its cache, and from then on it is a hit.
    let proxied = await directoryLead(proxyNode!.base);
    for (let tries = 0; proxied.cache !== 'HIT' && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      proxied = await directoryLead(proxyNode!.base);
    }
    expect(proxied.text).toBe(first.text);
    expect(proxied.cache).toBe('HIT');
    expect(cached.text).toBe(first.text);
    expect(cached.cache).toBe('HIT');
    expect(cached.control).toMatch(/public.*s-maxage/);
    const boats = (text: string) =>
      Number(/^([\d\s\u00a0]+) fiskefartøy/.exec(text)?.[1].replace(/\D/g, '') ?? NaN);
    expect(boats(first.text)).toBeGreaterThan(0);

    // A newer copy of the year with half its lines, ingested and published on the other node.
    const subset = path.join(root, 'fangstdata_2021.csv');
    execFileSync('npx', ['tsx', 'e2e/tools/landing-sample-subset.ts', subset], { stdio: 'pipe' });
    // Half the notes of the year go: ingest refuses that as a suspect download unless told it is meant.
    ingest(subset, '--allow-withdrawals');

    const deadline = Date.now() + 60_000;
    let now = await directoryLead();
    while (now.text === first.text && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      now = await directoryLead();
    }
    expect(now.text).not.toBe(first.text);
    expect(boats(now.text)).toBeLessThan(boats(first.text));
    expect(await dataVersion()).toBe('2');

    // The proxy node keys its cache on the web node's store version, so its cached page moves too.
    let viaProxy = await directoryLead(proxyNode!.base);
    while (viaProxy.text !== now.text && Date.now() < deadline + 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      viaProxy = await directoryLead(proxyNode!.base);
    }
    expect(viaProxy.text).toBe(now.text);

    // The web node goes away: the proxy node keeps answering its cached page, the same as before.
    webNode!.stop();
    webNode = null;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const orphaned = await directoryLead(proxyNode!.base);
    expect(orphaned.text).toBe(now.text);
    expect(orphaned.cache).toBe('HIT');
    const api = await fetch(`${proxyNode!.base}/api/health`);
    expect(api.status).toBe(503);
  });
});
