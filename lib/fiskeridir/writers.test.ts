import { LENGTH_GROUPS } from './code-lists';
import { parseCsvLine } from './csv';
import { parseDate, parseDecimal, parseTimestamp } from './values';
import {
  formatDate,
  formatDecimal,
  formatIsoDate,
  formatTimestamp,
  publishedLengthGroupName,
  publishedMonthName,
  quotedCodeAndName,
  quoteText,
} from './writers';

describe('value writers', () => {
  it('quote text so that the CSV reader gives it back, quotes included', () => {
    expect(quoteText('Rfw + "Soft Eddik"')).toBe('"Rfw + ""Soft Eddik"""');
    expect(parseCsvLine(`${quotedCodeAndName({ code: '27', name: 'Rfw + "Soft Eddik"' })};1`)).toEqual([
      '27',
      'Rfw + "Soft Eddik"',
      '1',
    ]);
  });

  it.each([
    [12.11, 2, '12,11'],
    [42.5, 2, '42,5'],
    [65, 2, '65'],
    [-1.00349, 5, '-1,00349'],
    [10.999, 2, '11'],
  ])('write %p with at most %p decimals as %p, read back as the same number', (value, decimals, text) => {
    expect(formatDecimal(value, decimals)).toBe(text);
    expect(parseDecimal(text)).toBeCloseTo(value, decimals);
  });

  it('write dates as the notes (dd.mm.yyyy) and the registers (yyyy-mm-dd) do', () => {
    const date = { year: 2024, month: 2, day: 9 };
    expect(formatDate(date)).toBe('09.02.2024');
    expect(parseDate(formatDate(date))).toBe('2024-02-09');
    expect(formatIsoDate(date)).toBe('2024-02-09');
  });

  it('write timestamps with nine fraction digits, read back in the zone the file means', () => {
    const wallClock = Date.UTC(2023, 0, 1, 0, 5, 0, 7);
    expect(formatTimestamp(wallClock)).toBe('01.01.2023 00.05.00,007000000');
    expect(parseTimestamp(formatTimestamp(wallClock), 'UTC')).toBe('2023-01-01T00:05:00.007Z');
  });

  it('pad month names and keep the trailing space of the top length group, as published', () => {
    expect(publishedMonthName(5)).toBe('Mai      ');
    expect(publishedMonthName(9)).toBe('September');
    expect(() => publishedMonthName(13)).toThrow(RangeError);
    expect(LENGTH_GROUPS.map(publishedLengthGroupName)).toEqual([
      'Under 11 m',
      '11-14,99 m',
      '15-20,99 m',
      '21-27,99 m',
      '28 m og over ',
    ]);
  });
});
