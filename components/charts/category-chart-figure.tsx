import type { ReactNode } from 'react';
import styles from './charts.module.css';
import { SvgFigure, type FigureText } from './svg-figure';

/**
 * A chart over categories (category-frame.ts: stacked bars, comparison lines) as a figure: the frame's
 * viewBox, scaled to the column and centred, so the two kinds of chart stand alike on a page.
 */
export function CategoryChartFigure({
  text,
  size,
  markup,
  after,
}: {
  text: FigureText;
  /** The frame's viewBox. */
  size: readonly [width: number, height: number];
  /** The drawing as SVG markup (lib/svg-markup.ts). */
  markup: string;
  /** The legend and the numbers under the drawing. */
  after: ReactNode;
}) {
  return (
    <SvgFigure
      {...text}
      size={size}
      svgClassName={styles.svg}
      preserveAspectRatio="xMidYMid meet"
      after={after}
      markup={markup}
    />
  );
}
