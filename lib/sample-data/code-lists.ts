/**
 * Code lists of the directorate's landing notes, as far as the generator uses them. Codes and labels
 * follow the published files (the 2021 sample) and the directorate's field documentation
 * ("Samansette driftsdata for fangst (setel) og fartøy"); where the files write a code without
 * leading zeros (Konserveringsmåte "9", Landingsmåte "3") so do we.
 */

export interface CodeLabel {
  code: string;
  label: string;
}

export const NATION_NOR = { code: 'NOR', label: 'NORGE', group: 'Norske fartøy' } as const;

export const DOCUMENT_TYPE_FINAL_NOTE: CodeLabel = { code: '0', label: 'Sluttseddeldokument' };

export const FAO_AREA_27: CodeLabel = { code: '27', label: 'Nordøstlige Atlanterhav' };

export const VESSEL_TYPES = {
  fishing: { code: '01', label: 'Fiskefartøy' },
  chartered: { code: '04', label: 'Leiefartøy (Erstatningsfartøy)' },
} satisfies Record<string, CodeLabel>;

export const QUOTA_TYPES = {
  ordinary: { code: '01', label: 'Vanlig kvote' },
  youth: { code: '05', label: 'Ungdomskvote' },
  district: { code: '08', label: 'Distriktskvote' },
  kingCrab: { code: '11', label: 'Kongekrabbe-kvote i kvoteområdet' },
} satisfies Record<string, CodeLabel>;

/** Month labels as published: padded with spaces to nine characters ("Mai      "). */
export const MONTH_LABELS = [
  'Januar',
  'Februar',
  'Mars',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Desember',
].map((name) => name.padEnd(9, ' '));

/** Length groups ("Finnmarksmodellen"); the last label carries a trailing space as published. */
export const LENGTH_GROUPS: readonly { code: string; label: string; min: number; max: number }[] = [
  { code: '1', label: 'Under 11 m', min: 0, max: 11 },
  { code: '2', label: '11-14,99 m', min: 11, max: 15 },
  { code: '3', label: '15-20,99 m', min: 15, max: 21 },
  { code: '4', label: '21-27,99 m', min: 21, max: 28 },
  { code: '5', label: '28 m og over ', min: 28, max: Infinity },
];

export function lengthGroupOf(length: number) {
  return LENGTH_GROUPS.find((group) => length >= group.min && length < group.max) ?? LENGTH_GROUPS[4];
}

// ---------------------------------------------------------------------------------------------------
// Sales organisations (fiskesalslag)

export interface SalesOrganisation {
  code: string;
  orgNumber: string;
  name: string;
}

export type SalesArea = 'raafisk' | 'surofi' | 'vest' | 'rogaland' | 'skagerak';

const RAAFISKLAG: SalesOrganisation = { code: '7', orgNumber: '938469148', name: 'Norges Råfisklag' };
const SILDESALGSLAG: SalesOrganisation = { code: '8', orgNumber: '951206091', name: 'Norges Sildesalgslag' };
const SUROFI: SalesOrganisation = {
  code: '6',
  orgNumber: '916437110',
  name: 'Sunnmøre og Romsdal Fiskesalslag',
};
const VEST_NORGE: SalesOrganisation = { code: '4', orgNumber: '924821779', name: 'Vest-Norges Fiskesalslag' };
const ROGALAND: SalesOrganisation = { code: '3', orgNumber: '915442730', name: 'Rogaland Fiskesalgslag SL' };
const SKAGERAKFISK: SalesOrganisation = { code: '2', orgNumber: '946768871', name: 'Skagerakfisk S/L' };
// Skagerakfisk, Rogaland Fiskesalgslag and Vest-Norges Fiskesalslag merged into Fiskehav, which kept
// Skagerakfisk's code and organisation number.
const FISKEHAV: SalesOrganisation = { code: '2', orgNumber: '946768871', name: 'Fiskehav SA' };
const FISKEHAV_FROM_YEAR = 2023;

