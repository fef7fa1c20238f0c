import { escapeMarkup, svgElement } from '@/lib/svg-markup';
import { categoryAxisMarkup, round2, valueAxisWidth, valueGridMarkup } from './chart-markup';
import styles from './charts.module.css';
import { seriesColor } from '@/lib/series-colors';
import { labelEvery, niceTicks } from './scale';
import { SvgFigure, type FigureText } from './svg-figure';

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

const WIDTH = 720;
const HEIGHT = 300;
const MARGIN = { top: 12, right: 12, bottom: 30 };

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
  const ticks = niceTicks(Math.max(0, ...values));
  const left = valueAxisWidth(ticks, formatValue);
  const top = ticks[ticks.length - 1];
  const plotWidth = WIDTH - left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, categories.length);
  const x = (i: number) => left + i * band + band / 2;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(categories.length);

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
    valueGridMarkup({ ticks, y, left, right: WIDTH - MARGIN.right, format: formatValue }),
    ...lines,
    categoryAxisMarkup({
      left,
      right: WIDTH - MARGIN.right,
      baseline: MARGIN.top + plotHeight,
      labels: categories.flatMap((category, i) =>
        i % every === 0 ? [{ x: x(i), text: category.label }] : [],
      ),
    }),
  ].join('');

  const after = (
    <>
      <ul className={styles.legend} aria-label="Forklaring">
        {series.map((s, i) => (
          <li key={s.key}>
            <span className={styles.swatch} style={{ background: seriesColor(i) }} aria-hidden="true" />
            {s.name}
          </li>
        ))}
      </ul>
      <details className={styles.details}>
        <summary>Vis tallene i en tabell</summary>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`${text.title}: tabell`}>
          <table className={styles.table}>
            <caption className="visually-hidden">{text.title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeading}</th>
                {series.map((s) => (
                  <th scope="col" key={s.key}>
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {categories.map((category, i) => (
                <tr key={category.key}>
                  <th scope="row">{category.fullLabel}</th>
                  {series.map((s) => {
                    const value = s.values[i];
                    return (
                      <td key={s.key}>{value === null || value === undefined ? '–' : formatValue(value)}</td>
                    );
                  })}
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
      after={after}
      markup={drawing}
    />
  );
}
