import { ComparisonLineChart } from '@/components/charts/comparison-line-chart';
import { formatWeight } from '@/lib/format';
import type { Season } from '@/lib/landings/places/species-page';

const total = (values: readonly (number | null)[]) => values.reduce<number>((sum, v) => sum + (v ?? 0), 0);

/**
 * The season in a sentence, like against like: while the page's year is under way, each year before it
 * up to the same week (and its whole year), so a half year is never set against a whole one.
 */
export function seasonSummary({ years, weights }: Season): string {
  if (years.length === 0) return 'Ingen landinger.';
  const weeksWithData = weights[0].findIndex((value) => value === null);
  if (weeksWithData < 0) {
    return `${years.map((year, i) => `${year}: ${formatWeight(total(weights[i]))}`).join('; ')}.`;
  }
  const sameWeeks = (values: readonly (number | null)[]) => total(values.slice(0, weeksWithData));
  const before = years
    .slice(1)
    .map(
      (year, i) =>
        `${year}: ${formatWeight(sameWeeks(weights[i + 1]))} (hele året ${formatWeight(total(weights[i + 1]))})`,
    );
  return `Til og med uke ${weeksWithData}: ${[`${years[0]}: ${formatWeight(total(weights[0]))}`, ...before].join('; ')}.`;
}

/**
 * A season week by week: one line per year, the page's year first, so a reader sees whether this
 * winter's cod came earlier or later than last year's. Weeks after the data's last day have no point.
 */
export function SeasonChart({ id, title, season }: { id: string; title: string; season: Season }) {
  const categories = Array.from({ length: season.weights[0]?.length ?? 0 }, (_, i) => ({
    key: String(i + 1),
    label: String(i + 1),
    fullLabel: `Uke ${i + 1}`,
  }));
  return (
    <ComparisonLineChart
      id={id}
      title={title}
      summary={seasonSummary(season)}
      categories={categories}
      series={season.years.map((y, i) => ({ key: String(y), name: String(y), values: season.weights[i] }))}
      categoryHeading="Uke"
      formatValue={formatWeight}
    />
  );
}
