/**
 * Every number and date the site shows goes through here (spec section 9), so a table, a chart
 * label and a CSV header never disagree. Norwegian style: "." groups thousands, "," marks decimals.
 */

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A number with a fixed count of decimals, "." between thousands and "," before the decimals. */
export function formatNumber(value: number, decimals = 0): string {
  const sign = value < 0 ? '-' : '';
  const [integerPart, fraction] = Math.abs(value).toFixed(decimals).split('.');
  const grouped = groupThousands(integerPart);
  return sign + (fraction ? `${grouped},${fraction}` : grouped);
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

const osloDateParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Oslo',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * A date as d/M/yyyy. A calendar date string (yyyy-MM-dd) is shown as it is; an instant
 * (Date or ISO timestamp) is shown as the date it was in Norway.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value == null || value === '') return '–';
  if (typeof value === 'string') {
    const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (calendarDate) return `${Number(calendarDate[3])}/${Number(calendarDate[2])}/${calendarDate[1]}`;
  }
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return '–';
  const parts = Object.fromEntries(osloDateParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${Number(parts.day)}/${Number(parts.month)}/${parts.year}`;
}

/** Norwegian month names, January first; for "Viser desember 2025" and month columns. */
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

/** A month as "desember 2025", from yyyy-MM or any yyyy-MM-dd in it; a dash for anything else. */
export function formatMonth(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value) : null;
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) return '–';
  return `${MONTH_NAMES[month - 1]} ${match[1]}`;
}

/** ISO 8601 week number and its week-year of a calendar date (yyyy-MM-dd). */
function isoWeek(year: number, month: number, day: number): { week: number; year: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  // The Thursday of the date's week decides the week-year.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const firstDay = Date.UTC(weekYear, 0, 1);
  return { week: Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7), year: weekYear };
}

/**
 * The period a grouped row covers, from its first day (yyyy-MM-dd): a date for days ("3/1/2025"),
 * "uke 1 2025" for ISO weeks, "januar 2025" for months, "2025" for years.
 */
export function formatPeriod(
  start: string | null | undefined,
  unit: 'day' | 'week' | 'month' | 'year' | 'none',
): string {
  const match = start ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(start) : null;
  if (!match) return '–';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  switch (unit) {
    case 'week': {
      const week = isoWeek(year, month, day);
      return `uke ${week.week} ${week.year}`;
    }
    case 'month':
      return formatMonth(start);
    case 'year':
      return String(year);
    default:
      return formatDate(start);
  }
}

/** A date range as "1/1/2025–31/12/2025"; one date when both ends are the same day. */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined): string {
  if (from && to && from === to) return formatDate(from);
  return `${formatDate(from)}–${formatDate(to)}`;
}
