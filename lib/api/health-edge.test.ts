import type { IncomingMessage, ServerResponse } from 'node:http';
import { localHttpServerForFile } from '@/tests/helpers/local-http-server';
import { createHealthEdge, type HealthEdge } from './health-edge';

/**
 * The health probe answered in front of Next over real HTTP: a stand-in for Next's route behind it
 * (counting the probes that reach it), and every probe must get the body the route would send.
 */

let edge: HealthEdge;
let version: number | null = 7;
let update: unknown = null;
let nextCalls = 0;
let nextStatus = 'ok';

/** What the route sends: the store's facts, the update status as it is now, the build's headers. */
function route(request: IncomingMessage, response: ServerResponse) {
  nextCalls++;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.statusCode = nextStatus === 'ok' ? 200 : 503;
  response.end(
    JSON.stringify({
      status: nextStatus,
      dataVersion: `2026-11-26#${version}`,
      lastUpdated: '2026-11-27T03:00:00.000Z',
      update,
    }),
  );
}

const baseUrl = localHttpServerForFile((request, response) => {
  if (edge.serveOrCapture(request, response)) return;
  route(request, response);
});

beforeEach(() => {
  version = 7;
  update = null;
  nextCalls = 0;
  nextStatus = 'ok';
  edge = createHealthEdge({ storeVersion: () => version, updateStatus: async () => update });
});

const probe = async () => {
  const response = await fetch(`${baseUrl()}/api/health`);
  return { response, body: (await response.json()) as Record<string, unknown> };
};

describe('the health probe in front of Next', () => {
  it('asks Next once per store version, then answers what the route would, with the update status read now', async () => {
    const first = await probe();
    update = { lastRunAt: '2026-11-27T04:00:00.000Z', lastRunFailed: true };
    const second = await probe();
    expect(nextCalls).toBe(1);
    expect(second.response.status).toBe(200);
    expect(second.body).toEqual({ ...first.body, update });
    expect(second.response.headers.get('cache-control')).toBe('no-store');
    expect(second.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(second.response.headers.get('content-type')).toBe('application/json');
    // A new store version has new facts: Next is asked again.
    version = 8;
    const third = await probe();
    expect(nextCalls).toBe(2);
    expect(third.body.dataVersion).toBe('2026-11-26#8');
    const head = await fetch(`${baseUrl()}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(nextCalls).toBe(2);
  });

  it('leaves every probe to Next before the first ingest and while the route answers no `ok`', async () => {
    version = null;
    await probe();
    await probe();
    expect(nextCalls).toBe(2);
    version = 7;
    nextStatus = 'error';
    expect((await probe()).response.status).toBe(503);
    expect((await probe()).response.status).toBe(503);
    expect(nextCalls).toBe(4);
  });

  it('answers only the health path', async () => {
    await probe();
    await (await fetch(`${baseUrl()}/api/healthz`)).text();
    await (await fetch(`${baseUrl()}/api/health`, { method: 'POST' })).text();
    expect(nextCalls).toBe(3);
  });
});
