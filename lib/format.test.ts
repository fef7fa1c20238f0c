import {
  boatDisplayName,
  formatDateRange,
  formatMonth,
  formatPeriod,
  formatDate,
  formatDateTime,
  formatDuration,
  formatLength,
  formatNumber,
  formatPrice,
  formatWeight,
  isoWeek,
} from './format';
import fc from 'fast-check';
import { getISOWeek, getISOWeekYear } from 'date-fns';

describe('formatWeight (kg in, spec section 9 out)', () => {
  it.each([
    [0, '0 t'],
    [0.5, '500 g'],
    [0.0004, '0 g'],
    [1, '1 kg'],
    [45.5, '45,5 kg'],
    [99, '99 kg'],
    [99.9, '99,9 kg'],
    [100, '0,1 t'],
    [1234, '1,2 t'],
    [99_940, '99,9 t'],
    [99_960, '100 t'],
    [100_000, '100 t'],
    [1_234_567, '1.235 t'],
    [-2500, '-2,5 t'],
  ])('%p kg shows as %p', (kg, shown) => {
    expect(formatWeight(kg)).toBe(shown);
  });

  it('shows a dash for a missing weight', () => {
    expect(formatWeight(null)).toBe('–');
    expect(formatWeight(undefined)).toBe('–');
  });
});

describe('formatPrice', () => {
  it.each([
    [0, '0,0 kr'],
    [45, '45,0 kr'],
    [99.94, '99,9 kr'],
    [99.96, '100 kr'],
    [100, '100 kr'],
    [1234.4, '1.234 kr'],
    [12_345_678, '12.345.678 kr'],
  ])('%p NOK shows as %p', (nok, shown) => {
    expect(formatPrice(nok)).toBe(shown);
  });

  it('shows a dash where the directorate withholds the value', () => {
    expect(formatPrice(null)).toBe('–');
  });
});

describe('formatLength', () => {
  it.each([
    [10.99, '11,0 m'],
    [27.5, '27,5 m'],
    [61.75, '61,8 m'],
    [8, '8,0 m'],
  ])('%p m shows as %p', (m, shown) => {
    expect(formatLength(m)).toBe(shown);
  });
});

describe('formatDate (d/M/yyyy)', () => {
  it('shows a calendar date without leading zeros', () => {
    expect(formatDate('2021-03-05')).toBe('5/3/2021');
    expect(formatDate('2021-12-31')).toBe('31/12/2021');
  });

  it('shows an instant as the date it was in Norway', () => {
    // 23:30 UTC on 31 December is already 1 January in Oslo.
    expect(formatDate(new Date('2021-12-31T23:30:00Z'))).toBe('1/1/2022');
    expect(formatDate('2021-06-30T21:59:00Z')).toBe('30/6/2021');
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDate(null)).toBe('–');
    expect(formatDate('not a date')).toBe('–');
    // A day that does not exist is not shifted into the next month.
    expect(formatDate('2025-02-30')).toBe('–');
  });
});

describe('formatNumber', () => {
  it('groups thousands with "." and uses "," for decimals', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(-1000)).toBe('-1.000');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(100000)).toBe('100.000');
    expect(formatNumber(0.5, 1)).toBe('0,5');
  });

  it('groups any number as a look-ahead regex over its digits does', () => {
    const reference = (value: number, decimals: number) => {
      const [integerPart, fraction] = Math.abs(value).toFixed(decimals).split('.');
      const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      return (value < 0 ? '-' : '') + (fraction ? `${grouped},${fraction}` : grouped);
    };
    fc.assert(
      fc.property(
        fc.double({ min: -1e15, max: 1e15, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, d) => {
          expect(formatNumber(value, d)).toBe(reference(value, d));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('formatMonth', () => {
  it('names the month in Norwegian, lower case, with the year', () => {
    expect(formatMonth('2025-12')).toBe('desember 2025');
    expect(formatMonth('2025-01-31')).toBe('januar 2025');
  });
  it('shows a dash for anything that is not a month', () => {
    expect(formatMonth('2025-13')).toBe('–');
    expect(formatMonth('2025-00')).toBe('–');
    expect(formatMonth(null)).toBe('–');
    expect(formatMonth('desember')).toBe('–');
  });
});

describe('formatPeriod (the first day of a grouped row)', () => {
  it('shows days as dates, months by name and years as numbers', () => {
    expect(formatPeriod('2025-03-01', 'day')).toBe('1/3/2025');
    expect(formatPeriod('2025-03-01', 'month')).toBe('mars 2025');
    expect(formatPeriod('2025-01-01', 'year')).toBe('2025');
    expect(formatPeriod('2025-03-01', 'none')).toBe('1/3/2025');
  });
  it('numbers weeks the ISO way, across year boundaries', () => {
    expect(formatPeriod('2025-01-06', 'week')).toBe('uke 2 2025');
    // Monday 30 December 2024 starts week 1 of 2025.
    expect(formatPeriod('2024-12-30', 'week')).toBe('uke 1 2025');
    // Monday 28 December 2020 is in week 53 of 2020; 1 January 2021 too.
    expect(formatPeriod('2020-12-28', 'week')).toBe('uke 53 2020');
    expect(formatPeriod('2021-01-01', 'week')).toBe('uke 53 2020');
  });
  it('numbers every day of four centuries the way date-fns does', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2300, 0, 1), noInvalidDate: true }),
        (instant) => {
          const day = new Date(instant.getFullYear(), instant.getMonth(), instant.getDate());
          expect(isoWeek(day)).toEqual({ week: getISOWeek(day), year: getISOWeekYear(day) });
        },
      ),
      { numRuns: 5000 },
    );
  });
  it('shows a dash without a date', () => {
    expect(formatPeriod(null, 'month')).toBe('–');
    expect(formatPeriod('2025-1-1', 'day')).toBe('–');
  });
});

