import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gunzipSync, gzip, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { EntityVersionOf } from '@/lib/store/entity-version-file';
import { cacheTarget, isInternalPath } from './routes';

/**
 * The front of the page cache: pages Next has already rendered into its full-route cache, kept as
 * finished answers in memory and sent before Next's request pipeline runs at all.
 *
 * Why: Next's own path for a cache hit (proxy.ts, routing, reading the cached render, the headers) costs
 * CPU on every request even for an empty JSON route, which caps what a small machine can serve, most of
 * all for large pages. Sending a buffer from memory costs a fraction of that. This is what a CDN in
 * front does, for deployments without one.
 *
 * What it holds, and why it is safe to share: only plain document GETs of the public cached pages
 * (lib/page-cache/routes.ts), keyed by the same key as Next's cache (store or entity version +
 * canonical URL state), captured from Next's own answer when that answer was public (`Cache-Control: public`, no
 * Set-Cookie). Those pages are rendered with `dynamic = 'error'`: nothing of the request shapes them, so
 * one answer fits every visitor. Requests Next answers differently by header (its RSC payloads and
 * prefetches, `rsc` and `next-router-*`) are never served from here. A new store version is a new key;
 * each entry also expires after ENTRY_TTL_MS so that what Next re-renders without a new version (the
 * footer's «Data hentet») comes through within a minute.
 *
 * The build's own files (`/_next/static/…`, named by their content and sent `immutable`) are kept the
 * same way, for as long as the process runs: Next compresses each of them again for every request,
 * which made a script cost more to send than a cached page. They are compressed once, off the serving
 * thread and at the densest settings, before the first answer from here.
 */

const ENTRY_TTL_MS = 60_000;

/** Headers that describe one connection or are recomputed per answer (x-nextjs-cache: set on each hit). */
const NOT_STORED = new Set([
  'connection',
  'content-encoding',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
  'x-nextjs-cache',
]);

/** Request headers that make Next answer something other than the page's HTML. */
const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
];

interface Entry {
  /** A build file: sent without Next's page-cache header. */
  asset: boolean;
  headers: [string, string | string[]][];
  body: Buffer;
  gzip: Buffer | null;
  brotli: Buffer | null;
  etag: string | null;
}

export interface FrontCacheOptions {
  maxBytes: number;
  /** The served store version (lib/page-cache/store-version.ts), null when there is nothing to cache. */
  storeVersion: () => number | null;
  /** The entity versions of a store version, for entity pages' keys (as proxy.ts keys them). */
  entityVersions?: (storeVersion: number) => EntityVersionOf | undefined;
  ttlMs?: number;
}

export interface FrontCache {
  /** Answers `request` from memory and returns true, or returns false and, when the answer is one to keep, keeps it as Next writes it. */
  serveOrCapture(request: IncomingMessage, response: ServerResponse): boolean;
  /**
   * Whether Next has rendered this request's page into its cache before (this cache kept its answer
   * once, even if that entry has expired here since, or, turned off, saw Next send it public): Next
   * answers it from its cache, no render.
   */
  renderedBefore(request: IncomingMessage): boolean;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

const STATIC_PREFIX = '/_next/static/';

/** The key of a build file a request asks for whole (a range request goes to Next), or null. */
export function staticAssetKey(request: IncomingMessage): string | null {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || request.headers.range !== undefined)
    return null;
  const pathname = (request.url ?? '/').split('?')[0];
  return pathname.startsWith(STATIC_PREFIX) ? `asset:${pathname}` : null;
}

/** Whether Next's router made this request (an RSC payload: a prefetch or a client navigation). */
export function isRouterRequest(request: IncomingMessage): boolean {
  return ROUTER_HEADERS.some((name) => request.headers[name] !== undefined);
}

/**
 * The key of the cached page a request reads, whatever form it asks for (the HTML, or the router's RSC
 * payload of it: Next renders both at once into its cache), or null for a page Next does not cache.
 */
