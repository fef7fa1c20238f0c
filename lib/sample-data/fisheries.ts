import type {
  ApplicationKey,
  ConditionKey,
  GearKey,
  LandingMethodKey,
  PreservationKey,
  QualityKey,
  SizeGradeKey,
  SpeciesKey,
} from './products';
import type { SegmentId, Vessel } from './fleet';
import { distanceKm, type Municipality } from './places';
import type { Random } from './random';
import { mainArea, type CatchLocation, type MainArea } from '@/lib/fiskeridir/catch-areas';

/**
 * Fisheries ("métiers"): what a vessel of a segment fishes in which month, where, with which gear,
 * how much per landing and which species end up on the landing note. The seasons follow the real
 * Norwegian fisheries: skrei off Lofoten and Finnmark January–April, capelin February–March, blue
 * whiting in spring west of Ireland, sandeel in spring and summer, North Sea herring in summer,
 * mackerel and Norwegian spring-spawning herring in autumn, shrimp and trawl all year.
 */

export type StationKind = 'whitefish' | 'pelagic' | 'shellfish';

export type FisheryId =
  | 'skrei'
  | 'coastal-cod'
  | 'coastal-saithe'
  | 'haddock-line'
  | 'coastal-south'
  | 'king-crab'
  | 'edible-crab'
  | 'coastal-shrimp'
  | 'autoline'
  | 'cod-trawl'
  | 'saithe-trawl'
  | 'shrimp-trawl'
  | 'nvg-herring'
  | 'north-sea-herring'
  | 'mackerel'
  | 'capelin'
  | 'blue-whiting'
  | 'sandeel'
  | 'norway-pout';

export interface Bycatch {
  species: SpeciesKey;
  presence: number;
  /** Share of the landing's round weight, [min, max]. */
  share: [number, number];
  grade?: SizeGradeKey;
}

export interface Fishery {
  id: FisheryId;
  kind: StationKind;
  /** Sold through Norges Sildesalgslag. */
  pelagic: boolean;
  /** Gear used regardless of the vessel's own (pots, trawls, seines). */
  gear?: GearKey;
  main: (vessel: Vessel, month: number, random: Random) => SpeciesKey;
  mainGrades: SizeGradeKey[];
  bycatch: Bycatch[];
  /** Cod roe and liver lines in the spawning season. */
  byproducts: boolean;
  /** Natural number of lines per landing note: [min, mode, max]. */
  lines: [number, number, number];
  /** Lands close to home rather than close to the grounds. */
  homeBound: boolean;
}

const cod: Bycatch = { species: 'cod', presence: 0.5, share: [0.05, 0.2], grade: 'codMedium' };
const haddock: Bycatch = { species: 'haddock', presence: 0.55, share: [0.03, 0.15], grade: 'haddockMedium' };
const saithe: Bycatch = { species: 'saithe', presence: 0.4, share: [0.02, 0.12], grade: 'saitheMedium' };
const tusk: Bycatch = { species: 'tusk', presence: 0.2, share: [0.01, 0.05] };
const ling: Bycatch = { species: 'ling', presence: 0.15, share: [0.01, 0.05] };
const wolffish: Bycatch = { species: 'wolffish', presence: 0.12, share: [0.005, 0.03] };
const halibut: Bycatch = { species: 'halibut', presence: 0.05, share: [0.002, 0.02] };
const redfish: Bycatch = { species: 'redfish', presence: 0.08, share: [0.005, 0.03] };

