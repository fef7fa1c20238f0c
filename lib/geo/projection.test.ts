import { LAND_POLYGONS, NORWAY_BOUNDS } from './coastline';
import {
  boundsAround,
  fitView,
  landPaths,
  linePath,
  mercatorX,
  mercatorY,
  pointInRing,
  project,
  ringPath,
  tilesForView,
  tileUrl,
  viewProjection,
} from './projection';

const onLand = (lon: number, lat: number) => LAND_POLYGONS.some((p) => pointInRing(lon, lat, p.ring));

describe('Web Mercator', () => {
  it('maps the world to 0…1 with the equator and the prime meridian in the middle', () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(180)).toBe(1);
    expect(mercatorX(0)).toBe(0.5);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.05112878)).toBeCloseTo(0, 6);
    expect(mercatorY(-85.05112878)).toBeCloseTo(1, 6);
  });

  it('stretches the north: a degree of latitude at 70°N is longer than at 58°N', () => {
    const at58 = mercatorY(58) - mercatorY(59);
    const at70 = mercatorY(70) - mercatorY(71);
    expect(at70 / at58).toBeGreaterThan(1.5);
  });

  it('matches the slippy-map tile of a known place (Bodø at zoom 8 is tile 138/62)', () => {
    const z = 8;
    expect(Math.floor(mercatorX(14.38) * 2 ** z)).toBe(138);
    expect(Math.floor(mercatorY(67.28) * 2 ** z)).toBe(62);
  });
});

describe('fitting a view', () => {
  it('puts the bounds inside the padded box, centred, with one scale for both axes', () => {
    const view = fitView(NORWAY_BOUNDS, 640, 520, 20);
    const [x0, y0] = project(view, NORWAY_BOUNDS.west, NORWAY_BOUNDS.north);
    const [x1, y1] = project(view, NORWAY_BOUNDS.east, NORWAY_BOUNDS.south);
    for (const v of [x0, x1]) expect(v).toBeGreaterThanOrEqual(20 - 1e-6);
    for (const v of [x0, x1]) expect(v).toBeLessThanOrEqual(620 + 1e-6);
    for (const v of [y0, y1]) expect(v).toBeGreaterThanOrEqual(20 - 1e-6);
    for (const v of [y0, y1]) expect(v).toBeLessThanOrEqual(500 + 1e-6);
    // Centred: equal margins on the side that does not fill the box.
    expect(x0 + x1).toBeCloseTo(640, 6);
    expect(y0 + y1).toBeCloseTo(520, 6);
    // One side touches the padding.
    expect(Math.min(x0, y0)).toBeCloseTo(20, 6);
  });

  it('widens a single point to a minimum span so the coast shows around it', () => {
    const bounds = boundsAround([{ latitude: 68.2, longitude: 14.5 }], 3)!;
    expect(bounds.north - bounds.south).toBeCloseTo(3, 9);
    expect(bounds.east - bounds.west).toBeCloseTo(6, 9);
    expect((bounds.north + bounds.south) / 2).toBeCloseTo(68.2, 9);
  });

  it('keeps a wide spread of points as it is and ignores impossible positions', () => {
    const bounds = boundsAround(
      [
        { latitude: 58, longitude: 5 },
        { latitude: 71, longitude: 30 },
        { latitude: Number.NaN, longitude: 3 },
        { latitude: 120, longitude: 3 },
      ],
      3,
    )!;
    expect(bounds).toEqual({ west: 5, east: 30, south: 58, north: 71 });
    expect(boundsAround([])).toBeNull();
  });
});