export function cachedPageKey(
  request: IncomingMessage,
  version: number | null,
  entityVersion?: EntityVersionOf,
): string | null {
  if (version == null || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const url = new URL(request.url ?? '/', 'http://front.cache');
  url.searchParams.delete('_rsc');
  if (isInternalPath(url.pathname)) return null;
  return cacheTarget(url.pathname, url.searchParams, version, entityVersion)?.internalPath ?? null;
}

/** The encodings a request accepts (`Accept-Encoding`; `;q=0` refuses one), lower-case. */
function acceptedEncodings(request: IncomingMessage): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * How a kept page is sent to `request`: brotli where it is accepted (every current browser; about a
 * fifth smaller than gzip on these pages), else gzip, else plain.
 */
export function sentEncoding(request: IncomingMessage): 'br' | 'gzip' | null {
  const accepted = acceptedEncodings(request);
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

const acceptsGzip = (request: IncomingMessage) => acceptedEncodings(request).has('gzip');

/**
 * Brotli's quality for a kept page: compressed once per entry (ENTRY_TTL_MS), on the thread that serves,
 * so a middle quality (a few milliseconds for a large page) rather than the slowest, densest one.
 */
const BROTLI_QUALITY = 5;

function send(request: IncomingMessage, response: ServerResponse, entry: Entry): void {
  for (const [name, value] of entry.headers) response.setHeader(name, value);
  if (!entry.asset) response.setHeader('x-nextjs-cache', 'HIT');
  response.setHeader('x-fangstdata-front-cache', 'HIT');
  if (entry.etag && request.headers['if-none-match'] === entry.etag) {
    response.statusCode = 304;
    response.end();
    return;
  }
  let body = entry.body;
  const encoding = sentEncoding(request);
  if (encoding === 'br') {
    entry.brotli ??= brotliCompressSync(entry.body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.byteLength,
      },
    });
    body = entry.brotli;
  } else if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.body);
    body = entry.gzip;
  }
  if (encoding) response.setHeader('content-encoding', encoding);
  response.statusCode = 200;
  response.setHeader('content-length', body.byteLength);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Whether Next's finished answer may be kept for everyone (plain or gzipped, which send() can serve). */
function keepable(response: ServerResponse): boolean {
  if (response.statusCode !== 200) return false;
  const encoding = response.getHeader('content-encoding');
  if (response.getHeader('set-cookie') !== undefined || (encoding !== undefined && encoding !== 'gzip'))
    return false;
  return /\bpublic\b/.test(String(response.getHeader('cache-control') ?? ''));
}

/** Headers of Next's answer worth sending again from memory. */
function storedHeaders(response: ServerResponse): [string, string | string[]][] {
  return Object.entries(response.getHeaders())
    .filter(([name]) => !NOT_STORED.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]);
}

/**
 * Asks Next for the answer compressed when the visitor takes gzip (Next has no brotli: it gzips for a
 * client that takes gzip or brotli), plain otherwise.
 */
function askNextForGzipOrPlain(request: IncomingMessage): void {
  if (acceptsGzip(request)) request.headers['accept-encoding'] = 'gzip';
  else delete request.headers['accept-encoding'];
}

