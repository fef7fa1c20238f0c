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
