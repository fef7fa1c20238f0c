/**
 * The periods the front page's news compares, from the newest landing day in the data: the year so far
 * against the same days last year, and the month the news is about against the same days of that
 * month last year. Pure date arithmetic on `yyyy-MM-dd` text, so the page and its tests agree.
 */

/** A closed range of landing days, `yyyy-MM-dd` both ends. */
export interface DayRange {
  from: string;
  to: string;
}

export interface ComparedPeriod {
  current: DayRange;
  /** The same days one year earlier. */
  previous: DayRange;
}

export interface NewsPeriods {
  /** 1 January to the newest landing day, against the same days last year. */
  yearToDate: ComparedPeriod;
  /** The month of the news (`yyyy-MM`): the newest month with at least MIN_MONTH_DAYS days of data. */
  month: ComparedPeriod & { month: string; complete: boolean };
}

/**
 * A month with fewer days of data than this is too young to tell the news of: the month before it,
 * whole, is shown instead.
 */
export const MIN_MONTH_DAYS = 7;

const pad = (n: number) => String(n).padStart(2, '0');

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

/** The same calendar day a year earlier; 29 February becomes 28 February. */
export function sameDayLastYear(day: string): string {
  const [year, month, date] = parts(day);
  return `${year - 1}-${pad(month)}-${pad(Math.min(date, daysInMonth(year - 1, month)))}`;
}

/** The periods for data whose newest landing day is `lastDate`. */
export function newsPeriods(lastDate: string): NewsPeriods {
  const [year, month, date] = parts(lastDate);
  const yearStart = `${year}-01-01`;
  const yearToDate = {
    current: { from: yearStart, to: lastDate },
    previous: { from: `${year - 1}-01-01`, to: sameDayLastYear(lastDate) },
  };

  let [newsYear, newsMonth] = [year, month];
  let to = lastDate;
  if (date < MIN_MONTH_DAYS) {
    [newsYear, newsMonth] = month === 1 ? [year - 1, 12] : [year, month - 1];
    to = `${newsYear}-${pad(newsMonth)}-${pad(daysInMonth(newsYear, newsMonth))}`;
  }
  const from = `${newsYear}-${pad(newsMonth)}-01`;
  const complete = Number(to.slice(8)) === daysInMonth(newsYear, newsMonth);
  // A whole month is compared with the whole month (28 February 2025 against 29 February 2024).
  const previousTo = complete
    ? `${newsYear - 1}-${pad(newsMonth)}-${pad(daysInMonth(newsYear - 1, newsMonth))}`
    : sameDayLastYear(to);
  return {
    yearToDate,
    month: {
      month: `${newsYear}-${pad(newsMonth)}`,
      complete,
      current: { from, to },
      previous: { from: `${newsYear - 1}-${pad(newsMonth)}-01`, to: previousTo },
    },
  };
}
