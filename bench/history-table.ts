import type { PagesResult } from './history-pages';
import { stats } from './timing';

/** The table bench:history prints (bench/RESULTS.md, "Whole history"), and what it is made of. */

/** The newest catch year the bench generates. */
export const NEWEST_YEAR = 2025;
/** The directorate rebuilds the current year and the two before it every night. */
export const NIGHTLY_YEARS = 3;

export const TARGETS = {
  entityColdMs: 60,
  historyRatio: 1.3,
  allYearsListMs: 300,
  ingestSeconds: 30 * 60,
  ingestMb: 4096,
  nightlySeconds: 8 * 60,
};

export interface IngestRun {
  seconds: number;
  /** CPU time of the ingest process, every thread (it moves less with what else runs on the machine). */
  cpuSeconds: number;
  lines: number;
  /** Position reports read from the run's VMS files. */
  positions: number;
  maxRssKb: number;
  phases: Record<string, number>;
  /** How the read models were derived ('full' or 'changed'). */
  readModels?: string;
  /** The 1-minute load average when the ingest ended. */
  load: number;
  /** Store directory size before, at its largest during and after the ingest (bytes). */
  before: number;
  peak: number;
  after: number;
  /**
   * Bytes in use on the store's filesystem, likewise: less than the files' sizes where a copy shares
   * the blocks of its original (reflinks on XFS or Btrfs), more where other processes write there too.
   */
  used: { before: number; peak: number; after: number };
}

export function printTable(run: {
  settings: {
    years: number;
    linesPerYear: number;
    yearly: boolean;
    vmsDays: number;
    rounds: number;
    count: number;
  };
  generateSeconds: number;
  generated: { landingLines: number; vessels: number; buyers: number };
  ingests: { year: number | null; run: IngestRun }[];
  storeBytes: number;
  whole: PagesResult | null;
  recent: PagesResult | null;
  nightly: IngestRun;
}) {
  const { settings, ingests, whole, recent, nightly } = run;
  const n = (value: number) => value.toLocaleString('en-US');
  const mb = (bytes: number) => `${n(Math.round(bytes / 2 ** 20))} MB`;
  const rssMb = (kb: number) => Math.round(kb / 1024);
  const s = (seconds: number) => `${seconds.toFixed(1)} s`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const rows: string[][] = [];
  const row = (...cells: string[]) => rows.push(cells);

  const years = `${NEWEST_YEAR - settings.years + 1}–${NEWEST_YEAR}`;
  row(
    'generate (not against a target)',
    s(run.generateSeconds),
    `${n(run.generated.landingLines)} landing lines, ${n(run.generated.vessels)} boats over the years, ${n(run.generated.buyers)} buyers`,
  );
  for (const { year, run: ingest } of ingests) {
    row(
      year === null ? 'ingest, every file in one run' : `ingest ${year}`,
      `${s(ingest.seconds)} (CPU ${s(ingest.cpuSeconds)}), ${n(rssMb(ingest.maxRssKb))} MB peak`,
      `load ${ingest.load.toFixed(1)}; ${phaseNote(ingest)}; store ${mb(ingest.after)} after, ${mb(ingest.peak - ingest.before)} more at most during`,
    );
  }
  const totalSeconds = ingests.reduce((sum, one) => sum + one.run.seconds, 0);
  const totalCpu = ingests.reduce((sum, one) => sum + one.run.cpuSeconds, 0);
  const peakKb = Math.max(...ingests.map((one) => one.run.maxRssKb));
  const fullScale = settings.years === 26 && settings.linesPerYear >= 1_200_000;
  const ingestOk = totalSeconds <= TARGETS.ingestSeconds && rssMb(peakKb) <= TARGETS.ingestMb;
  row(
    `ingest, all ${settings.years} years (${years})${settings.yearly ? ', a year at a time' : ''}`,
    `${s(totalSeconds)} (CPU ${s(totalCpu)}), ${n(rssMb(peakKb))} MB peak`,
    `≤ 30 min, ≤ 4 GB at 26 × 1.2 M: ${fullScale ? verdict(ingestOk) : 'not this size'}`,
  );
  const positions = ingests.reduce((sum, one) => sum + one.run.positions, 0);
  row(
    'store size',
    mb(run.storeBytes),
    `${n(run.generated.landingLines)} landing lines, ${n(positions)} positions (${settings.vmsDays} days)`,
  );
  row(
    `nightly update (${NIGHTLY_YEARS} newest years, a day later)`,
    `${s(nightly.seconds)} (CPU ${s(nightly.cpuSeconds)}), ${n(rssMb(nightly.maxRssKb))} MB peak`,
    `load ${nightly.load.toFixed(1)}; ${n(nightly.positions)} positions read; ${phaseNote(nightly)}; disk ${mb(nightly.peak - nightly.before)} more at most during, ${mb(nightly.after - nightly.before)} after (filesystem: ${mb(nightly.used.peak - nightly.used.before)}, ${mb(nightly.used.after - nightly.used.before)}); ≤ 8 min: ${fullScale ? verdict(nightly.seconds <= TARGETS.nightlySeconds) : 'not this size'}`,
  );
  if (whole && recent) pageRows(whole, recent, row);
  console.log(
    `\nbench:history — ${settings.years} years × ${n(settings.linesPerYear)} lines, ${settings.vmsDays} VMS days, ${settings.rounds} rounds of ${settings.count} pages per type (2 cores; median wall time, CPU time of the process)`,
  );
  console.log('| measure | value | note |\n| --- | --- | --- |');
  for (const cells of rows) console.log(`| ${cells.join(' | ')} |`);
}

