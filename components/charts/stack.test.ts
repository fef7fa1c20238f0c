import { categoryTotals, limitSeries, OTHER_SERIES_KEY, stackSegments } from './stack';

const series = (key: string, values: number[]) => ({ key, name: key.toUpperCase(), values });

describe('stacked chart data', () => {
  it('keeps the largest series and sums the rest into one', () => {
    const limited = limitSeries(
      [series('a', [1, 1]), series('b', [10, 0]), series('c', [0, 3]), series('d', [2, 2])],
      3,
      'Andre arter',
    );
    expect(limited.map((s) => s.key)).toEqual(['b', 'd', OTHER_SERIES_KEY]);
    expect(limited[2]).toEqual({
      key: OTHER_SERIES_KEY,
      name: 'Andre arter (2)',
      values: [1, 4],
      isOther: true,
    });
    // Nothing is lost: the totals per category stay the same.
    const before = categoryTotals({
      categories: [0, 1].map((i) => ({ key: String(i), label: '', fullLabel: '' })),
      series: [series('a', [1, 1]), series('b', [10, 0]), series('c', [0, 3]), series('d', [2, 2])],
    });
    const after = categoryTotals({
      categories: [0, 1].map((i) => ({ key: String(i), label: '', fullLabel: '' })),
      series: limited,
    });
    expect(after).toEqual(before);
  });

  it('leaves few series alone, sorted by size', () => {
    expect(limitSeries([series('a', [1]), series('b', [5])], 8).map((s) => s.key)).toEqual(['b', 'a']);
  });

  it('stacks segments bottom up and skips empty ones', () => {
    const data = {
      categories: [
        { key: 'jan', label: 'jan', fullLabel: 'januar' },
        { key: 'feb', label: 'feb', fullLabel: 'februar' },
      ],
      series: [series('a', [2, 0]), series('b', [3, 4])],
    };
    expect(stackSegments(data)).toEqual([
      [
        { seriesIndex: 0, value: 2, from: 0, to: 2 },
        { seriesIndex: 1, value: 3, from: 2, to: 5 },
      ],
      [{ seriesIndex: 1, value: 4, from: 0, to: 4 }],
    ]);
    expect(categoryTotals(data)).toEqual([5, 4]);
  });
});
