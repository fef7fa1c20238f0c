/**
 * npm run bench:entity-cache — the page cache across a nightly update (issue 30: after an ingest that
 * changes 3 % of the boats, ≥ 90 % of the previously cached boat pages are served from the cache on
 * their next request).
 *
 * Generates a year of landings (BENCH_LINES, default 40,000), ingests it into its own data dir, starts
 * the production server on it (scripts/serve.ts over the build in .next: run `npm run build` first) and
 * asks for every entity page twice, so Next's full-route cache holds each. Then it ingests a republished
 * copy of the year that corrects the landing notes of BENCH_SHARE (default 3 %) of the boats, waits for
 * the server to see the new version, and asks for every boat page again (and every firm, mottak and
 * owner page, which the same update touches through the notes and boats they show): a page served from the cache
 * answers `x-nextjs-cache: HIT` (or STALE). The front cache is off (FRONT_CACHE_MB=0), so every request
 * reaches Next's own cache, the one that lasts across versions (the front cache keeps an answer 60 s).
 *
 *   BENCH_PORT     the server's port (default 3000)
 *   BENCH_LINES    landing lines of the generated year (default 40000)
 *   BENCH_SHARE    share of the boats the update corrects (default 0.03)
 *   BENCH_KEEP=1   keep the data dir (data/bench-entity-cache) afterwards
 *
 * Exits with 1 when fewer than 90 % of the cached boat pages are hits.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { generateSampleFiles } from '../lib/sample-data/generate';
import { ingestFiles } from '../lib/store/ingest';
import { changedLandingFile } from '../tests/helpers/changed-landings';
import { queryCurrentStore } from '../tests/helpers/store-query';

const root = path.resolve(__dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3000);
const lines = Number(process.env.BENCH_LINES ?? 40_000);
const share = Number(process.env.BENCH_SHARE ?? 0.03);
const dataDir = path.join(root, 'data', 'bench-entity-cache');
const baseUrl = `http://127.0.0.1:${port}`;
const TARGET = 0.9;

/** A query on the bench's current store, opened read-only beside the running server. */
const query = <T>(sql: string) => queryCurrentStore<T>(dataDir, sql);

async function waitForServer(deadline: number) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server did not answer on ${baseUrl}`);
}

/** The entity pages, by the kind entity_versions names them with. */
const PAGE_OF = { boat: '/boats/', firm: '/firm/', station: '/mottak/', owner: '/owner/' } as const;
type Kind = keyof typeof PAGE_OF;

/** Asks for each page in turn; the cache header of each answer, by path. */
async function askAll(paths: string[]): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const page of paths) {
    const response = await fetch(`${baseUrl}${page}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    seen.set(page, response.headers.get('x-nextjs-cache') ?? '-');
  }
  return seen;
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const snapshotDate = '2025-01-15';
  const generated = await generateSampleFiles({
    outDir: path.join(dataDir, 'sources'),
    years: 1,
    linesPerYear: lines,
    seed: 30,
    endYear: 2024,
  });
  await ingestFiles(generated.files, { dataDir, snapshotDate, publishDir: null });
  const boats = await query<{ vessel_id: string; has_trips: boolean }>(
    `select vessel_id, vessel_id in (select vessel_id from trips) as has_trips
     from boats where vessel_id in (select vessel_id from documents) order by hash(vessel_id)`,
  );
  const entities = await query<{ kind: Kind; id: string }>(
    `select kind, id from entity_versions where kind <> 'boat' order by kind, hash(id)`,
  );
  const pathsOf = (kind: Kind) =>
    kind === 'boat'
      ? boats.map((boat) => `${PAGE_OF.boat}${encodeURIComponent(boat.vessel_id)}`)
      : entities.filter((e) => e.kind === kind).map((e) => `${PAGE_OF[kind]}${encodeURIComponent(e.id)}`);
  const kinds = Object.keys(PAGE_OF) as Kind[];
  const paths = kinds.flatMap(pathsOf);

  const server = spawn('npx', ['tsx', 'scripts/serve.ts'], {
    cwd: root,
    // One client asks for every page in a row: the per-address page budget (RATE_LIMIT_PAGE and its
    // burst window, 40 renders in 10 s) would refuse it, and the bench measures the cache, not the limit.
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      FRONT_CACHE_MB: '0',
      RATE_LIMIT_PAGE: '0',
      RATE_LIMIT_PAGE_BURST: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  // The server is a process group of its own: stopped with the bench, also when the bench is stopped.
  const stopServer = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopServer();
      process.exit(1);
    });
  }
  try {
    await waitForServer(Date.now() + 120_000);
    await askAll(paths);
    const again = await askAll(paths);
    const cached = paths.filter((page) => again.get(page) === 'HIT');

    // The update: the notes of `share` of the boats with trips and of those without come back corrected.
    const pick = (hasTrips: boolean) => {
      const group = boats.filter((boat) => boat.has_trips === hasTrips);
      return group.slice(0, Math.round(group.length * share)).map((boat) => boat.vessel_id);
    };
    const corrected = [...pick(true), ...pick(false)];
    const landingZip = generated.files.find((file) => /fangstdata_2024\.csv\.zip$/.test(file))!;
    const updateDir = path.join(dataDir, 'update');
    mkdirSync(updateDir, { recursive: true });
    const started = Date.now();
    const report = await ingestFiles(
      [await changedLandingFile(landingZip, updateDir, { corrected, withdrawn: [] })],
      { dataDir, snapshotDate, publishDir: null },
    );
    const ingestSeconds = (Date.now() - started) / 1000;
    // The server looks at the store pointer at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await askAll(paths);
    const percent = (n: number) => `${(100 * n).toFixed(1)} %`;
    console.log(
      `update: ${corrected.length} of ${boats.length} boats corrected (${percent(corrected.length / boats.length)}), ` +
        `${report.documents.updated} notes updated, ingest ${ingestSeconds.toFixed(1)} s`,
    );
    console.log('| page   | cached before | versions bumped | served from the cache after |');
    console.log('| ------ | ------------: | --------------: | --------------------------: |');
    let boatRatio = 0;
    for (const kind of kinds) {
      const before = cached.filter((page) => page.startsWith(PAGE_OF[kind]));
      const served = before.filter((page) => ['HIT', 'STALE'].includes(after.get(page) ?? ''));
      const ratio = served.length / Math.max(before.length, 1);
      if (kind === 'boat') boatRatio = ratio;
      const bumped = report.entityVersions?.[kind].changed ?? '?';
      console.log(
        `| ${kind.padEnd(6)} | ${before.length} | ${bumped} | ${served.length} (${percent(ratio)}) |`,
      );
    }
    process.exitCode = boatRatio >= TARGET ? 0 : 1;
  } finally {
    stopServer();
    if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
