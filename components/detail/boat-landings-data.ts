import type { LandingSummary } from '@/lib/landings/landing-document-lists';
import { formatDate } from '@/lib/format';
import { limitSeries, type ChartSeries, type StackedChartData } from '@/components/charts/stack';
import { periodDays, periodMonths, type PeriodChoice } from '@/lib/url-state/detail-period';
import { valuePerKg, valuePerLanding, type ValueTotal } from '@/lib/landings/value-coverage';
import { monthCategories } from './monthly-chart';

/**
 * The numbers the boat page derives from the boat's landing documents in the period: totals and
 * averages, and the chart series (per month or per landing, stacked by species).
 */

export interface LandingTotals {
  count: number;
  /** Round weight, kg. */
  totalWeight: number;
  /** Value paid to the fisher (NOK) of the landings with a price; null when none has one. */
  totalValue: number | null;
  /** Landings with a price, and the weight of their priced lines: the base of the averages of value. */
  pricedCount: number;
  pricedWeight: number;
  /** The value with what it covers, for the rule of lib/landings/value-coverage.ts. */
  valueTotal: ValueTotal;
  averageWeight: number | null;
  /** Per landing with a price. */
  averageValue: number | null;
  /** NOK per kg round weight over the priced weight. */
  pricePerKg: number | null;
  largest: { weight: number; date: string; docKey: string } | null;
  firstDate: string | null;
  lastDate: string | null;
  /** Days with at least one landing. */
  landingDays: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function landingTotals(rows: readonly LandingSummary[]): LandingTotals {
  let totalWeight = 0;
  let totalValue = 0;
  let pricedCount = 0;
  let pricedWeight = 0;
  let largest: LandingTotals['largest'] = null;
  let firstDate: string | null = null;
  let lastDate: string | null = null;
  const days = new Set<string>();
  for (const row of rows) {
    totalWeight += row.TotalWeight;
    if (row.Price != null) {
      totalValue += row.Price;
      pricedCount++;
    }
    pricedWeight += row.PricedWeight;
    if (!largest || row.TotalWeight > largest.weight) {
      largest = { weight: row.TotalWeight, date: row.LandingDate, docKey: row.DocumentKey };
    }
    if (!firstDate || row.LandingDate < firstDate) firstDate = row.LandingDate;
    if (!lastDate || row.LandingDate > lastDate) lastDate = row.LandingDate;
    days.add(row.LandingDate);
  }
  const count = rows.length;
  const valueTotal: ValueTotal = {
    value: pricedCount > 0 ? round2(totalValue) : null,
    weight: round2(totalWeight),
    pricedWeight: round2(pricedWeight),
    landings: count,
    pricedLandings: pricedCount,
  };
  return {
    count,
    totalWeight: valueTotal.weight,
    totalValue: valueTotal.value,
    pricedCount,
    pricedWeight: valueTotal.pricedWeight,
    valueTotal,
    averageWeight: count > 0 ? round2(totalWeight / count) : null,
    averageValue: valuePerLanding(valueTotal),
    pricePerKg: valuePerKg(valueTotal),
    largest,
    firstDate,
    lastDate,
    landingDays: days.size,
  };
}

export type ChartGranularity = 'month' | 'landing';

/**
 * Per landing when asked, or by default when the period is short (up to 3 months) and has few
 * landings; per month otherwise.
 */
export function chartGranularity(
  requested: string | undefined,
  period: Pick<PeriodChoice, 'from' | 'to'>,
  landings: number,
): ChartGranularity {
  if (requested === 'landing' || requested === 'month') return requested;
  return periodDays(period) <= 92 && landings <= 60 ? 'landing' : 'month';
}

const speciesKey = (id: string) => id.replace(/^fish:/, '') || 'ukjent';

function speciesSeries(
  rows: readonly LandingSummary[],
  slotOf: (row: LandingSummary) => number,
  slots: number,
  maxSeries: number,
): ChartSeries[] {
  const byKey = new Map<string, ChartSeries>();
  for (const row of rows) {
    const slot = slotOf(row);
    if (slot < 0) continue;
    for (const species of row.Species) {
      const key = speciesKey(species.ID);
      let series = byKey.get(key);
      if (!series) {
        series = { key, name: species.Title || 'Ukjent art', values: Array(slots).fill(0) };
        byKey.set(key, series);
      }
      series.values[slot] = round2(series.values[slot] + species.TotalWeight);
    }
  }
  return limitSeries([...byKey.values()], maxSeries, 'Andre arter');
}

/** Weight per month of the period, stacked by species (the largest `maxSeries - 1`, then the rest). */
export function monthlySpeciesChart(
  rows: readonly LandingSummary[],
  period: Pick<PeriodChoice, 'from' | 'to'>,
  maxSeries = 8,
): StackedChartData {
  const months = periodMonths(period);
  const index = new Map(months.map((month, i) => [month, i]));
  return {
    categories: monthCategories(months),
    series: speciesSeries(
      rows,
      (row) => index.get(row.LandingDate.slice(0, 7)) ?? -1,
      months.length,
      maxSeries,
    ),
  };
}

/** Weight of each landing, oldest first, stacked by species. */
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
    series: speciesSeries(ordered, (row) => slot.get(row.DocumentKey) ?? -1, ordered.length, maxSeries),
  };
}