describe('the bundled coastline', () => {
  it('has closed, plausible rings in WGS 84', () => {
    for (const polygon of LAND_POLYGONS) {
      expect(polygon.ring.length).toBeGreaterThanOrEqual(4);
      for (const [lon, lat] of polygon.ring) {
        expect(lon).toBeGreaterThanOrEqual(-30);
        expect(lon).toBeLessThanOrEqual(50);
        expect(lat).toBeGreaterThanOrEqual(40);
        expect(lat).toBeLessThanOrEqual(82);
      }
    }
  });

  it('puts inland places on land', () => {
    expect(onLand(11.38, 62.57)).toBe(true); // Røros
    expect(onLand(23.0, 69.0)).toBe(true); // Kautokeino
    expect(onLand(8.0, 61.5)).toBe(true); // Jotunheimen
    expect(onLand(15.0, 60.0)).toBe(true); // Sweden
    expect(onLand(-2.0, 52.5)).toBe(true); // England
    expect(onLand(15.6, 78.2)).toBe(true); // Spitsbergen (Longyearbyen area)
  });

  it('leaves the fishing grounds at sea', () => {
    expect(onLand(13.4, 67.82)).toBe(false); // Vestfjorden, off Lofoten
    expect(onLand(25.1, 71.15)).toBe(false); // off Vest-Finnmark
    expect(onLand(3.0, 57.0)).toBe(false); // the North Sea
    expect(onLand(5.35, 62.45)).toBe(false); // off Stad, Storegga
    expect(onLand(30.0, 72.5)).toBe(false); // the Barents Sea
    expect(onLand(12.0, 66.5)).toBe(false); // off Helgeland
  });

  it('draws only the polygons in view, as closed SVG paths', () => {
    const view = fitView({ west: 12, east: 17, south: 67.5, north: 69.5 }, 640, 520);
    const paths = landPaths(view, LAND_POLYGONS);
    const names = paths.map((path) => path.name);
    expect(names).toContain('Lofoten');
    expect(names).toContain('Hinnøya');
    expect(names).not.toContain('Irland');
    expect(names).not.toContain('Spitsbergen');
    for (const path of paths) expect(path.d).toMatch(/^M[-\d. ]+(L[-\d. ]+)+Z$/);
  });

  it('drops repeated points and degenerate rings', () => {
    const view = fitView(NORWAY_BOUNDS, 640, 520);
    expect(
      ringPath(view, [
        [10, 60],
        [10, 60],
        [10, 60],
      ]),
    ).toBe('');
    const d = ringPath(view, [
      [10, 60],
      [10, 60],
      [11, 60],
      [11, 61],
    ]);
    expect(d.match(/[ML]/g)).toHaveLength(3);
  });

  it('draws an open line of two points (a haul from start to stop), not a closed ring', () => {
    const view = fitView(NORWAY_BOUNDS, 640, 520);
    const d = linePath(view, [
      [18.5, 69.8],
      [18.8, 69.8],
    ]);
    expect(d).toMatch(/^M[-\d.]+ [-\d.]+L[-\d.]+ [-\d.]+$/);
    // A single point, or two that round to the same spot, is no line.
    expect(linePath(view, [[18.5, 69.8]])).toBe('');
    expect(
      linePath(view, [
        [18.5, 69.8],
        [18.50001, 69.8],
      ]),
    ).toBe('');
  });
});

describe('tiles for an optional tile layer', () => {
  it('covers the view with tiles of about 256 units and fills the URL template', () => {
    const view = fitView(NORWAY_BOUNDS, 640, 520);
    const tiles = tilesForView(view);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(64);
    const z = tiles[0].z;
    expect(tiles.every((t) => t.z === z)).toBe(true);
    expect(tiles[0].size).toBeGreaterThan(128);
    expect(tiles[0].size).toBeLessThan(512);
    // Every corner of the view lies in some tile.
    for (const [x, y] of [
      [1, 1],
      [639, 1],
      [1, 519],
      [639, 519],
    ]) {
      expect(
        tiles.some((t) => x >= t.left && x <= t.left + t.size && y >= t.top && y <= t.top + t.size),
      ).toBe(true);
    }
    expect(tileUrl('https://t.example/{z}/{x}/{y}.png', { z: 5, x: 17, y: 8 })).toBe(
      'https://t.example/5/17/8.png',
    );
  });
});

describe('the d3-geo projection of a view', () => {
  it('puts the coast exactly where the tile images are', () => {
    const view = fitView(NORWAY_BOUNDS, 640, 520);
    const projection = viewProjection(view);
    for (const tile of tilesForView(view)) {
      // The tile's top-left corner in degrees, from the XYZ scheme's own formula (not d3).
      const n = 2 ** tile.z;
      const longitude = (tile.x / n) * 360 - 180;
      const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * tile.y) / n))) * 180) / Math.PI;
      const [x, y] = project(view, longitude, latitude);
      expect(x).toBeCloseTo(tile.left, 6);
      expect(y).toBeCloseTo(tile.top, 6);
      expect(projection.invert!([tile.left, tile.top])![1]).toBeCloseTo(latitude, 9);
    }
  });
});
