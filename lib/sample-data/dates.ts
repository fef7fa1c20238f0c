import { formatIsoDate } from '@/lib/fiskeridir/writers';

/**
 * Calendar arithmetic on whole days since 1970-01-01 (UTC), which keeps the generator free of time
 * zones and of the machine's clock. Times of day are minutes or milliseconds on top of a day number.
 * Writing dates and times in the published formats is lib/fiskeridir/writers.ts's job.
 */

const MS_PER_DAY = 86_400_000;

export function dayNumber(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function parseIsoDay(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`Expected a date as yyyy-mm-dd, got "${text}"`);
  const day = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  // Date.UTC rolls 30 February over into March: a date that does not exist is refused instead.
  if (isoDay(day) !== text) throw new Error(`No such date: "${text}"`);
  return day;
}

/** A day number as yyyy-mm-dd. */
export function isoDay(day: number): string {
  return formatIsoDate(calendarDay(day));
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

export const MS_PER_HOUR = 3_600_000;
export { MS_PER_DAY };
