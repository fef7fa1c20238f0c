import { formatDate } from '@/lib/format';

/**
 * The period a detail page shows, from its URL (`?year=2025` or `?from=2025-03-01&to=2025-05-31`),
 * defaulting to this year, or to the newest year with landings when this year has none yet (the page
 * then says so).
 */

export interface PeriodChoice {
  /** yyyy-MM-dd, both inclusive. */
  from: string;
  to: string;
  /** The calendar year, when the period is one whole year. */
  year: number | null;
  /** `2025` or `1/3/2025–31/5/2025`. */
  label: string;
  /** No period was asked for. */
  isDefault: boolean;
  /** Why this period is shown, when it is not what the reader would expect. */
  note: string | null;
}

export interface PeriodParams {
  year?: string | string[];
  from?: string | string[];
  to?: string | string[];
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A real calendar date written yyyy-MM-dd. */
export function isIsoDate(value: string | undefined | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A plausible landing year (the published data starts in 2000). */
export function parseYear(value: string | undefined | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1990 && year <= 2100 ? year : null;
}

/** Today's date in Norway, yyyy-MM-dd. */
export function osloToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' }).format(now);
}

export function yearPeriod(year: number, extra: Partial<PeriodChoice> = {}): PeriodChoice {
  return {
    from: `${year}-01-01`,
    to: `${year}-12-31`,
    year,
    label: String(year),
    isDefault: false,
    note: null,
    ...extra,
  };
}

/**
 * Resolves the period. `dataYears` are the years the page's subject has landings in; `today` is
 * yyyy-MM-dd (Norwegian time).
 */
export function resolvePeriod(
  params: PeriodParams,
  context: { today: string; dataYears: number[] },
): PeriodChoice {
  const from = first(params.from);
  const to = first(params.to);
  if (isIsoDate(from) && isIsoDate(to) && from <= to) {
    const wholeYear = from.slice(0, 4) === to.slice(0, 4) && from.endsWith('-01-01') && to.endsWith('-12-31');
    if (wholeYear) return yearPeriod(Number(from.slice(0, 4)));
    return {
      from,
      to,
      year: null,
      label: `${formatDate(from)}–${formatDate(to)}`,
      isDefault: false,
      note: null,
    };
  }
  const asked = parseYear(first(params.year));
  if (asked != null) return yearPeriod(asked);

  const thisYear = Number(context.today.slice(0, 4));
  const years = [...new Set(context.dataYears)].sort((a, b) => b - a);
  if (years.length === 0 || years.includes(thisYear)) return yearPeriod(thisYear, { isDefault: true });
  const newest = years.find((year) => year < thisYear) ?? years[0];
  return yearPeriod(newest, {
    isDefault: true,
    note: `Ingen landinger i ${thisYear} ennå. Viser ${newest}, det siste året med landinger.`,
  });
}

/** The period as URL parameters (for links that keep it). */
export function periodSearchParams(period: PeriodChoice): Record<string, string> {
  if (period.isDefault) return {};
  return period.year != null ? { year: String(period.year) } : { from: period.from, to: period.to };
}

/** Months (yyyy-MM) from the period's first to its last, inclusive. */
export function periodMonths(period: Pick<PeriodChoice, 'from' | 'to'>): string[] {
  const months: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const endYear = Number(period.to.slice(0, 4));
  const endMonth = Number(period.to.slice(5, 7));
  while ((year < endYear || (year === endYear && month <= endMonth)) && months.length < 240) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

/** Days in the period, both ends counted. */
export function periodDays(period: Pick<PeriodChoice, 'from' | 'to'>): number {
  const ms = Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
