import type { IncomingMessage } from 'node:http';
import { localHttpServerForFile } from '@/tests/helpers/local-http-server';
import { PEER_ADDRESS_HEADER, RECEIVED_FORWARDED_FOR_HEADER } from '@/lib/api/client-address';
import { forwardToUpstream } from './forward';
import { nodeFetch } from './node-fetch';

/**
 * A proxy node's /api: passed to the upstream as it came, answered as the upstream answered. The
 * upstream here is a real HTTP server that records what reached it.
 */

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** Header names as sent: another test file may have installed the peer-address hook in this process
   * (jest --runInBand), and that hook stamps `headers` on arrival but never `rawHeaders`. */
  sentHeaderNames: string[];
  body: string;
}

let seen: Seen[] = [];
let reply: (
  request: IncomingMessage,
  body: string,
) => { status: number; headers: Record<string, string>; body: string } = () => ({
  status: 200,
  headers: {},
  body: '',
});

const baseUrl = localHttpServerForFile((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    seen.push({
      method: request.method!,
      url: request.url!,
      headers: request.headers,
      sentHeaderNames: request.rawHeaders
        .filter((_, index) => index % 2 === 0)
        .map((name) => name.toLowerCase()),
      body,
    });
    const answer = reply(request, body);
    if (answer.status === 0) return; // never answers: the caller's timeout must end it
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});

beforeEach(() => {
  seen = [];
});

const upstream = (timeoutMs = 5000) => ({ baseUrl: baseUrl(), timeoutMs, token: undefined });

describe('a proxy node forwards its API', () => {
  it('passes method, path, query, body and the caller’s credentials, and names the client', async () => {
    reply = () => ({
      status: 201,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ETag: '"abc"' },
      body: '{"ok":true}',
    });
    const answer = await forwardToUpstream(
      new Request('http://proxy.example/api/offloads/query/save?x=1&y=2', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: 'Bearer user-token',
          'User-ID': 'u1',
          Connection: 'keep-alive',
          [PEER_ADDRESS_HEADER]: '203.0.113.9',
          [RECEIVED_FORWARDED_FOR_HEADER]: '198.51.100.1',
        },
        body: '{"Count":3}',
      }),
      upstream(),
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get('etag')).toBe('"abc"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ ok: true });
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/offloads/query/save?x=1&y=2',
      body: '{"Count":3}',
    });
    expect(request.headers).toMatchObject({
      authorization: 'Bearer user-token',
      'user-id': 'u1',
      'content-type': 'application/json',
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      'x-forwarded-host': 'proxy.example',
      'x-forwarded-proto': 'http',
    });
    // The proxy's own bookkeeping headers are not sent on (the upstream records its own peer).
    expect(request.sentHeaderNames).not.toContain(PEER_ADDRESS_HEADER);
    expect(request.sentHeaderNames).not.toContain(RECEIVED_FORWARDED_FOR_HEADER);
  });

  it('returns the upstream’s errors as they are', async () => {
    reply = () => ({
      status: 413,
      headers: { 'Content-Type': 'application/json' },
      body: '{"error":{"code":"payload_too_large","message":"for stor"}}',
    });
    const answer = await forwardToUpstream(
      new Request('http://proxy.example/api/offloads/query', { method: 'POST', body: 'x'.repeat(200_000) }),
      upstream(),
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ error: { code: 'payload_too_large', message: 'for stor' } });
  });

  it('answers 503 with Retry-After when the upstream is down or too slow', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const down = await forwardToUpstream(new Request('http://proxy.example/api/boats'), {
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
      token: undefined,
    });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('30');
    expect(await down.json()).toMatchObject({ error: { code: 'overloaded' } });

    reply = () => ({ status: 0, headers: {}, body: '' });
    const started = Date.now();
    const slow = await forwardToUpstream(new Request('http://proxy.example/api/boats'), upstream(200));
    expect(slow.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no answer within 200 ms'));
    error.mockRestore();
  });
});

describe('the internal reads’ own fetch', () => {
  it('sends the body and headers, and reads status, headers and body', async () => {
    reply = (_request, body) => ({
      status: 404,
      headers: { 'X-Echo': body, 'Content-Type': 'application/json' },
      body: '{"error":{}}',
    });
    const answer = await nodeFetch(`${baseUrl()}/api/internal/reads/x`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
      body: '["ø"]',
    });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-echo')).toBe('["ø"]');
    expect(await answer.text()).toBe('{"error":{}}');
    expect(seen[0].headers).toMatchObject({ authorization: 'Bearer t', 'content-length': '6' });
  });

  it('gives up when its signal fires', async () => {
    reply = () => ({ status: 0, headers: {}, body: '' });
    await expect(nodeFetch(baseUrl(), { signal: AbortSignal.timeout(100) })).rejects.toThrow();
  });
});