/** Where an ingest's time went: planning and the store copy (hash), loading, deriving; how the read models were made. */
const phaseNote = (run: IngestRun) =>
  `${Object.entries(run.phases)
    .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
    .join(', ')} (read models ${run.readModels ?? '–'})`;

function pageRows(whole: PagesResult, recent: PagesResult, row: (...cells: string[]) => void) {
  const n = (value: number) => value.toLocaleString('en-US');
  const rssMb = (kb: number) => Math.round(kb / 1024);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  row('first page after opening the store', ms(whole.firstView), 'a boat page; opens the store');
  for (const page of whole.pages) {
    const [cold, cpu, warm] = [page.cold, page.coldCpu, page.warm].map((times) => stats(times));
    const other = recent.pages.find((candidate) => candidate.name === page.name)!;
    const [short, shortCpu] = [other.cold, other.coldCpu].map((times) => stats(times).median);
    const ratio = cold.median / short;
    const entity = ['boat', 'firm', 'mottak', 'owner'].includes(page.name);
    const target = entity
      ? `; ≤ 60 ms ${verdict(cold.median <= TARGETS.entityColdMs)}, ratio ≤ 1.3 ${verdict(ratio <= TARGETS.historyRatio)}`
      : page.name.startsWith('/topoffloads')
        ? `; ≤ 300 ms ${verdict(cold.median <= TARGETS.allYearsListMs)}`
        : '';
    row(
      `${entity ? `${page.name} page` : page.name}: cold, warm`,
      `${ms(cold.median)} (CPU ${ms(cpu.median)}), ${ms(warm.median)}`,
      `cold p95 ${ms(cold.p95)}; 2 years: ${ms(short)} (CPU ${ms(shortCpu)}), ratio ${ratio.toFixed(2)}× (CPU ${(cpu.median / shortCpu).toFixed(2)}×)${target}`,
    );
  }
  for (const call of whole.api) {
    const { median, p95 } = stats(call.times);
    const other = recent.api.find((candidate) => candidate.name === call.name)!;
    row(
      call.name,
      `${ms(median)} (CPU ${ms(stats(call.cpu).median)})`,
      `p95 ${ms(p95)}; 2 years: ${ms(stats(other.times).median)} (CPU ${ms(stats(other.cpu).median)})`,
    );
  }
  row(
    'server process peak RSS',
    `${n(rssMb(whole.maxRssKb))} MB`,
    `2-year store ${n(rssMb(recent.maxRssKb))} MB`,
  );
}
