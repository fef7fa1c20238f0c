import { escapeMarkup, svgElement } from '@/lib/svg-markup';
import { categoryFrame } from './category-frame';
import { round2 } from './chart-markup';
import { ColorLegend } from '@/components/ui/color-legend';
import { ChartNumbers } from './chart-numbers';
import { seriesColor } from '@/lib/series-colors';
import { CategoryChartFigure } from './category-chart-figure';
import type { FigureText } from './svg-figure';

export interface ComparisonSeries {
  key: string;
  name: string;
  /** One value per category; null where the series has none (no line drawn through it). */
  values: readonly (number | null)[];
}

export interface ComparisonLineChartProps extends FigureText {
  categories: readonly { key: string; label: string; fullLabel: string }[];
  series: readonly ComparisonSeries[];
  categoryHeading: string;
  formatValue: (value: number) => string;
  source?: string;
}

/**
 * Lines of a few series over the same categories (a boat against its segment, month by month), drawn
 * on the server as SVG like the bar charts: one image to assistive technology, the numbers in a table
 * behind a disclosure, a native tooltip on each point. A missing value breaks the line.
 */
export function ComparisonLineChart({
  categories,
  series,
  categoryHeading,
  formatValue,
  source = 'Kilde: Fiskeridirektoratet',
  ...text
}: ComparisonLineChartProps) {
  const values = series.flatMap((s) => s.values.filter((value): value is number => value !== null));
  const frame = categoryFrame(Math.max(0, ...values), categories.length, formatValue);
  const { centre: x, y } = frame;

  const lines = series.map((s, seriesIndex) => {
    const color = seriesColor(seriesIndex);
    const runs: string[][] = [[]];
    const points: string[] = [];
    s.values.forEach((value, i) => {
      if (value === null) {
        runs.push([]);
        return;
      }
      runs[runs.length - 1].push(`${round2(x(i))},${round2(y(value))}`);
      points.push(
        svgElement(
          'circle',
          { cx: round2(x(i)), cy: round2(y(value)), r: 4, fill: color },
          `<title>${escapeMarkup(`${categories[i].fullLabel}: ${s.name} ${formatValue(value)}`)}</title>`,
        ),
      );
    });
    const paths = runs
      .filter((run) => run.length > 1)
      .map((run) =>
        svgElement('polyline', {
          points: run.join(' '),
          fill: 'none',
          stroke: color,
          'stroke-width': 2.5,
          // The second series dashed: told apart without colour too.
          'stroke-dasharray': seriesIndex === 1 ? '6 4' : undefined,
        }),
      );
    return svgElement('g', {}, [...paths, ...points].join(''));
  });

  const drawing = [
    frame.grid,
    ...lines,
    frame.categoryAxis(categories.map((category) => category.label)),
  ].join('');

  const after = (
    <>
      <ColorLegend items={series.map((s, i) => ({ key: s.key, name: s.name, color: seriesColor(i) }))} />
      <ChartNumbers
        title={text.title}
        categoryHeading={categoryHeading}
        headings={series.map((s) => s.name)}
        rows={categories.map((category, i) => ({
          key: category.key,
          label: category.fullLabel,
          cells: series.map((s) => {
            const value = s.values[i];
            return value === null || value === undefined ? '–' : formatValue(value);
          }),
        }))}
        source={source}
      />
    </>
  );
  return <CategoryChartFigure text={text} size={frame.size} markup={drawing} after={after} />;
}
