/**
 * What a map shows, in one shape for both drawings: the server's SVG (every visitor, search engines)
 * and the interactive Leaflet map that replaces it in the browser. Plain data, so the server can hand
 * it to the client component as props.
 */

export interface MapPoint {
  key: string;
  latitude: number;
  longitude: number;
  /** What the point is, for the tooltip and the list under the map. */
  label: string;
  /** Sizes the dot (area proportional); points without weight get the base size. */
  weight?: number;
  /** Shown after the label in the tooltip and the list (`12,3 t · 4 landinger`). */
  detail?: string;
  /** The position is the municipality's harbour, not the place itself. */
  approximate?: boolean;
  /** A page about the point (a boat, a station): a click or Enter on the interactive map opens it. */
  href?: string;
  /** Fill colour (CSS) when points are coloured by group; the map's legend says what it means. */
  color?: string;
}

/** A track (the positions of one boat, oldest first) or a segment (a haul's start and stop). */
export interface MapLine {
  key: string;
  label: string;
  detail?: string;
  /** [latitude, longitude] pairs in order. */
  path: readonly (readonly [number, number])[];
  color?: string;
}

export interface MapLegendItem {
  label: string;
  color: string;
}

export interface TileLayer {
  /** XYZ template, e.g. `https://tiles.example.org/{z}/{x}/{y}.png`. */
  url: string;
  attribution: string;
}

/**
 * What the interactive map needs besides the points and lines: the server's drawing decides the view,
 * the browser follows. The points and lines themselves it reads from the drawing (drawn-map-data.ts),
 * so they reach the browser once, not also as props.
 */
export interface InteractiveMapFrame {
  /** `catch`: dots sized by weight; `station`: pins for places; `boat`: small dots (positions). */
  kind: 'catch' | 'station' | 'boat';
  bounds: { west: number; east: number; south: number; north: number };
  tiles: TileLayer | null;
  /** Accessible name of the interactive map (its figure's title). */
  label: string;
  /**
   * The page lists every point, with its link, in a table under the map: the markers are then for the
   * pointer only, not hundreds of Tab stops, and their overlapping dots are not undersized touch targets
   * (WCAG 2.5.8). Keyboard and screen-reader users open the points from the table.
   */
  pointsListedBelow?: boolean;
}

/** A point as drawn: where, how big (drawing units = CSS pixels), what its tooltip says, where it leads. */
export interface DrawnPoint {
  latitude: number;
  longitude: number;
  radius: number;
  tooltip: string;
  href?: string;
  color?: string;
}

/** A line as drawn: [latitude, longitude] pairs in order. */
export interface DrawnLine {
  path: [number, number][];
  tooltip: string;
  color?: string;
}

/** The tooltip of a point, in the drawing and on the interactive map. */
export function pointTooltip(point: MapPoint): string {
  return `${point.label}${point.detail ? `: ${point.detail}` : ''}${point.approximate ? ' (omtrentlig posisjon)' : ''}`;
}

/** Dot radius in drawing units for a weight, relative to the heaviest point (area proportional). */
export function dotRadius(weight: number | undefined, maxWeight: number, kind: InteractiveMapFrame['kind']) {
  if (kind === 'boat') return 4;
  const MIN_RADIUS = 3.5;
  const MAX_RADIUS = 16;
  return weight && maxWeight > 0 ? MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(weight / maxWeight) : 6;
}