describe('formatDateRange', () => {
  it('joins two dates with an en dash, or shows one date for a single day', () => {
    expect(formatDateRange('2025-01-01', '2025-12-31')).toBe('1/1/2025–31/12/2025');
    expect(formatDateRange('2025-05-17', '2025-05-17')).toBe('17/5/2025');
  });
});

describe('formatDateTime (d/M/yyyy kl. HH:mm, Norwegian time)', () => {
  it('shows an instant as the date and time it was in Norway, summer and winter', () => {
    expect(formatDateTime('2025-01-31T23:30:00Z')).toBe('1/2/2025 kl. 00:30');
    expect(formatDateTime('2025-07-01T12:05:00Z')).toBe('1/7/2025 kl. 14:05');
  });

  it('gets the hours either side of a daylight-saving change right', () => {
    // Summer time began 30/3/2025 at 01:00 UTC (02:00 → 03:00) and ended 26/10/2025 at 01:00 UTC.
    expect(formatDateTime('2025-03-30T00:59:00Z')).toBe('30/3/2025 kl. 01:59');
    expect(formatDateTime('2025-03-30T01:00:00Z')).toBe('30/3/2025 kl. 03:00');
    expect(formatDateTime('2025-10-26T00:59:00Z')).toBe('26/10/2025 kl. 02:59');
    expect(formatDateTime('2025-10-26T01:00:00Z')).toBe('26/10/2025 kl. 02:00');
    expect(formatDate('2025-12-31T23:00:00Z')).toBe('1/1/2026');
  });

  it('agrees with Intl over any instant of the data years', () => {
    const oslo = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Oslo',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (instant: Date) => {
      const p = Object.fromEntries(oslo.formatToParts(instant).map((part) => [part.type, part.value]));
      return `${Number(p.day)}/${Number(p.month)}/${p.year} kl. ${p.hour}:${p.minute}`;
    };
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const instant = new Date(ms);
        expect(formatDateTime(instant)).toBe(expected(instant));
        expect(formatDate(instant)).toBe(expected(instant).split(' ')[0]);
      }),
      { numRuns: 2000 },
    );
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('–');
    expect(formatDateTime('')).toBe('–');
    expect(formatDateTime('i går')).toBe('–');
  });
});

describe('boatDisplayName', () => {
  it('is the name, or "Fartøy" and the Fartøy ID when the data leaves the boat unnamed', () => {
    expect(boatDisplayName('GOLLENES SENIOR', '2020114940')).toBe('GOLLENES SENIOR');
    expect(boatDisplayName(null, '2020114940')).toBe('Fartøy 2020114940');
    expect(boatDisplayName(undefined, '2020114940')).toBe('Fartøy 2020114940');
  });
});

describe('formatDuration (minutes in; hours written out, never "t", which means tonnes)', () => {
  it('writes minutes, hours, or hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 time');
    expect(formatDuration(198)).toBe('3 timer 18 min');
    expect(formatDuration(120)).toBe('2 timer');
    expect(formatDuration(65.6)).toBe('1 time 6 min');
    expect(formatDuration(0)).toBe('0 min');
  });

  it('never writes the tonnes unit', () => {
    for (const minutes of [1, 59, 61, 200, 1441]) expect(formatDuration(minutes)).not.toMatch(/\bt\b/);
  });

  it('shows a dash for nothing or nonsense', () => {
    expect(formatDuration(null)).toBe('–');
    expect(formatDuration(Number.NaN)).toBe('–');
    expect(formatDuration(-5)).toBe('–');
  });
});
