import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as boatRoute } from '@/app/api/boats/[id]/route';
import { GET as boatDirectoryCsv } from '@/app/(site)/boats/csv/route';
import { reads } from '@/lib/store-reads/reads';
import { mapUnavailableAnswer, runAtPageEdge } from '@/lib/api/page-edge';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import { queryStore, runInStoreLane } from './landing-store';
import { clearQueryCache } from './result-cache';

/**
 * Store pressure at the edge: the bulk lane is held by one endless query and its queue is full
 * (STORE_BULK_CONNECTIONS=1, STORE_MAX_QUEUE=1), as during a flood of uncached landing queries.
 * An entity lookup still answers; a CSV download and a page that need bulk work answer 503 with
 * Retry-After (the page with the busy page), not 500.
 */

const ENDLESS_SQL = 'select sum(a.range * b.range) as s from range(200000) a, range(200000) b';
const LIMITS: Record<string, string> = {
  STORE_BULK_CONNECTIONS: '1',
  STORE_MAX_WAIT_MS: '200',
  STORE_MAX_QUEUE: '1',
  STORE_QUERY_TIMEOUT_MS: '1500',
};

let dataDir: string;
let boatId: string;

beforeAll(async () => {
  Object.assign(process.env, LIMITS);
  dataDir = await buildGeneratedStore({ linesPerYear: 2000 });
  useStore(dataDir);
  [{ boatId }] = await queryStore<{ boatId: string }>(
    'select vessel_id as boatId from landing_lines where vessel_id is not null limit 1',
  );
}, 120_000);

afterAll(() => {
  for (const name of Object.keys(LIMITS)) delete process.env[name];
  if (dataDir) removeDir(dataDir);
});

beforeEach(() => clearQueryCache());

/** Holds the bulk lane (one running, one waiting: its queue is full) until the time limit ends them. */
async function fillBulkLane(): Promise<Promise<unknown>> {
  const hold = () => runInStoreLane('bulk', () => queryStore(ENDLESS_SQL)).catch((error: unknown) => error);
  const both = Promise.all([hold(), hold()]);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return both;
}

/** A server that answers as scripts/serve.ts does around Next: a failed render is Next's 500. */
async function pageServer(read: () => Promise<unknown>): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) =>
    runAtPageEdge(async (state) => {
      mapUnavailableAnswer(state, response);
      try {
        await read();
        response.end('<p>siden</p>');
      } catch {
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/html');
        response.end('<p>Next sin feilside</p>');
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

describe('a store whose bulk lane is full', () => {
  it('still answers an entity lookup: GET /api/boats/{id} and the boat page read', async () => {
    const held = await fillBulkLane();
    const answer = await callRoute<{ id: string }>(boatRoute, `/api/boats/${boatId}`, { id: boatId });
    expect(answer.status).toBe(200);
    expect(answer.body.id).toBe(boatId);
    clearQueryCache();
    await expect(reads.findBoat(boatId)).resolves.toMatchObject({ id: boatId });
    await held;
  });

  it('answers a CSV download with 503, Retry-After and the error shape', async () => {
    const held = await fillBulkLane();
    const answer = await callRoute<{ error: { code: string } }>(boatDirectoryCsv, '/boats/csv');
    expect(answer.status).toBe(503);
    expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    expect(answer.body.error.code).toBe('overloaded');
    await held;
  });

  it('answers a page that needs bulk work (the boat directory) with 503, Retry-After and the busy page', async () => {
    const held = await fillBulkLane();
    const { server, url } = await pageServer(() => reads.listBoats({ count: 50, page: 1 }));
    try {
      const response = await fetch(url);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain('Tjenesten er travel');
      expect(html).toContain('lang="nb"');
      expect(html).not.toContain('Next sin feilside');
    } finally {
      server.close();
      await held;
    }
  });

  it('leaves a page that fails for another reason a 500', async () => {
    const { server, url } = await pageServer(() => Promise.reject(new Error('a bug')));
    try {
      const response = await fetch(url);
      expect(response.status).toBe(500);
      expect(await response.text()).toContain('Next sin feilside');
    } finally {
      server.close();
    }
  });
});
