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

/** Everything the interactive map needs: the server's drawing decides the view, the browser follows. */
export interface InteractiveMapData {
  /** `catch`: dots sized by weight; `station`: pins for places; `boat`: small dots (positions). */
  kind: 'catch' | 'station' | 'boat';
  points: MapPoint[];
  lines: MapLine[];
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

/** Dot radius in drawing units for a weight, relative to the heaviest point (area proportional). */
export function dotRadius(weight: number | undefined, maxWeight: number, kind: InteractiveMapData['kind']) {
  if (kind === 'boat') return 4;
  const MIN_RADIUS = 3.5;
  const MAX_RADIUS = 16;
  return weight && maxWeight > 0 ? MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(weight / maxWeight) : 6;
}
