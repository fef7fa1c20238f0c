import { ComparisonLineChart } from '@/components/charts/comparison-line-chart';
import { longMonth, shortMonth } from '@/components/charts/month-label';
import { formatPrice, MONTH_NAMES } from '@/lib/format';
import type { MonthPrice } from '@/lib/landings/places/species-page';

/**
 * Kr per kg month by month, one line per year (the page's year first), so this year's price sits on
 * last year's. A month whose value is not yet published has no point; with no published month at all
 * there is no chart, and the page says why.
 */
export function PriceChart({
  id,
  title,
  prices,
  years,
}: {
  id: string;
  title: string;
  prices: readonly MonthPrice[];
  years: readonly number[];
}) {
  const priceOf = new Map(prices.map((row) => [row.month, row.pricePerKg]));
  const monthKey = (year: number, index: number) => `${year}-${String(index + 1).padStart(2, '0')}`;
  const series = years.map((year) => ({
    key: String(year),
    name: String(year),
    values: MONTH_NAMES.map((_, i) => priceOf.get(monthKey(year, i)) ?? null),
  }));
  const known = prices.filter((row) => row.pricePerKg != null);
  if (known.length === 0) return null;
  const newest = known[0];
  return (
    <ComparisonLineChart
      id={id}
      title={title}
      summary={`Siste måned med publisert verdi: ${longMonth(newest.month)}, ${formatPrice(newest.pricePerKg)} per kg.`}
      categories={MONTH_NAMES.map((name, i) => ({
        key: String(i + 1),
        label: shortMonth(monthKey(years[0], i)),
        fullLabel: name,
      }))}
      series={series}
      categoryHeading="Måned"
      formatValue={(value) => `${formatPrice(value)}/kg`}
    />
  );
}
