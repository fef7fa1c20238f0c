import { geoMercator, type GeoProjection } from 'd3-geo';
import type { LandPolygon, LonLat } from './coastline';

/**
 * Web Mercator, the projection of every slippy map: the bundled coastline and an optional tile layer
 * (MAP_TILE_URL) then line up exactly. The projection itself is d3-geo's `geoMercator`; this module only
 * frames it. World units run 0…1 across and down (the XYZ tile grid); a view maps a rectangle of them
 * onto an SVG viewBox of `width` × `height`.
 */

export interface Bounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** Where Web Mercator's square world ends; the poles themselves would lie at infinity. */
const MAX_LATITUDE = 85.05112878;
const TAU = 2 * Math.PI;

/** d3's Mercator scaled so the world is the unit square: scale 1/2π spans 2π radians of longitude. */
const world = geoMercator()
  .scale(1 / TAU)
  .translate([0.5, 0.5]);

function clampLatitude(latitude: number): number {
  return Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
}

export function mercatorX(longitude: number): number {
  return world([longitude, 0])![0];
}

export function mercatorY(latitude: number): number {
  return world([0, clampLatitude(latitude)])![1];
}

export interface MapView {
  width: number;
  height: number;
  /** SVG units per world unit. */
  scale: number;
  /** World coordinates of the view's top-left corner. */
  left: number;
  top: number;
}

/**
 * The view that shows `bounds` as large as possible in `width` × `height` with `padding` around it,
 * centred. Both sides keep the same scale (no distortion beyond Mercator's own).
 */
export function fitView(bounds: Bounds, width: number, height: number, padding = 16): MapView {
  const x0 = mercatorX(bounds.west);
  const x1 = mercatorX(bounds.east);
  const y0 = mercatorY(bounds.north);
  const y1 = mercatorY(bounds.south);
  const dx = Math.max(x1 - x0, 1e-9);
  const dy = Math.max(y1 - y0, 1e-9);
  const scale = Math.min((width - 2 * padding) / dx, (height - 2 * padding) / dy);
  const centreX = (x0 + x1) / 2;
  const centreY = (y0 + y1) / 2;
  return { width, height, scale, left: centreX - width / 2 / scale, top: centreY - height / 2 / scale };
}

// One d3 projection per view: a map projects thousands of coastline points through the same view.
const viewProjections = new WeakMap<MapView, GeoProjection>();

/** The view as a d3 projection into SVG units (the world projection, zoomed and shifted). */
export function viewProjection(view: MapView): GeoProjection {
  let projection = viewProjections.get(view);
  if (!projection) {
    projection = geoMercator()
      .scale(view.scale / TAU)
      .translate([(0.5 - view.left) * view.scale, (0.5 - view.top) * view.scale]);
    viewProjections.set(view, projection);
  }
  return projection;
}

/** A point in SVG units. */
export function project(view: MapView, longitude: number, latitude: number): [number, number] {
  return viewProjection(view)([longitude, clampLatitude(latitude)])!;
}

/**
 * Bounds around points, widened to at least `minSpan` degrees (of latitude; longitude gets twice that,
 * about the same distance up north) so that one point or a tight cluster keeps some coast around it.
 * Null without points.
 */
export function boundsAround(
  points: readonly { latitude: number; longitude: number }[],
  minSpan = 3,
): Bounds | null {
  const valid = points.filter(
    (p) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90,
  );
  if (valid.length === 0) return null;
  let west = Infinity;
  let east = -Infinity;
  let south = Infinity;
  let north = -Infinity;
  for (const p of valid) {
    west = Math.min(west, p.longitude);
    east = Math.max(east, p.longitude);
    south = Math.min(south, p.latitude);
    north = Math.max(north, p.latitude);
  }
  const widen = (lo: number, hi: number, span: number): [number, number] => {
    if (hi - lo >= span) return [lo, hi];
    const middle = (lo + hi) / 2;
    return [middle - span / 2, middle + span / 2];
  };
  [south, north] = widen(south, north, minSpan);
  [west, east] = widen(west, east, minSpan * 2);
  return { west, east, south, north };
}

