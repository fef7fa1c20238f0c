import { CO2_PER_FUEL, estimateFuel, fishingLoadFactor } from './fuel';
import { PortIndex } from './ports';
import { differenceFromMedian, median, quantile, segmentPercentile } from './segments';
import { EARTH_RADIUS_NM, haversineNm, slowHours, trackDistance, type TrackPoint } from './track';
import { cutTrips } from './track-trips';
import { tripFigures } from './trip-figures';

const HOUR = 3_600_000;
const T0 = Date.parse('2025-03-01T00:00:00Z');
const at = (hours: number, latitude: number, longitude: number, speed: number | null = 8): TrackPoint => ({
  t: T0 + hours * HOUR,
  latitude,
  longitude,
  speed,
});

/** The spherical law of cosines: another formula for the same great circle, to check haversine against. */
function cosineLawNm(a: TrackPoint, b: TrackPoint): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const cos =
    Math.sin(r(a.latitude)) * Math.sin(r(b.latitude)) +
    Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.cos(r(b.longitude - a.longitude));
  return EARTH_RADIUS_NM * Math.acos(Math.min(1, cos));
}

describe('distance over a track', () => {
  it('gives a minute of latitude as a nautical mile, within 0.5 %', () => {
    // Along a meridian from 62° N to 63° N in ten legs: 60 minutes of arc, 60 nm.
    const track = Array.from({ length: 11 }, (_, i) => at(i, 62 + i / 10, 5));
    expect(trackDistance(track).distanceNm).toBeCloseTo(60, 0);
    expect(Math.abs(trackDistance(track).distanceNm / 60 - 1)).toBeLessThan(0.005);
  });

  it('sums a known zigzag track off Ålesund to within 0.5 % of the law of cosines', () => {
    const track = [
      at(0, 62.47, 6.15),
      at(1, 62.6, 5.6),
      at(2, 62.9, 5.9),
      at(3, 63.1, 4.8),
      at(4, 62.47, 6.15),
    ];
    const expected = track.slice(1).reduce((sum, point, i) => sum + cosineLawNm(track[i], point), 0);
    expect(expected).toBeGreaterThan(100);
    expect(Math.abs(trackDistance(track).distanceNm / expected - 1)).toBeLessThan(0.005);
  });

  it('gives a degree of longitude on the equator as 60 nm', () => {
    expect(haversineNm(0, 10, 0, 11)).toBeCloseTo((2 * Math.PI * EARTH_RADIUS_NM) / 360, 6);
  });

  it('bridges a gap over 2 h with the straight line and counts it', () => {
    const track = [at(0, 62, 5), at(1, 62.1, 5), at(5, 62.5, 5), at(6, 62.6, 5), at(8.5, 62.8, 5)];
    const result = trackDistance(track);
    expect(result.distanceNm).toBeCloseTo(48, 0);
    expect(result.gaps).toBe(2);
    expect(result.gapHours).toBeCloseTo(6.5, 6);
    expect(result.hours).toBe(8.5);
  });

  it('counts slow time as fishing, but not across a gap', () => {
    const track = [
      at(0, 62, 5, 10),
      at(1, 62, 5.1, 3),
      at(2, 62, 5.2, 3),
      at(5, 62, 5.3, 3),
      at(6, 62, 5.4, 9),
    ];
    // 1→2 is slow (1 h); 2→5 is a gap (not counted); 5→6 is slow (1 h).
    expect(slowHours(track)).toBe(2);
  });
});

describe('a trip cut from a track', () => {
  const ports = new PortIndex([
    { latitude: 62.47, longitude: 6.15 },
    { latitude: 69.65, longitude: 18.96 },
  ]);

  it('runs from the last position in port to the first one back', () => {
    const track = [
      // The track starts at sea: that run has no departure and is no trip.
      at(0, 62.3, 5.5, 9),
      at(1, 62.47, 6.15, 0),
      at(2, 62.471, 6.151, 0.2),
      at(3, 62.55, 5.9, 9),
      at(4, 62.7, 5.5, 3),
      at(5, 62.7, 5.45, 3),
      at(6, 62.55, 5.9, 9),
      at(7, 62.472, 6.15, 1),
      // A move in the harbour at speed (out of port for under an hour) is no trip.
      at(7.5, 62.47, 6.16, 4),
      at(7.8, 62.47, 6.15, 0),
      // Leaves again and is at sea when the track ends: incomplete, no trip.
      at(9, 62.6, 5.6, 9),
    ];
    const trips = cutTrips(track, ports);
    expect(trips).toHaveLength(1);
    expect(trips[0].departure).toBe(T0 + 2 * HOUR);
    expect(trips[0].arrival).toBe(T0 + 7 * HOUR);
    expect(trips[0].points).toHaveLength(6);
  });

  it('keeps a boat drifting slowly far from any port at sea', () => {
    const track = [at(0, 62.47, 6.15, 0), at(1, 64, 8, 0), at(2, 64, 8, 0), at(3, 62.47, 6.15, 0)];
    expect(cutTrips(track, ports)).toHaveLength(1);
  });
});

