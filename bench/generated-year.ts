import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { ERS_MESSAGE_TYPES } from '../lib/fiskeridir/ers';
import { buildBuyers } from '../lib/sample-data/buyers';
import { dayNumber } from '../lib/sample-data/dates';
import { ERS_ENTRY_NAMES, ersYearFiles } from '../lib/sample-data/ers';
import { buildFleet } from '../lib/sample-data/fleet';
import { fleetSizeFor } from '../lib/sample-data/fleet-segments';
import { generateSampleFiles } from '../lib/sample-data/generate';
import { buildYearSchedule } from '../lib/sample-data/schedule';
import { writeSmallZipFile } from '../lib/sample-data/zip-writer';

/**
 * The benchmarks' data: one generated year of BENCH_LINES landing lines (default 1,200,000, a real
 * year's size) with a fixed seed, so runs on different days measure the same input.
 */
export function generateBenchYear(outDir: string, linesPerYear: number, { withVms = true } = {}) {
  return generateSampleFiles({
    outDir,
    years: 1,
    linesPerYear,
    seed: 7,
    // The API benchmark queries landings only; skipping VMS saves minutes of generation.
    ...(withVms ? {} : { vmsDays: 0 }),
    // The logbooks have a row of their own (generateBenchLogbooks).
    ers: false,
  });
}

/**
 * A year of generated logbooks (ERS) with about `catchLines` catch (DCA) lines: the fleet and trips of
 * a landing year of the size that many hauls come from, without writing its landing notes.
 */
export async function generateBenchLogbooks(outDir: string, catchLines: number) {
  const year = new Date().getFullYear() - 1;
  // A generated year of this size has about 0.55 catch lines per landing line.
  const linesPerYear = Math.round(catchLines / 0.55);
  const fleet = buildFleet({
    seed: 7,
    size: fleetSizeFor(linesPerYear),
    firstYear: year,
    lastYear: year,
    referenceDay: dayNumber(year + 1, 7, 1),
  });
  const owners = new Set(fleet.vessels.flatMap((vessel) => vessel.owners.map((period) => period.owner.id)));
  const network = buildBuyers(7, fleet.vessels.length, owners);
  const files = ersYearFiles({ fleet, network, schedule: buildYearSchedule(fleet, year, 7, linesPerYear) });
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, `elektronisk-rapportering-ers-${year}.zip`);
  await writeSmallZipFile(
    file,
    ERS_MESSAGE_TYPES.map((type) => ({ name: ERS_ENTRY_NAMES[type](year), bytes: files[type] })),
    { modified: { year: year + 1, month: 7, day: 1 }, level: 3 },
  );
  const dcaLines = files.DCA.reduce((count, byte) => count + (byte === 10 ? 1 : 0), 0) - 1;
  return { file, dcaLines };
}