export function pelagicSalesOrganisation(): SalesOrganisation {
  return SILDESALGSLAG;
}

export function whitefishSalesOrganisation(area: SalesArea, year: number): SalesOrganisation {
  switch (area) {
    case 'raafisk':
      return RAAFISKLAG;
    case 'surofi':
      return SUROFI;
    case 'vest':
      return year >= FISKEHAV_FROM_YEAR ? FISKEHAV : VEST_NORGE;
    case 'rogaland':
      return year >= FISKEHAV_FROM_YEAR ? FISKEHAV : ROGALAND;
    case 'skagerak':
      return year >= FISKEHAV_FROM_YEAR ? FISKEHAV : SKAGERAKFISK;
  }
}

/** Share of the organisation's levy (Lagsavgift) in the first-hand value. */
export function salesLevyRate(organisation: SalesOrganisation): number {
  return organisation.code === '8' ? 0.0065 : organisation.code === '7' ? 0.0043 : 0.005;
}

// ---------------------------------------------------------------------------------------------------
// Gear

export interface Gear {
  code: string;
  label: string;
  group: CodeLabel;
  mainGroup: CodeLabel;
}

const GEAR_GROUPS = {
  not: { code: '1', label: 'Not' },
  garn: { code: '2', label: 'Garn' },
  krok: { code: '3', label: 'Krokredskap' },
  bur: { code: '4', label: 'Bur og ruser' },
  traal: { code: '5', label: 'Trål' },
  snurrevad: { code: '6', label: 'Snurrevad' },
} satisfies Record<string, CodeLabel>;

const GEAR_MAIN_GROUPS = {
  traal: { code: '1', label: 'Trål' },
  not: { code: '2', label: 'Not' },
  konvensjonelle: { code: '3', label: 'Konvensjonelle' },
} satisfies Record<string, CodeLabel>;

function gear(code: string, label: string, group: CodeLabel, mainGroup: CodeLabel): Gear {
  return { code, label, group, mainGroup };
}

export const GEARS = {
  purseSeine: gear('11', 'Snurpenot/ringnot', GEAR_GROUPS.not, GEAR_MAIN_GROUPS.not),
  gillnet: gear('22', 'Settegarn', GEAR_GROUPS.garn, GEAR_MAIN_GROUPS.konvensjonelle),
  otherLines: gear('32', 'Andre liner', GEAR_GROUPS.krok, GEAR_MAIN_GROUPS.konvensjonelle),
  handline: gear('33', 'Juksa/pilk', GEAR_GROUPS.krok, GEAR_MAIN_GROUPS.konvensjonelle),
  autoline: gear('35', 'Autoline', GEAR_GROUPS.krok, GEAR_MAIN_GROUPS.konvensjonelle),
  pots: gear('42', 'Teiner', GEAR_GROUPS.bur, GEAR_MAIN_GROUPS.konvensjonelle),
  bottomTrawl: gear('51', 'Bunntrål', GEAR_GROUPS.traal, GEAR_MAIN_GROUPS.traal),
  pelagicTrawl: gear('53', 'Flytetrål', GEAR_GROUPS.traal, GEAR_MAIN_GROUPS.traal),
  shrimpTrawl: gear('55', 'Reketrål', GEAR_GROUPS.traal, GEAR_MAIN_GROUPS.traal),
  doubleTrawl: gear('58', 'Dobbeltrål', GEAR_GROUPS.traal, GEAR_MAIN_GROUPS.traal),
  danishSeine: gear('61', 'Snurrevad', GEAR_GROUPS.snurrevad, GEAR_MAIN_GROUPS.konvensjonelle),
} satisfies Record<string, Gear>;

export type GearKey = keyof typeof GEARS;

// ---------------------------------------------------------------------------------------------------
// Species

export interface Species {
  fdir: CodeLabel;
  art: CodeLabel;
  group: CodeLabel;
  mainGroup: CodeLabel;
  fao: CodeLabel;
}