const fisheries: Fishery[] = [
  {
    id: 'skrei',
    kind: 'whitefish',
    pelagic: false,
    main: () => 'skrei',
    mainGrades: ['codLarge', 'codMedium', 'codXl', 'codSmall'],
    bycatch: [haddock, saithe, tusk, ling, wolffish, halibut, redfish],
    byproducts: true,
    lines: [1, 4, 9],
    homeBound: true,
  },
  {
    id: 'coastal-cod',
    kind: 'whitefish',
    pelagic: false,
    main: (vessel) => (vessel.segment === 'coastal-large' && vessel.length > 21 ? 'arcticCod' : 'cod'),
    mainGrades: ['codMedium', 'codLarge', 'codSmall'],
    bycatch: [haddock, saithe, tusk, ling, wolffish, halibut, redfish],
    byproducts: false,
    lines: [1, 3, 8],
    homeBound: true,
  },
  {
    id: 'coastal-saithe',
    kind: 'whitefish',
    pelagic: false,
    main: () => 'saithe',
    mainGrades: ['saitheMedium', 'saitheLarge', 'saitheSmall'],
    bycatch: [
      { ...cod, presence: 0.55 },
      { ...haddock, presence: 0.25 },
      { species: 'pollack', presence: 0.15, share: [0.01, 0.06] },
      ling,
    ],
    byproducts: false,
    lines: [1, 2, 6],
    homeBound: true,
  },
  {
    id: 'haddock-line',
    kind: 'whitefish',
    pelagic: false,
    main: () => 'haddock',
    mainGrades: ['haddockMedium', 'haddockLarge', 'haddockSmall'],
    bycatch: [
      { ...cod, presence: 0.85, share: [0.1, 0.3] },
      tusk,
      { ...wolffish, presence: 0.3 },
      ling,
      halibut,
    ],
    byproducts: false,
    lines: [1, 3, 7],
    homeBound: true,
  },
  {
    id: 'coastal-south',
    kind: 'whitefish',
    pelagic: false,
    main: (_vessel, _month, random) =>
      random.weighted<SpeciesKey>([
        ['coastalCod', 0.35],
        ['pollack', 0.2],
        ['saithe', 0.2],
        ['ling', 0.1],
        ['monkfish', 0.15],
      ]),
    mainGrades: ['unspecified'],
    bycatch: [
      { species: 'coastalCod', presence: 0.3, share: [0.05, 0.2] },
      { species: 'pollack', presence: 0.3, share: [0.03, 0.15] },
      { species: 'saithe', presence: 0.25, share: [0.03, 0.15] },
      { species: 'ling', presence: 0.2, share: [0.02, 0.1] },
      { species: 'tusk', presence: 0.15, share: [0.02, 0.08] },
      { species: 'monkfish', presence: 0.15, share: [0.02, 0.1] },
      { species: 'whiting', presence: 0.1, share: [0.01, 0.05] },
    ],
    byproducts: false,
    lines: [1, 2, 6],
    homeBound: true,
  },
  {
    id: 'king-crab',
    kind: 'shellfish',
    pelagic: false,
    gear: 'pots',
    main: () => 'kingCrab',
    mainGrades: ['crabLarge'],
    bycatch: [],
    byproducts: false,
    lines: [1, 1, 2],
    homeBound: true,
  },
  {
    id: 'edible-crab',
    kind: 'shellfish',
    pelagic: false,
    gear: 'pots',
    main: () => 'edibleCrab',
    mainGrades: ['unspecified'],
    bycatch: [],
    byproducts: false,
    lines: [1, 1, 2],
    homeBound: true,
  },
  {
    id: 'coastal-shrimp',
    kind: 'shellfish',
    pelagic: false,
    gear: 'shrimpTrawl',
    main: () => 'shrimp',
    mainGrades: ['shrimpLarge', 'shrimpMedium', 'shrimpSmall'],
    bycatch: [
      { species: 'monkfish', presence: 0.1, share: [0.01, 0.05] },
      { species: 'whiting', presence: 0.1, share: [0.01, 0.05] },
      { species: 'coastalCod', presence: 0.1, share: [0.01, 0.05] },
    ],
    byproducts: false,
    lines: [1, 2, 5],
    homeBound: true,
  },
  {
    id: 'autoline',
    kind: 'whitefish',
    pelagic: false,
    gear: 'autoline',
    main: () => 'cod',
    mainGrades: ['codMedium', 'codLarge', 'codXl', 'codSmall'],
    bycatch: [
      { species: 'haddock', presence: 0.85, share: [0.12, 0.3], grade: 'haddockMedium' },
      { species: 'tusk', presence: 0.75, share: [0.05, 0.18] },
      { species: 'ling', presence: 0.5, share: [0.02, 0.1] },
      { species: 'wolffish', presence: 0.5, share: [0.02, 0.06] },
      { species: 'spottedWolffish', presence: 0.4, share: [0.01, 0.05] },
      { species: 'greenlandHalibut', presence: 0.3, share: [0.01, 0.05] },
      { species: 'redfish', presence: 0.3, share: [0.01, 0.04] },
      { species: 'halibut', presence: 0.2, share: [0.002, 0.01] },
    ],
    byproducts: false,
    lines: [5, 11, 16],
    homeBound: false,
  },
  {
    id: 'cod-trawl',
    kind: 'whitefish',
    pelagic: false,
    gear: 'bottomTrawl',
    main: () => 'cod',
    mainGrades: ['codMedium', 'codLarge', 'codSmall', 'codXl'],
    bycatch: [
      { species: 'haddock', presence: 0.9, share: [0.15, 0.35], grade: 'haddockMedium' },
      { species: 'saithe', presence: 0.6, share: [0.05, 0.2], grade: 'saitheMedium' },
      { species: 'redfish', presence: 0.5, share: [0.01, 0.05] },
      { species: 'greenlandHalibut', presence: 0.4, share: [0.01, 0.06] },
      { species: 'beakedRedfish', presence: 0.3, share: [0.01, 0.04] },
      { species: 'wolffish', presence: 0.4, share: [0.005, 0.03] },
      { species: 'spottedWolffish', presence: 0.3, share: [0.005, 0.02] },
      { species: 'plaice', presence: 0.3, share: [0.005, 0.02] },
    ],
    byproducts: false,
    lines: [5, 10, 16],
    homeBound: false,
  },
  {
    id: 'saithe-trawl',
    kind: 'whitefish',
    pelagic: false,
    gear: 'bottomTrawl',
    main: () => 'saithe',
    mainGrades: ['saitheMedium', 'saitheLarge', 'saitheSmall'],
    bycatch: [
      { species: 'cod', presence: 0.6, share: [0.03, 0.15], grade: 'codMedium' },
      { species: 'haddock', presence: 0.5, share: [0.02, 0.12] },
      { species: 'redfish', presence: 0.4, share: [0.01, 0.05] },
      { species: 'ling', presence: 0.3, share: [0.01, 0.05] },
      { species: 'tusk', presence: 0.3, share: [0.01, 0.04] },
      { species: 'monkfish', presence: 0.25, share: [0.005, 0.03] },
      { species: 'whiting', presence: 0.2, share: [0.005, 0.03] },
    ],
    byproducts: false,
    lines: [3, 7, 12],
    homeBound: false,
  },
  {
    id: 'shrimp-trawl',
    kind: 'shellfish',
    pelagic: false,
    main: () => 'shrimp',
    mainGrades: ['shrimpLarge', 'shrimpMedium', 'shrimpSmall'],
    bycatch: [
      { species: 'cod', presence: 0.3, share: [0.005, 0.03] },
      { species: 'greenlandHalibut', presence: 0.3, share: [0.005, 0.02] },
      { species: 'redfish', presence: 0.2, share: [0.003, 0.01] },
    ],
    byproducts: false,
    lines: [2, 4, 7],
    homeBound: false,
  },
  {
    id: 'nvg-herring',
    kind: 'pelagic',
    pelagic: true,
    main: () => 'nvgHerring',
    mainGrades: ['unspecified'],
    bycatch: [{ species: 'mackerel', presence: 0.15, share: [0.001, 0.02] }],
    byproducts: false,
    lines: [1, 1, 3],
    homeBound: false,
  },
  {
    id: 'north-sea-herring',
    kind: 'pelagic',
    pelagic: true,
    main: () => 'northSeaHerring',
    mainGrades: ['unspecified'],
    bycatch: [
      { species: 'mackerel', presence: 0.2, share: [0.001, 0.02] },
      { species: 'horseMackerel', presence: 0.1, share: [0.001, 0.01] },
      { species: 'whiting', presence: 0.1, share: [0.0005, 0.005] },
    ],
    byproducts: false,
    lines: [1, 1, 3],
    homeBound: false,
  },
  {
    id: 'mackerel',
    kind: 'pelagic',
    pelagic: true,
    main: () => 'mackerel',
    mainGrades: ['unspecified'],
    bycatch: [
      { species: 'northSeaHerring', presence: 0.2, share: [0.001, 0.02] },
      { species: 'horseMackerel', presence: 0.1, share: [0.001, 0.01] },
    ],
    byproducts: false,
    lines: [1, 1, 3],
    homeBound: false,
  },
  {
    id: 'capelin',
    kind: 'pelagic',
    pelagic: true,
    main: () => 'capelin',
    mainGrades: ['unspecified'],
    bycatch: [{ species: 'nvgHerring', presence: 0.05, share: [0.001, 0.01] }],
    byproducts: false,
    lines: [1, 1, 2],
    homeBound: false,
  },
  {
    id: 'blue-whiting',
    kind: 'pelagic',
    pelagic: true,
    gear: 'pelagicTrawl',
    main: () => 'blueWhiting',
    mainGrades: ['unspecified'],
    bycatch: [
      { species: 'mackerel', presence: 0.2, share: [0.0005, 0.005] },
      { species: 'horseMackerel', presence: 0.1, share: [0.0005, 0.005] },
    ],
    byproducts: false,
    lines: [1, 1, 3],
    homeBound: false,
  },
  {
    id: 'sandeel',
    kind: 'pelagic',
    pelagic: true,
    gear: 'pelagicTrawl',
    main: () => 'sandeel',
    mainGrades: ['unspecified'],
    bycatch: [
      { species: 'norwayPout', presence: 0.2, share: [0.005, 0.03] },
      { species: 'whiting', presence: 0.2, share: [0.001, 0.01] },
      { species: 'mackerel', presence: 0.05, share: [0.001, 0.005] },
    ],
    byproducts: false,
    lines: [1, 2, 4],
    homeBound: false,
  },
  {
    id: 'norway-pout',
    kind: 'pelagic',
    pelagic: true,
    gear: 'pelagicTrawl',
    main: () => 'norwayPout',
    mainGrades: ['unspecified'],
    bycatch: [
      { species: 'blueWhiting', presence: 0.4, share: [0.02, 0.15] },
      { species: 'whiting', presence: 0.5, share: [0.005, 0.03] },
      { species: 'haddock', presence: 0.2, share: [0.001, 0.01] },
      { species: 'saithe', presence: 0.1, share: [0.001, 0.01] },
      { species: 'northSeaHerring', presence: 0.2, share: [0.005, 0.02] },
      { species: 'horseMackerel', presence: 0.15, share: [0.001, 0.01] },
    ],
    byproducts: false,
    lines: [2, 5, 8],
    homeBound: false,
  },
];

