import { clusterByGrid, clusterSize, type ScreenPoint } from './map-clusters';

const at = (x: number, y: number, item: string): ScreenPoint<string> => ({ x, y, item });

describe('clusterByGrid', () => {
  it('keeps points that are far apart as markers of their own', () => {
    const clusters = clusterByGrid([at(10, 10, 'a'), at(200, 10, 'b'), at(10, 200, 'c')], 48);
    expect(clusters.map((c) => c.items)).toEqual([['a'], ['b'], ['c']]);
    expect(clusters[0]).toMatchObject({ x: 10, y: 10 });
  });

  it('joins points in one cell into one cluster at their mean position', () => {
    const [cluster, ...rest] = clusterByGrid([at(2, 4, 'a'), at(10, 20, 'b'), at(30, 30, 'c')], 48);
    expect(rest).toEqual([]);
    expect(cluster.items).toEqual(['a', 'b', 'c']);
    expect(cluster.x).toBeCloseTo(14);
    expect(cluster.y).toBeCloseTo(18);
  });

  it('joins points side by side across a cell border, so no two markers overlap', () => {
    // 47 and 49 fall in different 48-pixel cells but would draw on top of each other.
    const clusters = clusterByGrid([at(47, 10, 'a'), at(49, 10, 'b')], 48, 24);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].items.sort()).toEqual(['a', 'b']);
  });

  it('leaves every pair of markers at least minDistance apart', () => {
    const points = Array.from({ length: 400 }, (_, i) => at((i * 37) % 300, (i * 53) % 200, String(i)));
    const clusters = clusterByGrid(points, 40, 26);
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        expect(
          Math.hypot(clusters[i].x - clusters[j].x, clusters[i].y - clusters[j].y),
        ).toBeGreaterThanOrEqual(26);
      }
    }
    // Every point is in exactly one cluster.
    expect(clusters.flatMap((c) => c.items).sort()).toEqual(points.map((p) => p.item).sort());
  });

  it('keeps larger markers further apart when the distance depends on their sizes', () => {
    const size = (c: { items: string[] }) => (c.items.length > 1 ? 40 : 24);
    const spacing = (a: { items: string[] }, b: { items: string[] }) => (size(a) + size(b)) / 2;
    // Two singles 30 px apart do not overlap (24 px each) …
    expect(clusterByGrid([at(10, 10, 'a'), at(40, 10, 'b')], 20, spacing)).toHaveLength(2);
    // … but a 40-pixel cluster 30 px from a single would: they merge.
    const clusters = clusterByGrid([at(10, 10, 'a'), at(12, 10, 'b'), at(42, 10, 'c')], 20, spacing);
    expect(clusters.map((c) => c.items.sort())).toEqual([['a', 'b', 'c']]);
  });

  it('skips points without a screen position and refuses a non-positive cell', () => {
    expect(clusterByGrid([at(Number.NaN, 1, 'a'), at(5, 5, 'b')], 48).map((c) => c.items)).toEqual([['b']]);
    expect(() => clusterByGrid([], 0)).toThrow(RangeError);
  });
});

describe('clusterSize', () => {
  it('is at least a 24-pixel touch target and grows with the count', () => {
    expect(clusterSize(1)).toBe(24);
    expect(clusterSize(2)).toBeGreaterThanOrEqual(24);
    expect(clusterSize(150)).toBeGreaterThan(clusterSize(12));
    expect(clusterSize(1_000_000)).toBeLessThanOrEqual(44);
  });
});
