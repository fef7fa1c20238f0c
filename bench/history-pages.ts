/**
 * The server side of `npm run bench:history`, run in its own process on one store: how long each page
 * type takes on the server, cold and warm, and the API's heaviest calls, all in process.
 *
 * A page's server time is its server component run with the route's params: every store read the page
 * makes, and building its element tree (the pages make all their reads at the top; no component
 * below them reads the store). HTML streaming is not included. CSS modules and images are given as
 * empty modules and `server-only` as nothing, as Next's bundler would resolve them on the server.
 *
 *  - cold, entity pages: the first view of each of `count` boats (firms, stations, owners) the process
 *    has not shown before, with the results every page shares (codes, the default period) already
 *    read, as on a server that has served some pages since the store was opened;
 *  - cold, lists (front page, /topoffloads over all years, /priser): the result cache emptied before each run,
 *    as after a nightly update (lists are keyed by the store version);
 *  - warm: the same page right after, from the result cache;
 *  - first view after open: the first page of the process (a boat), which opens the store and reads
 *    what every page needs once.
 *
 *   tsx bench/history-pages.ts DATA_DIR COUNT [IDS_JSON]  → one line of JSON on stdout
 */
import Module from 'node:module';
import path from 'node:path';
import { time, timeWithCpu } from './timing';
import { runBench } from './run-bench';

type PageProps = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string>> };
type Page = (props: PageProps) => Promise<unknown>;
export type EntityKind = 'boat' | 'firm' | 'mottak' | 'owner';
export type EntityIds = Record<EntityKind, string[]>;

export interface PagesResult {
  ids: EntityIds;
  lines: number;
  firstView: number;
  /** Wall-clock milliseconds, and the process's CPU milliseconds of the cold runs. */
  pages: { name: string; cold: number[]; coldCpu: number[]; warm: number[] }[];
  api: { name: string; times: number[]; cpu: number[] }[];
  maxRssKb: number;
}

const PAGE_MODULES: Record<EntityKind, string> = {
  boat: '../app/(site)/boats/[id]/page',
  firm: '../app/(site)/firm/[id]/page',
  mottak: '../app/(site)/mottak/[id]/page',
  owner: '../app/(site)/owner/[id]/page',
};

/** What Next's server bundle makes of imports Node cannot load. */
function resolveAsNext() {
  const loader = Module as unknown as { _load: (request: string, ...rest: unknown[]) => unknown };
  const load = loader._load;
  loader._load = function (this: unknown, request: string, ...rest: unknown[]) {
    if (request === 'server-only' || /\.(css|svg|png|jpg)$/.test(request)) return {};
    return load.call(this, request, ...rest);
  };
}

async function pageOf(modulePath: string): Promise<Page> {
  return ((await import(modulePath)) as { default: Page }).default;
}

const props = (id: string, searchParams: Record<string, string> = {}): PageProps => ({
  params: Promise.resolve({ id }),
  searchParams: Promise.resolve(searchParams),
});

