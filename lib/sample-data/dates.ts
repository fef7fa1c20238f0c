/**
 * Calendar arithmetic on whole days since 1970-01-01 (UTC), which keeps the generator free of time
 * zones and of the machine's clock. Times of day are minutes or milliseconds on top of a day number.
 */

const MS_PER_DAY = 86_400_000;

export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function parseIsoDay(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`Expected a date as yyyy-mm-dd, got "${text}"`);
  return dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Civil date of a day number, by arithmetic (Howard Hinnant's days-to-civil): no Date objects in hot loops. */
export function calendarDay(day: number): CalendarDay {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const dayOfMonth = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfMonth };
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export function daysInYear(year: number): number {
  return dayNumber(year + 1, 1, 1) - dayNumber(year, 1, 1);
}

const pad2 = (value: number) => (value < 10 ? '0' : '') + value;

export function isoDay(day: number): string {
  const c = calendarDay(day);
  return `${c.year}-${pad2(c.month)}-${pad2(c.day)}`;
}

/** dd.mm.yyyy, the landing notes' date format. */
export function norwegianDay(day: number): string {
  const c = calendarDay(day);
  return `${pad2(c.day)}.${pad2(c.month)}.${c.year}`;
}

/** `15.09.2020 12.22.09,423000000`: the notes' document version time (and VMS times), from ms since epoch. */
export function versionTimestamp(ms: number): string {
  const day = Math.floor(ms / MS_PER_DAY);
  const c = calendarDay(day);
  let rest = ms - day * MS_PER_DAY;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return (
    `${pad2(c.day)}.${pad2(c.month)}.${c.year} ${pad2(hours)}.${pad2(minutes)}.${pad2(seconds)},` +
    `${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}000000`
  );
}

export function msOfDay(day: number): number {
  return day * MS_PER_DAY;
}

export const MS_PER_HOUR = 3_600_000;
export { MS_PER_DAY };

/** Decimal with a comma and no trailing zeros ("12,11", "42,5", "65"). */
export function decimal(value: number, maxDecimals: number): string {
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded).replace('.', ',');
}
