import { expect, test } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 15 over HTTP, with two "machines" on one host: an ingest node publishes its store to a shared
 * directory (STORE_PUBLISH_DIR), and a second web server with an empty DATA_DIR follows that directory
 * (STORE_SOURCE_DIR). The web node serves the published data from its page cache, and a new version
 * published while it runs reaches its cached pages within 60 s, with no restart.
 */

const PORT = Number(process.env.E2E_WEB_NODE_PORT ?? 3197);
const BASE = `http://127.0.0.1:${PORT}`;
const LANDING_SAMPLE = path.resolve('..', 'shared', 'data', 'fiskeridir', 'fangstdata_2021_sample.csv.zip');

let root: string;
let server: ChildProcess | null = null;
const dirs = () => ({
  ingest: path.join(root, 'ingest-node'),
  shared: path.join(root, 'shared-store'),
  web: path.join(root, 'web-node'),
});

function ingest(file: string, ...flags: string[]) {
  execFileSync('npx', ['tsx', 'scripts/ingest.ts', '--json', ...flags, file], {
    env: { ...process.env, DATA_DIR: dirs().ingest, STORE_PUBLISH_DIR: dirs().shared },
    stdio: 'pipe',
  });
}

/** The boat directory's lead: «N fiskefartøy med landinger …», as the web node serves it. */
async function directoryLead(): Promise<{ text: string; cache: string | null; control: string | null }> {
  const response = await fetch(`${BASE}/boats`);
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
    root = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-two-nodes-'));
    ingest(LANDING_SAMPLE);
    // The web node: the same build, its own empty data dir, following the shared directory.
    server = spawn('npx', ['next', 'start', '-p', String(PORT)], {
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dirs().web,
        STORE_SOURCE_DIR: dirs().shared,
        STORE_PUBLISH_DIR: '',
      },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${BASE}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the web node did not start on ${BASE}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(root, { recursive: true, force: true });
  });

  test('a web node serves the published store, and a new version reaches its cached pages', async () => {
    expect(await dataVersion()).toBe('1');
    const first = await directoryLead();
    const cached = await directoryLead();
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
  });
});
