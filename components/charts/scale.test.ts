import { labelEvery, niceStep, niceTicks } from './scale';

describe('chart scale', () => {
  it('rounds steps to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceStep(0.8)).toBe(1);
    expect(niceStep(1.7)).toBe(2);
    expect(niceStep(2.2)).toBe(2.5);
    expect(niceStep(3.1)).toBe(5);
    expect(niceStep(7)).toBe(10);
    expect(niceStep(23_000)).toBe(25_000);
    expect(niceStep(0)).toBe(1);
  });

  it('gives ticks from zero past the maximum', () => {
    expect(niceTicks(95_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(niceTicks(100_000)).toEqual([0, 25_000, 50_000, 75_000, 100_000]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    const ticks = niceTicks(1234.5);
    expect(ticks[0]).toBe(0);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(1234.5);
    expect(ticks.length).toBeLessThanOrEqual(6);
  });

  it('has a usable axis when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });

  it('thins out axis labels to at most twelve', () => {
    expect(labelEvery(12)).toBe(1);
    expect(labelEvery(13)).toBe(2);
    expect(labelEvery(120)).toBe(10);
  });
});