async function main() {
  const [dataDir, countText, idsJson] = process.argv.slice(2);
  process.env.DATA_DIR = path.resolve(dataDir);
  resolveAsNext();
  const { queryStore } = await import('../lib/store/landing-store');
  const { clearQueryCache } = await import('../lib/store/result-cache');
  const { prepareLandingQuery, runLandingQuery } = await import('../lib/landings/landing-query');
  const { boatLandings } = await import('../lib/landings/boats/boat-landings');
  const { searchAllGroups } = await import('../lib/landings/search/search');
  const count = Number(countText);

  // The first page of the process: it opens the store and reads what every page shares.
  const boatPage = await pageOf(PAGE_MODULES.boat);
  const [{ first, last, lines }] = await queryStore<{ first: string; last: string; lines: number }>(
    `select strftime(min(landing_date), '%Y-%m-%d') as first, strftime(max(landing_date), '%Y-%m-%d') as last,
       count(*)::integer as lines from landing_lines`,
  );
  const ids: EntityIds = idsJson
    ? (JSON.parse(idsJson) as EntityIds)
    : await pickIds(queryStore, count, last);
  const firstView = await time(() => boatPage(props(ids.boat[ids.boat.length - 1])));

  const pages: PagesResult['pages'] = [];
  for (const kind of Object.keys(PAGE_MODULES) as EntityKind[]) {
    const page = await pageOf(PAGE_MODULES[kind]);
    // The last id warms what every page of the kind shares; the others are measured.
    await page(props(ids[kind][ids[kind].length - 1]));
    const [cold, coldCpu, warm]: number[][] = [[], [], []];
    for (const id of ids[kind].slice(0, -1)) {
      const first = await timeWithCpu(() => page(props(id)));
      cold.push(first.ms);
      coldCpu.push(first.cpuMs);
      warm.push(await time(() => page(props(id))));
    }
    pages.push({ name: kind, cold, coldCpu, warm });
  }
  const lists: [string, Page, Record<string, string>][] = [
    ['front page', (await import('../app/(site)/page')).default as unknown as Page, {}],
    [
      '/topoffloads, all years',
      (await import('../app/(site)/topoffloads/page')).default as unknown as Page,
      { from: first, to: last },
    ],
    // A species' prices over every year, the year's species and its bycatch.
    ['/priser', (await import('../app/(site)/priser/page')).default as unknown as Page, {}],
  ];
  for (const [name, page, searchParams] of lists) {
    const [cold, coldCpu, warm]: number[][] = [[], [], []];
    for (let i = 0; i < count; i++) {
      clearQueryCache();
      const first = await timeWithCpu(() => page(props('', searchParams)));
      cold.push(first.ms);
      coldCpu.push(first.cpuMs);
      warm.push(await time(() => page(props('', searchParams))));
    }
    pages.push({ name, cold, coldCpu, warm });
  }

  // The API's heaviest calls: the landing query over every year (what /api/offloads/query and
  // /topoffloads run), beside its bare SQL; a boat's whole history of landings; quick search.
  const [{ newest }] = await queryStore<{ newest: number }>(
    `select max(year(landing_date))::integer - 1 as newest from landing_lines`,
  );
  const pivots = await queryStore<{ code: string }>(
    `select species_fdir_code as code from landing_lines group by 1 order by sum(round_weight) desc limit 5`,
  );
  const query = (FromDate: string, ToDate: string) => ({
    FromDate,
    ToDate,
    XPivots: pivots.map((row) => row.code),
    PageNo: 1,
    Count: 20,
  });
  const allYears = query(first, last);
  // Bare: the same query over the raw lines, as it runs without the landing cubes.
  const prepared = await prepareLandingQuery(allYears, { lines: true });
  const api: PagesResult['api'] = [];
  const measure = async (name: string, work: () => Promise<unknown>, clear = true) => {
    const [times, cpu]: number[][] = [[], []];
    for (let i = 0; i < count; i++) {
      if (clear) clearQueryCache();
      const run = await timeWithCpu(work);
      times.push(run.ms);
      cpu.push(run.cpuMs);
    }
    api.push({ name, times, cpu });
  };
  await measure('landing query, all years, boat rows, 5 pivots (uncached)', () => runLandingQuery(allYears));
  await measure(
    'the same query as bare SQL over the lines',
    () => queryStore(prepared.sql, prepared.params),
    false,
  );
  await measure('the same query, cached', () => runLandingQuery(allYears), false);
  const wholeYear = query(`${newest}-01-01`, `${newest}-12-31`);
  await measure(`landing query, ${newest} (uncached)`, () => runLandingQuery(wholeYear));
  await measure("a boat's landings over all years (uncached)", () =>
    boatLandings(ids.boat[0], { FromDate: first, ToDate: last }),
  );
  const terms = ['hav', 'nord', 'sjø', 'fisk', 'senja'];
  await searchAllGroups(terms[0], 10);
  let term = 0;
  await measure('quick search, every group', () => searchAllGroups(terms[term++ % terms.length], 10), false);

  const result: PagesResult = {
    ids,
    lines,
    firstView,
    pages,
    api,
    maxRssKb: process.resourceUsage().maxRSS,
  };
  console.log(JSON.stringify(result));
  process.exit(0);
}

type Query = typeof import('../lib/store/landing-store').queryStore;

/**
 * The entities to show: those with the most landing lines among the ones that landed in the newest
 * year, so that they exist in a store of the newest two years too (for the history ratio); boats with
 * the longest histories first. `count` measured and one to warm up with.
 */
async function pickIds(query: Query, count: number, last: string): Promise<EntityIds> {
  const recent = `${Number(last.slice(0, 4)) - 1}-01-01`;
  const top = async (column: string, order: string) =>
    (
      await query<{ id: string }>(
        `select ${column} as id from landing_lines where ${column} is not null group by 1
         having max(landing_date) >= $recent::date order by ${order} desc, 1 limit $n`,
        { recent, n: count + 1 },
      )
    ).map((row) => String(row.id));
  const owners = await query<{ id: string }>(
    `select o.owner_id as id from ownerships o join (
       select vessel_id from landing_lines group by 1 having max(landing_date) >= $recent::date
     ) r using (vessel_id) where o.to_date is null group by 1 order by count(*) desc, 1 limit $n`,
    { recent, n: count + 1 },
  );
  return {
    boat: await top('vessel_id', 'count(distinct year(landing_date)), count(*)'),
    firm: await top('buyer_id', 'count(*)'),
    mottak: await top('station_id', 'count(*)'),
    owner: owners.map((row) => String(row.id)),
  };
}

if (require.main === module) runBench(main);
