/**
 * npm run bench:lighthouse — Lighthouse's four scores (performance, accessibility, best practices, SEO)
 * for every page type (14), on mobile settings (Lighthouse's default: a mid-range phone, throttled 4G).
 *
 * Starts nothing: point it at a server that is already up (`npm start` on the default data set) with
 * BENCH_URL (default http://127.0.0.1:3000). Drives Debian's Chromium (CHROMIUM_PATH, default `/usr/bin/chromium`)
 * through the `lighthouse` package from npm, fetched by npx on first use so that the app's own install
 * does not carry it. Each page is loaded once to warm the server's caches, then measured; a page is
 * measured BENCH_ROUNDS times (default 1) and the median of each score is printed.
 *
 *   BENCH_URL=http://127.0.0.1:3000 npm run bench:lighthouse
 *
 * Targets (issue 27): performance ≥ 95, accessibility, best practices and SEO 100 on every page type
 * (an embed's SEO aside). Exits with 1 when a score is below its target.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import { benchSettings, chromiumPath, HEADLESS_CHROMIUM_ARGS } from '../lib/config';

const run = promisify(execFile);
const { baseUrl: BASE_URL, rounds: ROUNDS } = benchSettings({ rounds: 1 });
const LIGHTHOUSE = 'lighthouse@12';
const CHROME = chromiumPath();
const CHROME_FLAGS = HEADLESS_CHROMIUM_ARGS.join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** One page of every type, with ids from the server's own data. */
async function pages(): Promise<{ label: string; path: string; noSeo?: boolean }[]> {
  const [boats, firms, year] = await Promise.all([
    getJson<{ boats: { id: string }[] }>('/api/boats?count=1'),
    getJson<{ firms: { id: string }[] }>('/api/firms?count=1'),
    fetch(`${BASE_URL}/api/sitedata/key/latest_full_year`).then((r) => r.text()),
  ]);
  const boatId = boats.boats[0]?.id;
  if (!boatId) throw new Error('the server knows no boats');
  const boat = await getJson<{ owner: { id: string } | null }>(`/api/boats/${encodeURIComponent(boatId)}`);
  const ownerId = boat.owner?.id ?? null;
  // An embed shows a saved top list: save one, as a visitor's "Bygg inn" does.
  const saved = await fetch(`${BASE_URL}/api/offloads/query/save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ FromDate: `${year.trim()}-01-01`, ToDate: `${year.trim()}-12-31`, Count: 20 }),
  });
  if (!saved.ok) throw new Error(`saving a query for the embed answered ${saved.status}`);
  const embedId = ((await saved.json()) as { id?: string; ID?: string }).id ?? '';
  const list: { label: string; path: string; noSeo?: boolean }[] = [
    { label: 'front page', path: '/' },
    { label: 'top list', path: `/topoffloads?from=${year.trim()}-01-01&to=${year.trim()}-12-31` },
    { label: 'latest landings', path: '/offloads' },
    { label: 'boat directory', path: '/boats' },
    { label: 'boat page', path: `/boats/${encodeURIComponent(boatId)}` },
    { label: 'firm directory', path: '/firm' },
    { label: 'logbook hauls', path: '/fangstmeldinger' },
    { label: 'map', path: '/kart' },
    { label: 'prices', path: '/priser' },
    { label: 'quotas', path: '/kvoter' },
    { label: 'efficiency', path: '/effektivitet' },
    // An embed lives in other sites' iframes and says noindex: its SEO score is not a target.
    { label: 'embed', path: `/topoffloads/embed/${encodeURIComponent(embedId)}`, noSeo: true },
  ];
  if (firms.firms[0])
    list.push({ label: 'firm page', path: `/firm/${encodeURIComponent(firms.firms[0].id)}` });
  if (ownerId) list.push({ label: 'owner page', path: `/owner/${encodeURIComponent(ownerId)}` });
  return list;
}

async function lighthouse(url: string): Promise<Record<Category, number>> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 256 * 1024 * 1024, timeout: 180_000 },
  );
  const report = JSON.parse(stdout) as {
    categories: Record<Category, { score: number | null }>;
    runtimeError?: { message: string };
  };
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.message}`);
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  if (!existsSync(CHROME))
    throw new Error(`no Chromium at ${CHROME} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  const targets = await pages();
  console.log(
    `Lighthouse (mobile) against ${BASE_URL}, ${ROUNDS} round(s), targets ${CATEGORIES.map((c) => `${c} ≥ ${TARGETS[c]}`).join(', ')}`,
  );
  console.log(['page'.padEnd(16), 'path'.padEnd(44), 'perf', 'a11y', 'b.p.', 'seo'].join(' '));
  let failed = false;
  for (const target of targets) {
    const url = `${BASE_URL}${target.path}`;
    await fetch(url); // warm the server's caches: the bench measures the page, not its first render
    const runs: Record<Category, number>[] = [];
    for (let i = 0; i < ROUNDS; i++) runs.push(await lighthouse(url));
    const scores = CATEGORIES.map((category) => median(runs.map((r) => r[category])));
    const counted = (category: Category) => !(category === 'seo' && target.noSeo);
    const low = scores.some((score, i) => counted(CATEGORIES[i]) && score < TARGETS[CATEGORIES[i]]);
    failed ||= low;
    console.log(
      [
        target.label.padEnd(16),
        target.path.slice(0, 44).padEnd(44),
        ...scores.map((score, i) => (counted(CATEGORIES[i]) ? String(score) : `(${score})`).padStart(4)),
        low ? '  ✖' : '',
      ].join(' '),
    );
  }
  console.log(failed ? '✖ some scores are below their target' : '✔ every score meets its target');
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
});
