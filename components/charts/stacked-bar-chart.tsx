import { formatWeight } from '@/lib/format';
import styles from './charts.module.css';
import { SvgFigure, type FigureText } from './svg-figure';
import { ValueGrid } from './value-grid';
import { seriesColor } from './palette';
import { labelEvery, niceTicks } from './scale';
import { categoryTotals, stackSegments, type StackedChartData } from './stack';

export interface StackedBarChartProps extends FigureText {
  data: StackedChartData;
  /** Column head of the category column in the data table (`Måned`, `Landing`). */
  categoryHeading: string;
  formatValue?: (value: number) => string;
  /** Credit under the chart; the data is the directorate's. */
  source?: string;
}

const WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { top: 12, right: 12, bottom: 30, left: 84 };

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
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks[ticks.length - 1];
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const n = Math.max(1, data.categories.length);
  const band = plotWidth / n;
  const gap = Math.min(band * 0.25, 8);
  const barWidth = Math.max(1, band - gap);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(data.categories.length);
  const segments = stackSegments(data);
  const empty = totals.every((total) => total === 0);

  const legendAndNumbers = (
    <>
      {data.series.length > 0 ? (
        <ul className={styles.legend} aria-label="Forklaring">
          {data.series.map((series, i) => (
            <li key={series.key}>
              <span
                className={styles.swatch}
                style={{ background: seriesColor(i, series.isOther) }}
                aria-hidden="true"
              />
              {series.name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className={styles.details}>
        <summary>Vis tallene i en tabell</summary>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`${title}: tabell`}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeading}</th>
                {data.series.map((series) => (
                  <th scope="col" key={series.key}>
                    {series.name}
                  </th>
                ))}
                <th scope="col">Sum</th>
              </tr>
            </thead>
            <tbody>
              {data.categories.map((category, i) => (
                <tr key={category.key}>
                  <th scope="row">{category.fullLabel}</th>
                  {data.series.map((series) => (
                    <td key={series.key}>{formatValue(series.values[i] ?? 0)}</td>
                  ))}
                  <td>{formatValue(totals[i])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p className={styles.source}>{source}</p>
    </>
  );
  return (
    <SvgFigure
      {...text}
      size={[WIDTH, HEIGHT]}
      svgClassName={styles.svg}
      preserveAspectRatio="xMidYMid meet"
      after={legendAndNumbers}
    >
      <ValueGrid ticks={ticks} y={y} left={MARGIN.left} right={WIDTH - MARGIN.right} format={formatValue} />
      <g>
        {segments.map((bar, categoryIndex) =>
          bar.map((segment) => {
            const series = data.series[segment.seriesIndex];
            const category = data.categories[categoryIndex];
            const y0 = y(segment.from);
            const y1 = y(segment.to);
            return (
              <rect
                key={`${categoryIndex}-${segment.seriesIndex}`}
                x={MARGIN.left + categoryIndex * band + gap / 2}
                y={y1}
                width={barWidth}
                height={Math.max(0.5, y0 - y1)}
                fill={seriesColor(segment.seriesIndex, series.isOther)}
              >
                <title>{`${category.fullLabel}: ${series.name} ${formatValue(segment.value)}`}</title>
              </rect>
            );
          }),
        )}
      </g>
      <g className={styles.axis}>
        <line
          x1={MARGIN.left}
          x2={WIDTH - MARGIN.right}
          y1={MARGIN.top + plotHeight}
          y2={MARGIN.top + plotHeight}
        />
        {data.categories.map((category, i) =>
          i % every === 0 ? (
            <text
              key={category.key}
              x={MARGIN.left + i * band + band / 2}
              y={MARGIN.top + plotHeight + 18}
              textAnchor="middle"
            >
              {category.label}
            </text>
          ) : null,
        )}
      </g>
      {empty ? (
        <text
          className={styles.empty}
          x={MARGIN.left + plotWidth / 2}
          y={MARGIN.top + plotHeight / 2}
          textAnchor="middle"
        >
          Ingen landinger i perioden
        </text>
      ) : null}
    </SvgFigure>
  );
}
