import { newsPeriods, sameDayLastYear } from './front-news-periods';

describe('the periods of the front page’s news', () => {
  it('compares the year so far with the same days last year, 29 February as 28 February', () => {
    expect(sameDayLastYear('2024-02-29')).toBe('2023-02-28');
    expect(newsPeriods('2024-02-29').yearToDate).toEqual({
      current: { from: '2024-01-01', to: '2024-02-29' },
      previous: { from: '2023-01-01', to: '2023-02-28' },
    });
  });

  it('tells the current month once it has a week of data, against the same days last year', () => {
    expect(newsPeriods('2026-11-26').month).toEqual({
      month: '2026-11',
      complete: false,
      current: { from: '2026-11-01', to: '2026-11-26' },
      previous: { from: '2025-11-01', to: '2025-11-26' },
    });
  });

  it('tells the whole month before while the new one is younger than a week, over a new year too', () => {
    expect(newsPeriods('2026-01-03').month).toEqual({
      month: '2025-12',
      complete: true,
      current: { from: '2025-12-01', to: '2025-12-31' },
      previous: { from: '2024-12-01', to: '2024-12-31' },
    });
    // A whole February is compared with the whole February before it, leap day and all.
    expect(newsPeriods('2025-03-02').month.previous).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });
});