describe('fuel and CO₂', () => {
  it('works out a hand-worked trip', () => {
    // 500 kW; 10 h steaming at 80 % and 20 h fishing at 60 %: 20 full-load hours, 10 000 kWh,
    // at 210 g/kWh 2 100 kg of diesel = 2 500 l at 0.84 kg/l; × 3.206 = 6 732.6 kg CO₂.
    const fuel = estimateFuel(500, { steaming: 10, fishing: 20, inPort: 0 });
    expect(fuel.litres).toBeCloseTo(2500, 6);
    if (fuel.litres === null) throw new Error('no estimate');
    expect(fuel.fuelKg).toBeCloseTo(2100, 6);
    expect(fuel.co2Kg).toBeCloseTo(6732.6, 6);
    expect(fuel.co2Kg / fuel.fuelKg).toBe(CO2_PER_FUEL);
  });

  it('fishes at the load of the boat’s gear: a trawler tows near full power, a gillnetter lies at its nets', () => {
    // The same 24 h trip of a 500 kW boat, 8 h steaming and 16 h fishing, by gear group:
    // trål 0.8 × 8 + 0.8 × 16 = 19.2 full-load hours = 9 600 kWh → 2 016 kg = 2 400 l;
    // snurrevad 0.8 × 8 + 0.5 × 16 = 14.4 h → 1 800 l; garn 0.8 × 8 + 0.3 × 16 = 11.2 h → 1 400 l;
    // harpun (no figure of its own) 0.8 × 8 + 0.6 × 16 = 16 h → 2 000 l.
    const hours = { steaming: 8, fishing: 16, inPort: 0 };
    const litres = (gear: string) => estimateFuel(500, hours, fishingLoadFactor(gear)).litres;
    expect(litres('5')).toBeCloseTo(2400, 6);
    expect(litres('6')).toBeCloseTo(1800, 6);
    expect(litres('2')).toBeCloseTo(1400, 6);
    expect(litres('7')).toBeCloseTo(2000, 6);
    expect(fishingLoadFactor(null)).toBe(0.6);
    // A hand-worked trip through tripFigures: a 300 kW gillnetter, 10 h at sea of which 6 h hauling:
    // 300 × (0.8 × 4 + 0.3 × 6) × 0.21 ÷ 0.84 = 375 l, and 375 × 0.84 × 3.206 = 1 009.89 kg CO₂.
    const span = { departure: T0, arrival: T0 + 10 * HOUR, haulHours: 6 };
    const points = Array.from({ length: 11 }, (_, i) => at(i, 62 + i / 60, 5));
    const gillnetter = tripFigures(span, points, 300, '2');
    expect(gillnetter.fishingLoadFactor).toBe(0.3);
    expect(gillnetter.fuelLitres).toBeCloseTo(375, 6);
    expect(gillnetter.co2Kg).toBeCloseTo(1009.89, 6);
  });

  it('counts an hour in port at a tenth of the engine', () => {
    const fuel = estimateFuel(100, { steaming: 0, fishing: 0, inPort: 10 });
    expect(fuel.litres).toBeCloseTo((100 * 0.1 * 10 * 0.21) / 0.84, 6);
  });

  it('leaves the estimate out, with the reason, when the engine power is unknown', () => {
    expect(estimateFuel(null, { steaming: 10, fishing: 5, inPort: 0 })).toEqual({
      litres: null,
      reason: 'engine-power-unknown',
    });
    const span = { departure: T0, arrival: T0 + 4 * HOUR, haulHours: 2 };
    const figures = tripFigures(span, [at(0, 62, 5), at(2, 62.2, 5), at(4, 62.4, 5)], null);
    expect(figures.fuelLitres).toBeNull();
    expect(figures.co2Kg).toBeNull();
    expect(figures.reasons).toEqual(['engine-power-unknown']);
    expect(figures.distanceNm).toBeCloseTo(24, 0);
  });
});

describe('a trip’s figures', () => {
  it('takes fishing hours from the hauls and the rest as steaming', () => {
    const span = { departure: T0, arrival: T0 + 10 * HOUR, haulHours: 4 };
    const points = Array.from({ length: 11 }, (_, i) => at(i, 62 + i / 60, 5));
    const figures = tripFigures(span, points, 300);
    expect(figures.hoursAtSea).toBe(10);
    expect(figures.fishingHours).toBe(4);
    expect(figures.fishingFrom).toBe('hauls');
    expect(figures.distanceNm).toBeCloseTo(10, 1);
    // 300 kW × (0.8 × 6 h + 0.6 × 4 h) × 210 g/kWh = 453.6 kg = 540 l.
    expect(figures.fuelLitres).toBeCloseTo(540, 6);
    expect(figures.reasons).toEqual([]);
  });

  it('leaves out distance and speed-based fishing time when positions are too few', () => {
    const span = { departure: T0, arrival: T0 + 48 * HOUR, haulHours: null };
    const figures = tripFigures(span, [at(0, 62, 5), at(24, 63, 5), at(48, 62, 5)], 300);
    expect(figures.positionsPerHour).toBeCloseTo(3 / 48, 6);
    expect(figures.distanceNm).toBeNull();
    expect(figures.fishingHours).toBeNull();
    expect(figures.fuelLitres).toBeNull();
    expect(figures.reasons).toEqual(['few-positions']);
  });
});

describe('the segment percentile', () => {
  const segment = [10, 20, 30, 40, 50];

  it('is the share of the other boats below the boat', () => {
    expect(segmentPercentile(10, segment)).toBe(0);
    expect(segmentPercentile(30, segment)).toBe(50);
    expect(segmentPercentile(50, segment)).toBe(100);
    expect(segmentPercentile(30, [30, 30, 10])).toBe(50);
  });

  it('is not given for a segment of fewer than three boats', () => {
    expect(segmentPercentile(10, [10, 20])).toBeNull();
  });

  it('has the median and quartiles of DuckDB’s quantile_cont', () => {
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(quantile(segment, 0.25)).toBe(20);
    expect(quantile([1, 2], 0.75)).toBe(1.75);
    expect(median([])).toBeNull();
  });

  it('says how much more than the median a boat caught', () => {
    expect(differenceFromMedian(118, 100)).toBe(18);
    expect(differenceFromMedian(80, 100)).toBe(-20);
    expect(differenceFromMedian(5, 0)).toBeNull();
  });
});
