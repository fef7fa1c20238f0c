import { num, round2, text } from '@/lib/store/values';

/** Months as the charts count them: ranges of `yyyy-MM` months and weights per month and key. */

/** `yyyy-MM` months from `from` to `to` inclusive (both `yyyy-MM`). */
export function monthRange(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const [endYear, endMonth] = to.split('-').map(Number);
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** The first day after the month `yyyy-MM`, as `yyyy-MM-dd` (an exclusive upper bound). */
export function dayAfterMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
}

/** Weights per month for a chart: one series per key (station, species, …), aligned with `months`. */
export interface MonthlySeries {
  /** `yyyy-MM`, every month of the period in order. */
  months: string[];
  series: {
    /** The key of the series (station number, species code); null for lines without one. */
    id: string | null;
    name: string | null;
    /** Round weight (kg) per month, aligned with `months`. */
    weights: number[];
    total: number;
  }[];
  /** Sum of all series per month. */
  totals: number[];
}

/** Builds chart series from `{ id, name, month: 'yyyy-MM', weight }` rows; the heaviest series first. */
export function monthlySeries(
  rows: { id: string | null; name: string | null; month: string; weight: number }[],
  months: string[],
): MonthlySeries {
  const index = new Map(months.map((month, i) => [month, i]));
  const byId = new Map<string, MonthlySeries['series'][number]>();
  const totals = months.map(() => 0);
  for (const row of rows) {
    const i = index.get(row.month);
    if (i === undefined) continue;
    const key = row.id ?? '';
    let series = byId.get(key);
    if (!series) {
      series = { id: row.id, name: row.name, weights: months.map(() => 0), total: 0 };
      byId.set(key, series);
    }
    series.name ??= row.name;
    series.weights[i] = round2(series.weights[i] + row.weight);
    series.total = round2(series.total + row.weight);
    totals[i] = round2(totals[i] + row.weight);
  }
  const series = [...byId.values()].sort(
    (a, b) => b.total - a.total || (a.id ?? '').localeCompare(b.id ?? ''),
  );
  return { months, series, totals };
}

/**
 * `monthlySeries` over store rows with a `month` column (`yyyy-MM`): each series' key, name and weight
 * read from the named columns, `id`, `name` and `weight` unless told.
 */
export function monthlySeriesOf(
  rows: Record<string, unknown>[],
  months: string[],
  columns: { id?: string; name?: string; weight?: string } = {},
): MonthlySeries {
  const { id = 'id', name = 'name', weight = 'weight' } = columns;
  return monthlySeries(
    rows.map((row) => ({
      id: text(row[id]),
      name: text(row[name]),
      month: String(row.month),
      weight: num(row[weight]),
    })),
    months,
  );
}
