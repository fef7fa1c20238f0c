import { formatNumber, formatWeight } from '@/lib/format';
import { formatValueShare, valueShare, type ValueTotal } from '@/lib/landings/value-coverage';

/**
 * How the front page words a change against last year: "+12,4 %", "−3,1 %", and which species or
 * gears moved most. Pure text, shared by the page and its tests.
 */

/** Change in per cent from `previous` to `current`; null when there was nothing before to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (!(previous > 0)) return null;
  return ((current - previous) / previous) * 100;
}

const MINUS = '\u2212';
const NBSP = '\u00a0';

/**
 * "+12,4 %", "−3,1 %", "0,0 %"; "ny i år" when nothing was landed before and something is now, "–" when
 * neither side has anything.
 */
export function formatChange(current: number, previous: number): string {
  const percent = changePercent(current, previous);
  if (percent == null) return current > 0 ? 'ny i år' : '–';
  const rounded = Math.round(percent * 10) / 10;
  const sign = rounded > 0 ? '+' : rounded < 0 ? MINUS : '';
  return `${sign}${formatNumber(Math.abs(rounded), 1)}${NBSP}%`;
}

/** A change in weight, signed: "+1.234 t", "−56,7 t". */
export function formatWeightChange(current: number, previous: number): string {
  const delta = current - previous;
  if (delta === 0) return '0 t';
  return `${delta > 0 ? '+' : MINUS}${formatWeight(Math.abs(delta))}`;
}

/** Whether a change reads as up, down or flat (for its colour and arrow). */
export function changeDirection(current: number, previous: number): 'up' | 'down' | 'flat' {
  const percent = changePercent(current, previous);
  if (percent == null) return current > 0 ? 'up' : 'flat';
  const rounded = Math.round(percent * 10) / 10;
  return rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
}

/**
 * Why two value totals are not compared, said plainly: "Endringen i verdi vises ikke: verdien er kjent
 * for 0 % av vekten i år og 100 % samme dager i fjor."
 */
export function valueNotComparedText(current: ValueTotal, previous: ValueTotal): string {
  return (
    `Endringen i verdi vises ikke: verdien er kjent for ${formatValueShare(current.value == null ? 0 : valueShare(current))} ` +
    `av vekten i år og ${formatValueShare(previous.value == null ? 0 : valueShare(previous))} samme dager i fjor.`
  );
}

interface Compared {
  current: number;
  previous: number;
}

/** The `count` entries whose weight grew most and the `count` that fell most, biggest change first. */
export function topMovers<T extends Compared>(entries: readonly T[], count = 3): { up: T[]; down: T[] } {
  const delta = (entry: T) => entry.current - entry.previous;
  return {
    up: entries
      .filter((entry) => delta(entry) > 0)
      .sort((a, b) => delta(b) - delta(a))
      .slice(0, count),
    down: entries
      .filter((entry) => delta(entry) < 0)
      .sort((a, b) => delta(a) - delta(b))
      .slice(0, count),
  };
}
