/**
 * Every number and date the site shows goes through here (spec section 9), so a table, a chart
 * label and a CSV header never disagree. Norwegian style: "." groups thousands, "," marks decimals.
 */

// A plain loop, not a look-ahead regex: a long table calls this for every cell of its render.
function groupThousands(integerDigits: string): string {
  const length = integerDigits.length;
  const head = length % 3 || 3;
  let grouped = integerDigits.slice(0, head);
  for (let i = head; i < length; i += 3) grouped += `.${integerDigits.slice(i, i + 3)}`;
  return grouped;
}

/** A number with a fixed count of decimals, "." between thousands and "," before the decimals. */
export function formatNumber(value: number, decimals = 0): string {
  const sign = value < 0 ? '-' : '';
  const fixed = Math.abs(value).toFixed(decimals);
  const point = fixed.indexOf('.');
  if (point < 0) return sign + groupThousands(fixed);
  return `${sign}${groupThousands(fixed.slice(0, point))},${fixed.slice(point + 1)}`;
}

/**
 * Weight given in kg. 0 shows "0 t"; from 100 kg it is shown in tonnes, with 1 decimal under 100 t;
 * below 100 kg in kg, and below 1 kg in grams.
 */
export function formatWeight(kg: number | null | undefined): string {
  if (kg == null || Number.isNaN(kg)) return '–';
  if (kg === 0) return '0 t';
  const magnitude = Math.abs(kg);
  if (magnitude >= 100) {
    const tonnes = kg / 1000;
    // Rounding 99,96 t to one decimal gives "100,0 t": show it the way 100 t is shown.
    return Math.abs(tonnes) < 99.95 ? `${formatNumber(tonnes, 1)} t` : `${formatNumber(tonnes, 0)} t`;
  }
  if (magnitude >= 1) return `${formatNumber(kg, Number.isInteger(kg) ? 0 : 1)} kg`;
  return `${formatNumber(kg * 1000, 0)} g`;
}

/** Price in NOK: "." thousands separator and " kr"; 1 decimal under 100. */
export function formatPrice(nok: number | null | undefined): string {
  if (nok == null || Number.isNaN(nok)) return '–';
  return Math.abs(nok) < 99.95 ? `${formatNumber(nok, 1)} kr` : `${formatNumber(nok, 0)} kr`;
}

/** Length in metres: 1 decimal and " m". */
export function formatLength(metres: number | null | undefined): string {
  if (metres == null || Number.isNaN(metres)) return '–';
  return `${formatNumber(metres, 1)} m`;
}

/**
 * The site's one way of writing a day: "5/3/2021" (spec section 9), d/M/yyyy from the Date's own local
 * fields. No date library here: this module is in the browser on every page that shows a date, and
 * date-fns (even its getters and ISO-week functions) cost /topoffloads its first-load budget.
 */
