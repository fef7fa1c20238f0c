import { formatNumber } from '@/lib/format';
import { LEFT_OUT_TEXT, type LeftOutReason } from './fuel';
import type { TripFigures } from './trip-figures';

/**
 * The shapes the boat page's "Effektivitet" section, the /effektivitet page and the API share, and the
 * plain sentences they say. Pure (no store access), so a browser component and a test use them too.
 */

export const EFFICIENCY_METRICS = [
  'kg_per_hour',
  'kg_per_nm',
  'kg_per_litre',
  'value_per_litre',
  'co2_per_kg',
] as const;
export type EfficiencyMetric = (typeof EFFICIENCY_METRICS)[number];

export const METRIC_LABELS: Record<
  EfficiencyMetric,
  { label: string; unit: string; higherIsBetter: boolean }
> = {
  kg_per_hour: { label: 'Fangst per time på sjøen', unit: 'kg per time', higherIsBetter: true },
  kg_per_nm: { label: 'Fangst per nautisk mil', unit: 'kg/nm', higherIsBetter: true },
  kg_per_litre: { label: 'Fangst per liter drivstoff (anslag)', unit: 'kg/l', higherIsBetter: true },
  value_per_litre: { label: 'Verdi per liter drivstoff (anslag)', unit: 'kr/l', higherIsBetter: true },
  co2_per_kg: { label: 'CO₂ per kg fisk (anslag)', unit: 'kg CO₂/kg', higherIsBetter: false },
};

export interface Segment {
  gearGroupCode: string;
  gearGroup: string | null;
  lengthGroup: string;
}

export interface Benchmark {
  metric: EfficiencyMetric;
  /** The boat's trips in the year that have the figure. */
  trips: number;
  boatMedian: number;
  segmentMedian: number;
  segmentP25: number;
  segmentP75: number;
  segmentBoats: number;
  /** Share (0–100) of the segment's other boats with a lower figure; null under 3 boats. */
  percentile: number | null;
}

/** A trip as the efficiency pages show it: its figures (trip-figures.ts), its span, and the catch it landed. */
export interface EfficiencyTrip extends Omit<TripFigures, 'positions'> {
  /** ISO 8601, UTC. */
  departure: string;
  arrival: string;
  /** From the logbook (DEP → POR) or cut from the positions. */
  source: 'logbook' | 'track';
  landings: number;
  /** Round weight (kg) of the landing notes linked to the trip. */
  roundWeight: number;
  value: number | null;
  pricedWeight: number;
}

export interface MonthComparison {
  /** yyyy-MM. */
  month: string;
  /** Median kg per hour at sea of the boat's trips departing in the month, and of its segment's. */
  boat: number | null;
  segment: number | null;
}

export interface BoatEfficiency {
  boatId: string;
  year: number;
  /** Years with trips, newest first. */
  years: number[];
  segment: Segment | null;
  benchmarks: Benchmark[];
  /** The year's trips, newest first. */
  trips: EfficiencyTrip[];
  months: MonthComparison[];
}

/** Figures of 1 000 and more without decimals, smaller ones with as many as they need to say something. */
export function formatFigure(value: number): string {
  const magnitude = Math.abs(value);
  return formatNumber(value, magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2);
}

/** How the segment is written in a sentence: "båtene med snurrevad, 11–14,99 m". */
export function segmentPhrase(segment: Segment): string {
  const gear = (segment.gearGroup ?? segment.gearGroupCode).toLowerCase();
  return `båtene med ${gear}, ${segment.lengthGroup.replace('-', '–')}`;
}

/**
 * The plain sentence about the boat's catch per hour at sea against its segment's median: "Fanget 18 %
 * mer per time på sjøen enn medianbåten blant båtene med snurrevad, 11–14,99 m (12 båter)." Null when
 * the boat has no benchmark on it.
 */
export function efficiencySentence(
  efficiency: Pick<BoatEfficiency, 'segment' | 'benchmarks'>,
): string | null {
  const benchmark = efficiency.benchmarks.find((row) => row.metric === 'kg_per_hour');
  if (!benchmark || !efficiency.segment || !(benchmark.segmentMedian > 0)) return null;
  const difference = Math.round((benchmark.boatMedian / benchmark.segmentMedian - 1) * 100);
  const boats = `${formatNumber(benchmark.segmentBoats)} ${benchmark.segmentBoats === 1 ? 'båt' : 'båter'}`;
  const among = `${segmentPhrase(efficiency.segment)} (${boats})`;
  if (benchmark.segmentBoats < 2) return `Eneste av ${among} med nok turer til å sammenlignes.`;
  if (difference === 0) return `Fanget like mye per time på sjøen som medianbåten blant ${among}.`;
  const amount = `${formatNumber(Math.abs(difference))}\u00a0%`;
  return `Fanget ${amount} ${difference > 0 ? 'mer' : 'mindre'} per time på sjøen enn medianbåten blant ${among}.`;
}

/**
 * What the boat page says when a boat has no trip to benchmark: with positions (VMS) but no stretch of
 * them that leaves a port and comes back to one (a track that starts or ends at sea, as the
 * directorate's 90-minute sample does), or with neither logbook nor positions.
 */
export function noTripsText(boatName: string, hasPositions: boolean): string {
  return hasPositions
    ? `Ingen turer å regne på for ${boatName}: posisjonene (VMS) dekker ingen hel tur fra havn til havn. ` +
        'En tur skjæres bare ut av posisjonene når båten både går fra og kommer tilbake til havn i dem.'
    : `Ingen turer å regne på for ${boatName}: det krever elektronisk fangstdagbok (båter fra 15 meter) ` +
        'eller posisjonsrapporter (VMS, båter fra 12 meter).';
}

/** Why a trip's estimates are missing, as the page says it. */
export const reasonText = (reasons: readonly LeftOutReason[]) =>
  reasons.map((reason) => LEFT_OUT_TEXT[reason]).join('. ');

export interface SegmentLeader {
  boatId: string;
  name: string | null;
  /** The boat's median kg per hour at sea. */
  kgPerHour: number;
}

export interface SegmentSummary extends Segment {
  /** Boats benchmarked on catch per hour at sea. */
  boats: number;
  /** The segment's median of its boats' medians, per figure. */
  medians: Partial<Record<EfficiencyMetric, number>>;
  /** The boats with the most catch per hour at sea, best first. */
  leaders: SegmentLeader[];
}

export interface FleetEfficiency {
  year: number;
  years: number[];
  segments: SegmentSummary[];
}
