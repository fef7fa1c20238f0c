/**
 * npm run bench:api — the API's hot paths on one generated year of 1,200,000 landing lines
 * (`tsx --conditions react-server bench/api.ts`: the lib modules import `server-only`, which needs the
 * react-server condition outside Next).
 *
 * Prints median and p95 of:
 *  - the top-landings query (full year, boat rows, 5 species pivots), uncached, beside the same query
 *    as bare SQL over the raw landing lines in the same run (target ≤ 0.3× the bare time: the query
 *    reads a landing cube, lib/store/ingest/read-models/landing-cubes.ts), both with their CPU time;
 *  - the same query from the result cache (target ≤ 5 ms);
 *  - quick search over every group (searchAllGroups, 10 hits a group; target p95 ≤ 20 ms; bench/search.ts
 *    measures it per kind of term);
 *  - one boat's year (its landing documents, uncached).
 *
 * BENCH_DATA_DIR=dir reuses (or, when empty, keeps) a store there instead of generating a new one in a
 * temp dir; BENCH_LINES changes the size (default 1,200,000).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boatLandings } from '../lib/landings/boats/boat-landings';
import { defaultPeriod, prepareLandingQuery, runLandingQuery } from '../lib/landings/landing-query';
import { loadCodeIndex } from '../lib/landings/landing-query/codes';
import type { LandingQueryInput } from '../lib/landings/landing-query/types';
import { ingestFiles } from '../lib/store/ingest';
import { queryStore } from '../lib/store/landing-store';
import { currentPointerPath } from '../lib/store/paths';
import { clearQueryCache } from '../lib/store/result-cache';
import { benchSettings } from '../lib/config';
import { generateBenchYear } from './generated-year';
import { stats, time, timeWithCpu } from './timing';
import { runBench } from './run-bench';

const LINES = benchSettings().linesPerYear;

interface Measure {
  name: string;
  times: number[];
  /** CPU milliseconds of the process (every thread), where measured. */
  cpu?: number[];
  target?: { value: number; of: 'median' | 'p95'; text: string };
}

