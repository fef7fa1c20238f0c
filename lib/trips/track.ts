/**
 * Distances over a boat's track (VMS positions). Pure: no store access, so ingest, tests and pages
 * count a distance the same way.
 */

/** Mean earth radius in nautical miles (6 371.0088 km ÷ 1.852). */
export const EARTH_RADIUS_NM = 3440.065;

/** A gap between two positions longer than this is bridged by the straight line and counted. */
export const GAP_HOURS = 2;

const HOUR_MS = 3_600_000;

export interface TrackPoint {
  /** Epoch milliseconds, UTC. */
  t: number;
  latitude: number;
  longitude: number;
  /** Speed over ground in knots; null when the report has none. */
  speed: number | null;
}

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine) between two points, in nautical miles. */
export function haversineNm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = radians(lat2 - lat1);
  const dLon = radians(lon2 - lon1);
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_NM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface TrackDistance {
  /** Great-circle sum over consecutive positions, gaps included as straight lines. */
  distanceNm: number;
  /** Hours between positions more than GAP_HOURS apart (bridged, so the distance there is a lower bound). */
  gapHours: number;
  gaps: number;
  positions: number;
  /** Hours from the first position to the last. */
  hours: number;
}

/** The distance sailed over positions in time order. */
export function trackDistance(points: readonly TrackPoint[]): TrackDistance {
  let distanceNm = 0;
  let gapHours = 0;
  let gaps = 0;
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    distanceNm += haversineNm(a.latitude, a.longitude, b.latitude, b.longitude);
    const hours = (b.t - a.t) / HOUR_MS;
    if (hours > GAP_HOURS) {
      gapHours += hours;
      gaps++;
    }
  }
  const hours = points.length > 1 ? (points[points.length - 1].t - points[0].t) / HOUR_MS : 0;
  return { distanceNm, gapHours, gaps, positions: points.length, hours };
}

/** Below this speed (knots) at sea a boat counts as fishing (towing, setting or hauling), above it as steaming. */
export const FISHING_SPEED_KNOTS = 5;

/**
 * Hours fishing by speed: the time from each position to the next while the first reports a speed under
 * FISHING_SPEED_KNOTS. Time across a gap is not counted (what the boat did there is unknown).
 */
export function slowHours(points: readonly TrackPoint[]): number {
  let hours = 0;
  for (let i = 1; i < points.length; i++) {
    const step = (points[i].t - points[i - 1].t) / HOUR_MS;
    const speed = points[i - 1].speed;
    if (step <= GAP_HOURS && speed !== null && speed < FISHING_SPEED_KNOTS) hours += step;
  }
  return hours;
}
