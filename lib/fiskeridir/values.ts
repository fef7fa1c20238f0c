/**
 * Parsers for the value formats the directorate publishes. All of them trim first (labels and some
 * values carry trailing spaces) and return null for an empty value; a value that is present but does
 * not fit the format also gives null, so callers that must tell "missing" from "malformed" check the
 * raw text themselves (as tests/helpers/landing-record.ts does).
 *
 * Timestamps come back as UTC ISO 8601 strings (`2020-09-15T10:22:09.423Z`, the `Date#toISOString`
 * form): one unambiguous instant whatever zone the file wrote it in. The zone a format is written in
 * is a property of the file, not of the text, so the caller says it: landing notes write Oslo local
 * time, VMS writes UTC.
 */

/**
 * strptime-style patterns for the same formats, so a database layer (DuckDB's `strptime`/`try_strptime`)
 * parses exactly what these functions parse. Checked against DuckDB 1.5: `%n` is nanoseconds (9 digits);
 * `%f` takes at most 6 digits and so does NOT match the directorate's 9-digit fractions.
 * `%b` matches the upper-case month abbreviations (`JAN`) and `%y` puts `24` in 2024.
 */
export const DATE_PATTERN = '%d.%m.%Y';
/** ISO dates, as the registers (and our own generator) write them. */
export const ISO_DATE_PATTERN = '%Y-%m-%d';
/** `Dokument versjonstidspunkt` (Oslo local) and VMS `Tidspunkt (UTC)`: `15.09.2020 12.22.09,423000000`. */
export const TIMESTAMP_PATTERN = '%d.%m.%Y %H.%M.%S,%n';
/** Older landing lines: `22.07.2014 10:51:55` (Oslo local). */
export const LEGACY_TIMESTAMP_PATTERN = '%d.%m.%Y %H:%M:%S';
/** VMS, Oracle's default rendering: `01-JAN-24 15.40.00.000000000` (UTC). */
export const ORACLE_TIMESTAMP_PATTERN = '%d-%b-%y %H.%M.%S.%n';
/** Every timestamp format seen in the published files, for `try_strptime(value, [...])`. */
export const TIMESTAMP_PATTERNS = [
  TIMESTAMP_PATTERN,
  LEGACY_TIMESTAMP_PATTERN,
  ORACLE_TIMESTAMP_PATTERN,
] as const;

export type TimestampZone = 'Europe/Oslo' | 'UTC';

function clean(value: string | null | undefined): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Trimmed text, null when empty. */
export function parseText(value: string | null | undefined): string | null {
  return clean(value);
}

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** `12,11` or `12.11` → 12.11. No thousands separators: the files never write them. */
export function parseDecimal(value: string | null | undefined): number | null {
  const text = clean(value);
  if (text === null || !DECIMAL.test(text)) return null;
  return Number(text.replace(',', '.'));
}

const INTEGER = /^[+-]?\d+$/;

/** Whole numbers only; `12,5` is not an integer and gives null. */
export function parseInteger(value: string | null | undefined): number | null {
  const text = clean(value);
  if (text === null || !INTEGER.test(text)) return null;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : null;
}

function pad(number: number, width: number): string {
  return String(number).padStart(width, '0');
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function isValidDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]);
}

function isoDate(year: number, month: number, day: number): string | null {
  return isValidDate(year, month, day) ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : null;
}

// A trailing time part is tolerated: "…tidspunkt" columns that hold a date today may carry a time tomorrow.
const NORWEGIAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s.*)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/;

/** `02.09.2020` (or `2020-09-02`) → `'2020-09-02'`; null when empty or not a real date. */
export function parseDate(value: string | null | undefined): string | null {
  const text = clean(value);
  if (text === null) return null;
  let match = NORWEGIAN_DATE.exec(text);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  match = ISO_DATE.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  return null;
}

const TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;

/** `09:26:00`, `09:26` or `09.26.00` → `'09:26:00'`; null when empty or out of range. */
export function parseTime(value: string | null | undefined): string | null {
  const text = clean(value);
  if (text === null) return null;
  const match = TIME.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return `${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`;
}

const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
  // Norwegian renderings differ from English in these three.
  MAI: 5,
  OKT: 10,
  DES: 12,
};

// dd.mm.yyyy HH.MM.SS,fffffffff and dd.mm.yyyy HH:MM:SS (fraction optional in both)
const DOTTED_TIMESTAMP = /^(\d{1,2})\.(\d{1,2})\.(\d{4})[ T](\d{1,2})[.:](\d{2})[.:](\d{2})(?:[,.](\d+))?$/;
// dd-MON-yy HH.MM.SS.fffffffff (Oracle)
const ORACLE_TIMESTAMP =
  /^(\d{1,2})-([A-Za-z]{3})-(\d{2}|\d{4}) (\d{1,2})[.:](\d{2})[.:](\d{2})(?:[.,](\d+))?$/;
// yyyy-mm-dd[T ]HH:MM:SS[.fff][Z|±hh:mm]
const ISO_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}:?\d{2})?$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

