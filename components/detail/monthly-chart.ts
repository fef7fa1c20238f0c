import { longMonth, shortMonth } from '@/components/charts/month-label';
import { limitSeries, type ChartCategory, type StackedChartData } from '@/components/charts/stack';

/** Most series a monthly chart stacks: the largest seven, then "Andre …" for the rest. */
const MAX_SERIES = 8;

/** One chart category per month (yyyy-MM); the axis names the year too when the months span years. */
export function monthCategories(months: readonly string[]): ChartCategory[] {
  const spansYears = months.length > 0 && months[0].slice(0, 4) !== months[months.length - 1].slice(0, 4);
  return months.map((month) => ({
    key: month,
    label: shortMonth(month, spansYears),
    fullLabel: longMonth(month),
  }));
}

/** Weights per month as the store's queries give them (see MonthlySeries in lib/landings). */
export interface MonthlyWeights {
  months: string[];
  series: { id: string | null; name: string | null; weights: number[] }[];
}

/**
 * A stacked monthly chart of a detail page: one series per station, species or boat. `describe`
 * names a series (its id is null for lines without one); `otherName` is the series of the rest.
 */
export function monthlyChart(
  monthly: MonthlyWeights | null | undefined,
  describe: (series: MonthlyWeights['series'][number]) => { key: string; name: string },
  otherName: string,
): StackedChartData {
  return {
    categories: monthCategories(monthly?.months ?? []),
    series: limitSeries(
      (monthly?.series ?? []).map((series) => ({ ...describe(series), values: series.weights })),
      MAX_SERIES,
      otherName,
    ),
  };
}

/** The text summary of a stacked chart for screen readers: the three largest series and their weight. */
export function largestSeriesText(
  data: StackedChartData,
  formatValue: (value: number) => string,
  count = 3,
): string {
  return data.series
    .slice(0, count)
    .map((series) => `${series.name}: ${formatValue(series.values.reduce((a, b) => a + b, 0))}`)
    .join(', ');
}
