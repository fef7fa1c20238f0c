import { escapeMarkup, svgElement } from '@/lib/svg-markup';
import styles from './charts.module.css';

/**
 * The parts the server's charts share, as SVG markup (lib/svg-markup.ts): a chart is dozens to hundreds
 * of static bars, lines and labels, sent and hydrated as one string rather than element by element
 * (which also put each of them into the page's RSC payload as JSON).
 */

/** Two decimals are a hundredth of a drawing unit: finer adds bytes, not sharpness. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Width of the value axis's labels in drawing units: room for the longest label at the phone's font size
 * (charts.module.css draws text at 25 units there, where the chart is scaled to under half), so that no
 * label loses its leading digits.
 */
export function valueAxisWidth(ticks: readonly number[], format: (value: number) => string): number {
  const longest = Math.max(1, ...ticks.map((tick) => (tick === 0 ? '0' : format(tick)).length));
  return Math.min(240, Math.max(48, Math.ceil(16 + longest * AXIS_CHAR_WIDTH)));
}

/** A character of the axis labels at 25 units, a little over the widest digits' average. */
const AXIS_CHAR_WIDTH = 14.5;

/**
 * The horizontal gridlines of a chart's value axis with their labels at the left, one per tick
 * (niceTicks).
 */
export function valueGridMarkup({
  ticks,
  y,
  left,
  right,
  format,
}: {
  ticks: readonly number[];
  /** Value → drawing units down from the top. */
  y: (value: number) => number;
  /** Where the plot starts and ends, in drawing units. */
  left: number;
  right: number;
  format: (value: number) => string;
}): string {
  const lines = ticks.map(
    (tick) =>
      svgElement('line', { x1: left, x2: right, y1: round2(y(tick)), y2: round2(y(tick)) }) +
      svgElement(
        'text',
        { x: left - 8, y: round2(y(tick)), dy: '0.32em', 'text-anchor': 'end' },
        escapeMarkup(tick === 0 ? '0' : format(tick)),
      ),
  );
  return svgElement('g', { class: styles.grid }, lines.join(''));
}

/** More category labels than this overlap on a phone. */
const MAX_PHONE_LABELS = 6;

/** The category axis: the baseline and a label under each labelled position. */
export function categoryAxisMarkup({
  left,
  right,
  baseline,
  labels,
}: {
  left: number;
  right: number;
  /** The y of the value 0, in drawing units. */
  baseline: number;
  labels: readonly { x: number; text: string }[];
}): string {
  return svgElement(
    'g',
    { class: styles.axis },
    svgElement('line', { x1: left, x2: right, y1: baseline, y2: baseline }) +
      labels
        .map((label, i) =>
          svgElement(
            'text',
            {
              x: round2(label.x),
              y: baseline + 21,
              'text-anchor': 'middle',
              // On a phone the labels are drawn larger: every other one gives way when there are many.
              class: labels.length > MAX_PHONE_LABELS && i % 2 === 1 ? styles.minorLabel : undefined,
            },
            escapeMarkup(label.text),
          ),
        )
        .join(''),
  );
}
