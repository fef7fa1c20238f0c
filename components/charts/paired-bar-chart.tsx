import Link from 'next/link';
import { formatWeight } from '@/lib/format';
import { escapeMarkup, svgElement } from '@/lib/svg-markup';
import { round2 } from './chart-markup';
import styles from './paired-bar-chart.module.css';
import { ColorLegend } from '@/components/ui/color-legend';
import { ChartNumbers } from './chart-numbers';
import { OTHER_COLOR, SERIES_COLORS } from '@/lib/series-colors';
import { niceTicks } from './scale';
import { SvgFigure, type FigureText } from './svg-figure';

/** One category of a paired bar chart: this period's value against the one it is compared with. */
export interface PairedBar {
  key: string;
  label: string;
  current: number;
  previous: number;
  /** The view that explains the figure, linked from the table. */
  href?: string;
}

export interface PairedBarChartProps extends FigureText {
  bars: readonly PairedBar[];
  /** What the two bars of a pair are, e.g. `['2026', 'Samme dager i 2025']`. */
  seriesLabels: readonly [current: string, previous: string];
  /** Column head of the category column in the table. */
  categoryHeading: string;
  formatValue?: (value: number) => string;
  /** The change column of the table ("+12,4 %"); left out when absent. */
  formatChange?: (current: number, previous: number) => string;
  source?: string;
}

// A narrow drawing: on a 360 px phone it is scaled to about 0.8, so its 15-unit text stays near 12 px.
const WIDTH = 400;
const LABEL_ROW = 18;
const BAR = 13;
const BAR_GAP = 3;
const PAIR_GAP = 12;
/** Room right of the longest bar for its value ("123.456 t"). */
const VALUE_ROOM = 84;
const ROW = LABEL_ROW + 2 * BAR + BAR_GAP + PAIR_GAP;

const COLORS = [SERIES_COLORS[0], OTHER_COLOR] as const;

/**
 * Horizontal bar pairs drawn on the server as SVG, one pair per category (this period, and the one it
 * is compared with), the category's name above its pair so long names need no axis room on a phone.
 * The picture is one image to assistive technology, named by its title and summary; the numbers, with
 * links to the views that explain them, are in a table under it.
 */
export function PairedBarChart({
  bars,
  seriesLabels,
  categoryHeading,
  formatValue = formatWeight,
  formatChange,
  source = 'Kilde: Fiskeridirektoratet',
  ...text
}: PairedBarChartProps) {
  const ticks = niceTicks(Math.max(0, ...bars.flatMap((bar) => [bar.current, bar.previous])));
  const top = ticks[ticks.length - 1];
  const length = (value: number) => (value / top) * (WIDTH - VALUE_ROOM);
  const height = Math.max(ROW, bars.length * ROW);

  const drawing = bars
    .map((bar, i) => {
      const y = i * ROW;
      const pair = ([bar.current, bar.previous] as const).map((value, side) => {
        const barY = y + LABEL_ROW + side * (BAR + BAR_GAP);
        const width = Math.max(value > 0 ? 1 : 0, length(value));
        return (
          svgElement(
            'rect',
            { x: 0, y: barY, width: round2(width), height: BAR, fill: COLORS[side] },
            `<title>${escapeMarkup(`${bar.label}, ${seriesLabels[side]}: ${formatValue(value)}`)}</title>`,
          ) +
          svgElement(
            'text',
            { class: styles.value, x: round2(width + 4), y: barY + BAR / 2, dy: '0.35em' },
            escapeMarkup(formatValue(value)),
          )
        );
      });
      return (
        svgElement('text', { class: styles.label, x: 0, y: y + LABEL_ROW - 5 }, escapeMarkup(bar.label)) +
        pair.join('')
      );
    })
    .join('');

  const after = (
    <>
      <ColorLegend
        items={seriesLabels.map((label, side) => ({ key: label, name: label, color: COLORS[side] }))}
      />
      <ChartNumbers
        title={text.title}
        categoryHeading={categoryHeading}
        headings={formatChange ? [...seriesLabels, 'Endring'] : seriesLabels}
        rows={bars.map((bar) => ({
          key: bar.key,
          label: bar.href ? <Link href={bar.href}>{bar.label}</Link> : bar.label,
          cells: [
            formatValue(bar.current),
            formatValue(bar.previous),
            ...(formatChange ? [formatChange(bar.current, bar.previous)] : []),
          ],
        }))}
        source={source}
      />
    </>
  );
  return (
    <SvgFigure
      {...text}
      size={[WIDTH, height]}
      svgClassName={styles.svg}
      preserveAspectRatio="xMinYMin meet"
      markup={drawing}
      after={after}
    />
  );
}