async function prepareStore(): Promise<{ dataDir: string; cleanup: () => void }> {
  const given = benchSettings().dataDir;
  if (given && existsSync(currentPointerPath(path.resolve(given)))) {
    console.log(`using the store in ${given}`);
    return { dataDir: path.resolve(given), cleanup: () => {} };
  }
  const dataDir = given ? path.resolve(given) : mkdtempSync(path.join(os.tmpdir(), 'fangstdata-bench-api-'));
  console.log(
    `generating ${LINES.toLocaleString('en-US')} landing lines and ingesting them into ${dataDir} …`,
  );
  const started = Date.now();
  const generated = await generateBenchYear(path.join(dataDir, 'sources'), LINES, { withVms: false });
  const report = await ingestFiles(generated.files, { dataDir });
  rmSync(path.join(dataDir, 'sources'), { recursive: true, force: true });
  console.log(
    `  ${report.lines.toLocaleString('en-US')} lines ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return { dataDir, cleanup: given ? () => {} : () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Search is another module; benchmarked when it is there. */
async function loadSearch(): Promise<((term: string, perGroup: number) => Promise<unknown>) | null> {
  try {
    const search = await import('../lib/landings/search/search');
    return search.searchAllGroups;
  } catch {
    return null;
  }
}

async function main() {
  const { dataDir, cleanup } = await prepareStore();
  process.env.DATA_DIR = dataDir;
  try {
    const [{ lines }] = await queryStore<{ lines: number }>(
      'select count(*)::integer as lines from landing_lines',
    );
    const period = await defaultPeriod();
    const topSpecies = await queryStore<{ code: string }>(
      `select species_fdir_code as code from landing_lines where landing_date between $1::date and $2::date
       group by 1 order by sum(round_weight) desc limit 5`,
      [period.FromDate, period.ToDate],
    );
    const topLandings: LandingQueryInput = {
      ...period,
      XPivots: topSpecies.map((row) => row.code),
      PageNo: 1,
      Count: 20,
    };
    // The same query over the raw lines: what a query without the cubes would run.
    const prepared = await prepareLandingQuery(topLandings, { lines: true });
    const measures: Measure[] = [];
    const { rounds } = benchSettings({ rounds: 15 });

    // Warm DuckDB (file pages, connections) before timing anything.
    for (let i = 0; i < 2; i++) {
      await queryStore(prepared.sql, prepared.params);
      clearQueryCache();
      await runLandingQuery(topLandings);
    }

    // Uncached query and bare SQL, interleaved so both see the same machine load. The per-store caches
    // a running server always has warm (code lists, the default period) are refilled outside the
    // timed part; the result cache is empty for every timed run.
    const [viaLib, viaLibCpu, bare, bareCpu]: number[][] = [[], [], [], []];
    for (let i = 0; i < rounds; i++) {
      clearQueryCache();
      await loadCodeIndex();
      await defaultPeriod();
      const run = await timeWithCpu(() => runLandingQuery(topLandings));
      viaLib.push(run.ms);
      viaLibCpu.push(run.cpuMs);
      const sql = await timeWithCpu(() => queryStore(prepared.sql, prepared.params));
      bare.push(sql.ms);
      bareCpu.push(sql.cpuMs);
    }
    measures.push({ name: 'the same query as bare SQL over the lines', times: bare, cpu: bareCpu });
    const bareMedian = stats(bare).median;
    measures.push({
      name: 'top landings: full year, boat rows, 5 pivots (uncached)',
      times: viaLib,
      cpu: viaLibCpu,
      target: {
        value: bareMedian * 0.3,
        of: 'median',
        text: `≤ 0.3× bare (${(bareMedian * 0.3).toFixed(1)} ms)`,
      },
    });

    const cached: number[] = [];
    await runLandingQuery(topLandings);
    for (let i = 0; i < 200; i++) cached.push(await time(() => runLandingQuery(topLandings)));
    measures.push({
      name: 'top landings, cached',
      times: cached,
      target: { value: 5, of: 'median', text: '≤ 5 ms' },
    });

    const searchAll = await loadSearch();
    if (searchAll) {
      const terms = ['hav', 'nord', 'sjø', 'n-45', 'star', 'fisk', 'lk1', 'øst', 'hawsild', 'senja'];
      await searchAll(terms[0], 10); // reads the search index once per store version
      const searched: number[] = [];
      for (let i = 0; i < 200; i++) searched.push(await time(() => searchAll(terms[i % terms.length], 10)));
      measures.push({
        name: 'quick search (searchAllGroups: every group, 10 hits each)',
        times: searched,
        target: { value: 20, of: 'p95', text: 'p95 ≤ 20 ms' },
      });
    } else {
      // Quick search lives in lib/landings/search/search.ts (searchBoats); it is measured here once it exists.
      measures.push({ name: 'quick search: lib/landings/search/search.ts not present', times: [] });
    }

    const [{ boat }] = await queryStore<{ boat: string }>(
      `select vessel_id as boat from landing_lines where landing_date between $1::date and $2::date
       group by 1 order by count(distinct doc_key) desc limit 1`,
      [period.FromDate, period.ToDate],
    );
    const boatYear: number[] = [];
    let documents = 0;
    for (let i = 0; i < rounds; i++) {
      clearQueryCache();
      boatYear.push(
        await time(async () => {
          documents = (await boatLandings(boat, period))?.rows.length ?? 0;
        }),
      );
    }
    measures.push({ name: `one boat's year (${documents} landings, uncached)`, times: boatYear });

    console.log(
      `\nbench:api — ${lines.toLocaleString('en-US')} landing lines, period ${period.FromDate}…${period.ToDate}, pivots ${topLandings.XPivots!.join(', ')}`,
    );
    console.log(
      '| measure | median | p95 | CPU median | target | |\n| --- | ---: | ---: | ---: | --- | --- |',
    );
    let ok = true;
    for (const measure of measures) {
      if (measure.times.length === 0) {
        console.log(`| ${measure.name} | – | – | – | | |`);
        continue;
      }
      const { median, p95 } = stats(measure.times);
      const cpuText = measure.cpu ? `${stats(measure.cpu).median.toFixed(2)} ms` : '–';
      let verdict = '';
      if (measure.target) {
        const value = measure.target.of === 'median' ? median : p95;
        const met = value <= measure.target.value;
        ok &&= met;
        verdict = met ? 'ok' : 'MISSED';
      }
      console.log(
        `| ${measure.name} | ${median.toFixed(2)} ms | ${p95.toFixed(2)} ms | ${cpuText} | ${measure.target?.text ?? ''} | ${verdict} |`,
      );
    }
    const ratio = stats(viaLib).median / bareMedian;
    const cpuRatio = stats(viaLibCpu).median / stats(bareCpu).median;
    console.log(`\nuncached / bare (medians): ${ratio.toFixed(2)}×, CPU ${cpuRatio.toFixed(2)}×`);
    console.log(ok ? 'within targets' : 'OUTSIDE TARGETS');
  } finally {
    cleanup();
  }
}

runBench(main);
