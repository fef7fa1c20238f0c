import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * `/api/health` answered in front of Next (scripts/serve.ts), so that a monitor's probe never waits
 * behind the requests Next is busy with.
 *
 * The route (app/api/health/route.ts) reports the store's version and last ingest, which are fixed for
 * a store version (ingest writes them into the store file), and the update status, which
 * `npm run update-data` may change at any time. So the first probe of each store version goes to
 * Next, and its answer is kept when it was `ok`: its headers (the build's security headers with it) and
 * its store facts. Later probes of the same version are answered with those and the update status read
 * now, the same body the route would send. A new store version (the `store/CURRENT` pointer) asks
 * Next again; before the first ingest, or when the route answered anything but `ok`, Next answers
 * every probe. No Next imports: scripts/serve.ts loads this outside Next.
 */

export const HEALTH_PATH = '/api/health';

/** Headers that describe one connection or one body, set again per answer. */
const PER_ANSWER = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date']);

interface Kept {
  version: number;
  headers: [string, string | string[]][];
  facts: { status: 'ok'; dataVersion: unknown; lastUpdated: unknown };
}

export interface HealthEdgeOptions {
  /** The served store version, null before the first ingest (lib/page-cache/store-version.ts). */
  storeVersion: () => number | null;
  /** The update status as the route reads it (null where update-data never ran). */
  updateStatus: () => Promise<unknown>;
}

export interface HealthEdge {
  /** Answers a health probe from what Next said for this store version and returns true; else false (Next answers). */
  serveOrCapture(request: IncomingMessage, response: ServerResponse): boolean;
}

const isProbe = (request: IncomingMessage) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  new URL(request.url ?? '/', 'http://health').pathname === HEALTH_PATH;

function answer(request: IncomingMessage, response: ServerResponse, kept: Kept, update: unknown): void {
  const body = JSON.stringify({ ...kept.facts, update });
  for (const [name, value] of kept.headers) response.setHeader(name, value);
  response.statusCode = 200;
  response.setHeader('content-length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Records the plain body Next writes, handing it to `done` when the answer is complete. */
function capture(response: ServerResponse, done: (body: string) => void): void {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const keep = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  response.once('finish', () => done(Buffer.concat(chunks).toString('utf8')));
}

function factsOf(body: string): Kept['facts'] | null {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (parsed.status !== 'ok') return null;
    return { status: 'ok', dataVersion: parsed.dataVersion, lastUpdated: parsed.lastUpdated };
  } catch {
    return null;
  }
}

export function createHealthEdge(options: HealthEdgeOptions): HealthEdge {
  let kept: Kept | null = null;
  return {
    serveOrCapture(request, response) {
      if (!isProbe(request)) return false;
      const version = options.storeVersion();
      if (version == null) return false;
      if (kept?.version === version) {
        const from = kept;
        options.updateStatus().then(
          (update) => answer(request, response, from, update),
          // The route itself answers null for an update status it cannot read.
          () => answer(request, response, from, null),
        );
        return true;
      }
      // Next's plain body, which is kept; compression is for bodies larger than this one.
      delete request.headers['accept-encoding'];
      capture(response, (body) => {
        if (response.statusCode !== 200 || response.getHeader('content-encoding') !== undefined) return;
        const facts = factsOf(body);
        // A version swapped while Next read the facts: they may be the old version's; keep none.
        if (!facts || options.storeVersion() !== version) return;
        const headers = Object.entries(response.getHeaders())
          .filter(([name]) => !PER_ANSWER.has(name))
          .map(
            ([name, value]) =>
              [name, Array.isArray(value) ? value : String(value)] as [string, string | string[]],
          );
        kept = { version, headers, facts };
      });
      return false;
    },
  };
}
