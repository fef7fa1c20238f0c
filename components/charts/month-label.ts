import { formatMonth, MONTH_NAMES } from '@/lib/format';

/** Month labels for chart axes: the month names of lib/format, cut to three letters (`jan`, `mai`). */

/** `2025-03` → `mar` (or `mar 25` when `withYear`). */
export function shortMonth(month: string, withYear = false): string {
  const [year, m] = month.split('-');
  const name = MONTH_NAMES[Number(m) - 1]?.slice(0, 3) ?? month;
  return withYear ? `${name} ${year.slice(2)}` : name;
}

/** `2025-03` → `mars 2025`. */
export function longMonth(month: string): string {
  return formatMonth(month);
}
