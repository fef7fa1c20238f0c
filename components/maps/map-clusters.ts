/**
 * Grid clustering for the interactive map, in screen pixels at the current zoom: points that would
 * overlap become one marker with a count, so every marker on screen can be seen and tapped. Pure, so
 * it is tested without a browser; the map re-runs it after every zoom.
 */

export interface ScreenPoint<T> {
  x: number;
  y: number;
  item: T;
}

export interface Cluster<T> {
  /** The mean screen position of its items. */
  x: number;
  y: number;
  items: T[];
}

/**
 * Puts the points in cells of a `cellSize`-pixel grid (a cluster per occupied cell, at the mean of its
 * points), then merges clusters whose centres are still closer than `minDistance` pixels (two cells'
 * points can lie side by side across the cell border), so no two markers overlap. `minDistance` may
 * depend on the two clusters (their markers' sizes). Clusters keep the order of their first item.
 */
export function clusterByGrid<T>(
  points: readonly ScreenPoint<T>[],
  cellSize: number,
  minDistance: number | ((a: Cluster<T>, b: Cluster<T>) => number) = cellSize / 2,
): Cluster<T>[] {
  if (!(cellSize > 0)) throw new RangeError(`cellSize must be positive, got ${cellSize}`);
  const cells = new Map<string, { sumX: number; sumY: number; items: T[] }>();
  for (const point of points) {
    if (!Number.isFinite(point.x) || !Number.isFinite(point.y)) continue;
    const key = `${Math.floor(point.x / cellSize)},${Math.floor(point.y / cellSize)}`;
    const cell = cells.get(key);
    if (cell) {
      cell.sumX += point.x;
      cell.sumY += point.y;
      cell.items.push(point.item);
    } else {
      cells.set(key, { sumX: point.x, sumY: point.y, items: [point.item] });
    }
  }
  const clusters: Cluster<T>[] = [...cells.values()].map((cell) => ({
    x: cell.sumX / cell.items.length,
    y: cell.sumY / cell.items.length,
    items: cell.items,
  }));
  return mergeClose(clusters, minDistance);
}

/** Merges clusters closer than `minDistance` until none are (weighted by their number of items). */
function mergeClose<T>(
  clusters: Cluster<T>[],
  minDistance: number | ((a: Cluster<T>, b: Cluster<T>) => number),
): Cluster<T>[] {
  const distanceOf = typeof minDistance === 'number' ? () => minDistance : minDistance;
  let merged = true;
  while (merged) {
    merged = false;
    for (let i = 0; i < clusters.length; i++) {
      for (let j = i + 1; j < clusters.length; j++) {
        const a = clusters[i];
        const b = clusters[j];
        const dx = a.x - b.x;
        const dy = a.y - b.y;
        const limit = distanceOf(a, b);
        if (dx * dx + dy * dy >= limit * limit) continue;
        const total = a.items.length + b.items.length;
        clusters[i] = {
          x: (a.x * a.items.length + b.x * b.items.length) / total,
          y: (a.y * a.items.length + b.y * b.items.length) / total,
          items: [...a.items, ...b.items],
        };
        clusters.splice(j, 1);
        merged = true;
        j = i;
      }
    }
  }
  return clusters;
}

/** The diameter of a cluster's marker in CSS pixels: at least a touch target, a little larger per digit. */
export function clusterSize(count: number): number {
  return count <= 1 ? 24 : Math.min(44, 28 + 4 * (String(count).length - 1));
}
