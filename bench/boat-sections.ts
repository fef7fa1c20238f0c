/**
 * The boat page's section reads in one process, each boat's first (uncached) read: where the cold
 * render's time goes (bench/entity-pages.ts measures the whole page over HTTP).
 *
 *   DATA_DIR=data/e2e BENCH_BOATS=40 npx tsx --conditions react-server bench/boat-sections.ts
 *
 * Takes the BENCH_BOATS boats of the directory's first page (most landed weight first, as
 * bench:entity-pages does), reads one other boat first (the once-per-store lists every page shares), then
 * times each section's read per boat in the page's order; then, the result cache cleared, the four
 * together as the page starts them (at once).
 * Prints median and p95 wall time, and the process's CPU time per boat (DuckDB's threads included).
 */
import { benchSettings } from '../lib/config';
import { listBoats } from '../lib/landings/boats/boats';
import { reads } from '../lib/store-reads/reads';
import { clearQueryCache } from '../lib/store/result-cache';
import { stats, timeWithCpu } from './timing';

const BOATS = benchSettings().boats;

type Section = [
  name: string,
  read: (boat: { id: string; callSign: string | null; year: number }) => Promise<unknown>,
];

const SECTIONS: Section[] = [
  ['logbook (turer, trekk)', (b) => reads.boatLogbook(b.id)],
  ['catch on board (lager)', (b) => reads.boatOnBoardChanges(b.id)],
  ['track (spor)', (b) => reads.boatTrackMap(b.id, b.callSign)],
  ['efficiency', (b) => reads.boatEfficiency(b.id, b.year)],
];

async function main() {
  const list = await listBoats({ count: BOATS + 1 });
  const boats = await Promise.all(
    list.boats.map(async (entry) => {
      const boat = await reads.findBoat(entry.id);
      const year = Number((boat?.lastLandingDate ?? '2000').slice(0, 4));
      return { id: entry.id, callSign: boat?.radioCallSign ?? null, year };
    }),
  );
  const warm = boats.pop()!;
  const warmUp = () => Promise.all(SECTIONS.map(([, read]) => read(warm)));
  await warmUp();

  const width = 26;
  console.log(`${'read'.padEnd(width)}  median ms  p95 ms  CPU ms/boat`);
  const print = (name: string, times: { ms: number; cpuMs: number }[]) => {
    const { median, p95 } = stats(times.map((t) => t.ms));
    const cpu = times.reduce((sum, t) => sum + t.cpuMs, 0) / times.length;
    console.log(
      `${name.padEnd(width)}  ${median.toFixed(1).padStart(9)}  ${p95.toFixed(1).padStart(6)}  ${cpu.toFixed(1).padStart(11)}`,
    );
  };
  const perSection = SECTIONS.map(() => [] as { ms: number; cpuMs: number }[]);
  for (const boat of boats) {
    for (const [i, [, read]] of SECTIONS.entries()) perSection[i].push(await timeWithCpu(() => read(boat)));
  }
  SECTIONS.forEach(([name], i) => print(name, perSection[i]));

  clearQueryCache();
  await warmUp();
  const together: { ms: number; cpuMs: number }[] = [];
  for (const boat of boats) {
    together.push(await timeWithCpu(() => Promise.all(SECTIONS.map(([, read]) => read(boat)))));
  }
  print('all four at once', together);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
