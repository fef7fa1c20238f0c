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
  const label = (x: number, y: number, width = 60) => ({ x, y, width, height: 14 });
  const view = { width: 400, height: 300 };

  it('keeps the first of two overlapping labels (the heavier place) and drops the second', () => {
    expect(placeLabels([label(100, 100), label(120, 104), label(300, 200)], view)).toEqual([0, 2]);
  });

  it('shows the smaller place once zooming in has moved the two apart', () => {
    expect(placeLabels([label(100, 100), label(180, 130)], view)).toEqual([0, 1]);
  });

  it('leaves the markers uncovered', () => {
    const marker = { left: 90, top: 95, right: 114, bottom: 119 };
    expect(placeLabels([label(100, 100), label(300, 200)], view, 4, [marker])).toEqual([1]);
  });

  it('drops labels that would stick out of the view', () => {
    expect(placeLabels([label(10, 100), label(200, 295), label(200, 100)], view)).toEqual([2]);
  });
});
