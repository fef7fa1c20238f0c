/** Timing helpers the benchmarks share: a stopwatch for one piece of work and the statistics of many. */

/** The value at percentile `p` (0–100) of ascending `sorted`; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function stats(times: number[]): { median: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** Milliseconds `work` took. */
export async function time(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/**
 * Milliseconds `work` took on the clock and in CPU time of the whole process (every thread, so DuckDB's
 * workers count): on a shared machine the CPU time moves less with the load beside it.
 */
export async function timeWithCpu(work: () => Promise<unknown>): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const ms = await time(work);
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}