const MAIN_GROUPS = {
  pelagic: { code: '01', label: 'Pelagisk fisk' },
  cod: { code: '02', label: 'Torsk og torskeartet fisk' },
  flat: { code: '03', label: 'Flatfisk, annen bunnfisk og dypvannsfisk' },
  shell: { code: '05', label: 'Skalldyr, bløtdyr og pigghuder' },
} satisfies Record<string, CodeLabel>;

function species(
  fdir: [string, string],
  art: [string, string],
  group: [string, string],
  mainGroup: CodeLabel,
  fao: [string, string],
): Species {
  return {
    fdir: { code: fdir[0], label: fdir[1] },
    art: { code: art[0], label: art[1] },
    group: { code: group[0], label: group[1] },
    mainGroup,
    fao: { code: fao[0], label: fao[1] },
  };
}

const COD_ART: [string, string] = ['0201001', 'Torsk'];
const COD_GROUP: [string, string] = ['0201', 'Torsk'];
const OTHER_GADOIDS: [string, string] = ['0220', 'Annen torskefisk'];
const OTHER_FLAT: [string, string] = ['0320', 'Annen flatfisk, bunnfisk og dypvannsfisk'];

export const SPECIES = {
  skrei: species(['102201', 'Skrei'], COD_ART, COD_GROUP, MAIN_GROUPS.cod, ['COD', 'Torsk']),
  cod: species(['1022', 'Torsk'], COD_ART, COD_GROUP, MAIN_GROUPS.cod, ['COD', 'Torsk']),
  arcticCod: species(['102202', 'Nordøstarktisk torsk'], COD_ART, COD_GROUP, MAIN_GROUPS.cod, [
    'COD',
    'Torsk',
  ]),
  coastalCod: species(['102203', 'Kysttorsk'], COD_ART, COD_GROUP, MAIN_GROUPS.cod, ['COD', 'Torsk']),
  haddock: species(['1027', 'Hyse'], ['0202001', 'Hyse'], ['0202', 'Hyse'], MAIN_GROUPS.cod, ['HAD', 'Hyse']),
  saithe: species(['1032', 'Sei'], ['0203001', 'Sei'], ['0203', 'Sei'], MAIN_GROUPS.cod, ['POK', 'Sei']),
  tusk: species(['1021', 'Brosme'], ['0220001', 'Brosme'], OTHER_GADOIDS, MAIN_GROUPS.cod, ['USK', 'Brosme']),
  ling: species(['1023', 'Lange'], ['0220003', 'Lange'], OTHER_GADOIDS, MAIN_GROUPS.cod, ['LIN', 'Lange']),
  pollack: species(['1034', 'Lyr'], ['0220005', 'Lyr'], OTHER_GADOIDS, MAIN_GROUPS.cod, ['POL', 'Lyr']),
  whiting: species(['1039', 'Hvitting'], ['0220015', 'Hvitting'], OTHER_GADOIDS, MAIN_GROUPS.cod, [
    'WHG',
    'Hvitting',
  ]),
  greenlandHalibut: species(
    ['2313', 'Blåkveite'],
    ['0301001', 'Blåkveite'],
    ['0301', 'Blåkveite'],
    MAIN_GROUPS.flat,
    ['GHL', 'Blåkveite'],
  ),
  redfish: species(['2202', 'Uer (vanlig)'], ['0302001', 'Uer (vanlig)'], ['0302', 'Uer'], MAIN_GROUPS.flat, [
    'REG',
    'Uer (vanlig)',
  ]),
  beakedRedfish: species(['2203', 'Snabeluer'], ['0302002', 'Snabeluer'], ['0302', 'Uer'], MAIN_GROUPS.flat, [
    'REB',
    'Snabeluer',
  ]),
  wolffish: species(
    ['1711', 'Gråsteinbit'],
    ['0304001', 'Gråsteinbit'],
    ['0304', 'Steinbiter'],
    MAIN_GROUPS.flat,
    ['CAA', 'Gråsteinbit'],
  ),
  spottedWolffish: species(
    ['1712', 'Flekksteinbit'],
    ['0304002', 'Flekksteinbit'],
    ['0304', 'Steinbiter'],
    MAIN_GROUPS.flat,
    ['CAS', 'Flekksteinbit'],
  ),
  halibut: species(['2311', 'Kveite'], ['0320010', 'Kveite'], OTHER_FLAT, MAIN_GROUPS.flat, [
    'HAL',
    'Kveite',
  ]),
  monkfish: species(['2411', 'Breiflabb'], ['0320020', 'Breiflabb'], OTHER_FLAT, MAIN_GROUPS.flat, [
    'MON',
    'Breiflabb',
  ]),
  plaice: species(['2312', 'Rødspette'], ['0320030', 'Rødspette'], OTHER_FLAT, MAIN_GROUPS.flat, [
    'PLE',
    'Rødspette',
  ]),
  nvgHerring: species(
    ['061101', 'Norsk vårgytende sild'],
    ['0102001', 'Norsk vårgytende sild'],
    ['0102', 'Sild, norsk vårgytende'],
    MAIN_GROUPS.pelagic,
    ['HER', 'Sild'],
  ),
  northSeaHerring: species(
    ['061104', 'Nordsjøsild'],
    ['0103004', 'Nordsjøsild'],
    ['0103', 'Sild, annen'],
    MAIN_GROUPS.pelagic,
    ['HER', 'Sild'],
  ),
  mackerel: species(['2013', 'Makrell'], ['0104001', 'Makrell'], ['0104', 'Makrell'], MAIN_GROUPS.pelagic, [
    'MAC',
    'Makrell',
  ]),
  capelin: species(
    ['075101', 'Barentshavslodde'],
    ['0101001', 'Lodde'],
    ['0101', 'Lodde'],
    MAIN_GROUPS.pelagic,
    ['CAP', 'Lodde'],
  ),
  blueWhiting: species(
    ['1038', 'Kolmule'],
    ['0105001', 'Kolmule'],
    ['0105', 'Kolmule'],
    MAIN_GROUPS.pelagic,
    ['WHB', 'Kolmule'],
  ),
  norwayPout: species(['1036', 'Øyepål'], ['0106001', 'Øyepål'], ['0106', 'Øyepål'], MAIN_GROUPS.pelagic, [
    'NOP',
    'Øyepål',
  ]),
  sandeel: species(
    ['1811', 'Tobis og annen sil'],
    ['0107001', 'Tobis og annen sil'],
    ['0107', 'Tobis og annen sil'],
    MAIN_GROUPS.pelagic,
    ['SAN', 'Tobis og annen sil'],
  ),
  horseMackerel: species(
    ['1611', 'Hestmakrell'],
    ['0120022', 'Hestmakrell'],
    ['0120', 'Annen pelagisk fisk'],
    MAIN_GROUPS.pelagic,
    ['HOM', 'Hestmakrell'],
  ),
  shrimp: species(
    ['2524', 'Dypvannsreke'],
    ['0505001', 'Dypvannsreke'],
    ['0505', 'Dypvannsreke'],
    MAIN_GROUPS.shell,
    ['PRA', 'Dypvannsreke'],
  ),
  kingCrab: species(
    ['253410', 'Kongekrabbe, han-'],
    ['0503001', 'Kongekrabbe, han'],
    ['0503', 'Kongekrabbe, han'],
    MAIN_GROUPS.shell,
    ['KCD', 'Kongekrabbe'],
  ),
  edibleCrab: species(
    ['2532', 'Taskekrabbe'],
    ['0502001', 'Taskekrabbe'],
    ['0502', 'Taskekrabbe'],
    MAIN_GROUPS.shell,
    ['CRE', 'Taskekrabbe'],
  ),
} satisfies Record<string, Species>;

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

