import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { policyWithScriptHashes, scriptHashes } from './script-hashes';

/**
 * Holds back an HTML answer until it is complete, then sends it with a Content-Security-Policy whose
 * script-src lists the hashes of the page's inline scripts (lib/security/script-hashes.ts). A header
 * goes before the body, and the hashes are known only at the body's end, so an HTML page is buffered
 * (its first byte leaves when its last is rendered); every other answer (CSV downloads, images,
 * JSON) streams through untouched, decided by its Content-Type when its header would be sent.
 *
 * Next's compression may have wrapped the response: the held-back body is then compressed, and is
 * decompressed once to be hashed but sent as it came.
 */

/** `through`: not HTML, passed on as written; `html`: held back; `sending`: the held-back page leaves. */
type Mode = 'undecided' | 'html' | 'through' | 'sending';
type Chunk = string | Uint8Array;

const isHtml = (contentType: unknown) => /^\s*text\/html\b/i.test(String(contentType ?? ''));

function decoded(body: Buffer, encoding: unknown): Buffer {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gunzipSync(body);
    case 'br':
      return brotliDecompressSync(body);
    case 'deflate':
      return inflateSync(body);
    default:
      return body;
  }
}

function encoded(body: Buffer, encoding: unknown): Buffer {
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gzipSync(body);
    case 'br':
      return brotliCompressSync(body);
    case 'deflate':
      return deflateSync(body);
    default:
      return body;
  }
}

/**
 * Applies the header's HTML-only hashing to `response`; `connectOrigins` are added to connect-src.
 * `transform` rewrites a successful page (200) before it is hashed and sent (an embed without Next's scripts:
 * lib/page-cache/static-embed.ts), in the encoding it came in.
 */
export function sendHtmlWithScriptHashes(
  request: IncomingMessage,
  response: ServerResponse,
  connectOrigins: string[] = [],
  transform?: (html: string) => string,
): void {
  const original = {
    writeHead: response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse,
    flushHeaders: response.flushHeaders.bind(response),
    write: response.write.bind(response) as (...args: unknown[]) => boolean,
    end: response.end.bind(response) as (...args: unknown[]) => ServerResponse,
  };
  let mode: Mode = 'undecided';
  let statusMessage: string | undefined;
  const chunks: Buffer[] = [];

  const narrowPolicy = (html: string) => {
    const policy = response.getHeader('content-security-policy');
    if (policy === undefined) return;
    response.setHeader(
      'content-security-policy',
      policyWithScriptHashes(String(policy), scriptHashes(html), connectOrigins),
    );
  };
  const decide = () => {
    if (mode !== 'undecided') return;
    const html = isHtml(response.getHeader('content-type'));
    mode = html && request.method !== 'HEAD' ? 'html' : 'through';
    // A HEAD answer has no body to hash: it allows no inline script at all.
    if (html && request.method === 'HEAD') narrowPolicy('');
  };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (chunk == null || typeof chunk === 'function') return;
    chunks.push(
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array),
    );
  };

  // The methods stay wrapped even when passing through: Next's compression may have wrapped them
  // again on top, and must keep its wrappers.
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    // writeHead(status[, message][, headers]): kept as headers on the response until the body is done.
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as
      OutgoingHttpHeaders | (string | string[])[] | undefined;
    response.statusCode = statusCode;
    statusMessage = message ?? statusMessage;
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2)
        response.setHeader(String(headers[index]), headers[index + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) response.setHeader(name, value);
    }
    decide();
    if (mode !== 'html') return original.writeHead(statusCode, ...(message ? [message] : []));
    return response;
  }) as ServerResponse['writeHead'];

  response.flushHeaders = () => {
    decide();
    if (mode !== 'html') original.flushHeaders();
  };

  response.write = ((chunk: Chunk, ...rest: unknown[]) => {
    decide();
    if (mode !== 'html') return original.write(chunk, ...rest);
    keep(chunk, rest[0]);
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (callback) process.nextTick(callback);
    return true;
  }) as ServerResponse['write'];

  response.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
    decide();
    if (mode !== 'html') return original.end(chunk, ...rest);
    keep(chunk, rest[0]);
    const callback = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined;
    mode = 'sending';
    const encoding = response.getHeader('content-encoding');
    let body: Buffer = Buffer.concat(chunks);
    let html = decoded(body, encoding).toString('utf8');
    if (transform && response.statusCode === 200) {
      html = transform(html);
      body = encoded(Buffer.from(html, 'utf8'), encoding);
    }
    narrowPolicy(html);
    response.removeHeader('transfer-encoding');
    response.setHeader('content-length', body.byteLength);
    if (statusMessage) response.statusMessage = statusMessage;
    return original.end(body, callback);
  }) as ServerResponse['end'];
}
