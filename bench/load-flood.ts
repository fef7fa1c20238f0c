/**
 * The flood of bench:load's hostile mix (bench/load-hostile.ts), run in a worker thread of its own.
 *
 * Why a thread: a visitor and a health probe on another machine do not wait for the attacker's
 * client. In one event loop with the flood's 100 connections (hundreds of quick 429s a second) the
 * visitor's timings would include the bench client's own queue, not only the server's answer.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { BASE_URL, plusDays, type DataFacts } from './load-common';

export interface Tally {
  statuses: Map<string, number>;
  /** 5xx other than a 503 with Retry-After, and requests that got no answer. */
  failed: number;
  count: number;
}

export const newTally = (): Tally => ({ statuses: new Map(), failed: 0, count: 0 });

function note(tally: Tally, status: number | 'error', retryAfter: string | null) {
  tally.count++;
  const key = String(status);
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  if (status === 'error' || (status >= 500 && !(status === 503 && retryAfter))) tally.failed++;
}

/** One request, its answer read in full and noted in `tally`; returns its time in ms. */
export async function ask(path: string, tally: Tally, init: RequestInit = {}): Promise<number> {
  const started = performance.now();
  try {
    const response = await fetch(`${BASE_URL}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    note(tally, response.status, response.headers.get('retry-after'));
  } catch {
    note(tally, 'error', null);
  }
  return performance.now() - started;
}

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const randomHex = () =>
  Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');

export interface FloodPlan {
  facts: DataFacts;
  boats: string[];
  embedId: string;
  shareImage: string;
  /** A new address per request (X-Forwarded-For), else one address for all. */
  many: boolean;
  connections: number;
  until: number;
}

/** One hostile request of the mix, distinct from every other (`n` counts them). */
function hostileRequest({ facts, boats, embedId, shareImage }: FloodPlan, n: number) {
  const boat = encodeURIComponent(boats[n % boats.length]);
  const year = facts.latestFullYear;
  const day = plusDays(`${year}-01-01`, n % 360);
  switch (n % 6) {
    case 0:
      return {
        path: '/api/offloads/query',
        init: {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            FromDate: plusDays(facts.firstDate, n % 700),
            ToDate: facts.lastDate,
            XPivots: facts.pivots.slice(0, 1 + (n % 5)),
            Count: 1 + (n % 200),
          }),
        },
      };
    case 1:
      return { path: `/boats/${boat}?from=${day}&to=${year}-12-31` };
    case 2:
      return { path: `/topoffloads?from=${day}&to=${year}-12-31&rows=boat` };
    case 3:
      return { path: `/topoffloads/embed/${embedId}?accent=${randomHex()}&theme=dark` };
    case 4:
      return { path: `/boats/${boat}/${shareImage}?v=${n}` };
    default:
      return { path: `/search/${randomHex()}` };
  }
}

async function flood(plan: FloodPlan): Promise<Tally> {
  const tally = newTally();
  let n = Math.floor(Math.random() * 1_000_000);
  const worker = async () => {
    while (Date.now() < plan.until) {
      const { path, init = {} } = hostileRequest(plan, n++);
      const address = plan.many ? randomAddress() : '203.0.113.1';
      const headers = {
        ...(init as { headers?: Record<string, string> }).headers,
        'X-Forwarded-For': address,
      };
      await ask(path, tally, { ...init, headers });
    }
  };
  await Promise.all(Array.from({ length: plan.connections }, worker));
  return tally;
}

/** Runs the flood in a worker thread; resolves with its answers when `plan.until` has passed. */
export function floodInWorker(plan: FloodPlan): Promise<Tally> {
  return new Promise((resolve, reject) => {
    // The thread loads this file through tsx's require hook, as the bench itself is run.
    const boot = `require('tsx/cjs'); require(${JSON.stringify(__filename)});`;
    const thread = new Worker(boot, { eval: true, workerData: plan });
    thread.once('message', (tally: Tally) => resolve(tally));
    thread.once('error', reject);
  });
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  void flood(workerData as FloodPlan).then((tally) => {
    port.postMessage(tally);
    port.close();
  });
}
