import { estimateFuel, fishingLoadFactor, type LeftOutReason } from './fuel';
import { slowHours, trackDistance, type TrackPoint } from './track';

/**
 * The figures of one trip from its span, its positions and (for logbook trips) its hauls: hours at sea,
 * distance, gaps, hours fishing and fuel, each with what it rests on. The landed catch is joined in the
 * store (the landing notes that follow the arrival).
 */

/** A distance or a speed-based split needs at least this many positions per hour at sea (one every 2 h). */
export const MIN_POSITIONS_PER_HOUR = 0.5;

const HOUR_MS = 3_600_000;

export interface TripSpan {
  /** Epoch milliseconds, UTC. */
  departure: number;
  arrival: number;
  /** Sum of the hauls' durations (logbook trips); null for a trip cut from the track (no hauls). */
  haulHours: number | null;
}

export interface TripFigures {
  hoursAtSea: number;
  positions: number;
  positionsPerHour: number;
  /** Null (with a reason) when the positions are too few. */
  distanceNm: number | null;
  gapHours: number;
  /** From the hauls, else from slow speed; null when neither is known. */
  fishingHours: number | null;
  fishingFrom: 'hauls' | 'speed' | null;
  enginePowerKw: number | null;
  /** Share of the engine power assumed while fishing, from the boat's main gear group. */
  fishingLoadFactor: number;
  fuelLitres: number | null;
  co2Kg: number | null;
  reasons: LeftOutReason[];
}

/**
 * The trip's figures; `points` are the boat's positions from departure to arrival, in time order, and
 * `gearGroupCode` the boat's main gear group (its fishing load factor).
 */
export function tripFigures(
  span: TripSpan,
  points: readonly TrackPoint[],
  enginePowerKw: number | null,
  gearGroupCode: string | null = null,
): TripFigures {
  const fishingLoad = fishingLoadFactor(gearGroupCode);
  const reasons: LeftOutReason[] = [];
  const hoursAtSea = (span.arrival - span.departure) / HOUR_MS;
  const track = trackDistance(points);
  const positionsPerHour = hoursAtSea > 0 ? points.length / hoursAtSea : 0;
  const trackUsable = points.length >= 2 && positionsPerHour >= MIN_POSITIONS_PER_HOUR;
  if (!trackUsable) reasons.push(points.length === 0 ? 'no-positions' : 'few-positions');

  let fishingHours: number | null = null;
  let fishingFrom: TripFigures['fishingFrom'] = null;
  if (span.haulHours !== null) {
    fishingHours = Math.min(span.haulHours, hoursAtSea);
    fishingFrom = 'hauls';
  } else if (trackUsable) {
    fishingHours = Math.min(slowHours(points), hoursAtSea);
    fishingFrom = 'speed';
  }

  let fuelLitres: number | null = null;
  let co2Kg: number | null = null;
  if (fishingHours !== null) {
    const fuel = estimateFuel(
      enginePowerKw,
      { steaming: hoursAtSea - fishingHours, fishing: fishingHours, inPort: 0 },
      fishingLoad,
    );
    if (fuel.litres === null) reasons.push(fuel.reason);
    else {
      fuelLitres = fuel.litres;
      co2Kg = fuel.co2Kg;
    }
  }
  return {
    hoursAtSea,
    positions: points.length,
    positionsPerHour,
    distanceNm: trackUsable ? track.distanceNm : null,
    gapHours: track.gapHours,
    fishingHours,
    fishingFrom,
    enginePowerKw,
    fishingLoadFactor: fishingLoad,
    fuelLitres,
    co2Kg,
    reasons,
  };
}
