import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sendTooManyRenders } from '@/lib/api/page-budget';
import { guardIncoming } from '@/lib/api/request-guard';
import { buildHeadersFor, loadBuildHeaders } from './build-headers';

/**
 * The answers the server writes before Next (the request guard's, the too-many and busy pages) carry
 * the security headers the build gives the same address, read from the build's routes manifest.
 */

// The shape `next build` writes for next.config.mjs's two header rules (values shortened).
const MANIFEST = {
  version: 3,
  headers: [
    {
      source: '/:path((?!topoffloads/embed(?:/|$)).*)',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        {
          key: 'Content-Security-Policy',
          value: "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
        },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
      regex: '^(?:/((?!topoffloads/embed(?:/|$)).*))(?:/)?$',
    },
    {
      source: '/topoffloads/embed/:path*',
      headers: [
        { key: 'X-Content-Type-Options', value: 'nosniff' },
        { key: 'Content-Security-Policy', value: "default-src 'self'; frame-ancestors *" },
      ],
      regex: '^/topoffloads/embed(?:/((?:[^/]+?)(?:/(?:[^/]+?))*))?(?:/)?$',
    },
  ],
};

let buildDir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  buildDir = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-build-headers-'));
  writeFileSync(path.join(buildDir, 'routes-manifest.json'), JSON.stringify(MANIFEST));
  server = createServer((request, response) => {
    if (guardIncoming(request, response)) return;
    sendTooManyRenders(response, 30);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(buildDir, { recursive: true, force: true });
  loadBuildHeaders(path.join(buildDir, 'gone'));
});
beforeEach(() => {
  expect(loadBuildHeaders(buildDir)).toBe(2);
});

it('a page refused as too many forbids framing, as the rendered page would', async () => {
  const answer = await fetch(`${base}/boats/2006037223?year=2025`);
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe('30');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  // The answer has no scripts: its policy allows none inline.
  expect(answer.headers.get('content-security-policy')).toContain("script-src 'self';");
});

it('an embed refused as too many may still be framed, as the embed itself', async () => {
  const answer = await fetch(`${base}/topoffloads/embed/abc`);
  expect(answer.status).toBe(429);
  expect(answer.headers.get('x-frame-options')).toBeNull();
  expect(answer.headers.get('content-security-policy')).toContain('frame-ancestors *');
});

it('the request guard’s 405 carries them too, beside its own headers', async () => {
  const answer = await fetch(`${base}/api/boats`, { method: 'DELETE' });
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toContain('GET');
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(await answer.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
});

it('without a build there are no rules, and nothing is added', () => {
  expect(loadBuildHeaders(path.join(buildDir, 'no-such-build'))).toBe(0);
  expect(buildHeadersFor('/boats/1')).toEqual({});
});