export const FISHERIES: readonly Fishery[] = fisheries;
export const FISHERY_INDEX: ReadonlyMap<FisheryId, number> = new Map(fisheries.map((f, i) => [f.id, i]));

export function fishery(id: FisheryId): Fishery {
  return fisheries[FISHERY_INDEX.get(id)!];
}

// ---------------------------------------------------------------------------------------------------
// Calendars per segment

const NORTH_GROUNDS = new Set(['00', '03', '04', '05', '06']);
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
// Grounds

function areaLocations(
  codes: string[],
  filter: (location: CatchLocation) => boolean = () => true,
): CatchLocation[] {
  return codes.flatMap((code) => mainArea(code).locations.filter(filter));
}

const offshore = (location: CatchLocation) => !location.coastal;
const coastal = (location: CatchLocation) => location.coastal;

const GROUNDS = {
  lofoten: areaLocations(['00']),
  kingCrab: [...areaLocations(['03'], coastal), ...mainArea('04').locations.filter((l) => l.code === '13')],
  autolineWinter: areaLocations(['05', '04', '12'], offshore),
  autolineSummer: areaLocations(['20', '12']),
  autolineAutumn: areaLocations(['12', '03', '04', '06'], offshore),
  codTrawlWinter: areaLocations(['05', '04', '12', '03'], offshore),
  codTrawlSummer: areaLocations(['20', '12']),
  saitheTrawlNorth: [...areaLocations(['05', '06'], offshore), ...areaLocations(['07'], offshore)],
  saitheTrawlSouth: [...areaLocations(['28'], offshore), ...areaLocations(['42'])],
  shrimpTrawl: [
    ...areaLocations(['20']),
    ...areaLocations(['12']),
    ...mainArea('04').locations.filter((l) => l.code === '20'),
  ],
  nvgAutumn: [
    ...mainArea('05').locations.filter((l) => ['31', '33', '34', '25'].includes(l.code)),
    ...mainArea('04').locations.filter((l) => ['03', '04'].includes(l.code)),
  ],
  nvgWinter: [...areaLocations(['07'], offshore), ...areaLocations(['37'])],
  northSeaHerring: [...areaLocations(['41']), ...areaLocations(['42']), ...areaLocations(['28'], offshore)],
  mackerel: [
    ...areaLocations(['28'], offshore),
    ...areaLocations(['42']),
    ...areaLocations(['07'], offshore),
    ...mainArea('37').locations.slice(0, 2),
  ],
  capelin: [
    ...areaLocations(['03']).filter((l) => l.code !== '01'),
    ...mainArea('04').locations.filter((l) => ['12', '13', '20'].includes(l.code)),
  ],
  blueWhiting: areaLocations(['48']),
  sandeel: [...areaLocations(['41']), ...areaLocations(['08'], offshore)],
  norwayPout: [...areaLocations(['41']), ...areaLocations(['28'], offshore)],
  coastalShrimpSouth: mainArea('09').locations.filter((l) => l.code !== '09'),
} satisfies Record<string, CatchLocation[]>;

