import styles from '@/components/charts/charts.module.css';
import { niceTicks } from '@/components/charts/scale';
import { SvgFigure } from '@/components/charts/svg-figure';
import { categoryAxisMarkup, valueAxisWidth, valueGridMarkup } from '@/components/charts/chart-markup';
import { svgElement } from '@/lib/svg-markup';
import { formatDate, formatDateTime, formatWeight } from '@/lib/format';
import { onBoardDays, onBoardPoints } from '@/lib/logbook/on-board-totals';
import type { BoatOnBoardChanges } from '@/lib/logbook/on-board-types';

const WIDTH = 720;
const HEIGHT = 300;
/** Margins in drawing units; the left one holds the value axis's labels (valueAxisWidth). */
const MARGIN = { top: 12, right: 12, bottom: 30 };
const DAY_MS = 86_400_000;
const LINE_COLOR = '#0b6e99';

/**
 * The boat's catch on board over the period as a step line: hauls raise it, landings and transfers
 * lower it, and a reported catch on board at departure or arrival sets it. Drawn on the server like the
 * other charts, with the numbers per day in a table below it.
 */
export function OnBoardChart({ boatName, series }: { boatName: string; series: BoatOnBoardChanges }) {
  const points = onBoardPoints(series);
  const days = onBoardDays(series);
  const start = Date.parse(`${series.From}T00:00:00Z`);
  const end = Date.parse(`${series.To}T00:00:00Z`) + DAY_MS;
  const ticks = niceTicks(Math.max(0, ...points.map((p) => p.total)));
  const left = valueAxisWidth(ticks, formatWeight);
  const top = ticks[ticks.length - 1];
  const plotWidth = WIDTH - left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = (time: string) =>
    left + ((Math.min(end, Math.max(start, Date.parse(time))) - start) / (end - start)) * plotWidth;
  const y = (kg: number) => MARGIN.top + plotHeight - (kg / top) * plotHeight;

  // Steps: the level holds until the next event, then jumps; the last level runs to the period's end.
  let path = `M${x(points[0].time).toFixed(1)},${y(points[0].total).toFixed(1)}`;
  for (const point of points.slice(1)) path += `H${x(point.time).toFixed(1)}V${y(point.total).toFixed(1)}`;
  path += `H${(left + plotWidth).toFixed(1)}`;
  const area = `${path}V${y(0).toFixed(1)}H${left}Z`;

  const dayTicks = Array.from({ length: 6 }, (_, i) => new Date(start + ((end - start - DAY_MS) * i) / 5));
  const peak = points.reduce((best, point) => (point.total > best.total ? point : best), points[0]);
  const now = points[points.length - 1];
  const title = `Fangst om bord ${formatDate(series.From)}–${formatDate(series.To)}`;
  const summary =
    peak.total > 0
      ? `${boatName} hadde mest om bord, ${formatWeight(peak.total)}, ${formatDateTime(peak.time)}. Ved periodens slutt: ${formatWeight(now.total)}.`
      : `${boatName} meldte ingen fangst om bord i perioden.`;

  return (
    <SvgFigure
      id="om-bord-graf"
      title={title}
      summary={summary}
      size={[WIDTH, HEIGHT]}
      svgClassName={styles.svg}
      preserveAspectRatio="xMidYMid meet"
      after={
        <>
          <details className={styles.details}>
            <summary>Vis tallene per dag</summary>
            <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`${title}: tabell`}>
              <table className={styles.table}>
                <caption className="visually-hidden">{title}, per dag</caption>
                <thead>
                  <tr>
                    <th scope="col">Dag</th>
                    <th scope="col">Fanget</th>
                    <th scope="col">Landet eller omlastet</th>
                    <th scope="col">Om bord ved dagens slutt</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day.day}>
                      <th scope="row">{formatDate(day.day)}</th>
                      <td>{formatWeight(day.caught)}</td>
                      <td>{formatWeight(day.removed)}</td>
                      <td>{formatWeight(day.onBoard)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
          <p className={styles.source}>
            Kilde: Fiskeridirektoratet (elektronisk fangstdagbok og sluttsedler). Trekk legger til, landinger
            og omlasting trekker fra; meldt fangst om bord ved avgang og ankomst gjelder.
          </p>
        </>
      }
      markup={[
        valueGridMarkup({ ticks, y, left, right: WIDTH - MARGIN.right, format: formatWeight }),
        svgElement('path', { d: area, fill: LINE_COLOR, 'fill-opacity': 0.15 }),
        svgElement('path', { d: path, fill: 'none', stroke: LINE_COLOR, 'stroke-width': 2 }),
        categoryAxisMarkup({
          left,
          right: WIDTH - MARGIN.right,
          baseline: MARGIN.top + plotHeight,
          labels: dayTicks.map((day) => ({
            x: x(`${day.toISOString().slice(0, 10)}T12:00:00Z`),
            text: `${day.getUTCDate()}.${day.getUTCMonth() + 1}.`,
          })),
        }),
      ].join('')}
    />
  );
}
