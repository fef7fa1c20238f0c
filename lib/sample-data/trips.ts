import { fishery, NORTH_GROUNDS, type FisheryId } from './fisheries';
import type { SegmentId, Vessel } from './fleet';
import type { GearKey } from './products';
import type { Random } from './random';

/**
 * The trips of a fishery: in which months a vessel of a segment goes for which fishery and how often,
 * how many days a trip and the rest after it take, and how much round weight a trip lands.
 */

const FINNMARK_GROUNDS = new Set(['03', '04']);

export interface MonthPlan {
  /** Chance of starting a trip on a given (week)day in this month. */
  activity: number;
  fisheries: [FisheryId, number][];
}

/** Month 1–12. */
export function monthPlan(vessel: Vessel, month: number): MonthPlan {
  const north = NORTH_GROUNDS.has(vessel.home.ground);
  const skreiSeason = month <= 4;
  switch (vessel.segment) {
    case 'coastal-small':
    case 'coastal-medium':
    case 'coastal-large': {
      const summer = month === 7 ? 0.35 : month === 6 || month === 8 ? 0.7 : 1;
      // About 90 landings a year for the small boats, 120 for the 11–15 m ones, 60 longer trips for the larger.
      const base =
        vessel.segment === 'coastal-small' ? 0.36 : vessel.segment === 'coastal-medium' ? 0.47 : 0.5;
      const plan: [FisheryId, number][] = [];
      if (north || (vessel.migratesNorth && month >= 2 && month <= 4)) {
        if (skreiSeason) {
          plan.push(['skrei', month === 1 ? 0.6 : 1]);
          if (vessel.gear === 'otherLines' || vessel.gear === 'autoline') {
            if (FINNMARK_GROUNDS.has(vessel.home.ground)) plan.push(['haddock-line', 0.25]);
          }
        } else {
          plan.push(['coastal-cod', 0.55], ['coastal-saithe', vessel.gear === 'otherLines' ? 0.15 : 0.4]);
          if (
            (vessel.gear === 'otherLines' || vessel.gear === 'autoline') &&
            FINNMARK_GROUNDS.has(vessel.home.ground) &&
            month <= 6
          ) {
            plan.push(['haddock-line', 0.5]);
          }
        }
      } else {
        plan.push(['coastal-south', 1]);
      }
      if (vessel.crabber) {
        const finnmarkEast = vessel.home.ground === '03' || vessel.home.key === 'nordkapp';
        if (finnmarkEast && (month >= 8 || month <= 1)) plan.push(['king-crab', month >= 9 ? 2.5 : 1.5]);
        if (!finnmarkEast && month >= 8 && month <= 11) plan.push(['edible-crab', 2]);
      }
      return { activity: base * summer * (skreiSeason && north ? 1.15 : 1), fisheries: plan };
    }
    case 'coastal-shrimp':
      return { activity: month === 7 ? 0.2 : 0.45, fisheries: [['coastal-shrimp', 1]] };
    case 'autoliner':
      return { activity: month === 7 ? 0.3 : 0.85, fisheries: [['autoline', 1]] };
    case 'cod-trawler':
      return {
        activity: month === 7 ? 0.4 : 0.85,
        fisheries:
          month >= 6 && month <= 9
            ? [
                ['cod-trawl', 0.6],
                ['saithe-trawl', 0.4],
              ]
            : [
                ['cod-trawl', 0.85],
                ['saithe-trawl', 0.15],
              ],
      };
    case 'shrimp-trawler':
      return { activity: 0.85, fisheries: [['shrimp-trawl', 1]] };
    case 'purse-seiner': {
      const plans: Record<number, MonthPlan> = {
        1: { activity: 0.8, fisheries: [['nvg-herring', 1]] },
        2: {
          activity: 0.8,
          fisheries: [
            ['capelin', 1],
            ['nvg-herring', 0.3],
            ...(vessel.hasTrawl ? ([['blue-whiting', 0.6]] as [FisheryId, number][]) : []),
          ],
        },
        3: {
          activity: 0.75,
          fisheries: [
            ['capelin', 0.8],
            ...(vessel.hasTrawl ? ([['blue-whiting', 1]] as [FisheryId, number][]) : []),
          ],
        },
        4: {
          activity: 0.35,
          fisheries: [
            ['blue-whiting', vessel.hasTrawl ? 1 : 0],
            ['north-sea-herring', 0.2],
          ],
        },
        5: { activity: 0.3, fisheries: [['north-sea-herring', 1]] },
        6: { activity: 0.4, fisheries: [['north-sea-herring', 1]] },
        7: { activity: 0.15, fisheries: [['north-sea-herring', 1]] },
        8: {
          activity: 0.55,
          fisheries: [
            ['mackerel', 1],
            ['north-sea-herring', 0.4],
          ],
        },
        9: {
          activity: 0.9,
          fisheries: [
            ['mackerel', 1],
            ['nvg-herring', 0.3],
          ],
        },
        10: {
          activity: 0.9,
          fisheries: [
            ['mackerel', 0.6],
            ['nvg-herring', 0.8],
          ],
        },
        11: {
          activity: 0.85,
          fisheries: [
            ['nvg-herring', 1],
            ['mackerel', 0.1],
          ],
        },
        12: { activity: 0.45, fisheries: [['nvg-herring', 1]] },
      };
      return plans[month];
    }
    case 'pelagic-trawler': {
      const plans: Record<number, MonthPlan> = {
        1: {
          activity: 0.6,
          fisheries: [
            ['blue-whiting', 0.6],
            ['nvg-herring', 0.4],
          ],
        },
        2: { activity: 0.7, fisheries: [['blue-whiting', 1]] },
        3: { activity: 0.85, fisheries: [['blue-whiting', 1]] },
        4: {
          activity: 0.8,
          fisheries: [
            ['blue-whiting', 0.5],
            ['sandeel', 0.5],
          ],
        },
        5: { activity: 0.85, fisheries: [['sandeel', 1]] },
        6: {
          activity: 0.75,
          fisheries: [
            ['sandeel', 1],
            ['north-sea-herring', 0.3],
          ],
        },
        7: { activity: 0.3, fisheries: [['north-sea-herring', 1]] },
        8: {
          activity: 0.6,
          fisheries: [
            ['north-sea-herring', 0.6],
            ['mackerel', 0.4],
          ],
        },
        9: {
          activity: 0.7,
          fisheries: [
            ['mackerel', 0.6],
            ['north-sea-herring', 0.4],
          ],
        },
        10: {
          activity: 0.7,
          fisheries: [
            ['norway-pout', 0.6],
            ['nvg-herring', 0.4],
          ],
        },
        11: {
          activity: 0.7,
          fisheries: [
            ['norway-pout', 0.5],
            ['nvg-herring', 0.5],
          ],
        },
        12: { activity: 0.4, fisheries: [['norway-pout', 1]] },
      };
      return plans[month];
    }
  }
}