const dayText = (date: Date) => `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;

const DAY_MS = 86_400_000;

/**
 * ISO 8601 week and week-year of a local calendar day: weeks start on Monday, and a week belongs to
 * the year of its Thursday (so 29/12/2025 is «uke 1 2026»). Counted in UTC days, so a daylight-saving
 * change in between cannot shift it. Checked against date-fns in lib/format.test.ts.
 */
export function isoWeek(date: Date): { week: number; year: number } {
  const mondayBased = (date.getDay() + 6) % 7;
  const thursday = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate() - mondayBased + 3);
  const year = new Date(thursday).getUTCFullYear();
  return { week: 1 + Math.floor((thursday - Date.UTC(year, 0, 1)) / DAY_MS / 7), year };
}

const HOUR_MS = 3_600_000;

const osloWallClockParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/**
 * Norway's offset from UTC (ms) per UTC hour. Its offsets are whole hours and it changes them on the
 * hour, so one answer holds for the whole hour: a table of a few hundred timestamps asks Intl's
 * `formatToParts` (slow) once per hour they fall in, not once per timestamp.
 */
const osloOffsets = new Map<number, number>();

export function osloOffsetMs(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  let offset = osloOffsets.get(hour);
  if (offset === undefined) {
    const start = hour * HOUR_MS;
    const parts = Object.fromEntries(
      osloWallClockParts.formatToParts(new Date(start)).map((p) => [p.type, Number(p.value)]),
    );
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - start;
    if (osloOffsets.size >= 100_000) osloOffsets.clear();
    osloOffsets.set(hour, offset);
  }
  return offset;
}

/** The instant's date and time on a Norwegian wall clock, in the UTC fields of the returned Date. */
function osloWallClock(instant: Date): Date {
  return new Date(instant.getTime() + osloOffsetMs(instant));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH_OR_DAY = /^\d{4}-\d{2}(?:-\d{2})?$/;

/**
 * A calendar date (yyyy-MM-dd, or yyyy-MM for its first day) as a local Date, or null. Local midnight,
 * not UTC: the Date is read by its local fields, so the day shown is the day written in any zone.
 */
function calendarDate(value: string, shape: RegExp): Date | null {
  if (!shape.test(value)) return null;
  // The shape is checked, so the parts are numbers: build the local date from them and refuse one the
  // calendar rolled over (30 February). Cheaper than date-fns' parseISO (which accepts far more shapes
  // than these two) on every page that formats a date in the browser.
  const [year, month, day = 1] = value.split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** The day an instant was in Norway, as a local Date (date-fns has no time zones without @date-fns/tz). */
function osloDay(instant: Date): Date {
  const clock = osloWallClock(instant);
  return new Date(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate());
}

/**
 * A date as d/M/yyyy. A calendar date string (yyyy-MM-dd) is shown as it is; an instant
 * (Date or ISO timestamp) is shown as the date it was in Norway.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '–';
  if (typeof value === 'string' && DAY.test(value)) {
    // A calendar date that does not exist (30 February) is nonsense, not an instant to reinterpret.
    const day = calendarDate(value, DAY);
    return day ? dayText(day) : '–';
  }
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? '–' : dayText(osloDay(instant));
}

/** An instant as the date and time it was in Norway: "5/3/2021 kl. 14:05". */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '–';
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '–';
  const clock = osloWallClock(instant);
  const twoDigits = (n: number) => String(n).padStart(2, '0');
  return `${dayText(osloDay(instant))} kl. ${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}`;
}

/**
 * Norwegian month names, January first; for "Viser desember 2025" and month columns. Our own words,
 * not date-fns' bokmål locale: the search box puts this module on every page, and the locale would
 * add 2.3 kB (gzip) to each of them for twelve words.
 */
export const MONTH_NAMES = [
  'januar',
  'februar',
  'mars',
  'april',
  'mai',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'desember',
] as const;

/** "desember 2025". */
const monthOf = (date: Date) => `${MONTH_NAMES[date.getMonth()]} ${String(date.getFullYear())}`;

/** A month as "desember 2025", from yyyy-MM or any yyyy-MM-dd in it; a dash for anything else. */
export function formatMonth(value: string | null | undefined): string {
  const date = value ? calendarDate(value, MONTH_OR_DAY) : null;
  return date ? monthOf(date) : '–';
}

/**
 * The period a grouped row covers, from its first day (yyyy-MM-dd): a date for days ("3/1/2025"),
 * "uke 1 2025" for ISO weeks, "januar 2025" for months, "2025" for years.
 */
export function formatPeriod(
  start: string | null | undefined,
  unit: 'day' | 'week' | 'month' | 'year' | 'none',
): string {
  const date = start ? calendarDate(start, DAY) : null;
  if (!date) return '–';
  switch (unit) {
    case 'week': {
      const { week, year } = isoWeek(date);
      return `uke ${week} ${year}`;
    }
    case 'month':
      return monthOf(date);
    case 'year':
      return String(date.getFullYear());
    default:
      return dayText(date);
  }
}

/** A date range as "1/1/2025–31/12/2025"; one date when both ends are the same day. */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined): string {
  if (from && to && from === to) return formatDate(from);
  return `${formatDate(from)}–${formatDate(to)}`;
}

/** A boat as the site names it: its name, or "Fartøy" and its Fartøy ID for a boat the data leaves unnamed. */
export function boatDisplayName(name: string | null | undefined, id: string): string {
  return name ?? `Fartøy ${id}`;
}

/**
 * A duration given in minutes: "45 min", "1 time", "3 timer 18 min". Hours are written out, never
 * "t", which on this site means tonnes ("Varighet 3,3 t" beside "Fangst 0,8 t" would read as weight).
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes == null || Number.isNaN(minutes) || minutes < 0) return '–';
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  const hourText = `${formatNumber(hours)} ${hours === 1 ? 'time' : 'timer'}`;
  return rest === 0 ? hourText : `${hourText} ${rest} min`;
}
