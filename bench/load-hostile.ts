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
import { ask, floodInWorker, newTally, type Tally } from './load-flood';
import { BASE_URL, getJson, ms, printTable, savedQueryId, type DataFacts } from './load-common';

const { hostileSeconds: SECONDS, hostileConnections: CONNECTIONS } = benchSettings();
const TARGET_P99_MS = 1000;
/** The server's caps together (store memory limit, front and result caches) and Node's own share. */
const MEMORY_CAP_MB = 1536;
const SETTLE_MS = 15_000;
const VISITOR = '198.51.100.10';
const PROBE = '198.51.100.11';

interface Timed {
  times: number[];
  tally: Tally;
}

const p99 = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

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
  const visitor: Timed = { times: [], tally: newTally() };
  const health: Timed = { times: [], tally: newTally() };
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
  const [flood] = await Promise.all([
    floodInWorker({ facts, boats, embedId, shareImage, many, connections: CONNECTIONS, until }),
    visit(),
    probe(),
  ]);
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
