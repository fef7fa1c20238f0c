import type { PortIndex } from './ports';
import type { TrackPoint } from './track';

/**
 * Trips cut from a track, for boats that keep no logbook but report positions. The rule, kept simple
 * so a reader can check it against a map:
 * - a position is in port when it lies within PORT_RADIUS_NM of a landing port at PORT_SPEED_KNOTS or
 *   slower (ports.ts);
 * - a trip is a run of positions out of port between two positions in port: it departs at the last
 *   position in port before the run and arrives at the first one after it;
 * - a run that the track starts or ends in (no port seen on one side) is no trip: it is incomplete;
 * - a run shorter than MIN_TRIP_HOURS is a move within the harbour, no trip.
 */

export const MIN_TRIP_HOURS = 1;
const HOUR_MS = 3_600_000;

export interface CutTrip {
  /** Epoch milliseconds of the departure and arrival positions. */
  departure: number;
  arrival: number;
  /** The positions of the trip, from the departure position to the arrival position. */
  points: TrackPoint[];
}

/** The trips of one boat's track (positions in time order). */
export function cutTrips(points: readonly TrackPoint[], ports: PortIndex): CutTrip[] {
  const trips: CutTrip[] = [];
  let lastInPort = -1;
  let atSea = false;
  for (let i = 0; i < points.length; i++) {
    if (ports.inPort(points[i])) {
      if (atSea && lastInPort >= 0) {
        const departure = points[lastInPort].t;
        const arrival = points[i].t;
        if (arrival - departure >= MIN_TRIP_HOURS * HOUR_MS) {
          trips.push({ departure, arrival, points: points.slice(lastInPort, i + 1) });
        }
      }
      lastInPort = i;
      atSea = false;
    } else {
      atSea = true;
    }
  }
  return trips;
}
