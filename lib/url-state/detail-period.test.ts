import {
  isIsoDate,
  osloToday,
  parseYear,
  periodDays,
  periodMonths,
  periodSearchParams,
  resolvePeriod,
} from '.';

const context = { today: '2026-02-10', dataYears: [2024, 2025] };

describe('the period of a detail page', () => {
  it('defaults to this year when there are landings this year', () => {
    const period = resolvePeriod({}, { today: '2025-06-01', dataYears: [2024, 2025] });
    expect(period).toMatchObject({
      from: '2025-01-01',
      to: '2025-12-31',
      year: 2025,
      label: '2025',
      isDefault: true,
      note: null,
    });
  });

  it('falls back to the newest year with landings, and says so', () => {
    const period = resolvePeriod({}, context);
    expect(period).toMatchObject({ year: 2025, isDefault: true });
    expect(period.note).toBe('Ingen landinger i 2026 ennå. Viser 2025, det siste året med landinger.');
  });

  it('shows this year for something that never landed', () => {
    expect(resolvePeriod({}, { today: '2026-02-10', dataYears: [] })).toMatchObject({
      year: 2026,
      note: null,
    });
  });

  it('takes a year from the URL', () => {
    expect(resolvePeriod({ year: '2024' }, context)).toMatchObject({
      year: 2024,
      isDefault: false,
      from: '2024-01-01',
    });
    expect(resolvePeriod({ year: ['2023', '2024'] }, context).year).toBe(2023);
  });

  it('takes a date range from the URL, before a year', () => {
    const period = resolvePeriod({ year: '2024', from: '2025-03-01', to: '2025-05-31' }, context);
    expect(period).toMatchObject({
      from: '2025-03-01',
      to: '2025-05-31',
      year: null,
      label: '1/3/2025–31/5/2025',
    });
    // A range that is exactly one calendar year is that year.
    expect(resolvePeriod({ from: '2024-01-01', to: '2024-12-31' }, context)).toMatchObject({
      year: 2024,
      label: '2024',
    });
  });

  it('ignores impossible input', () => {
    expect(resolvePeriod({ from: '2025-02-30', to: '2025-03-01' }, context).isDefault).toBe(true);
    expect(resolvePeriod({ from: '2025-05-01', to: '2025-03-01' }, context).isDefault).toBe(true);
    expect(resolvePeriod({ year: '20x5' }, context).isDefault).toBe(true);
    expect(resolvePeriod({ year: '1066' }, context).isDefault).toBe(true);
  });

  it('validates dates and years', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-1')).toBe(false);
    expect(parseYear('2025')).toBe(2025);
    expect(parseYear('3000')).toBeNull();
  });

  it('knows the day in Norway', () => {
    // 23:30 UTC on New Year's Eve is already New Year's Day in Oslo.
    expect(osloToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });

  it('lists the months and days of a period', () => {
    expect(periodMonths({ from: '2024-11-15', to: '2025-02-01' })).toEqual([
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
    ]);
    expect(periodDays({ from: '2025-01-01', to: '2025-12-31' })).toBe(365);
    expect(periodDays({ from: '2025-03-01', to: '2025-03-01' })).toBe(1);
  });

  it('keeps an asked-for period in links, and leaves the default out', () => {
    expect(periodSearchParams(resolvePeriod({}, context))).toEqual({});
    expect(periodSearchParams(resolvePeriod({ year: '2024' }, context))).toEqual({ year: '2024' });
    expect(periodSearchParams(resolvePeriod({ from: '2025-03-01', to: '2025-03-31' }, context))).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });
});
