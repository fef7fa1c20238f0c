import { nextUpdateAt } from './schedule';

const next = (now: string, hour: number, minute: number) =>
  nextUpdateAt(new Date(now), { hour, minute }).toISOString();

describe('nextUpdateAt (UPDATE_AT, Oslo time)', () => {
  it('is later today in Oslo, or tomorrow once the time has passed', () => {
    expect(next('2026-11-24T01:00:00Z', 4, 30)).toBe('2026-11-24T03:30:00.000Z'); // winter: UTC+1
    expect(next('2026-11-24T03:30:00Z', 4, 30)).toBe('2026-11-25T03:30:00.000Z');
    expect(next('2026-06-10T12:00:00Z', 4, 30)).toBe('2026-06-11T02:30:00.000Z'); // summer: UTC+2
  });

  it('follows Oslo across midnight UTC', () => {
    // 23:30 UTC on the 24th is 00:30 on the 25th in Oslo: 00:45 Oslo is 15 minutes away.
    expect(next('2026-11-24T23:30:00Z', 0, 45)).toBe('2026-11-24T23:45:00.000Z');
  });

  it('keeps its Oslo time across the daylight-saving changes', () => {
    // Clocks go forward on 29 March 2026 and back on 25 October 2026.
    expect(next('2026-03-28T12:00:00Z', 4, 30)).toBe('2026-03-29T02:30:00.000Z');
    expect(next('2026-10-24T12:00:00Z', 4, 30)).toBe('2026-10-25T03:30:00.000Z');
    // 02:30 does not exist on 29 March: the run comes at 03:30 summer time.
    expect(next('2026-03-28T12:00:00Z', 2, 30)).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October: the first one (summer time).
    expect(next('2026-10-24T12:00:00Z', 2, 30)).toBe('2026-10-25T00:30:00.000Z');
  });
});
