import { findByCode, LANDING_MONTHS, type LengthGroup } from './code-lists';
import { FIELD_SEPARATOR } from './csv';

/**
 * Writers for the value formats the directorate publishes: the inverse of values.ts, for whoever writes
 * files in the published form (the default data set's generator). Each writes a value exactly as the
 * published files do, quirks included (padded month names, a trailing space in one length group), so a
 * written file reads back through the same readers as a real one.
 */

/** A text or code value in double quotes, a quote inside doubled. */
export function quoteText(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** A code column and the name column after it, both quoted: `"05";"Ungdomskvote"`. */
export function quotedCodeAndName(entry: { code: string; name: string }): string {
  return quoteText(entry.code) + FIELD_SEPARATOR + quoteText(entry.name);
}

/** A number with a decimal comma, at most `maxDecimals` places and no trailing zeros (`12,11`, `65`). */
export function formatDecimal(value: number, maxDecimals: number): string {
  const factor = 10 ** maxDecimals;
  const rounded = Math.round(value * factor) / factor;
  return String(rounded).replace('.', ',');
}

export interface CivilDate {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const pad2 = (value: number) => (value < 10 ? '0' : '') + value;

/** `dd.mm.yyyy`, the landing notes' date. */
export function formatDate(date: CivilDate): string {
  return `${pad2(date.day)}.${pad2(date.month)}.${date.year}`;
}

/** `yyyy-mm-dd`, the registers' date. */
export function formatIsoDate(date: CivilDate): string {
  return `${date.year}-${pad2(date.month)}-${pad2(date.day)}`;
}

/**
 * `15.09.2020 12.22.09,423000000`: the landing notes' document version time and the newer VMS time.
 * The argument is the wall-clock time as milliseconds on a zone-less calendar (UTC arithmetic): the
 * file writes no zone, its reader says which one the file means (values.ts).
 */
export function formatTimestamp(wallClockMs: number): string {
  const time = new Date(wallClockMs);
  const millis = time.getUTCMilliseconds();
  return (
    `${formatDate({ year: time.getUTCFullYear(), month: time.getUTCMonth() + 1, day: time.getUTCDate() })} ` +
    `${pad2(time.getUTCHours())}.${pad2(time.getUTCMinutes())}.${pad2(time.getUTCSeconds())},` +
    `${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}000000`
  );
}

/** `Landingsmåned` as published: the month's name padded with spaces to nine characters (`"Mai      "`). */
export function publishedMonthName(month: number): string {
  const entry = findByCode(LANDING_MONTHS, pad2(month));
  if (!entry) throw new RangeError(`No month ${month}`);
  return entry.name.padEnd(9, ' ');
}

/** `Lengdegruppe` as published: the open top group carries a trailing space (`"28 m og over "`). */
export function publishedLengthGroupName(group: LengthGroup): string {
  return group.maxLength === null ? `${group.name} ` : group.name;
}
