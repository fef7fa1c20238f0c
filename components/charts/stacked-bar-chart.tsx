import { formatWeight } from '@/lib/format';
import { ColorLegend } from '@/components/ui/color-legend';
import { ChartNumbers } from './chart-numbers';
import styles from './charts.module.css';
import { CategoryChartFigure } from './category-chart-figure';
import type { FigureText } from './svg-figure';
import { categoryFrame } from './category-frame';
import { round2 } from './chart-markup';
import { escapeMarkup, svgElement } from '@/lib/svg-markup';
import { seriesColor } from '@/lib/series-colors';
import { categoryTotals, stackSegments, type StackedChartData } from './stack';

export interface StackedBarChartProps extends FigureText {
  data: StackedChartData;
  /** Column head of the category column in the data table (`Måned`, `Landing`). */
  categoryHeading: string;
  formatValue?: (value: number) => string;
  /** Credit under the chart; the data is the directorate's. */
  source?: string;
}

/**
 * A stacked bar chart drawn on the server as SVG: readable without JavaScript, with a fixed aspect
 * ratio (the viewBox) so nothing moves when it loads. The picture is one image to assistive technology
 * (`role="img"` named by its title and summary); the numbers are in a table below it, behind a
 * disclosure, and each bar segment has a native tooltip.
 */
export function StackedBarChart({
  data,
  categoryHeading,
  formatValue = formatWeight,
  source = 'Kilde: Fiskeridirektoratet',
  ...text
}: StackedBarChartProps) {
  const { title } = text;
  const totals = categoryTotals(data);
  const frame = categoryFrame(Math.max(...totals), data.categories.length, formatValue);
  const { left, band, y } = frame;
  const gap = Math.min(band * 0.25, 8);
  const barWidth = Math.max(1, band - gap);
  const segments = stackSegments(data);
  const empty = totals.every((total) => total === 0);

  const legendAndNumbers = (
    <>
      {data.series.length > 0 ? (
        <ColorLegend
          items={data.series.map((series, i) => ({
            key: series.key,
            name: series.name,
            color: seriesColor(i, series.isOther),
          }))}
        />
      ) : null}
      <ChartNumbers
        title={title}
        categoryHeading={categoryHeading}
        headings={[...data.series.map((series) => series.name), 'Sum']}
        rows={data.categories.map((category, i) => ({
          key: category.key,
          label: category.fullLabel,
          cells: [...data.series.map((series) => formatValue(series.values[i] ?? 0)), formatValue(totals[i])],
        }))}
        source={source}
      />
    </>
  );
  // The drawing as one markup string (chart-markup.ts): bars and labels never change in the browser.
  const bars = segments.flatMap((bar, categoryIndex) =>
    bar.map((segment) => {
      const series = data.series[segment.seriesIndex];
      const category = data.categories[categoryIndex];
      const y0 = y(segment.from);
      const y1 = y(segment.to);
      return svgElement(
        'rect',
        {
          x: round2(left + categoryIndex * band + gap / 2),
          y: round2(y1),
          width: round2(barWidth),
          height: round2(Math.max(0.5, y0 - y1)),
          fill: seriesColor(segment.seriesIndex, series.isOther),
        },
        `<title>${escapeMarkup(`${category.fullLabel}: ${series.name} ${formatValue(segment.value)}`)}</title>`,
      );
    }),
  );
  const drawing = [
    frame.grid,
    svgElement('g', {}, bars.join('')),
    frame.categoryAxis(data.categories.map((category) => category.label)),
    empty
      ? svgElement(
          'text',
          {
            class: styles.empty,
            x: left + frame.plotWidth / 2,
            y: frame.plotTop + frame.plotHeight / 2,
            'text-anchor': 'middle',
          },
          'Ingen landinger i perioden',
        )
      : '',
  ].join('');
  return <CategoryChartFigure text={text} size={frame.size} markup={drawing} after={legendAndNumbers} />;
}
