/**
 * bench:load's hostile mix (BENCH_LOAD_PARTS=hostile): what a hostile client does to the site, beside
 * a reader. Two floods, one after the other, each for BENCH_HOSTILE_SECONDS over
 * BENCH_HOSTILE_CONNECTIONS connections: first from one address, then from a new address per request
 * (X-Forwarded-For; the server must run with TRUST_PROXY=1, or every request counts as the bench's).
 * Each flood mixes distinct uncached landing queries, page misses (boat pages for a period nobody
 * asked for, top lists), embeds with a random `?accent=`, share images and searches. Alongside, a
 * steady visitor (an address of its own) opens boat pages one after another, and a probe asks
 * `/api/health` every 200 ms.
 *
 * Prints per flood: the answers by status (429 and 503 are answers; any other 5xx, or a 503 without
 * Retry-After, is a failure), the visitor's and the health probe's p99, and the server's memory before,
 * at the end of the floods and after a pause. Targets: no failed answer, both p99 ≤ 1 s, memory back
 * under MEMORY_CAP_MB. The server's process is found by the port it listens on (`ss`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { benchSettings } from '../lib/config';
import { BASE_URL, getJson, ms, plusDays, printTable, savedQueryId, type DataFacts } from './load-common';

const { hostileSeconds: SECONDS, hostileConnections: CONNECTIONS } = benchSettings();
const TARGET_P99_MS = 1000;
/** The server's caps together (store memory limit, front and result caches) and Node's own share. */
const MEMORY_CAP_MB = 1536;
const SETTLE_MS = 15_000;
const VISITOR = '198.51.100.10';
const PROBE = '198.51.100.11';

interface Tally {
  statuses: Map<string, number>;
  /** 5xx other than a 503 with Retry-After, and requests that got no answer. */
  failed: number;
  count: number;
}

const newTally = (): Tally => ({ statuses: new Map(), failed: 0, count: 0 });

interface Timed {
  times: number[];
  tally: Tally;
}

function note(tally: Tally, status: number | 'error', retryAfter: string | null) {
  tally.count++;
  const key = String(status);
  tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  if (status === 'error' || (status >= 500 && !(status === 503 && retryAfter))) tally.failed++;
}

async function ask(path: string, tally: Tally, init: RequestInit = {}): Promise<number> {
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

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
const randomHex = () =>
  Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');

/** The server's resident memory in MB, or null when its process cannot be found. */
function serverMemoryMb(): number | null {
  try {
    const port = new URL(BASE_URL).port || '80';
    const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
    const pid = /pid=(\d+)/.exec(listing)?.[1];
    if (!pid) return null;
    const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return rss ? Number(rss) / 1024 : null;
  } catch {
    return null;
  }
}

/** One hostile request of the mix, distinct from every other (`n` counts them). */
function hostileRequest(facts: DataFacts, boats: string[], embedId: string, shareImage: string, n: number) {
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

/** The share image's file name (Next adds a hash to `opengraph-image`), from a boat page's og:image. */
async function shareImageName(boatId: string): Promise<string> {
  const html = await (await fetch(`${BASE_URL}/boats/${encodeURIComponent(boatId)}`)).text();
  const name = /property="og:image" content="[^"]*\/(opengraph-image[^"?/]*)/.exec(html)?.[1];
  if (!name) throw new Error('the boat page names no share image (og:image)');
  return name;
}

interface PhaseResult {
  flood: Tally;
  visitor: Timed;
  health: Timed;
}

async function phase(
  facts: DataFacts,
  boats: string[],
  embedId: string,
  shareImage: string,
  many: boolean,
): Promise<PhaseResult> {
  const until = Date.now() + SECONDS * 1000;
  const flood = newTally();
  const visitor: Timed = { times: [], tally: newTally() };
  const health: Timed = { times: [], tally: newTally() };
  let n = Math.floor(Math.random() * 1_000_000);
  const worker = async () => {
    while (Date.now() < until) {
      const { path, init = {} } = hostileRequest(facts, boats, embedId, shareImage, n++);
      const address = many ? randomAddress() : '203.0.113.1';
      const headers = {
        ...(init as { headers?: Record<string, string> }).headers,
        'X-Forwarded-For': address,
      };
      await ask(path, flood, { ...init, headers });
    }
  };
  const visit = async () => {
    for (let i = 0; Date.now() < until; i++) {
      const path = `/boats/${encodeURIComponent(boats[i % boats.length])}`;
      visitor.times.push(await ask(path, visitor.tally, { headers: { 'X-Forwarded-For': VISITOR } }));
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  };
  const probe = async () => {
    while (Date.now() < until) {
      health.times.push(await ask('/api/health', health.tally, { headers: { 'X-Forwarded-For': PROBE } }));
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  await Promise.all([...Array.from({ length: CONNECTIONS }, worker), visit(), probe()]);
  return { flood, visitor, health };
}

const statuses = (tally: Tally) =>
  [...tally.statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

export async function hostile(facts: DataFacts): Promise<boolean> {
  const { boats } = await getJson<{ boats: { id: string }[] }>(
    `/api/boats?count=40&year=${facts.latestFullYear}`,
  );
  const ids = boats.map((boat) => boat.id);
  const embedId = await savedQueryId(facts);
  const shareImage = await shareImageName(ids[0]);
  // The visitor's boat pages, once each, as a reader who opened them before.
  for (const id of ids) await (await fetch(`${BASE_URL}/boats/${encodeURIComponent(id)}`)).arrayBuffer();
  const before = serverMemoryMb();
  console.log(
    `\nHostile mix: ${SECONDS} s per flood over ${CONNECTIONS} connections (${BASE_URL}), ` +
      `a visitor and a health probe alongside; target 0 failed, p99 ≤ ${TARGET_P99_MS} ms\n`,
  );
  let ok = true;
  const rows: string[][] = [];
  for (const many of [false, true]) {
    const result = await phase(facts, ids, embedId, shareImage, many);
    const failed = result.flood.failed + result.visitor.tally.failed + result.health.tally.failed;
    const met =
      failed === 0 && p99(result.visitor.times) <= TARGET_P99_MS && p99(result.health.times) <= TARGET_P99_MS;
    ok &&= met;
    rows.push([
      many ? 'flood, a new address per request' : 'flood, one address',
      String(result.flood.count),
      statuses(result.flood),
      String(failed),
      `${result.visitor.tally.count} (${statuses(result.visitor.tally)})`,
      ms(p99(result.visitor.times)),
      ms(p99(result.health.times)),
      met ? 'yes' : 'NO',
    ]);
  }
  const atEnd = serverMemoryMb();
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const after = serverMemoryMb();
  printTable(
    [
      'hostile',
      'requests',
      'answers',
      'failed 5xx',
      'visitor boat pages',
      'visitor p99 ms',
      'health p99 ms',
      'met',
    ],
    rows,
  );
  const mb = (value: number | null) => (value == null ? 'unknown' : `${value.toFixed(0)} MB`);
  const memoryMet = after == null || after <= MEMORY_CAP_MB;
  ok &&= memoryMet;
  console.log('');
  printTable(
    [
      'server memory (RSS)',
      'before',
      'end of floods',
      `after ${SETTLE_MS / 1000} s`,
      `≤ ${MEMORY_CAP_MB} MB`,
    ],
    [['serve.ts process', mb(before), mb(atEnd), mb(after), memoryMet ? 'yes' : 'NO']],
  );
  return ok;
}
