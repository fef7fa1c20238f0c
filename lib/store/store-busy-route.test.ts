import { callRoute, postJson } from '@/tests/helpers/call-route';
import { POST as landingQuery } from '@/app/api/offloads/query/route';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import { queryStore, runInStoreLane, StoreBusyError } from './landing-store';
import { clearQueryCache } from './result-cache';

/**
 * What an API client sees when the store is saturated: one heavy query holds the only bulk connection
 * (STORE_BULK_CONNECTIONS=1), so the landing query waits, and gives up after STORE_MAX_WAIT_MS.
 */

const ENDLESS_SQL = 'select sum(a.range * b.range) as s from range(200000) a, range(200000) b';
const LIMITS: Record<string, string> = {
  STORE_BULK_CONNECTIONS: '1',
  STORE_MAX_WAIT_MS: '200',
  STORE_MAX_QUEUE: '1',
  STORE_QUERY_TIMEOUT_MS: '2000',
};

let dataDir: string;

beforeAll(async () => {
  Object.assign(process.env, LIMITS);
  dataDir = await buildGeneratedStore({ linesPerYear: 2000 });
  useStore(dataDir);
}, 120_000);

afterAll(() => {
  for (const name of Object.keys(LIMITS)) delete process.env[name];
  if (dataDir) removeDir(dataDir);
});

beforeEach(() => clearQueryCache());

const query = { FromDate: '2025-01-01', ToDate: '2025-12-31', Count: 5 };

/** Holds the bulk lane until its own time limit (2 s) interrupts it. */
const blockBulkLane = () =>
  runInStoreLane('bulk', () => queryStore(ENDLESS_SQL)).catch((error: unknown) => error);

describe('a saturated store, seen through POST /api/offloads/query', () => {
  it('answers 503 with Retry-After and the error shape, and the same query succeeds once the store is free', async () => {
    const blocker = blockBulkLane();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    const busy = await callRoute<{ error: { code: string; message: string } }>(
      landingQuery,
      '/api/offloads/query',
      {},
      postJson(query),
    );
    expect(busy.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(busy.headers.get('Retry-After')).toBe('1');
    expect(busy.headers.get('Cache-Control')).toBe('no-store');
    expect(busy.body.error.code).toBe('overloaded');
    expect(busy.body.error.message).toMatch(/Prøv/);

    // The blocker itself ends by its time limit, and the store is usable again.
    expect(((await blocker) as StoreBusyError).reason).toBe('timeout');
    const ok = await callRoute<unknown[]>(landingQuery, '/api/offloads/query', {}, postJson(query));
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(5);
  });

  it('answers 503 at once when the bulk queue is full', async () => {
    const blocker = blockBulkLane();
    const waiter = blockBulkLane();
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    const full = await callRoute<{ error: { code: string } }>(
      landingQuery,
      '/api/offloads/query',
      {},
      postJson(query),
    );
    expect(full.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(150);
    expect(full.body.error.code).toBe('overloaded');
    expect(Number(full.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
    await Promise.all([blocker, waiter]);
  });
});
