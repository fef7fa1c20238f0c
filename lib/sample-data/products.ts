import {
  APPLICATION_GROUPS,
  APPLICATIONS as APPLICATION_LIST,
  describeGear,
  findByCode,
  findSpecies,
  LANDING_METHODS as LANDING_METHOD_LIST,
  PRESERVATION_METHODS,
  PRODUCT_CONDITIONS,
  QUALITIES as QUALITY_LIST,
  QUOTA_TYPES as QUOTA_TYPE_LIST,
  requireByCode,
  SPECIES_GROUPS,
  SPECIES_MAIN_GROUPS,
  VESSEL_TYPES as VESSEL_TYPE_LIST,
  type CodeLabel,
} from '@/lib/fiskeridir/code-lists';

/**
 * What the model lands and how it is priced: the species, gears, product codes and quota types the
 * generator uses, each under a key the model reads well (`skrei`, `guttedHead`), with the model's own
 * numbers (prices, round-weight factors, price factors). Codes and names come from the directorate's
 * code lists (lib/fiskeridir/code-lists.ts); an entry missing there fails at load, not in a file.
 */

/**
 * The model's keys, each with what the directorate's code lists say about its code. A code the lists
 * lack (`lookup` gives undefined) fails at load, named with `what`.
 */
function resolve<K extends string, V>(
  what: string,
  codes: Record<K, string>,
  lookup: (code: string) => V | undefined,
): Record<K, V> {
  const resolved = {} as Record<K, V>;
  for (const key of Object.keys(codes) as K[]) {
    const value = lookup(codes[key]);
    if (value === undefined)
      throw new RangeError(`${what} ${codes[key]} is not in the directorate's code list`);
    resolved[key] = value;
  }
  return resolved;
}

// ---------------------------------------------------------------------------------------------------
// Gear

export interface GearColumns {
  gear: CodeLabel;
  group: CodeLabel;
  mainGroup: CodeLabel;
}

export const GEARS = resolve(
  'Gear',
  {
    purseSeine: '11',
    gillnet: '22',
    otherLines: '32',
    handline: '33',
    autoline: '35',
    pots: '42',
    bottomTrawl: '51',
    pelagicTrawl: '53',
    shrimpTrawl: '55',
    doubleTrawl: '58',
    danishSeine: '61',
  },
  (code): GearColumns | undefined => describeGear(code),
);

export type GearKey = keyof typeof GEARS;

// ---------------------------------------------------------------------------------------------------
// Species: the four levels of a landing line plus the FAO species.

export interface SpeciesColumns {
  fdir: CodeLabel;
  art: CodeLabel;
  group: CodeLabel;
  mainGroup: CodeLabel;
  fao: CodeLabel;
}

export const SPECIES = resolve(
  'Species with FAO code',
  {
    skrei: '102201',
    cod: '1022',
    arcticCod: '102202',
    coastalCod: '102203',
    haddock: '1027',
    saithe: '1032',
    tusk: '1021',
    ling: '1023',
    pollack: '1034',
    whiting: '1039',
    greenlandHalibut: '2313',
    redfish: '2202',
    beakedRedfish: '2203',
    wolffish: '1711',
    spottedWolffish: '1712',
    halibut: '2311',
    monkfish: '2411',
    plaice: '2312',
    nvgHerring: '061101',
    northSeaHerring: '061104',
    mackerel: '2013',
    capelin: '075101',
    blueWhiting: '1038',
    norwayPout: '1036',
    sandeel: '1811',
    horseMackerel: '1611',
    shrimp: '2524',
    kingCrab: '253410',
    edibleCrab: '2532',
  },
  // A species without its FAO code and name cannot fill the note's FAO columns.
  (fdirCode): SpeciesColumns | undefined => {
    const species = findSpecies(fdirCode);
    if (!species?.faoCode || !species.faoName) return undefined;
    const group = requireByCode(SPECIES_GROUPS, species.groupCode, 'Species group');
    return {
      fdir: { code: species.fdirCode, name: species.fdirName },
      art: { code: species.code, name: species.name },
      group,
      mainGroup: requireByCode(SPECIES_MAIN_GROUPS, group.mainGroupCode, 'Species main group'),
      fao: { code: species.faoCode, name: species.faoName },
    };
  },
);

export type SpeciesKey = keyof typeof SPECIES;

/**
 * First-hand prices to the fisher in NOK per kg product in the base year, as [low, high] of the
 * normal range; the generator adds season, size and yearly drift.
 */
export const BASE_PRICES: Record<SpeciesKey, [number, number]> = {
  skrei: [34, 45],
  cod: [30, 42],
  arcticCod: [30, 40],
  coastalCod: [28, 38],
  haddock: [20, 30],
  saithe: [10, 15],
  tusk: [12, 17],
  ling: [16, 22],
  pollack: [16, 24],
  whiting: [8, 12],
  greenlandHalibut: [40, 55],
  redfish: [12, 18],
  beakedRedfish: [10, 14],
  wolffish: [10, 15],
  spottedWolffish: [9, 13],
  halibut: [70, 110],
  monkfish: [35, 50],
  plaice: [12, 18],
  nvgHerring: [5, 8],
  northSeaHerring: [5.5, 8],
  mackerel: [12, 18],
  capelin: [3.5, 5.5],
  blueWhiting: [2.8, 3.8],
  norwayPout: [2.5, 3.4],
  sandeel: [2.6, 3.6],
  horseMackerel: [4, 7],
  shrimp: [40, 70],
  kingCrab: [150, 250],
  edibleCrab: [11, 17],
};

// ---------------------------------------------------------------------------------------------------
// Product codes

