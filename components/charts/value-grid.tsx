import styles from './charts.module.css';

/**
 * The horizontal gridlines of a chart's value axis with their labels at the left, one per tick
 * (niceTicks); shared by the charts drawn on the server.
 */
export function ValueGrid({
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
}) {
  return (
    <g className={styles.grid}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={y(tick)} y2={y(tick)} />
          <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {tick === 0 ? '0' : format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}