interface WeightedLocations {
  list: CatchLocation[];
  weights: number[];
}

const homeWeights = new Map<Municipality, Map<MainArea, [WeightedLocations?, WeightedLocations?]>>();

/** The (coastal) locations of a main area, those nearest to home likeliest. */
function homeLocation(vessel: Vessel, area: MainArea, random: Random, onlyCoastal: boolean): CatchLocation {
  let byArea = homeWeights.get(vessel.home);
  if (byArea === undefined) {
    byArea = new Map();
    homeWeights.set(vessel.home, byArea);
  }
  let pair = byArea.get(area);
  if (pair === undefined) {
    pair = [undefined, undefined];
    byArea.set(area, pair);
  }
  let entry = pair[onlyCoastal ? 1 : 0];
  if (entry === undefined) {
    const candidates = onlyCoastal ? area.locations.filter((l) => l.coastal) : area.locations;
    const list = candidates.length > 0 ? candidates : area.locations;
    const weights = list.map(
      (l) => 1 / (20 + distanceKm(vessel.home.lat, vessel.home.lon, l.lat, l.lon)) ** 2,
    );
    entry = { list, weights };
    pair[onlyCoastal ? 1 : 0] = entry;
  }
  return entry.list[Math.max(0, random.weightedIndex(entry.weights))];
}