/** A tenth of a drawing unit (a tenth of a CSS pixel at the drawing's size) is as fine as a map needs. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** An SVG path for a closed ring, rounded to 0.1 unit; consecutive duplicate points are dropped. */
export function ringPath(view: MapView, ring: readonly LonLat[]): string {
  const parts = projectedPoints(view, ring);
  return parts.length > 2 ? `${parts.join('')}Z` : '';
}

/**
 * An SVG path for an open line (a border, a track, a haul from start to stop), rounded like `ringPath`;
 * '' when it has fewer than two distinct points.
 */
export function linePath(view: MapView, line: readonly LonLat[]): string {
  const parts = projectedPoints(view, line);
  return parts.length >= 2 ? parts.join('') : '';
}

/** `M x y`, `L x y`, … rounded to a tenth, repeated points (after rounding) left out. */
function projectedPoints(view: MapView, points: readonly LonLat[]): string[] {
  const parts: string[] = [];
  let previous = '';
  for (const [longitude, latitude] of points) {
    const [x, y] = project(view, longitude, latitude);
    const point = `${round1(x)} ${round1(y)}`;
    if (point === previous) continue;
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${point}`);
    previous = point;
  }
  return parts;
}

/** Whether a ring's projected box touches the view (with a margin). */
export function ringInView(view: MapView, ring: readonly LonLat[], margin = 2): boolean {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const [longitude, latitude] of ring) {
    const [x, y] = project(view, longitude, latitude);
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return maxX >= -margin && minX <= view.width + margin && maxY >= -margin && minY <= view.height + margin;
}

export interface LandPath {
  name: string;
  norway: boolean;
  d: string;
}

/** The land polygons that show in the view, as SVG paths. */
export function landPaths(view: MapView, polygons: readonly LandPolygon[]): LandPath[] {
  return polygons
    .filter((polygon) => ringInView(view, polygon.ring))
    .map((polygon) => ({ name: polygon.name, norway: polygon.norway, d: ringPath(view, polygon.ring) }))
    .filter((path) => path.d !== '');
}

export interface Tile {
  z: number;
  x: number;
  y: number;
  /** Top-left corner and side in SVG units. */
  left: number;
  top: number;
  size: number;
}

/**
 * The XYZ tiles (256 px) that cover the view, at the zoom whose tiles come closest to 256 SVG units
 * (at most `maxTiles`; a coarser zoom when more would be needed).
 */
export function tilesForView(view: MapView, options: { maxZoom?: number; maxTiles?: number } = {}): Tile[] {
  const maxZoom = options.maxZoom ?? 12;
  const maxTiles = options.maxTiles ?? 64;
  let z = Math.max(0, Math.min(maxZoom, Math.round(Math.log2(view.scale / 256))));
  for (; z >= 0; z--) {
    const n = 2 ** z;
    const x0 = Math.max(0, Math.floor(view.left * n));
    const x1 = Math.min(n - 1, Math.floor((view.left + view.width / view.scale) * n));
    const y0 = Math.max(0, Math.floor(view.top * n));
    const y1 = Math.min(n - 1, Math.floor((view.top + view.height / view.scale) * n));
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > maxTiles && z > 0) continue;
    const size = view.scale / n;
    const tiles: Tile[] = [];
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        tiles.push({
          z,
          x,
          y,
          left: (x / n - view.left) * view.scale,
          top: (y / n - view.top) * view.scale,
          size,
        });
      }
    }
    return tiles;
  }
  return [];
}

/** `https://tiles.example/{z}/{x}/{y}.png` with the tile's numbers filled in. */
export function tileUrl(template: string, tile: Pick<Tile, 'x' | 'y' | 'z'>): string {
  return template
    .replace(/\{z\}/g, String(tile.z))
    .replace(/\{x\}/g, String(tile.x))
    .replace(/\{y\}/g, String(tile.y));
}

/** Whether a point lies inside a ring (even-odd rule, in degrees; fine for rings this small). */
export function pointInRing(longitude: number, latitude: number, ring: readonly LonLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) {
      inside = !inside;
    }
  }
  return inside;
}
