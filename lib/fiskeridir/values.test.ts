import {
  DATE_PATTERN,
  LEGACY_TIMESTAMP_PATTERN,
  ORACLE_TIMESTAMP_PATTERN,
  parseDate,
  parseDecimal,
  parseInteger,
  parseText,
  parseTime,
  parseTimestamp,
  TIMESTAMP_PATTERN,
  TIMESTAMP_PATTERNS,
} from './values';

describe('parseDecimal', () => {
  it.each([
    ['12,11', 12.11],
    ['12.11', 12.11],
    ['-1,00349', -1.00349],
    ['34792', 34792],
    ['  3,7373 ', 3.7373],
    ['0', 0],
    [',5', 0.5],
  ])('%p → %p', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each([[''], ['   '], [null], [undefined], ['abc'], ['1,2,3'], ['1.234,5'], ['12 kg']])(
    '%p → null',
    (text) => {
      expect(parseDecimal(text)).toBeNull();
    },
  );
});

describe('parseInteger', () => {
  it('reads whole numbers and refuses fractions', () => {
    expect(parseInteger('1566728')).toBe(1566728);
    expect(parseInteger(' 2020 ')).toBe(2020);
    expect(parseInteger('200003036720')).toBe(200003036720);
    expect(parseInteger('12,5')).toBeNull();
    expect(parseInteger('')).toBeNull();
    expect(parseInteger('99999999999999999999')).toBeNull();
  });
});

describe('parseText', () => {
  it('trims labels with trailing spaces and turns blank into null', () => {
    expect(parseText('28 m og over ')).toBe('28 m og over');
    expect(parseText('Mai      ')).toBe('Mai');
    expect(parseText('   ')).toBeNull();
  });
});

describe('parseDate', () => {
  it.each([
    ['02.09.2020', '2020-09-02'],
    [' 2.9.2020 ', '2020-09-02'],
    ['2020-09-02', '2020-09-02'],
    ['29.02.2020', '2020-02-29'],
    ['10.07.2021 00.00.00,000000000', '2021-07-10'],
  ])('%p → %p', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each([[''], [null], ['31.02.2021'], ['29.02.2021'], ['13.13.2020'], ['2020/09/02'], ['02.09.20']])(
    '%p → null',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );
});

describe('parseTime', () => {
  it('reads the landing time and tolerates minutes only and dots', () => {
    expect(parseTime('09:26:00')).toBe('09:26:00');
    expect(parseTime('9:26')).toBe('09:26:00');
    expect(parseTime('22.16.00')).toBe('22:16:00');
    expect(parseTime('24:00:00')).toBeNull();
    expect(parseTime('')).toBeNull();
  });
});

describe('parseTimestamp', () => {
  it('reads the landing version time as Oslo summer time (UTC+2)', () => {
    expect(parseTimestamp('15.09.2020 12.22.09,423000000')).toBe('2020-09-15T10:22:09.423Z');
  });

  it('reads Oslo winter time as UTC+1', () => {
    expect(parseTimestamp('15.01.2021 12.00.00,000000000')).toBe('2021-01-15T11:00:00.000Z');
  });

  it('switches offset on the EU summer-time dates', () => {
    // 2021: summer time from 28 March 02:00 to 31 October 03:00 local.
    expect(parseTimestamp('28.03.2021 01:59:59')).toBe('2021-03-28T00:59:59.000Z');
    expect(parseTimestamp('28.03.2021 03:00:00')).toBe('2021-03-28T01:00:00.000Z');
    expect(parseTimestamp('31.10.2021 03:00:00')).toBe('2021-10-31T02:00:00.000Z');
    expect(parseTimestamp('31.10.2021 01:59:00')).toBe('2021-10-30T23:59:00.000Z');
  });

  it('reads the older landing format', () => {
    expect(parseTimestamp('22.07.2014 10:51:55')).toBe('2014-07-22T08:51:55.000Z');
  });

  it('reads both VMS formats as UTC', () => {
    expect(parseTimestamp('01-JAN-24 15.40.00.000000000', 'UTC')).toBe('2024-01-01T15:40:00.000Z');
    expect(parseTimestamp('01.01.2023 00.00.00,000000000', 'UTC')).toBe('2023-01-01T00:00:00.000Z');
    expect(parseTimestamp('15-Mar-23 06.05.04.123456789', 'UTC')).toBe('2023-03-15T06:05:04.123Z');
  });

  it('lets an ISO designator win over the given zone', () => {
    expect(parseTimestamp('2020-09-15T12:22:09')).toBe('2020-09-15T10:22:09.000Z');
    expect(parseTimestamp('2020-09-15T12:22:09Z')).toBe('2020-09-15T12:22:09.000Z');
    expect(parseTimestamp('2020-09-15T12:22:09+02:00', 'UTC')).toBe('2020-09-15T10:22:09.000Z');
  });

  it.each([
    [''],
    [null],
    ['32.01.2020 10:00:00'],
    ['01-XYZ-24 15.40.00.000000000'],
    ['02.09.2020'],
    ['soon'],
  ])('%p → null', (text) => {
    expect(parseTimestamp(text)).toBeNull();
  });
});

describe('strptime patterns for a database layer', () => {
  it('are the documented strings', () => {
    expect(DATE_PATTERN).toBe('%d.%m.%Y');
    expect(TIMESTAMP_PATTERN).toBe('%d.%m.%Y %H.%M.%S,%n');
    expect(LEGACY_TIMESTAMP_PATTERN).toBe('%d.%m.%Y %H:%M:%S');
    expect(ORACLE_TIMESTAMP_PATTERN).toBe('%d-%b-%y %H.%M.%S.%n');
    expect(TIMESTAMP_PATTERNS).toHaveLength(3);
  });
});