export function chooseLocation(
  vessel: Vessel,
  fisheryId: FisheryId,
  month: number,
  random: Random,
): CatchLocation {
  const home = mainArea(vessel.home.ground);
  switch (fisheryId) {
    case 'skrei': {
      const north = NORTH_GROUNDS.has(vessel.home.ground);
      if (!north) {
        // Visitors from the south follow the skrei to Lofoten and Vesterålen, the big ones to Finnmark.
        const areaCode =
          vessel.length >= 21 ? random.pick(['00', '05', '05', '04']) : random.pick(['00', '00', '05']);
        return homeLocation(vessel, mainArea(areaCode), random, false);
      }
      const toLofoten =
        month >= 2 &&
        month <= 4 &&
        vessel.home.ground !== '00' &&
        random.chance(vessel.home.ground === '06' ? 0.6 : 0.3);
      if (toLofoten) return homeLocation(vessel, mainArea('00'), random, false);
      return homeLocation(vessel, home, random, vessel.length < 15);
    }
    case 'coastal-cod':
    case 'coastal-saithe':
    case 'haddock-line':
    case 'coastal-south':
    case 'edible-crab':
      return homeLocation(vessel, home, random, vessel.length < 15);
    case 'coastal-shrimp':
      return vessel.home.ground === '09'
        ? random.pick(GROUNDS.coastalShrimpSouth)
        : homeLocation(vessel, home, random, true);
    case 'king-crab':
      return random.pick(GROUNDS.kingCrab);
    case 'autoline':
      return random.pick(
        month <= 4 ? GROUNDS.autolineWinter : month <= 8 ? GROUNDS.autolineSummer : GROUNDS.autolineAutumn,
      );
    case 'cod-trawl':
      return random.pick(month <= 4 || month >= 11 ? GROUNDS.codTrawlWinter : GROUNDS.codTrawlSummer);
    case 'saithe-trawl':
      return random.pick(
        NORTH_GROUNDS.has(vessel.home.ground) || vessel.home.ground === '07'
          ? GROUNDS.saitheTrawlNorth
          : GROUNDS.saitheTrawlSouth,
      );
    case 'shrimp-trawl':
      return random.pick(GROUNDS.shrimpTrawl);
    case 'nvg-herring':
      return random.pick(month >= 9 ? GROUNDS.nvgAutumn : GROUNDS.nvgWinter);
    case 'north-sea-herring':
      return random.pick(GROUNDS.northSeaHerring);
    case 'mackerel':
      return random.pick(GROUNDS.mackerel);
    case 'capelin':
      return random.pick(GROUNDS.capelin);
    case 'blue-whiting':
      return random.pick(GROUNDS.blueWhiting);
    case 'sandeel':
      return random.pick(GROUNDS.sandeel);
    case 'norway-pout':
      return random.pick(GROUNDS.norwayPout);
  }
}

