/**
 * Data for a stacked bar chart: categories along the x axis (months, landings, …) and series stacked
 * in each bar (species, stations, boats). Pure functions, shared by every chart on the site.
 */

export interface ChartCategory {
  key: string;
  /** Short axis label (`mar`, `3/2`). */
  label: string;
  /** Full label for the data table and tooltips (`mars 2025`, `3/2/2025`). */
  fullLabel: string;
}

export interface ChartSeries {
  key: string;
  name: string;
  /** One value per category, aligned with the categories. */
  values: number[];
  /** The series that gathers everything beyond the largest ones. */
  isOther?: boolean;
}

export interface StackedChartData {
  categories: ChartCategory[];
  series: ChartSeries[];
}

export const OTHER_SERIES_KEY = '__andre__';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Keeps the `max - 1` largest series (by total) and sums the rest into one "other" series, so that a
 * chart never needs more colours than a reader can tell apart. Series stay in order of size.
 */
export function limitSeries(series: ChartSeries[], max: number, otherName = 'Andre'): ChartSeries[] {
  const sorted = [...series].sort(
    (a, b) => sum(b.values) - sum(a.values) || a.name.localeCompare(b.name, 'nb'),
  );
  if (sorted.length <= max) return sorted;
  const kept = sorted.slice(0, Math.max(1, max - 1));
  const rest = sorted.slice(kept.length);
  const length = Math.max(0, ...series.map((s) => s.values.length));
  const values = Array.from({ length }, (_, i) => round2(sum(rest.map((s) => s.values[i] ?? 0))));
  return [...kept, { key: OTHER_SERIES_KEY, name: `${otherName} (${rest.length})`, values, isOther: true }];
}

export interface StackSegment {
  seriesIndex: number;
  value: number;
  /** Cumulative value below and at the top of the segment. */
  from: number;
  to: number;
}

/** The segments of each bar, bottom up, skipping zero values. */
export function stackSegments(data: StackedChartData): StackSegment[][] {
  return data.categories.map((_, categoryIndex) => {
    let running = 0;
    const segments: StackSegment[] = [];
    data.series.forEach((series, seriesIndex) => {
      const value = series.values[categoryIndex] ?? 0;
      if (!(value > 0)) return;
      segments.push({ seriesIndex, value, from: running, to: running + value });
      running += value;
    });
    return segments;
  });
}

/** The total of each category (bar height). */
export function categoryTotals(data: StackedChartData): number[] {
  return data.categories.map((_, i) => round2(sum(data.series.map((s) => s.values[i] ?? 0))));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
