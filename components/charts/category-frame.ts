import { categoryAxisMarkup, valueAxisWidth, valueGridMarkup } from './chart-markup';
import { labelEvery, niceTicks } from './scale';

const WIDTH = 720;
const HEIGHT = 300;
/** Margins in drawing units; the left one holds the value axis's labels (valueAxisWidth). */
const MARGIN = { top: 12, right: 12, bottom: 30 };

/**
 * The frame of a chart over categories (months, landings) with a value axis, shared by the bar and
 * line charts so that they line up and read alike: the drawing's size, a band per category, the value
 * scale from 0 to a nice top, and the grid and category axis as markup.
 */
export interface CategoryFrame {
  size: [number, number];
  left: number;
  right: number;
  plotTop: number;
  plotWidth: number;
  plotHeight: number;
  /** Width of one category's band. */
  band: number;
  /** The centre of category `i`'s band. */
  centre: (i: number) => number;
  /** Value → drawing units down from the top. */
  y: (value: number) => number;
  /** The value grid with its labels (drawn under the data). */
  grid: string;
  /** The baseline with the categories' labels, thinned so they do not overlap (drawn over the data). */
  categoryAxis: (labels: readonly string[]) => string;
}

export function categoryFrame(
  maxValue: number,
  categoryCount: number,
  formatValue: (value: number) => string,
): CategoryFrame {
  const ticks = niceTicks(Math.max(0, maxValue));
  const left = valueAxisWidth(ticks, formatValue);
  const right = WIDTH - MARGIN.right;
  const top = ticks[ticks.length - 1];
  const plotWidth = right - left;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = plotWidth / Math.max(1, categoryCount);
  const centre = (i: number) => left + i * band + band / 2;
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const every = labelEvery(categoryCount);
  return {
    size: [WIDTH, HEIGHT],
    left,
    right,
    plotTop: MARGIN.top,
    plotWidth,
    plotHeight,
    band,
    centre,
    y,
    grid: valueGridMarkup({ ticks, y, left, right, format: formatValue }),
    categoryAxis: (labels) =>
      categoryAxisMarkup({
        left,
        right,
        baseline: MARGIN.top + plotHeight,
        labels: labels.flatMap((text, i) => (i % every === 0 ? [{ x: centre(i), text }] : [])),
      }),
  };
}