export function tripDays(vessel: Vessel, fisheryId: FisheryId, random: Random): number {
  switch (vessel.segment) {
    case 'coastal-small':
    case 'coastal-medium':
    case 'coastal-shrimp':
      return 1;
    case 'coastal-large':
      return random.int(1, 4);
    case 'autoliner':
      return random.int(18, 35);
    case 'cod-trawler':
      return vessel.freezer ? random.int(25, 45) : random.int(6, 12);
    case 'shrimp-trawler':
      return random.int(22, 40);
    case 'purse-seiner':
    case 'pelagic-trawler':
      return fisheryId === 'blue-whiting' ? random.int(4, 8) : random.int(2, 6);
  }
}

export function restDays(segment: SegmentId, random: Random): number {
  switch (segment) {
    case 'coastal-small':
    case 'coastal-medium':
    case 'coastal-shrimp':
      return 0;
    case 'coastal-large':
      return random.int(0, 2);
    case 'autoliner':
    case 'cod-trawler':
    case 'shrimp-trawler':
      return random.int(2, 6);
    case 'purse-seiner':
    case 'pelagic-trawler':
      return random.int(1, 4);
  }
}

// ---------------------------------------------------------------------------------------------------
// Landing size (round weight, kg)

/** Median landing of a 10 m coastal vessel by its gear, kg: in the skrei fishery and otherwise. */
const COASTAL_MEDIAN_KG: Partial<Record<GearKey, { skrei: number; otherwise: number }>> = {
  danishSeine: { skrei: 5_500, otherwise: 3_000 },
  gillnet: { skrei: 1_600, otherwise: 600 },
  handline: { skrei: 500, otherwise: 300 },
};
/** Lines (autoline, other lines) and any other gear. */
const LINE_MEDIAN_KG = { skrei: 1_000, otherwise: 500 };

function coastalMedianKg(gear: GearKey): { skrei: number; otherwise: number } {
  return COASTAL_MEDIAN_KG[gear] ?? LINE_MEDIAN_KG;
}

export function landingRoundKg(vessel: Vessel, fisheryId: FisheryId, month: number, random: Random): number {
  const f = fishery(fisheryId);
  if (f.pelagic) {
    // Herring and mackerel catches fill much of the hold: 200–2 000 tonnes per landing.
    const capacity = Math.min(1_900_000, vessel.capacityTonnes * 1000);
    const low = fisheryId === 'norway-pout' || fisheryId === 'sandeel' ? 150_000 : 205_000;
    const kg = capacity * random.range(0.45, 1);
    return Math.round(Math.max(low, Math.min(1_900_000, kg)));
  }
  const scale = (vessel.length / 10) ** 1.3;
  switch (fisheryId) {
    case 'skrei': {
      const median = coastalMedianKg(vessel.gear).skrei;
      return Math.round(random.logNormal(median * scale, 0.55, 80, 90_000));
    }
    case 'coastal-cod':
    case 'coastal-saithe':
    case 'haddock-line':
    case 'coastal-south': {
      const median = coastalMedianKg(vessel.gear).otherwise;
      return Math.round(random.logNormal(median * scale, 0.6, 30, 60_000));
    }
    case 'king-crab':
      return Math.round(random.logNormal(380, 0.6, 40, 2_500));
    case 'edible-crab':
      return Math.round(random.logNormal(450, 0.6, 50, 3_000));
    case 'coastal-shrimp':
      return Math.round(random.logNormal(350, 0.5, 60, 1_800));
    case 'autoline':
      return Math.round(random.logNormal(110_000, 0.35, 30_000, 260_000));
    case 'cod-trawl':
    case 'saithe-trawl':
      return vessel.freezer
        ? Math.round(random.logNormal(520_000, 0.3, 150_000, 1_100_000))
        : Math.round(random.logNormal(150_000, 0.35, 40_000, 330_000));
    case 'shrimp-trawl':
      return Math.round(random.logNormal(140_000, 0.35, 40_000, 320_000));
    default:
      return 1_000;
  }
}
