import { generateSampleFiles } from '../lib/sample-data/generate';

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
  });
}