// ---------------------------------------------------------------------------------------------------
// Landing size (round weight, kg)

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
      const median =
        vessel.gear === 'danishSeine'
          ? 5_500
          : vessel.gear === 'gillnet'
            ? 1_600
            : vessel.gear === 'handline'
              ? 500
              : 1_000;
      return Math.round(random.logNormal(median * scale, 0.55, 80, 90_000));
    }
    case 'coastal-cod':
    case 'coastal-saithe':
    case 'haddock-line':
    case 'coastal-south': {
      const median =
        vessel.gear === 'danishSeine'
          ? 3_000
          : vessel.gear === 'gillnet'
            ? 600
            : vessel.gear === 'handline'
              ? 300
              : 500;
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

// ---------------------------------------------------------------------------------------------------
// Product attributes

export interface ProductChoice {
  condition: ConditionKey;
  preservation: PreservationKey;
  landingMethod: LandingMethodKey;
  quality: QualityKey;
  application: ApplicationKey;
}

/** Weighted choices prepared once (the generator draws them for every note). */
interface Choices<K extends string> {
  keys: K[];
  weights: number[];
}

function choices<K extends string>(entries: [K, number][]): Choices<K> {
  return { keys: entries.map((entry) => entry[0]), weights: entries.map((entry) => entry[1]) };
}

function draw<K extends string>(random: Random, from: Choices<K>): K {
  return from.keys[Math.max(0, random.weightedIndex(from.weights))];
}

const MEAL_PRESERVATION = choices<PreservationKey>([
  ['rfwAcid', 0.6],
  ['rsw', 0.3],
  ['rfw', 0.1],
]);
const CONSUMPTION_PRESERVATION = choices<PreservationKey>([
  ['rsw', 0.85],
  ['rfw', 0.15],
]);
const FRESH_TRAWL_QUALITY = choices<QualityKey>([
  ['a', 0.7],
  ['superior', 0.1],
  ['b', 0.2],
]);
const FRESH_TRAWL_APPLICATION = choices<ApplicationKey>([
  ['freshFillet', 0.4],
  ['freshExport', 0.3],
  ['saltFillet', 0.15],
  ['clipfish', 0.15],
]);
const COASTAL_QUALITY = choices<QualityKey>([
  ['a', 0.5],
  ['superior', 0.15],
  ['prima', 0.12],
  ['extra', 0.08],
  ['b', 0.15],
]);
// Stockfish is hung mostly in Lofoten and Finnmark.
const skreiApplication = (drying: number) =>
  choices<ApplicationKey>([
    ['freshExport', 0.42],
    ['drying', drying],
    ['saltFillet', 0.1],
    ['clipfish', 0.1],
    ['roundFrozen', 0.12],
  ]);
const SKREI_APPLICATION_NORTH = skreiApplication(0.22);
const SKREI_APPLICATION_SOUTH = skreiApplication(0.05);
// Clipfish producers buy more in the autumn.
const coastalApplication = (clipfish: number) =>
  choices<ApplicationKey>([
    ['freshExport', 0.4],
    ['freshDomestic', 0.15],
    ['clipfish', clipfish],
    ['saltFillet', 0.12],
    ['frozenExport', 0.15],
  ]);
const COASTAL_APPLICATION_AUTUMN = coastalApplication(0.2);
const COASTAL_APPLICATION = coastalApplication(0.1);

/** Condition, preservation etc. for a landing's fish lines (by-product lines override the condition). */
export function productChoice(
  vessel: Vessel,
  fisheryId: FisheryId,
  month: number,
  random: Random,
): ProductChoice {
  const f = fishery(fisheryId);
  if (f.pelagic) {
    const meal =
      fisheryId === 'blue-whiting' ||
      fisheryId === 'sandeel' ||
      fisheryId === 'norway-pout' ||
      (fisheryId === 'capelin' && random.chance(0.6));
    return {
      condition: 'round',
      preservation: draw(random, meal ? MEAL_PRESERVATION : CONSUMPTION_PRESERVATION),
      landingMethod: 'tankBoat',
      quality: 'unspecified',
      application: meal ? 'mealAndOil' : fisheryId === 'capelin' ? 'roundFrozen' : 'frozenExport',
    };
  }
  switch (fisheryId) {
    case 'king-crab':
      return {
        condition: 'live',
        preservation: 'fresh',
        landingMethod: 'tub',
        quality: random.chance(0.85) ? 'a' : 'b',
        application: 'freshExport',
      };
    case 'edible-crab':
      return {
        condition: 'live',
        preservation: 'fresh',
        landingMethod: 'tub',
        quality: 'unspecified',
        application: random.chance(0.6) ? 'freshDomestic' : 'frozenExport',
      };
    case 'coastal-shrimp':
      return {
        condition: 'round',
        preservation: random.chance(0.6) ? 'freshBoiled' : 'fresh',
        landingMethod: 'boxes',
        quality: 'unspecified',
        application: 'freshDomestic',
      };
    case 'shrimp-trawl':
      return {
        condition: 'round',
        preservation: random.chance(0.6) ? 'frozenBoiled' : 'frozen',
        landingMethod: 'packed',
        quality: 'unspecified',
        application: random.chance(0.7) ? 'peeling' : 'frozenExport',
      };
    case 'autoline':
    case 'cod-trawl':
    case 'saithe-trawl':
      if (vessel.freezer) {
        return {
          condition: random.chance(0.8) ? 'headless' : 'headlessStraight',
          preservation: 'frozen',
          landingMethod: 'packed',
          quality: random.chance(0.9) ? 'a' : 'b',
          application: random.chance(0.85) ? 'frozenExport' : 'frozenFillet',
        };
      }
      return {
        condition: 'guttedHead',
        preservation: 'iced',
        landingMethod: random.chance(0.5) ? 'boxes' : 'container',
        quality: draw(random, FRESH_TRAWL_QUALITY),
        application: draw(random, FRESH_TRAWL_APPLICATION),
      };
    default: {
      const skrei = fisheryId === 'skrei';
      return {
        condition: random.chance(skrei ? 0.85 : 0.75) ? 'guttedHead' : 'round',
        preservation: random.chance(0.55) ? 'fresh' : 'iced',
        landingMethod: random.chance(0.6) ? 'tub' : 'boxes',
        quality: draw(random, COASTAL_QUALITY),
        application: draw(
          random,
          skrei
            ? NORTH_GROUNDS.has(vessel.home.ground)
              ? SKREI_APPLICATION_NORTH
              : SKREI_APPLICATION_SOUTH
            : month >= 9
              ? COASTAL_APPLICATION_AUTUMN
              : COASTAL_APPLICATION,
        ),
      };
    }
  }
}
