import type { ReactNode } from 'react';
import { escapeMarkup } from '@/lib/svg-markup';
import styles from './svg-figure.module.css';

/** What every chart and map says in words: its caption and a summary for screen readers. */
export interface FigureText {
  /** Unique on the page: the base of the figure's element ids. */
  id: string;
  title: string;
  /** One or two sentences that say what the drawing shows (for screen readers and as a summary). */
  summary: string;
}

interface SvgFigureProps extends FigureText {
  /** The viewBox: width and height in drawing units. */
  size: readonly [width: number, height: number];
  /** Sizing of this kind of drawing (max width, aspect ratio, font, frame). */
  svgClassName: string;
  preserveAspectRatio?: string;
  /** The drawing itself, inside the SVG: React elements, or */
  children?: ReactNode;
  /**
   * the drawing as SVG markup (lib/svg-markup.ts), for drawings of hundreds of static elements: sent
   * and hydrated as one string instead of element by element.
   */
  markup?: string;
  /**
   * or the address of the drawing as an SVG image of its own: shown with `<img>`, loaded when it nears
   * the viewport, named by the same title and summary.
   */
  imageSrc?: string;
  /** What follows the drawing inside the figure: legend, credits, the numbers as text. */
  after?: ReactNode;
  /** Puts the SVG inside another element (the interactive map that takes its place in the browser). */
  wrapDrawing?: (drawing: ReactNode) => ReactNode;
}

/**
 * A server-drawn SVG with a visible caption, as charts and maps show them: the figure is named by its
 * caption, and the SVG (`role="img"`) by its title and summary, so a screen reader hears both.
 */
export function SvgFigure({
  id,
  title,
  summary,
  size: [width, height],
  svgClassName,
  preserveAspectRatio,
  children,
  markup,
  imageSrc,
  after,
  wrapDrawing,
}: SvgFigureProps) {
  const titleId = `${id}-tittel`;
  const summaryId = `${id}-sammendrag`;
  const svgProps = {
    className: `${styles.svg} ${svgClassName}`,
    viewBox: `0 0 ${width} ${height}`,
    role: 'img',
    'aria-labelledby': `${titleId}-svg ${summaryId}`,
    preserveAspectRatio,
  };
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption className={styles.title} id={titleId}>
        {title}
      </figcaption>
      {(wrapDrawing ?? ((drawing: ReactNode) => drawing))(
        imageSrc !== undefined ? (
          // A plain <img>: next/image has nothing to add to a server-made SVG (no resizing, no formats).
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={svgProps.className}
            src={imageSrc}
            width={width}
            height={height}
            alt={`${title}. ${summary}`}
            loading="lazy"
            decoding="async"
          />
        ) : markup !== undefined ? (
          <svg
            {...svgProps}
            dangerouslySetInnerHTML={{
              __html: `<title id="${escapeMarkup(`${titleId}-svg`)}">${escapeMarkup(title)}</title><desc id="${escapeMarkup(summaryId)}">${escapeMarkup(summary)}</desc>${markup}`,
            }}
          />
        ) : (
          <svg {...svgProps}>
            <title id={`${titleId}-svg`}>{title}</title>
            <desc id={summaryId}>{summary}</desc>
            {children}
          </svg>
        ),
      )}
      {after}
    </figure>
  );
}
