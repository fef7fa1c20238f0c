/**
 * How a boat stands among the boats of its segment (gear group × length group): the segment's median
 * and spread, and the boat's percentile. The same definitions as DuckDB's `quantile_cont` and
 * `percent_rank`, so the store's benchmark table and these functions agree.
 */

/** The q-quantile (0–1) of values by linear interpolation between the nearest ranks; null when empty. */
export function quantile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

/**
 * The boat's percentile in its segment, 0–100: the share of the other boats with a lower value (ties
 * count as not lower). Null when the segment holds fewer than MIN_SEGMENT_BOATS boats.
 */
export function segmentPercentile(value: number, segment: readonly number[]): number | null {
  if (segment.length < MIN_SEGMENT_BOATS) return null;
  const lower = segment.filter((other) => other < value).length;
  return (lower / (segment.length - 1)) * 100;
}

/** A percentile among fewer boats than this says too little to show. */
export const MIN_SEGMENT_BOATS = 3;

/** How much more (positive) or less (negative) than the segment's median, in whole percent. */
export function differenceFromMedian(value: number, segmentMedian: number): number | null {
  if (!(segmentMedian > 0)) return null;
  return Math.round((value / segmentMedian - 1) * 100);
}