function fractionToMilliseconds(fraction: string | undefined): number {
  if (!fraction) return 0;
  // Nanoseconds in the files; milliseconds are what a JS Date keeps.
  return Number(fraction.slice(0, 3).padEnd(3, '0'));
}

function twoDigitYear(year: string): number {
  if (year.length === 4) return Number(year);
  // Oracle's RR rule: the data starts in 2000, so 00–69 is this century and 70–99 the last.
  const short = Number(year);
  return short < 70 ? 2000 + short : 1900 + short;
}

function isValidWallClock(clock: WallClock): boolean {
  return (
    isValidDate(clock.year, clock.month, clock.day) &&
    clock.hour <= 23 &&
    clock.minute <= 59 &&
    clock.second <= 59
  );
}

function lastSundayUtc(year: number, month: number): number {
  // month is 1-based; day 0 of the next month is the last day of this one
  const lastDay = new Date(Date.UTC(year, month, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Oslo's offset from UTC in hours for a local wall-clock time. EU rules (summer time from the last Sunday
 * in March 02:00 to the last Sunday in October 03:00 local), in force in Norway for every year the
 * directorate publishes (from 2000). In the repeated October hour the first (summer-time) reading wins.
 */
function osloOffsetHours(clock: WallClock): number {
  const local = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const [summerStart, summerEnd] = summerTimeBounds(clock.year);
  return local >= summerStart && local < summerEnd ? 2 : 1;
}

const summerTimeCache = new Map<number, [number, number]>();

/** Start and end of summer time in local wall-clock milliseconds; a year file asks for one year a million times. */
function summerTimeBounds(year: number): [number, number] {
  let bounds = summerTimeCache.get(year);
  if (!bounds) {
    bounds = [Date.UTC(year, 2, lastSundayUtc(year, 3), 2), Date.UTC(year, 9, lastSundayUtc(year, 10), 3)];
    summerTimeCache.set(year, bounds);
  }
  return bounds;
}

function toUtcIso(clock: WallClock, zone: TimestampZone): string {
  const offsetHours = zone === 'UTC' ? 0 : osloOffsetHours(clock);
  const epoch =
    Date.UTC(
      clock.year,
      clock.month - 1,
      clock.day,
      clock.hour,
      clock.minute,
      clock.second,
      clock.millisecond,
    ) -
    offsetHours * 3_600_000;
  return new Date(epoch).toISOString();
}

/**
 * Any timestamp format seen in the directorate's files, read as wall-clock time in `zone`, returned as a
 * UTC ISO string (`2020-09-15T10:22:09.423Z`). Formats:
 * - `15.09.2020 12.22.09,423000000` (landing version time, VMS 2023)
 * - `22.07.2014 10:51:55` (older landing lines)
 * - `01-JAN-24 15.40.00.000000000` (VMS, Oracle style)
 * - ISO `2020-09-15T12:22:09` — with `Z` or an offset the text's own zone wins over `zone`.
 * Fractions beyond milliseconds are dropped.
 */
export function parseTimestamp(
  value: string | null | undefined,
  zone: TimestampZone = 'Europe/Oslo',
): string | null {
  const text = clean(value);
  if (text === null) return null;

  let match = DOTTED_TIMESTAMP.exec(text);
  if (match) {
    const clock: WallClock = {
      day: Number(match[1]),
      month: Number(match[2]),
      year: Number(match[3]),
      hour: Number(match[4]),
      minute: Number(match[5]),
      second: Number(match[6]),
      millisecond: fractionToMilliseconds(match[7]),
    };
    return isValidWallClock(clock) ? toUtcIso(clock, zone) : null;
  }

  match = ORACLE_TIMESTAMP.exec(text);
  if (match) {
    const month = MONTHS[match[2].toUpperCase()];
    if (month === undefined) return null;
    const clock: WallClock = {
      day: Number(match[1]),
      month,
      year: twoDigitYear(match[3]),
      hour: Number(match[4]),
      minute: Number(match[5]),
      second: Number(match[6]),
      millisecond: fractionToMilliseconds(match[7]),
    };
    return isValidWallClock(clock) ? toUtcIso(clock, zone) : null;
  }

  match = ISO_TIMESTAMP.exec(text);
  if (match) {
    const clock: WallClock = {
      year: Number(match[1]),
      month: Number(match[2]),
      day: Number(match[3]),
      hour: Number(match[4]),
      minute: Number(match[5]),
      second: match[6] === undefined ? 0 : Number(match[6]),
      millisecond: fractionToMilliseconds(match[7]),
    };
    if (!isValidWallClock(clock)) return null;
    const designator = match[8];
    if (designator === undefined) return toUtcIso(clock, zone);
    const utc = toUtcIso(clock, 'UTC');
    if (designator === 'Z') return utc;
    const sign = designator.startsWith('-') ? -1 : 1;
    const digits = designator.slice(1).replace(':', '');
    const offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2)));
    return new Date(Date.parse(utc) - offsetMinutes * 60_000).toISOString();
  }

  return null;
}