/** Next's finished answer as kept: its plain body, the gzip it sent if it did, its headers and ETag. */
function keptAnswer(response: ServerResponse, sent: Buffer): Omit<Entry, 'asset' | 'brotli'> {
  const gzipped = response.getHeader('content-encoding') === 'gzip';
  const etag = response.getHeader('etag');
  return {
    headers: storedHeaders(response),
    body: gzipped ? gunzipSync(sent) : sent,
    gzip: gzipped ? sent : null,
    etag: etag === undefined ? null : String(etag),
  };
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A build file's body in every form it is sent in, compressed on zlib's threads at the densest settings. */
async function compressedAsset(body: Buffer) {
  const [brotli, gzipped] = await Promise.all([
    brotliAsync(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { brotli, gzip: gzipped };
}

type Chunk = string | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

/** Records the body Next writes to `response` and hands it to `done` when the answer is complete. */
function capture(response: ServerResponse, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    if (chunk != null)
      chunks.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
    if (chunk != null && typeof chunk !== 'function')
      chunks.push(toBuffer(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined));
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  response.once('finish', () => done(Buffer.concat(chunks)));
}

export function createFrontCache(options: FrontCacheOptions): FrontCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(options.maxBytes, 1),
    sizeCalculation: (entry) => entry.body.byteLength * 2 + 1024,
    ttl: options.ttlMs ?? ENTRY_TTL_MS,
  });
  // Keys only (no bodies), so far more of them than of entries; a new store version is new keys.
  const rendered = new LRUCache<string, true>({ max: 100_000 });
  let hits = 0;
  let misses = 0;
  // One key for both questions: an entity page is kept under its entity's version, so it must be
  // looked up under it too, or a page rendered before would count as a render again once it expired.
  // Worked out once per request: the server asks both questions of most requests it hands to Next.
  const keys = new WeakMap<IncomingMessage, string | null>();
  const pageKeyOf = (request: IncomingMessage) => {
    let key = keys.get(request);
    if (key === undefined) {
      const version = options.storeVersion();
      key = cachedPageKey(request, version, version == null ? undefined : options.entityVersions?.(version));
      keys.set(request, key);
    }
    return key;
  };
  /** The key of a request this cache answers itself: a plain document GET (never a router request). */
  const keyOf = (request: IncomingMessage) =>
    isRouterRequest(request) || new URL(request.url ?? '/', 'http://front.cache').searchParams.has('_rsc')
      ? null
      : pageKeyOf(request);
  // A build file is asked for by many visitors at once after a start: it is compressed once.
  const compressing = new Set<string>();
  /** Sends what is kept under `key` (a hit), or counts a miss. */
  const sentFromMemory = (key: string, request: IncomingMessage, response: ServerResponse) => {
    const entry = entries.get(key);
    if (!entry) {
      misses++;
      return false;
    }
    hits++;
    send(request, response, entry);
    return true;
  };
  /** Answers a build file from memory, or keeps Next's answer to this request once compressed. */
  const serveOrCaptureAsset = (key: string, request: IncomingMessage, response: ServerResponse) => {
    if (sentFromMemory(key, request, response)) return true;
    if (request.method !== 'GET' || compressing.has(key)) return false;
    compressing.add(key);
    askNextForGzipOrPlain(request);
    capture(response, (sent) => {
      const immutable = /\bimmutable\b/.test(String(response.getHeader('cache-control') ?? ''));
      if (!keepable(response) || !immutable || sent.byteLength === 0) return compressing.delete(key);
      const answer = keptAnswer(response, sent);
      compressedAsset(answer.body)
        .then((compressed) => entries.set(key, { ...answer, ...compressed, asset: true }, { ttl: 0 }))
        .catch(() => undefined)
        .finally(() => compressing.delete(key));
    });
    return false;
  };
  return {
    renderedBefore(request) {
      const key = pageKeyOf(request);
      return key !== null && rendered.has(key);
    },
    serveOrCapture(request, response) {
      if (options.maxBytes > 0) {
        const assetKey = staticAssetKey(request);
        if (assetKey) return serveOrCaptureAsset(assetKey, request, response);
      }
      const pageKey = pageKeyOf(request);
      if (!pageKey) return false;
      const key = keyOf(request);
      if (!key) {
        // A prefetch or a client navigation of a cached page: Next renders the whole page into its cache
        // for it (the HTML with the payload), so the reader's click or page load after it is no render.
        if (request.method === 'GET')
          response.once('finish', () => keepable(response) && rendered.set(pageKey, true));
        return false;
      }
      // Turned off, it still notes which pages Next has rendered, so that their views stay outside the
      // page budget and the render gate (scripts/serve.ts) as with the cache on.
      if (options.maxBytes <= 0) {
        if (request.method === 'GET')
          response.once('finish', () => keepable(response) && rendered.set(key, true));
        return false;
      }
      if (sentFromMemory(key, request, response)) return true;
      if (request.method !== 'GET') return false;
      // The first visitor gets the page compressed too (on a phone it is a tenth of the bytes), and the
      // plain body is kept beside it for those that take neither gzip nor brotli.
      askNextForGzipOrPlain(request);
      capture(response, (sent) => {
        if (!keepable(response) || sent.byteLength === 0) return;
        entries.set(key, { ...keptAnswer(response, sent), brotli: null, asset: false });
        rendered.set(key, true);
      });
      return false;
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize, hits, misses }),
  };
}