export const CONDITIONS = {
  live: { code: '100', label: 'Levende', factor: 1, priceFactor: 1 },
  round: { code: '110', label: 'Rund', factor: 1, priceFactor: 0.85 },
  guttedHead: { code: '210', label: 'Sløyd med hode', factor: 1.18, priceFactor: 1 },
  headless: { code: '211', label: 'Sløyd uten hode, rundsnitt', factor: 1.5, priceFactor: 1.25 },
  headlessStraight: { code: '214', label: 'Sløyd uten hode, rettsnitt', factor: 1.67, priceFactor: 1.35 },
  roe: { code: '641', label: 'Rogn', factor: 0, priceFactor: 0.8 },
  liver: { code: '642', label: 'Lever', factor: 0, priceFactor: 0.25 },
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

export const PRESERVATION = {
  fresh: { code: '2', label: 'Fersk/ukonservert' },
  freshBoiled: { code: '4', label: 'Fersk sjøkokt' },
  frozen: { code: '5', label: 'Frossen' },
  frozenBoiled: { code: '7', label: 'Frossen sjøkokt' },
  iced: { code: '9', label: 'Iset' },
  rfw: { code: '10', label: 'Rfw' },
  rsw: { code: '11', label: 'Rsw' },
  rfwAcid: { code: '22', label: 'Rfw og syre' },
  unspecified: { code: '99', label: 'Uspesifisert' },
} satisfies Record<string, CodeLabel>;

export type PreservationKey = keyof typeof PRESERVATION;

export const LANDING_METHODS = {
  bulk: { code: '2', label: 'bulk' },
  tankBoat: { code: '3', label: 'tank / båt' },
  boxes: { code: '4', label: 'kasser/tønner' },
  packed: { code: '8', label: 'emballert' },
  tub: { code: '12', label: 'kar' },
  container: { code: '13', label: 'container' },
} satisfies Record<string, CodeLabel>;

export type LandingMethodKey = keyof typeof LANDING_METHODS;

export const QUALITIES = {
  extra: { code: '10', label: 'Ekstra' },
  prima: { code: '11', label: 'Prima' },
  superior: { code: '12', label: 'Superior' },
  a: { code: '20', label: 'A' },
  b: { code: '30', label: 'B' },
  unspecified: { code: '99', label: 'Uspesifisert' },
} satisfies Record<string, CodeLabel>;

export type QualityKey = keyof typeof QUALITIES;

export const QUALITY_PRICE_FACTOR: Record<QualityKey, number> = {
  extra: 1.06,
  prima: 1.03,
  superior: 1.05,
  a: 1,
  b: 0.85,
  unspecified: 1,
};

export interface Application extends CodeLabel {
  mainGroup: CodeLabel;
}

const CONSUMPTION: CodeLabel = { code: '1', label: 'Konsum' };
const MEAL_AND_OIL: CodeLabel = { code: '2', label: 'Mel og olje' };

export const APPLICATIONS = {
  freshExport: { code: '110', label: 'Fersk eksport (også ising)', mainGroup: CONSUMPTION },
  freshDomestic: { code: '111', label: 'Fersk innenlands (også ising)', mainGroup: CONSUMPTION },
  freshFillet: { code: '120', label: 'Fersk filet', mainGroup: CONSUMPTION },
  roundFrozen: { code: '210', label: 'Rundfrysing', mainGroup: CONSUMPTION },
  frozenExport: { code: '211', label: 'Frysing konsum eksport', mainGroup: CONSUMPTION },
  frozenFillet: { code: '220', label: 'Frossen filet', mainGroup: CONSUMPTION },
  saltFillet: { code: '420', label: 'Saltfilet', mainGroup: CONSUMPTION },
  clipfish: { code: '450', label: 'Klippfisk', mainGroup: CONSUMPTION },
  drying: { code: '510', label: 'Tørking', mainGroup: CONSUMPTION },
  peeling: { code: '260', label: 'Pilling og frysing', mainGroup: CONSUMPTION },
  mealAndOil: { code: '800', label: 'Mel og olje', mainGroup: MEAL_AND_OIL },
} satisfies Record<string, Application>;

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
