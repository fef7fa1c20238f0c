import type { GearKey, SizeGradeKey, SpeciesKey } from './products';
import type { Vessel } from './fleet';
import type { Random } from './random';

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

/**
 * Main areas counted as the northern grounds (Lofoten, Finnmark, Vesterålen, Helgeland): a vessel at home
 * there fishes skrei at home, while southern vessels travel north for it.
 */
export const NORTH_GROUNDS: ReadonlySet<string> = new Set(['00', '03', '04', '05', '06']);
