import { frontPageHref, osloToday, parseFrontPeriod, parseFrontPreservation } from '@/lib/url-state';
import { frontRange, GEAR_LISTS } from './front-page';

describe('front page periods', () => {
  it('shows the current month when it has landings', () => {
    expect(frontRange('month', '2025-12-18', '2025-12-17')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
      fallback: false,
      wanted: '2025-12',
    });
    expect(frontRange('month', '2024-02-10', '2024-02-09').to).toBe('2024-02-29');
  });

  it('falls back to the newest month with data, and says so', () => {
    expect(frontRange('month', '2026-11-22', '2025-12-31')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
      fallback: true,
      wanted: '2026-11',
    });
    // The first days of a month before its first landing arrives.
    expect(frontRange('month', '2025-03-02', '2025-02-27')).toMatchObject({
      from: '2025-02-01',
      fallback: true,
    });
  });

  it('shows the current year, or the newest year with data', () => {
    expect(frontRange('year', '2025-06-01', '2025-05-30')).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      fallback: false,
      wanted: '2025',
    });
    expect(frontRange('year', '2026-01-03', '2025-12-31')).toMatchObject({
      from: '2025-01-01',
      to: '2025-12-31',
      fallback: true,
    });
  });

  it('takes the date in Norway', () => {
    expect(osloToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
    expect(osloToday(new Date('2025-06-30T21:59:00Z'))).toBe('2025-06-30');
  });
});

describe('front page toggles', () => {
  it('reads and writes the URL, defaults left out', () => {
    expect(parseFrontPeriod('year')).toBe('year');
    expect(parseFrontPeriod('decade')).toBe('month');
    expect(parseFrontPreservation('frozen')).toBe('frozen');
    expect(parseFrontPreservation(undefined)).toBe('all');
    expect(frontPageHref('month', 'all')).toBe('/');
    expect(frontPageHref('year', 'fresh')).toBe('/?period=year&preservation=fresh');
  });

  it('has the five gear lists, pelagic limited to pelagic species', () => {
    expect(GEAR_LISTS.map((list) => list.title)).toEqual([
      'Krokredskap',
      'Trål',
      'Snurrevad',
      'Garn',
      'Pelagisk',
    ]);
    const pelagic = GEAR_LISTS.find((list) => list.key === 'pelagisk')!;
    expect(pelagic.filters).toEqual({ FishingGear: ['1', '53', '54'], FishGroup: ['01'] });
    const trawl = GEAR_LISTS.find((list) => list.key === 'tral')!;
    expect(trawl.filters.FishingGear).toContain('51');
    expect(trawl.filters.FishingGear).not.toContain('53');
  });
});
