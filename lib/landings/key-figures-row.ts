import { num, round2, text } from '@/lib/store/values';
import type { KeyFigures } from './key-figures';

/**
 * Key figures from the one row of totals a page's read sums (`weight`, `value`, `priced_weight`,
 * `landings`, `priced_landings`, `last_landing`): a value stays null when none is known, never 0.
 */
export function keyFiguresOf(row: Record<string, unknown> | undefined): KeyFigures {
  return {
    weight: round2(num(row?.weight)),
    value: row?.value == null ? null : round2(num(row.value)),
    pricedWeight: round2(num(row?.priced_weight)),
    landings: num(row?.landings),
    pricedLandings: num(row?.priced_landings),
    lastLanding: text(row?.last_landing),
  };
}
