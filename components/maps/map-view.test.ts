import { boundsContain, panBounds, placeLabels, shiftInside } from './map-view';

const NORWAY = { west: 4, east: 31.5, south: 57.8, north: 71.3 };

describe('panBounds', () => {
  it('is the opening view with a margin when every point lies inside it', () => {
    expect(panBounds(NORWAY, [{ latitude: 63, longitude: 10 }])).toEqual({
      west: 1,
      east: 34.5,
      south: 56.3,
      north: 72.8,
    });
  });

  it('reaches every point and line position outside the view, with the same margin', () => {
    const bounds = panBounds(NORWAY, [
      { latitude: 78.2, longitude: 15.6 },
      { latitude: 62, longitude: -8 },
    ]);
    expect(bounds.north).toBeCloseTo(79.7);
    expect(bounds.west).toBeCloseTo(-11);
    expect(boundsContain(bounds, 78.2, 15.6)).toBe(true);
    expect(boundsContain(bounds, 62, -8)).toBe(true);
    expect(boundsContain(bounds, 59.3, 18.1 + 20)).toBe(false);
  });

  it('stops at the latitudes Web Mercator can show and ignores positions that are not numbers', () => {
    const bounds = panBounds({ west: 0, east: 10, south: 80, north: 84.5 }, [
      { latitude: Number.NaN, longitude: 200 },
    ]);
    expect(bounds).toEqual({ west: -3, east: 13, south: 78.5, north: 85 });
  });
});

describe('shiftInside', () => {
  const map = { left: 0, top: 0, right: 360, bottom: 400 };

  it('leaves a tooltip that fits where it is', () => {
    expect(shiftInside({ left: 100, top: 100, right: 200, bottom: 130 }, map)).toEqual({ dx: 0, dy: 0 });
  });

  it('moves a tooltip cut at the right and top edges back inside, with the margin', () => {
    expect(shiftInside({ left: 300, top: -20, right: 420, bottom: 10 }, map, 4)).toEqual({ dx: -64, dy: 24 });
  });

  it('moves a tooltip cut at the left and bottom edges back inside', () => {
    expect(shiftInside({ left: -30, top: 380, right: 70, bottom: 410 }, map, 4)).toEqual({ dx: 34, dy: -14 });
  });

  it('keeps the start of a tooltip wider than the map inside', () => {
    expect(shiftInside({ left: -10, top: 10, right: 400, bottom: 40 }, map, 4).dx).toBe(14);
  });
});

describe('placeLabels', () => {
  const label = (x: number, y: number, width = 60) => ({
    x,
    y,
    width,
    height: 14,
    placement: 'around' as const,
  });
  const view = { width: 400, height: 300 };
  const indexes = (placed: { index: number }[]) => placed.map((p) => p.index);

  it('puts a name under its place when there is room', () => {
    expect(placeLabels([label(100, 100)], view)).toEqual([{ index: 0, left: 70, top: 105 }]);
  });

  it('keeps the first of two crowded places (the heavier) and drops the second', () => {
    const small = { width: 80, height: 40 };
    expect(indexes(placeLabels([label(40, 12), label(42, 14)], small))).toEqual([0]);
    expect(indexes(placeLabels([label(42, 14), label(40, 12)], small))).toEqual([0]);
  });

  it('moves a name beside its place when the place below is taken', () => {
    const [first, second] = placeLabels([label(100, 100), label(100, 122)], view);
    expect(first).toEqual({ index: 0, left: 70, top: 105 });
    // Under the second place is free; the first name's box only had to be left alone.
    expect(second.index).toBe(1);
    expect(second.top).toBeGreaterThanOrEqual(123);
  });

  it('shows the smaller place once zooming in has moved the two apart', () => {
    expect(indexes(placeLabels([label(100, 100), label(180, 160)], view))).toEqual([0, 1]);
  });

  it('leaves the markers uncovered: the name moves clear of a marker on its place, or is dropped', () => {
    const marker = { left: 88, top: 88, right: 112, bottom: 112 };
    const [placed] = placeLabels([label(100, 100)], view, 4, [marker]);
    expect(placed.left >= 116 || placed.left + 60 <= 84 || placed.top >= 116 || placed.top + 14 <= 84).toBe(
      true,
    );
    const everywhere = [{ left: 0, top: 0, right: 400, bottom: 300 }];
    expect(placeLabels([label(100, 100)], view, 4, everywhere)).toEqual([]);
  });

  it('centres an area label on its point, or drops it', () => {
    const area = { x: 200, y: 150, width: 40, height: 20, placement: 'centre' as const };
    expect(placeLabels([area], view)).toEqual([{ index: 0, left: 180, top: 140 }]);
    expect(placeLabels([{ ...area, x: 10 }], view)).toEqual([]);
  });

  it('drops labels that stick out of the view in every position', () => {
    expect(indexes(placeLabels([label(-50, 100), label(200, 100)], view))).toEqual([1]);
  });
});
