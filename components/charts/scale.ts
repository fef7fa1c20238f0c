/**
 * Axis ticks for charts: round steps (1, 2, 2.5 or 5 × a power of ten) from zero up past the largest
 * value, so gridlines land on numbers people read easily.
 */
export function niceStep(roughStep: number): number {
  if (!(roughStep > 0) || !Number.isFinite(roughStep)) return 1;
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const fraction = roughStep / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Ticks from 0 to at least `max`, about `count` intervals. `[0, 1]` when there is nothing to show. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const step = niceStep(max / count);
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}

/** Which of `n` category labels to print so that at most `maxLabels` show, evenly spread. */
export function labelEvery(n: number, maxLabels = 12): number {
  return n <= maxLabels ? 1 : Math.ceil(n / maxLabels);
}
