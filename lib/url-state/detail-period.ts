import { differenceInCalendarDays, eachMonthOfInterval, format, parseISO } from 'date-fns';
import { formatDate } from '@/lib/format';
import { isIsoDate, param, parseYear } from './params';

/**
 * The period a detail page shows, from its URL (`?year=2025` or `?from=2025-03-01&to=2025-05-31`),
 * defaulting to this year, or to the newest year with landings when this year has none yet (the page
 * then says so). The same parameters drive the period form (components/detail/period-form.tsx), the
 * year links and the tables' CSV links.
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

/** The period parameters of a request's query (`?year=` or `?from=&to=`), for route handlers. */
export function periodParamsOf(search: URLSearchParams): PeriodParams {
  const param = (name: string) => search.get(name) ?? undefined;
  return { year: param('year'), from: param('from'), to: param('to') };
}

// Made once: constructing an Intl formatter costs far more than formatting with one.
const osloIsoDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Oslo' });

/** Today's date in Norway, yyyy-MM-dd. */
export function osloToday(now: Date = new Date()): string {
  return osloIsoDate.format(now);
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
  const from = param(params.from);
  const to = param(params.to);
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
  const asked = parseYear(param(params.year));
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

/** Most months a chart of a period shows: twenty years, so a typed-in wide range stays drawable. */
const MAX_MONTHS = 240;

/** Months (yyyy-MM) from the period's first to its last, inclusive, at most MAX_MONTHS. */
export function periodMonths(period: Pick<PeriodChoice, 'from' | 'to'>): string[] {
  const start = parseISO(period.from.slice(0, 7) + '-01');
  const end = parseISO(period.to.slice(0, 7) + '-01');
  if (start > end) return [];
  // Clamp before listing: a range over centuries would otherwise build every month first.
  const lastShown = new Date(start.getFullYear(), start.getMonth() + MAX_MONTHS - 1, 1);
  return eachMonthOfInterval({ start, end: end < lastShown ? end : lastShown }).map((month) =>
    format(month, 'yyyy-MM'),
  );
}

/** Days in the period, both ends counted. */
export function periodDays(period: Pick<PeriodChoice, 'from' | 'to'>): number {
  return differenceInCalendarDays(parseISO(period.to), parseISO(period.from)) + 1;
}

/**
 * The boat page's long tables. Its first view shows the newest rows of each; `?alle=<table>` shows that
 * table in full, the landings a page of rows at a time (`&side=N`); the CSV download always has every row.
 */
export const BOAT_FULL_TABLES = ['landinger', 'effektivitet'] as const;
export type BoatFullTable = (typeof BOAT_FULL_TABLES)[number];

export function parseBoatFullTable(value: string | null | undefined): BoatFullTable | null {
  const table = value?.trim();
  return (BOAT_FULL_TABLES as readonly string[]).includes(table ?? '') ? (table as BoatFullTable) : null;
}
