import type { SegmentId } from './fleet';
import { MUNICIPALITIES, type Municipality } from './places';
import type { GearKey } from './products';
import type { Random } from './random';

/**
 * The fleet's segments: how large a share of the fleet each makes up, where its vessels are at home,
 * their lengths, gear and build years, and how many landing lines a vessel of each lands in a year.
 */

export interface SegmentSpec {
  id: SegmentId;
  share: number;
  minCount: number;
  homes: Record<string, number>;
  length: (random: Random) => number;
  gear: (random: Random) => GearKey;
  buildYears: [number, number];
}

/** Regions whose vessels count as northern (they fish skrei at home). */
export const NORTH_REGIONS = ['finnmark', 'troms', 'nordland'];

export function regionOf(mu: Municipality): string {
  const county = mu.codes[mu.codes.length - 1].slice(0, 2);
  if (county === '56') return 'finnmark';
  if (county === '55') return 'troms';
  if (county === '18') return 'nordland';
  if (county === '50') return 'trondelag';
  if (county === '15') return 'more';
  if (county === '46') return 'vestland';
  if (county === '11') return 'rogaland';
  return 'skagerak';
}

function homesBy(regionFactor: Record<string, number>, filter: (mu: Municipality) => boolean = () => true) {
  const homes: Record<string, number> = {};
  for (const mu of MUNICIPALITIES) {
    if (!filter(mu)) continue;
    const weight = (mu.stationWeight || 0.3) * (regionFactor[regionOf(mu)] ?? 0);
    if (weight > 0) homes[mu.key] = weight;
  }
  return homes;
}

function clustered(random: Random, min: number, max: number, clusters: number[], share: number): number {
  if (random.chance(share)) return random.pick(clusters);
  return Math.round(random.range(min, max) * 100) / 100;
}

export const SEGMENTS: readonly SegmentSpec[] = [
  {
    id: 'coastal-small',
    share: 0.52,
    minCount: 20,
    homes: homesBy({
      finnmark: 1.6,
      troms: 1.5,
      nordland: 1.6,
      trondelag: 0.8,
      more: 0.6,
      vestland: 0.6,
      rogaland: 0.4,
      skagerak: 0.5,
    }),
    length: (r) => clustered(r, 6.2, 10.99, [10.99, 10.98, 10.95, 10.66, 10.49, 9.99], 0.35),
    gear: (r) =>
      r.weighted([
        ['gillnet', 0.45],
        ['otherLines', 0.3],
        ['handline', 0.25],
      ]),
    buildYears: [1968, 2024],
  },
  {
    id: 'coastal-medium',
    share: 0.2,
    minCount: 10,
    homes: homesBy({
      finnmark: 1.4,
      troms: 1.4,
      nordland: 1.5,
      trondelag: 0.8,
      more: 0.7,
      vestland: 0.5,
      rogaland: 0.3,
      skagerak: 0.2,
    }),
    length: (r) => clustered(r, 11, 14.99, [14.99, 14.98, 14.95, 14.86, 12.99], 0.4),
    gear: (r) =>
      r.weighted([
        ['gillnet', 0.35],
        ['otherLines', 0.25],
        ['danishSeine', 0.25],
        ['handline', 0.15],
      ]),
    buildYears: [1975, 2024],
  },
  {
    id: 'coastal-large',
    share: 0.1,
    minCount: 6,
    homes: homesBy({
      finnmark: 0.8,
      troms: 1,
      nordland: 1,
      trondelag: 1,
      more: 1.5,
      vestland: 1,
      rogaland: 0.5,
    }),
    length: (r) => Math.round(r.range(15, 27.99) * 100) / 100,
    gear: (r) =>
      r.weighted([
        ['danishSeine', 0.5],
        ['autoline', 0.25],
        ['gillnet', 0.25],
      ]),
    buildYears: [1980, 2024],
  },
  {
    id: 'coastal-shrimp',
    share: 0.03,
    minCount: 3,
    homes: {
      farsund: 3,
      lindesnes: 2,
      kristiansand: 2,
      hvaler: 2,
      fredrikstad: 1,
      bodo: 1,
      vagan: 1,
      meloy: 1,
    },
    length: (r) => Math.round(r.range(10.5, 20.9) * 100) / 100,
    gear: () => 'shrimpTrawl',
    buildYears: [1975, 2022],
  },
  {
    id: 'autoliner',
    share: 0.03,
    minCount: 3,
    homes: {
      alesund: 3,
      giske: 2,
      heroy: 1,
      ulstein: 1,
      sande: 1,
      vanylven: 1,
      tromso: 1,
      batsfjord: 1,
      senja: 1,
    },
    length: (r) => Math.round(r.range(36, 55) * 100) / 100,
    gear: () => 'autoline',
    buildYears: [1985, 2023],
  },
  {
    id: 'cod-trawler',
    share: 0.035,
    minCount: 3,
    homes: { batsfjord: 2, hammerfest: 2, tromso: 2, alesund: 2, heroy: 1, oksnes: 1, harstad: 1, senja: 1 },
    length: (r) => Math.round(r.range(40, 75) * 100) / 100,
    gear: () => 'bottomTrawl',
    buildYears: [1986, 2024],
  },
  {
    id: 'shrimp-trawler',
    share: 0.02,
    minCount: 2,
    homes: { tromso: 2, senja: 2, bodo: 1, alesund: 1, austevoll: 1, harstad: 1 },
    length: (r) => Math.round(r.range(34, 70) * 100) / 100,
    gear: (r) => (r.chance(0.6) ? 'shrimpTrawl' : 'doubleTrawl'),
    buildYears: [1988, 2024],
  },
  {
    id: 'purse-seiner',
    share: 0.045,
    minCount: 4,
    homes: {
      heroy: 3,
      alesund: 2,
      giske: 1,
      ulstein: 1,
      austevoll: 3,
      bomlo: 2,
      kinn: 1,
      karmoy: 2,
      bokn: 1,
      oygarden: 1,
      bodo: 1,
      oksnes: 1,
      tromso: 1,
    },
    length: (r) => Math.round(r.range(50, 90) * 100) / 100,
    gear: () => 'purseSeine',
    buildYears: [1990, 2025],
  },
  {
    id: 'pelagic-trawler',
    share: 0.02,
    minCount: 2,
    homes: { karmoy: 3, austevoll: 2, eigersund: 2, heroy: 1, bomlo: 1, kinn: 1 },
    length: (r) => Math.round(r.range(40, 72) * 100) / 100,
    gear: () => 'pelagicTrawl',
    buildYears: [1990, 2024],
  },
];

/** Typical lines per vessel and year, measured on generated data; sizes the fleet for a line target. */
const EXPECTED_LINES_PER_VESSEL: Record<SegmentId, number> = {
  'coastal-small': 356,
  'coastal-medium': 454,
  'coastal-large': 249,
  'coastal-shrimp': 310,
  autoliner: 117,
  'cod-trawler': 179,
  'shrimp-trawler': 42,
  'purse-seiner': 60,
  'pelagic-trawler': 88,
};

export function fleetSizeFor(linesPerYear: number): number {
  let perVessel = 0;
  for (const segment of SEGMENTS) perVessel += segment.share * EXPECTED_LINES_PER_VESSEL[segment.id];
  const minimum = SEGMENTS.reduce((sum, segment) => sum + segment.minCount, 0);
  // A margin above the target leaves room to thin out trips rather than to invent lines.
  return Math.max(minimum, Math.round((1.15 * linesPerYear) / perVessel));
}
