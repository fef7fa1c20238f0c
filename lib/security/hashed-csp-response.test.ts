import { createHash } from 'node:crypto';
import { get as httpGet, type IncomingMessage, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
// @ts-expect-error Next's bundled copy of the compression middleware ships without types.
import compressionMiddleware from 'next/dist/compiled/compression';
import { createFrontCache, type FrontCache } from '@/lib/page-cache/front-cache';
import { localHttpServerForFile } from '@/tests/helpers/local-http-server';
import { sendHtmlWithScriptHashes } from './hashed-csp-response';

/**
 * Each HTML answer of the production server carries a policy that allows exactly its own inline
 * scripts: over real HTTP, with a stand-in for Next that writes a page in pieces (as Next streams it),
 * through Next's compression, through the front cache, and a CSV download that must stream untouched.
 */

const POLICY = "default-src 'self'; script-src 'self' 'unsafe-inline'; connect-src 'self'";
const SCRIPTS = ['self.__next_f.push([0])', 'self.__next_f.push([1,"«Ærøy» fisk"])'];
const PAGE_PARTS = [
  '<!doctype html><html lang="nb"><body><main>Fartøy</main>',
  `<script>${SCRIPTS[0]}</script>${'<p>Fangst</p>'.repeat(500)}`,
  `<script>${SCRIPTS[1]}</script></body></html>`,
];
const PAGE = PAGE_PARTS.join('');
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const EXPECTED_POLICY = `default-src 'self'; script-src 'self' ${SCRIPTS.map(hashOf).join(' ')}; connect-src 'self' http://127.0.0.1:9220`;

const dropFirstScript = (html: string) => html.replace(`<script>${SCRIPTS[0]}</script>`, '');

let front: FrontCache;
let nextCalls = 0;
let releaseCsv: () => void = () => {};
type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
const gzip = (compressionMiddleware as () => Middleware)();

/** Next's answers: a public page written in pieces after flushHeaders, and a CSV sent in two parts. */
function next(request: IncomingMessage, response: ServerResponse) {
  nextCalls++;
  response.setHeader('Content-Security-Policy', POLICY);
  if (request.url?.endsWith('/csv')) {
    response.writeHead(200, { 'Content-Type': 'text/csv; charset=utf-8' });
    response.write('Fartøy;Vekt\n');
    releaseCsv = () => response.end('Ærøy;12\n');
    return;
  }
  response.setHeader('Cache-Control', 'public, max-age=0, s-maxage=60');
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  response.flushHeaders();
  void (async () => {
    for (const part of PAGE_PARTS.slice(0, -1)) {
      response.write(part);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    response.end(PAGE_PARTS.at(-1));
  })();
}

const baseUrl = localHttpServerForFile((request, response) => {
  if (request.url?.startsWith('/boats/') && front.serveOrCapture(request, response)) return;
  // `/uten-skript`: a page rewritten before it leaves (as an embed is), here without its first script.
  const transform = request.url === '/uten-skript' ? dropFirstScript : undefined;
  sendHtmlWithScriptHashes(request, response, ['http://127.0.0.1:9220'], transform);
  // As in Next's server: compression wraps the response after us.
  gzip(request, response, () => next(request, response));
});

beforeEach(() => {
  nextCalls = 0;
  front = createFrontCache({ maxBytes: 10 * 1024 * 1024, storeVersion: () => 1 });
});

/** The raw answer, without fetch's own decompression. */
function rawGet(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
    httpGet(`${baseUrl()}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('the per-page script policy', () => {
  it("lists the hashes of the page's inline scripts instead of 'unsafe-inline'", async () => {
    const answer = await rawGet('/om', { 'Accept-Encoding': 'identity' });
    expect(answer.body.toString('utf8')).toBe(PAGE);
    expect(answer.headers['content-security-policy']).toBe(EXPECTED_POLICY);
    expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
  });

  it('allows no inline script at all in the answer to a HEAD request, which has no body to hash', async () => {
    const response = await fetch(`${baseUrl()}/om`, { method: 'HEAD' });
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; connect-src 'self' http://127.0.0.1:9220",
    );
  });

  it('hashes a page Next compressed and sends it compressed', async () => {
    const answer = await rawGet('/om', { 'Accept-Encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(PAGE);
    expect(answer.headers['content-security-policy']).toBe(EXPECTED_POLICY);
  });

  it('rewrites a page before it is hashed, and sends it in the encoding it came in', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const answer = await rawGet('/uten-skript', { 'Accept-Encoding': encoding });
      const body = encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
      expect(body.toString('utf8')).toBe(dropFirstScript(PAGE));
      expect(answer.headers['content-length']).toBe(String(answer.body.byteLength));
      expect(answer.headers['content-security-policy']).toBe(
        `default-src 'self'; script-src 'self' ${hashOf(SCRIPTS[1])}; connect-src 'self' http://127.0.0.1:9220`,
      );
    }
  });

  it('sends the same policy with a page the front cache answers from memory', async () => {
    const first = await rawGet('/boats/2020114940', { 'Accept-Encoding': 'identity' });
    const second = await rawGet('/boats/2020114940', { 'Accept-Encoding': 'gzip' });
    expect(nextCalls).toBe(1);
    expect(second.headers['x-fangstdata-front-cache']).toBe('HIT');
    expect(gunzipSync(second.body).toString('utf8')).toBe(PAGE);
    expect(first.headers['content-security-policy']).toBe(EXPECTED_POLICY);
    expect(second.headers['content-security-policy']).toBe(EXPECTED_POLICY);
  });

  it('streams a CSV download untouched: its first line arrives before Next has finished it', async () => {
    const firstLine = await new Promise<string>((resolve, reject) => {
      httpGet(`${baseUrl()}/boats/csv`, { headers: { 'Accept-Encoding': 'identity' } }, (response) => {
        response.once('data', (chunk: Buffer) => {
          resolve(chunk.toString('utf8'));
          releaseCsv();
          response.resume();
        });
      }).on('error', reject);
    });
    expect(firstLine).toBe('Fartøy;Vekt\n');
  });
});
