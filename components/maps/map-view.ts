/**
 * The interactive map's geometry that needs no browser: how far it may pan, where a tooltip must move
 * to stay inside it, and which place names fit without overlapping. Tested in jest.
 */

export interface GeoBounds {
  west: number;
  east: number;
  south: number;
  north: number;
}

/** Where Web Mercator ends: Leaflet's map cannot show beyond these latitudes. */
const MAX_LATITUDE = 85;

/**
 * How far the map may pan: the view it opens with and every point and line, with a margin (degrees of
 * latitude, twice that of longitude, as a degree of longitude is about half as long up here) so that
 * a marker at the edge can still be brought to the middle.
 */
export function panBounds(
  view: GeoBounds,
  positions: readonly { latitude: number; longitude: number }[],
  margin = 1.5,
): GeoBounds {
  let { west, east, south, north } = view;
  for (const { latitude, longitude } of positions) {
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return {
    west: Math.max(-180, west - 2 * margin),
    east: Math.min(180, east + 2 * margin),
    south: Math.max(-MAX_LATITUDE, south - margin),
    north: Math.min(MAX_LATITUDE, north + margin),
  };
}

export function boundsContain(bounds: GeoBounds, latitude: number, longitude: number): boolean {
  return (
    latitude >= bounds.south &&
    latitude <= bounds.north &&
    longitude >= bounds.west &&
    longitude <= bounds.east
  );
}

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * How far to move a tooltip (dx, dy in pixels) so that it lies inside the map with `margin` to spare;
 * zero when it already does. A tooltip larger than the map keeps its top-left corner inside.
 */
export function shiftInside(tooltip: Box, map: Box, margin = 4): { dx: number; dy: number } {
  const axis = (start: number, end: number, min: number, max: number) => {
    if (start < min) return min - start;
    if (end > max) return Math.max(min - start, max - end);
    return 0;
  };
  return {
    dx: axis(tooltip.left, tooltip.right, map.left + margin, map.right - margin),
    dy: axis(tooltip.top, tooltip.bottom, map.top + margin, map.bottom - margin),
  };
}

export interface LabelCandidate {
  /** Screen position of the place (pixels). */
  x: number;
  y: number;
  /** Size of the label's text box. */
  width: number;
  height: number;
  /** `around`: beside the place (below, right, left or above, the first that fits); `centre`: on it. */
  placement: 'around' | 'centre';
}

/** A kept label: which candidate, and the top-left corner of its text box on screen. */
export interface PlacedLabel {
  index: number;
  left: number;
  top: number;
}

/**
 * How far a label beside its place keeps from the place's point (pixels): close first, then clear of
 * a marker (24 px) standing on the place, as boats in a harbour do.
 */
const LABEL_OFFSETS = [5, 16];

function positionsOf({ x, y, width, height, placement }: LabelCandidate): { left: number; top: number }[] {
  if (placement === 'centre') return [{ left: x - width / 2, top: y - height / 2 }];
  return LABEL_OFFSETS.flatMap((offset) => [
    { left: x - width / 2, top: y + offset },
    { left: x + offset + 2, top: y - height / 2 },
    { left: x - offset - 2 - width, top: y - height / 2 },
    { left: x - width / 2, top: y - offset - height },
  ]);
}

/**
 * Greedy label placement: in the given order (the most important first), a label is kept at the
 * first of its positions where it lies in the view and overlaps no obstacle (a marker) nor a kept
 * label (nor, with `gap`, comes too close). Zoomed out only the first places find room; zooming in
 * spreads them apart and the smaller ones appear.
 */
export function placeLabels(
  candidates: readonly LabelCandidate[],
  view: { width: number; height: number },
  gap = 4,
  obstacles: readonly Box[] = [],
): PlacedLabel[] {
  const taken: Box[] = [...obstacles];
  const placed: PlacedLabel[] = [];
  candidates.forEach((candidate, index) => {
    for (const { left, top } of positionsOf(candidate)) {
      const box = {
        left: left - gap,
        right: left + candidate.width + gap,
        top: top - gap,
        bottom: top + candidate.height + gap,
      };
      if (box.left < 0 || box.top < 0 || box.right > view.width || box.bottom > view.height) continue;
      if (taken.some((other) => overlaps(box, other))) continue;
      taken.push(box);
      placed.push({ index, left, top });
      return;
    }
  });
  return placed;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}
