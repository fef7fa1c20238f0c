import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setBuildHeaders } from '@/lib/security/build-headers';
import { edgePageHtml } from './edge-page-shell';
import { PAGE_ERROR_DIGESTS, pageErrorMessage } from './page-error-messages';

/**
 * The page side of the edge: a page whose data could not be read because the store is busy (or
 * upstream does not answer) answers 503 with Retry-After and the busy page, as the API answers 503.
 *
 * Next lets a page choose no status but 404 and redirects: a render that fails answers 500. So the
 * server (scripts/serve.ts) runs each page request in a context of its own (`runAtPageEdge`), the
 * store reads note there when they meet a busy store (`notePageUnavailable`, from
 * lib/store-reads/reads.ts, which maps the error once through lib/api/domain-errors.ts), and the
 * answer is rewritten as it leaves (`mapUnavailableAnswer`): a 5xx of a request that noted one becomes
 * 503 with the busy page. The error boundary (app/(site)/error.tsx) words the same digest for a
 * reader who navigates inside the site. No Next imports: scripts/serve.ts loads this outside Next.
 */

interface PageEdgeState {
  unavailable: { digest: string; retryAfterSeconds: number } | null;
}

// On globalThis: the server and Next's bundles each load their own copy of this module.
const contextKey = Symbol.for('fangstdata.pageEdge');
type GlobalWithEdge = typeof globalThis & { [contextKey]?: AsyncLocalStorage<PageEdgeState> };

function context(): AsyncLocalStorage<PageEdgeState> {
  const holder = globalThis as GlobalWithEdge;
  return (holder[contextKey] ??= new AsyncLocalStorage<PageEdgeState>());
}

/** Runs `work` (one request) in a context the store reads can note a busy store in. */
export function runAtPageEdge<T>(work: (state: PageEdgeState) => T): T {
  const state: PageEdgeState = { unavailable: null };
  return context().run(state, () => work(state));
}

/** Notes, for the request being served (if any), that its page cannot be shown now. */
export function notePageUnavailable(digest: string, retryAfterSeconds = 1): void {
  const state = context().getStore();
  if (state && !state.unavailable) state.unavailable = { digest, retryAfterSeconds };
}

/** The busy page in the site's frame (lib/api/edge-page-shell.ts). */
export function unavailablePageHtml(digest: string = PAGE_ERROR_DIGESTS.storeBusy): string {
  return edgePageHtml(pageErrorMessage(digest) ?? pageErrorMessage(PAGE_ERROR_DIGESTS.storeBusy)!);
}

/**
 * What a page answer the server makes itself carries: the page, its headers only (HEAD), or no body at
 * all (an RSC request). Next's router drops an RSC answer that is not ok (a refused prefetch) without
 * reading its body, and the browser then holds that unread answer open as if still loading, until the
 * reader leaves the page; with no body there is nothing left to read. A refused navigation loads the
 * page in full instead, and that shows the words.
 */
export type EdgeAnswerBody = 'page' | 'head' | 'none';

export function edgeAnswerBodyFor(request: IncomingMessage): EdgeAnswerBody {
  if (request.method === 'HEAD') return 'head';
  return request.headers.rsc === '1' ? 'none' : 'page';
}

/** A page answer with Retry-After, never cached: `html` as `body` asks. */
export function sendEdgePage(
  response: ServerResponse,
  status: number,
  retryAfterSeconds: number,
  html: string,
  body: EdgeAnswerBody,
): void {
  setBuildHeaders(response);
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body === 'none' ? 0 : Buffer.byteLength(html),
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    'Cache-Control': 'no-store',
  });
  response.end(body === 'page' ? html : undefined);
}

/** Answers 503 with Retry-After and the busy page (also for a request the server turns away itself). */
export function sendUnavailable(
  response: ServerResponse,
  retryAfterSeconds: number,
  digest: string = PAGE_ERROR_DIGESTS.storeBusy,
  body: EdgeAnswerBody = 'page',
): void {
  sendEdgePage(response, 503, retryAfterSeconds, unavailablePageHtml(digest), body);
}

const DROPPED_HEADERS = [
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'x-nextjs-cache',
];

/**
 * Rewrites the answer of a request whose page met a busy store: when Next answers it with a 5xx, it
 * leaves as 503 with Retry-After and the busy page instead (Next's own body is dropped). Any other
 * answer passes unchanged. Decided at the first of writeHead, write or end, before Node writes a byte.
 */
export function mapUnavailableAnswer(
  state: PageEdgeState,
  response: ServerResponse,
  body: EdgeAnswerBody = 'page',
): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  let decided: 'pass' | 'replaced' | null = null;
  const decide = (status: number) => {
    if (decided) return decided;
    const unavailable = state.unavailable;
    if (status < 500 || !unavailable || response.headersSent) return (decided = 'pass');
    decided = 'replaced';
    for (const name of DROPPED_HEADERS) response.removeHeader(name);
    response.writeHead = writeHead as ServerResponse['writeHead'];
    response.write = write as ServerResponse['write'];
    response.end = end as ServerResponse['end'];
    sendUnavailable(response, unavailable.retryAfterSeconds, unavailable.digest, body);
    // What Next writes after this is its own error page: dropped.
    response.write = dropWrite as ServerResponse['write'];
    response.end = dropEnd as ServerResponse['end'];
    return decided;
  };
  const callbackOf = (args: unknown[]) =>
    args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
  response.writeHead = ((status: number, ...rest: unknown[]) =>
    decide(status) === 'pass' ? writeHead(status, ...rest) : response) as ServerResponse['writeHead'];
  const dropWrite = ((...args: unknown[]) => {
    callbackOf(args)?.();
    return true;
  }) as (...args: unknown[]) => boolean;
  const dropEnd = ((...args: unknown[]) => {
    callbackOf(args)?.();
    return response;
  }) as (...args: unknown[]) => ServerResponse;
  response.write = ((...args: unknown[]) =>
    decide(response.statusCode) === 'pass' ? write(...args) : dropWrite(...args)) as ServerResponse['write'];
  response.end = ((...args: unknown[]) =>
    decide(response.statusCode) === 'pass' ? end(...args) : dropEnd(...args)) as ServerResponse['end'];
}
