import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import type { SpeciesSeriesGrain, SpeciesWeightAt } from '@/lib/landings/boats/boat-period';
import { formatDate } from '@/lib/format';
import { limitSeries, type ChartSeries, type StackedChartData } from '@/components/charts/stack';
import { periodDays, periodMonths, type PeriodChoice } from '@/lib/url-state/detail-period';
import { monthCategories } from './monthly-chart';

/**
 * The boat page's chart, shaped from what the store summed (lib/landings/boats/boat-period.ts): weight per
 * month, per year or per landing of the period, stacked by species. Nothing here adds landings up.
 */

export type ChartGranularity = 'month' | 'year' | 'landing';

/** Most landings drawn as bars of their own; a period with more is drawn per month. */
export const MAX_LANDING_BARS = 366;
/** Most months drawn as bars by default; a longer period is drawn per year (asked for: up to 240 months). */
export const MAX_MONTH_BARS = 36;
const MAX_ASKED_MONTH_BARS = 240;

/** Calendar months the period touches. */
const monthsIn = (period: Pick<PeriodChoice, 'from' | 'to'>) =>
  (Number(period.to.slice(0, 4)) - Number(period.from.slice(0, 4))) * 12 +
  Number(period.to.slice(5, 7)) -
  Number(period.from.slice(5, 7)) +
  1;

/**
 * Per landing when asked (and there are not too many), or by default when the period is short (up to
 * 3 months) and has few landings; per year over more than three years; per month otherwise.
 */
export function chartGranularity(
  requested: string | undefined,
  period: Pick<PeriodChoice, 'from' | 'to'>,
  landings: number,
): ChartGranularity {
  const months = monthsIn(period);
  const byMonthOrYear: ChartGranularity = months > MAX_MONTH_BARS ? 'year' : 'month';
  if (requested === 'landing') return landings <= MAX_LANDING_BARS ? 'landing' : byMonthOrYear;
  if (requested === 'year') return 'year';
  if (requested === 'month') return months <= MAX_ASKED_MONTH_BARS ? 'month' : 'year';
  return periodDays(period) <= 92 && landings <= 60 ? 'landing' : byMonthOrYear;
}

/** The grain the store sums the chart's weights at, for a granularity that is not per landing. */
export const seriesGrain = (granularity: ChartGranularity): SpeciesSeriesGrain =>
  granularity === 'year' ? 'year' : 'month';

const speciesKey = (code: string) => code.replace(/^fish:/, '') || 'ukjent';

/** One series per species over `slots` bars; weights placed by `slotOf` (no bar of its own: -1). */
function speciesSeries<T>(
  entries: readonly T[],
  slotOf: (entry: T) => number,
  slots: number,
  speciesOf: (entry: T) => { code: string; name: string | null; weight: number }[],
  maxSeries: number,
): ChartSeries[] {
  const byKey = new Map<string, ChartSeries>();
  for (const entry of entries) {
    const slot = slotOf(entry);
    if (slot < 0) continue;
    for (const species of speciesOf(entry)) {
      const key = speciesKey(species.code);
      let series = byKey.get(key);
      if (!series) {
        series = { key, name: species.name || 'Ukjent art', values: Array(slots).fill(0) };
        byKey.set(key, series);
      }
      series.values[slot] = species.weight;
    }
  }
  return limitSeries([...byKey.values()], maxSeries, 'Andre arter');
}

/** Weight per month (or year) of the period, stacked by species (the largest `maxSeries - 1`, then the rest). */
export function periodSpeciesChart(
  weights: readonly SpeciesWeightAt[],
  period: Pick<PeriodChoice, 'from' | 'to'>,
  grain: SpeciesSeriesGrain,
  maxSeries = 8,
): StackedChartData {
  const slots =
    grain === 'year'
      ? yearsOf(period).map((year) => ({ key: year, label: year, fullLabel: year }))
      : monthCategories(periodMonths(period));
  const index = new Map(slots.map((slot, i) => [slot.key, i]));
  return {
    categories: slots,
    series: speciesSeries(
      weights,
      (entry) => index.get(entry.at) ?? -1,
      slots.length,
      (entry) => [entry],
      maxSeries,
    ),
  };
}

function yearsOf(period: Pick<PeriodChoice, 'from' | 'to'>): string[] {
  const first = Number(period.from.slice(0, 4));
  const last = Number(period.to.slice(0, 4));
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => String(first + i));
}

/** Weight of each landing, oldest first, stacked by its species. */
export function perLandingSpeciesChart(rows: readonly LandingSummary[], maxSeries = 8): StackedChartData {
  const ordered = [...rows].sort(
    (a, b) =>
      a.LandingDate.localeCompare(b.LandingDate) ||
      (a.LandingTime ?? '').localeCompare(b.LandingTime ?? '') ||
      a.DocumentKey.localeCompare(b.DocumentKey),
  );
  const slot = new Map(ordered.map((row, i) => [row.DocumentKey, i]));
  return {
    categories: ordered.map((row) => {
      const [, month, day] = row.LandingDate.split('-');
      const place = row.Municipality ? `, ${row.Municipality}` : '';
      return {
        key: row.DocumentKey,
        label: `${Number(day)}/${Number(month)}`,
        fullLabel: `${formatDate(row.LandingDate)}${place}`,
      };
    }),
    series: speciesSeries(
      ordered,
      (row) => slot.get(row.DocumentKey) ?? -1,
      ordered.length,
      (row) => row.Species.map((s) => ({ code: s.ID, name: s.Title, weight: s.TotalWeight })),
      maxSeries,
    ),
  };
}