export interface Condition extends CodeLabel {
  /** Round weight per kg product (0 for by-products, whose round weight is published as 0). */
  factor: number;
  /** Price multiplier against the species' base price for gutted/round fish. */
  priceFactor: number;
}

function condition(code: string, factor: number, priceFactor: number): Condition {
  return { ...requireByCode(PRODUCT_CONDITIONS, code, 'Product condition'), factor, priceFactor };
}

export const CONDITIONS = {
  live: condition('100', 1, 1),
  round: condition('110', 1, 0.85),
  guttedHead: condition('210', 1.18, 1),
  headless: condition('211', 1.5, 1.25),
  headlessStraight: condition('214', 1.67, 1.35),
  roe: condition('641', 0, 0.8),
  liver: condition('642', 0, 0.25),
} satisfies Record<string, Condition>;

export type ConditionKey = keyof typeof CONDITIONS;

/** Species-specific round-weight factors where they differ from cod's. */
export const CONDITION_FACTORS: Partial<Record<SpeciesKey, Partial<Record<ConditionKey, number>>>> = {
  haddock: { guttedHead: 1.14, headless: 1.4 },
  saithe: { guttedHead: 1.19, headless: 1.48 },
  tusk: { guttedHead: 1.12, headless: 1.38 },
  ling: { guttedHead: 1.14, headless: 1.4 },
  pollack: { guttedHead: 1.19 },
  greenlandHalibut: { guttedHead: 1.08, headless: 1.3 },
  redfish: { guttedHead: 1.2, headless: 1.7 },
  beakedRedfish: { guttedHead: 1.2, headless: 1.7 },
  wolffish: { guttedHead: 1.1, headless: 1.3 },
  spottedWolffish: { guttedHead: 1.1, headless: 1.3 },
  halibut: { guttedHead: 1.1 },
  monkfish: { guttedHead: 1.22, headless: 3 },
};

export const PRESERVATION = resolve(
  'Preservation method',
  {
    fresh: '2',
    freshBoiled: '4',
    frozen: '5',
    frozenBoiled: '7',
    iced: '9',
    rfw: '10',
    rsw: '11',
    rfwAcid: '22',
    unspecified: '99',
  },
  (code) => findByCode(PRESERVATION_METHODS, code),
);

export type PreservationKey = keyof typeof PRESERVATION;

export const LANDING_METHODS = resolve(
  'Landing method',
  { bulk: '2', tankBoat: '3', boxes: '4', packed: '8', tub: '12', container: '13' },
  (code) => findByCode(LANDING_METHOD_LIST, code),
);

export type LandingMethodKey = keyof typeof LANDING_METHODS;

export const QUALITIES = resolve(
  'Quality',
  { extra: '10', prima: '11', superior: '12', a: '20', b: '30', unspecified: '99' },
  (code) => findByCode(QUALITY_LIST, code),
);

export type QualityKey = keyof typeof QUALITIES;

export const QUALITY_PRICE_FACTOR: Record<QualityKey, number> = {
  extra: 1.06,
  prima: 1.03,
  superior: 1.05,
  a: 1,
  b: 0.85,
  unspecified: 1,
};

export interface ApplicationColumns {
  application: CodeLabel;
  group: CodeLabel;
}

export const APPLICATIONS = resolve(
  'Application',
  {
    freshExport: '110',
    freshDomestic: '111',
    freshFillet: '120',
    roundFrozen: '210',
    frozenExport: '211',
    frozenFillet: '220',
    saltFillet: '420',
    clipfish: '450',
    drying: '510',
    peeling: '260',
    mealAndOil: '800',
  },
  (code): ApplicationColumns | undefined => {
    const application = findByCode(APPLICATION_LIST, code);
    if (!application) return undefined;
    return {
      application,
      group: requireByCode(APPLICATION_GROUPS, application.groupCode, 'Application group'),
    };
  },
);

export type ApplicationKey = keyof typeof APPLICATIONS;

/** Size grading codes: method digit, lower and upper limit (hg for fish, pieces per kg for shrimp). */
export const SIZE_GRADES = {
  unspecified: '3000000',
  codSmall: '4000010',
  codMedium: '4010025',
  codLarge: '4025060',
  codXl: '4060999',
  haddockSmall: '4000008',
  haddockMedium: '4008018',
  haddockLarge: '4018999',
  saitheSmall: '4000020',
  saitheMedium: '4020050',
  saitheLarge: '4050999',
  shrimpLarge: '1000160',
  shrimpMedium: '1160250',
  shrimpSmall: '1250999',
  crabLarge: '7001999',
} as const;

export type SizeGradeKey = keyof typeof SIZE_GRADES;

/** Price multiplier per size grade: bigger fish pay more. */
export const SIZE_PRICE_FACTOR: Record<SizeGradeKey, number> = {
  unspecified: 1,
  codSmall: 0.8,
  codMedium: 0.92,
  codLarge: 1.05,
  codXl: 1.12,
  haddockSmall: 0.85,
  haddockMedium: 1,
  haddockLarge: 1.1,
  saitheSmall: 0.85,
  saitheMedium: 1,
  saitheLarge: 1.08,
  shrimpLarge: 1.15,
  shrimpMedium: 1,
  shrimpSmall: 0.8,
  crabLarge: 1.05,
};

// ---------------------------------------------------------------------------------------------------
// Note and vessel codes

export const QUOTA_TYPES = resolve(
  'Quota type',
  { ordinary: '01', youth: '05', district: '08', kingCrab: '11' },
  (code) => findByCode(QUOTA_TYPE_LIST, code),
);

export const VESSEL_TYPES = resolve('Vessel type', { fishing: '01', chartered: '04' }, (code) =>
  findByCode(VESSEL_TYPE_LIST, code),
);
