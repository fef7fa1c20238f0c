import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * A small `fetch` over Node's own http module, for the internal reads a page is rendered from.
 *
 * Why not the global fetch: inside a render Next replaces it with its own, which takes part in the
 * route's caching rules, and the cached page twins (`dynamic = 'error'`, lib/page-cache) refuse any
 * uncached fetch. Those pages are cached by store version already: a page of the upstream's version N
 * is rendered once from version N's answers, exactly as a data node renders it once from its store,
 * so the reads themselves must not be cached a second time (Next's data cache has no notion of the
 * store version). Only what the reads need: a body sent in one piece, the answer read whole, abort.
 */
export function nodeFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const body = typeof init.body === 'string' ? Buffer.from(init.body) : null;
  if (body) headers['content-length'] = String(body.byteLength);
  return new Promise<Response>((resolve, reject) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const outgoing = send(url, { method: init.method ?? 'GET', headers }, (answer: IncomingMessage) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value === undefined) continue;
          for (const one of Array.isArray(value) ? value : [value]) answerHeaders.append(name, one);
        }
        const status = answer.statusCode ?? 502;
        const nullBody = status === 204 || status === 304;
        resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
      });
    });
    const abort = () =>
      outgoing.destroy(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', abort, { once: true });
    outgoing.on('close', () => signal?.removeEventListener('abort', abort));
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
}
