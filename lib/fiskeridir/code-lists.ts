/**
 * The directorate's code lists as the product's filters and data generator use them. Labels are written
 * as the landing notes write them (trimmed). Pairs seen in the real 2021 sample are marked "seen in the
 * sample"; the rest come from the directorate's published code lists. Ingest never needs these: every
 * landing line carries its own code and label, and those win.
 */

export interface CodeLabel {
  code: string;
  name: string;
}

/** The entry with this code, if the list has it. */
export function findByCode<T extends { code: string }>(
  list: readonly T[],
  code: string | null | undefined,
): T | undefined {
  if (code == null) return undefined;
  const trimmed = code.trim();
  return list.find((entry) => entry.code === trimmed);
}

/** The entry with this code, for a caller whose codes are fixed: one the list lacks is a programming error. */
export function requireByCode<T extends { code: string }>(list: readonly T[], code: string, what: string): T {
  const found = findByCode(list, code);
  if (!found) throw new RangeError(`${what} ${code} is not in the directorate's code list`);
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Gear (Redskap). Seen in the sample: 11 Snurpenot/ringnot (1 Not / 2 Not), 51 Bunntrål and
// 53 Flytetrål (5 Trål / 1 Trål).

export const GEAR_MAIN_GROUPS: readonly CodeLabel[] = [
  { code: '1', name: 'Trål' },
  { code: '2', name: 'Not' },
  { code: '3', name: 'Konvensjonelle' },
  { code: '4', name: 'Annet' },
];

export interface GearGroup extends CodeLabel {
  mainGroupCode: string;
}

export const GEAR_GROUPS: readonly GearGroup[] = [
  { code: '1', name: 'Not', mainGroupCode: '2' },
  { code: '2', name: 'Garn', mainGroupCode: '3' },
  { code: '3', name: 'Krokredskap', mainGroupCode: '3' },
  { code: '4', name: 'Bur og ruser', mainGroupCode: '3' },
  { code: '5', name: 'Trål', mainGroupCode: '1' },
  { code: '6', name: 'Snurrevad', mainGroupCode: '3' },
  { code: '7', name: 'Harpun/kanon', mainGroupCode: '3' },
  { code: '8', name: 'Andre redskap', mainGroupCode: '4' },
  { code: '9', name: 'Oppdrett/uspesifisert', mainGroupCode: '4' },
];

export interface Gear extends CodeLabel {
  groupCode: string;
}

export const GEARS: readonly Gear[] = [
  { code: '10', name: 'Udefinert not', groupCode: '1' },
  { code: '11', name: 'Snurpenot/ringnot', groupCode: '1' },
  { code: '12', name: 'Landnot', groupCode: '1' },
  { code: '14', name: 'Snurpenot med lys', groupCode: '1' },
  { code: '15', name: 'Landnot med lys', groupCode: '1' },
  { code: '20', name: 'Udefinert garn', groupCode: '2' },
  { code: '21', name: 'Drivgarn', groupCode: '2' },
  { code: '22', name: 'Settegarn', groupCode: '2' },
  { code: '30', name: 'Udefinert krokredskap', groupCode: '3' },
  { code: '31', name: 'Flyteline', groupCode: '3' },
  { code: '32', name: 'Andre liner', groupCode: '3' },
  { code: '33', name: 'Juksa/pilk', groupCode: '3' },
  { code: '34', name: 'Dorg/harp/snik', groupCode: '3' },
  { code: '35', name: 'Autoline', groupCode: '3' },
  { code: '40', name: 'Udefinert bur og ruser', groupCode: '4' },
  { code: '41', name: 'Ruser', groupCode: '4' },
  { code: '42', name: 'Teiner', groupCode: '4' },
  { code: '43', name: 'Kilenot', groupCode: '4' },
  { code: '44', name: 'Havteiner', groupCode: '4' },
  { code: '45', name: 'Krokgarn', groupCode: '4' },
  { code: '50', name: 'Udefinert trål', groupCode: '5' },
  { code: '51', name: 'Bunntrål', groupCode: '5' },
  { code: '52', name: 'Bunntrål par', groupCode: '5' },
  { code: '53', name: 'Flytetrål', groupCode: '5' },
  { code: '54', name: 'Flytetrål par', groupCode: '5' },
  { code: '55', name: 'Reketrål', groupCode: '5' },
  { code: '56', name: 'Bomtrål', groupCode: '5' },
  { code: '57', name: 'Krepsetrål', groupCode: '5' },
  { code: '58', name: 'Dobbeltrål', groupCode: '5' },
  { code: '59', name: 'Trippeltrål', groupCode: '5' },
  { code: '61', name: 'Snurrevad', groupCode: '6' },
  { code: '70', name: 'Harpun og lignende uspesifiserte typer', groupCode: '7' },
  { code: '71', name: 'Brugde/hvalkanon', groupCode: '7' },
  { code: '72', name: 'Størjeharpun', groupCode: '7' },
  { code: '73', name: 'Rifle', groupCode: '7' },
  { code: '80', name: 'Annet', groupCode: '8' },
  { code: '81', name: 'Skjellskrape', groupCode: '8' },
  { code: '82', name: 'Håv', groupCode: '8' },
  { code: '83', name: 'Taretrål', groupCode: '8' },
  { code: '84', name: 'Tangkutter', groupCode: '8' },
  { code: '85', name: 'Håndplukking', groupCode: '8' },
  { code: '86', name: 'Skjellsuger (høstekurv)', groupCode: '8' },
  { code: '90', name: 'Oppdrett', groupCode: '9' },
  { code: '99', name: 'Uspesifisert', groupCode: '9' },
];

/** A gear with its group and main group resolved. */
export function describeGear(
  code: string,
): { gear: Gear; group: GearGroup; mainGroup: CodeLabel } | undefined {
  const gear = findByCode(GEARS, code);
  const group = gear && findByCode(GEAR_GROUPS, gear.groupCode);
  const mainGroup = group && findByCode(GEAR_MAIN_GROUPS, group.mainGroupCode);
  return gear && group && mainGroup ? { gear, group, mainGroup } : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Species. Four levels in each landing line: `Art - FDIR` (the directorate's own code, 4 or 6 digits),
// `Art` (7 digits: group code + serial), `Art - gruppe`, `Art - hovedgruppe`, plus the FAO 3-alpha code.

export const SPECIES_MAIN_GROUPS: readonly CodeLabel[] = [
  { code: '01', name: 'Pelagisk fisk' },
  { code: '02', name: 'Torsk og torskeartet fisk' },
  { code: '03', name: 'Flatfisk, annen bunnfisk og dypvannsfisk' },
  { code: '04', name: 'Bruskfisk (haifisk, skater, rokker og havmus)' },
  { code: '05', name: 'Skalldyr, bløtdyr og pigghuder' },
  { code: '09', name: 'Makroalger (tang og tare)' },
  { code: '99', name: 'Oppdrett, ferskvannsfisk og sjøpattedyr' },
];

export interface SpeciesGroup extends CodeLabel {
  mainGroupCode: string;
}

export const SPECIES_GROUPS: readonly SpeciesGroup[] = [
  { code: '0101', name: 'Lodde', mainGroupCode: '01' },
  { code: '0102', name: 'Sild, norsk vårgytende', mainGroupCode: '01' },
  { code: '0103', name: 'Sild, annen', mainGroupCode: '01' },
  { code: '0104', name: 'Makrell', mainGroupCode: '01' },
  { code: '0105', name: 'Kolmule', mainGroupCode: '01' },
  { code: '0106', name: 'Øyepål', mainGroupCode: '01' },
  { code: '0107', name: 'Tobis og annen sil', mainGroupCode: '01' },
  { code: '0108', name: 'Vassild og strømsild', mainGroupCode: '01' },
  { code: '0109', name: 'Havbrisling', mainGroupCode: '01' },
  { code: '0110', name: 'Kystbrisling', mainGroupCode: '01' },
  { code: '0111', name: 'Mesopelagisk fisk', mainGroupCode: '01' },
  { code: '0112', name: 'Tunfisk og tunfisklignende arter', mainGroupCode: '01' },
  { code: '0120', name: 'Annen pelagisk fisk', mainGroupCode: '01' },
  { code: '0201', name: 'Torsk', mainGroupCode: '02' },
  { code: '0202', name: 'Hyse', mainGroupCode: '02' },
  { code: '0203', name: 'Sei', mainGroupCode: '02' },
  { code: '0220', name: 'Annen torskefisk', mainGroupCode: '02' },
  { code: '0301', name: 'Blåkveite', mainGroupCode: '03' },
  { code: '0302', name: 'Uer', mainGroupCode: '03' },
  { code: '0303', name: 'Leppefisk', mainGroupCode: '03' },
  { code: '0304', name: 'Steinbiter', mainGroupCode: '03' },
  { code: '0320', name: 'Annen flatfisk, bunnfisk og dypvannsfisk', mainGroupCode: '03' },
  { code: '0401', name: 'Haifisk', mainGroupCode: '04' },
  { code: '0402', name: 'Skater og annen bruskfisk', mainGroupCode: '04' },
  { code: '0501', name: 'Snøkrabbe', mainGroupCode: '05' },
  { code: '0502', name: 'Taskekrabbe', mainGroupCode: '05' },
  { code: '0503', name: 'Kongekrabbe, han', mainGroupCode: '05' },
  { code: '0504', name: 'Kongekrabbe, annen', mainGroupCode: '05' },
  { code: '0505', name: 'Dypvannsreke', mainGroupCode: '05' },
  { code: '0506', name: 'Antarktisk krill', mainGroupCode: '05' },
  { code: '0507', name: 'Raudåte', mainGroupCode: '05' },
  { code: '0520', name: 'Andre skalldyr, bløtdyr og pigghuder', mainGroupCode: '05' },
  { code: '0901', name: 'Brunalger', mainGroupCode: '09' },
  { code: '0920', name: 'Andre makroalger', mainGroupCode: '09' },
];

export interface Species {
  /** `Art - FDIR (kode)`, e.g. `061101`, `1022`. */
  fdirCode: string;
  /** `Art - FDIR`. */
  fdirName: string;
  /** `Art (kode)`: the group code followed by a 3-digit serial. */
  code: string;
  /** `Art`. */
  name: string;
  /** `Art - gruppe (kode)`. */
  groupCode: string;
  /** `Art FAO (kode)`, null where not known. */
  faoCode: string | null;
  /** `Art FAO`: the Norwegian name of the FAO species. */
  faoName: string | null;
}

type SpeciesRow = [
  fdirCode: string,
  name: string,
  code: string,
  groupCode: string,
  faoCode: string | null,
  faoName: string | null,
  fdirName?: string,
];

function species(rows: SpeciesRow[]): Species[] {
  // In the published lists `Art - FDIR` and `Art` carry the same name, except for the directorate's
  // subdivisions of one species (Skrei is `Art - FDIR` 102201 of `Art` Torsk).
  return rows.map(([fdirCode, name, code, groupCode, faoCode, faoName, fdirName]) => ({
    fdirCode,
    fdirName: fdirName ?? name,
    code,
    name,
    groupCode,
    faoCode,
    faoName,
  }));
}

/** Every tuple here appears verbatim in the 2021 sample. */
const SPECIES_SEEN_IN_SAMPLE = species([
  ['061101', 'Norsk vårgytende sild', '0102001', '0102', 'HER', 'Sild'],
  ['061104', 'Nordsjøsild', '0103004', '0103', 'HER', 'Sild'],
  ['061105', 'Skagerraksild', '0103005', '0103', 'HER', 'Sild'],
  ['2013', 'Makrell', '0104001', '0104', 'MAC', 'Makrell'],
  ['1038', 'Kolmule', '0105001', '0105', 'WHB', 'Kolmule'],
  ['1036', 'Øyepål', '0106001', '0106', 'NOP', 'Øyepål'],
  ['1811', 'Tobis og annen sil', '0107001', '0107', 'SAN', 'Tobis og annen sil'],
  ['0742', 'Vassild', '0108002', '0108', 'ARU', 'Vassild'],
  ['0743', 'Strømsild', '0108003', '0108', 'ARY', 'Strømsild'],
  ['061501', 'Havbrisling', '0109001', '0109', 'SPR', 'Brisling'],
  ['0641', 'Laksesild', '0111001', '0111', 'MAV', 'Laksesild'],
  ['2011', 'Stripet pelamide', '0112001', '0112', 'BON', 'Stripet pelamide'],
  ['1040', 'Sølvtorsk', '0120019', '0120', 'GDG', 'Sølvtorsk'],
  ['1211', 'Trompetfisk', '0120020', '0120', 'SNS', 'Trompetfisk'],
  ['1421', 'Villsvinfisk', '0120021', '0120', 'BOC', 'Villsvinfisk'],
  ['1611', 'Hestmakrell', '0120022', '0120', 'HOM', 'Hestmakrell'],
  ['1022', 'Torsk', '0201001', '0201', 'COD', 'Torsk'],
  ['1027', 'Hyse', '0202001', '0202', 'HAD', 'Hyse'],
  ['1032', 'Sei', '0203001', '0203', 'POK', 'Sei'],
  ['1023', 'Lange', '0220005', '0220', 'LIN', 'Lange'],
  ['1029', 'Hvit lysing', '0220010', '0220', 'HKW', 'Hvit lysing'],
  ['1030', 'Sypike', '0220011', '0220', 'POD', 'Sypike'],
  ['1039', 'Hvitting', '0220015', '0220', 'WHG', 'Hvitting'],
  ['2202', 'Uer (vanlig)', '0302002', '0302', 'REG', 'Uer (vanlig)'],
  ['2205', 'Blåkjeft', '0320056', '0320', 'BRF', 'Blåkjeft'],
  ['2212', 'Knurr', '0320059', '0320', 'GUG', 'Knurr'],
  ['2312', 'Rødspette', '0320069', '0320', 'PLE', 'Rødspette'],
  ['2314', 'Smørflyndre', '0320070', '0320', 'WIT', 'Smørflyndre'],
  ['2315', 'Gapeflyndre', '0320071', '0320', 'PLA', 'Gapeflyndre'],
  ['2317', 'Sandflyndre', '0320073', '0320', 'DAB', 'Sandflyndre'],
  ['0312', 'Hågjel', '0401007', '0401', 'SHO', 'Hågjel'],
  ['0412', 'Pigghå', '0401019', '0401', 'DGS', 'Pigghå'],
  ['0435', 'Svarthå', '0401034', '0401', 'ETX', 'Svarthå'],
  ['3111', 'Havmus', '0402028', '0402', 'CMO', 'Havmus'],
  ['2524', 'Dypvannsreke', '0505001', '0505', 'PRA', 'Dypvannsreke'],
  ['2541', 'Sjøkreps', '0520013', '0520', 'NEP', 'Sjøkreps'],
  ['2634', 'Akkar', '0520044', '0520', 'SQE', 'Akkar'],
]);

/**
 * Important species the sample does not contain. FDIR codes and names are the directorate's; where a
 * group holds one species its `Art` code is the group + `001` (as every single-species group in the
 * sample shows). In the mixed groups 0220, 0304, 0320 and 0402 the serial follows the FDIR-code order
 * the sample shows (Lange 1023 → 0220005, Kveite 2311 → 0320068 next to Rødspette 2312 → 0320069),
 * which makes those serials likely but not verified: check them against a full year file.
 */
const SPECIES_FROM_CODE_LIST = species([
  ['075101', 'Lodde', '0101001', '0101', 'CAP', 'Lodde'],
  ['102201', 'Torsk', '0201001', '0201', 'COD', 'Torsk', 'Skrei'],
  ['102202', 'Torsk', '0201001', '0201', 'COD', 'Torsk', 'Nordøstarktisk torsk'],
  ['102203', 'Torsk', '0201001', '0201', 'COD', 'Torsk', 'Kysttorsk'],
  ['061502', 'Kystbrisling', '0110001', '0110', 'SPR', 'Brisling'],
  ['1021', 'Brosme', '0220004', '0220', 'USK', 'Brosme'],
  ['1024', 'Blålange', '0220006', '0220', 'BLI', 'Blålange'],
  ['1034', 'Lyr', '0220013', '0220', 'POL', 'Lyr'],
  ['1051', 'Lysing', '0220016', '0220', 'HKE', 'Lysing'],
  ['2313', 'Blåkveite', '0301001', '0301', 'GHL', 'Blåkveite'],
  ['2203', 'Snabeluer', '0302003', '0302', 'REB', 'Snabeluer'],
  ['1711', 'Gråsteinbit', '0304001', '0304', 'CAA', 'Gråsteinbit'],
  ['1712', 'Flekksteinbit', '0304002', '0304', 'CAS', 'Flekksteinbit'],
  ['2311', 'Kveite', '0320068', '0320', 'HAL', 'Kveite'],
  ['2411', 'Breiflabb', '0320082', '0320', 'MON', 'Breiflabb'],
  ['0511', 'Storskate', '0402001', '0402', 'RJB', 'Storskate'],
  ['2536', 'Snøkrabbe', '0501001', '0501', 'CRQ', 'Snøkrabbe'],
  ['2532', 'Taskekrabbe', '0502001', '0502', 'CRE', 'Taskekrabbe'],
  ['253410', 'Kongekrabbe, han', '0503001', '0503', 'KCT', 'Kongekrabbe'],
  ['253420', 'Kongekrabbe, hun', '0504001', '0504', 'KCT', 'Kongekrabbe'],
  ['2512', 'Raudåte', '0507001', '0507', null, null],
]);

export const SPECIES: readonly Species[] = [...SPECIES_SEEN_IN_SAMPLE, ...SPECIES_FROM_CODE_LIST];

export function findSpecies(fdirCode: string): Species | undefined {
  const trimmed = fdirCode.trim();
  return SPECIES.find((entry) => entry.fdirCode === trimmed);
}

// ---------------------------------------------------------------------------------------------------
// Product: preservation (Konserveringsmåte), condition (Produkttilstand), quality (Kvalitet),
// landing method (Landingsmåte), application (Anvendelse). The file abbreviates some labels: seen in
// the sample are 9 Iset, 10 Rfw, 11 Rsw, 22 Rfw og syre, 27 Rfw + "Soft Eddik", 99 Uspesifisert.

export const PRESERVATION_METHODS: readonly CodeLabel[] = [
  { code: '1', name: 'Ensilert' },
  { code: '2', name: 'Fersk/ukonservert' },
  { code: '3', name: 'Fersk saltkokt' },
  { code: '4', name: 'Fersk sjøkokt' },
  { code: '5', name: 'Frossen' },
  { code: '6', name: 'Frossen saltkokt' },
  { code: '7', name: 'Frossen sjøkokt' },
  { code: '8', name: 'Gravet' },
  { code: '9', name: 'Iset' },
  { code: '10', name: 'Rfw' },
  { code: '11', name: 'Rsw' },
  { code: '12', name: 'Røkt' },
  { code: '13', name: 'Saltet' },
  { code: '14', name: 'Saltet og tørket (klippfisk)' },
  { code: '15', name: 'Speket' },
  { code: '16', name: 'Sukkersaltet' },
  { code: '17', name: 'Tørket' },
  { code: '18', name: 'Rsw + is' },
  { code: '19', name: 'Rsw + ozon' },
  { code: '20', name: 'Rfw + ozon' },
  { code: '21', name: 'Rfw + is' },
  { code: '22', name: 'Rfw og syre' },
  { code: '23', name: 'Rfw + syre + is' },
  { code: '24', name: 'Rfw + syre + ozon' },
  { code: '25', name: 'Sws' },
  { code: '26', name: 'Rfw + FishForm' },
  { code: '27', name: 'Rfw + "Soft Eddik"' },
  { code: '28', name: 'Rsw + "Soft Eddik"' },
  { code: '29', name: 'Rsw + FishForm' },
  { code: '30', name: 'Inndampet' },
  { code: '31', name: 'Konsentrert' },
  { code: '32', name: 'Hermetisert' },
  { code: '33', name: 'Fryst og glasert' },
  { code: '34', name: 'Antioksidantbehandlet og fryst' },
  { code: '99', name: 'Uspesifisert' },
];

/**
 * What a preservation method makes of the catch, for readers who ask for fresh or frozen fish:
 * `fresh` is chilled or iced and otherwise as caught (or boiled fresh); `frozen` is frozen in any
 * form; `other` is processed so it is neither (salted, smoked, dried, cured, ensiled, canned), or not
 * specified. A code the list does not know is `other`.
 */
export type PreservationKind = 'fresh' | 'frozen' | 'other';

const PRESERVATION_KINDS: Readonly<Record<string, PreservationKind>> = {
  ...Object.fromEntries(
    [
      '2',
      '3',
      '4',
      '9',
      '10',
      '11',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
    ].map((code) => [code, 'fresh' as const]),
  ),
  ...Object.fromEntries(['5', '6', '7', '33', '34'].map((code) => [code, 'frozen' as const])),
};

export function preservationKind(code: string): PreservationKind {
  return PRESERVATION_KINDS[code.trim()] ?? 'other';
}

/** The common conditions; the full list has some 120 cuts and by-products. 110 Rund is seen in the sample. */
export const PRODUCT_CONDITIONS: readonly CodeLabel[] = [
  { code: '100', name: 'Levende' },
  { code: '110', name: 'Rund' },
  { code: '111', name: 'Hodekappet' },
  { code: '112', name: 'Rund, m/rogn' },
  { code: '115', name: 'Våt tilstand' },
  { code: '210', name: 'Sløyd m/hode' },
  { code: '211', name: 'Sløyd u/hode, rundsnitt' },
  { code: '212', name: 'Sløyd u/hode og u/ørebein' },
  { code: '213', name: 'Sløyd u/hode og uten spord' },
  { code: '214', name: 'Sløyd u/hode, rettsnitt' },
  { code: '215', name: 'Sløyd u/hode, uten buk' },
  { code: '216', name: 'Sløyd m/hode og uten spord' },
  { code: '218', name: 'Sløyd med hode uten gjeller' },
  { code: '310', name: 'Norskkappet u/spord' },
  { code: '311', name: 'Bukskåret (Japankuttet)' },
  { code: '320', name: 'Skivet' },
  { code: '340', name: 'Pillet' },
  { code: '350', name: 'Skjellmuskel' },
  { code: '360', name: 'Skinnet' },
  { code: '410', name: 'Rotskjær' },
  { code: '411', name: 'Splitt' },
  { code: '412', name: 'Flekt' },
  { code: '510', name: 'Filet m/skinn og m/bein' },
  { code: '511', name: 'Filet u/skinn, m/bein' },
  { code: '512', name: 'Filet u/skinn og u/bein' },
  { code: '513', name: 'Filet m/skinn, u/bein' },
  { code: '624', name: 'Klør' },
  { code: '630', name: 'Hoder' },
  { code: '631', name: 'Tunger' },
  { code: '632', name: 'Kjaker' },
  { code: '641', name: 'Rogn' },
  { code: '642', name: 'Lever' },
  { code: '643', name: 'Isel, melke' },
  { code: '645', name: 'Kjøtt' },
  { code: '710', name: 'Mel' },
  { code: '820', name: 'Tran' },
  { code: '830', name: 'Olje' },
  { code: '900', name: 'Slo' },
  { code: '999', name: 'Uspesifisert' },
];

/** 99 Uspesifisert is seen in the sample. */
export const QUALITIES: readonly CodeLabel[] = [
  { code: '10', name: 'Ekstra' },
  { code: '11', name: 'Prima' },
  { code: '12', name: 'Superior' },
  { code: '20', name: 'A' },
  { code: '21', name: 'Blank' },
  { code: '30', name: 'B' },
  { code: '31', name: 'Sekunda' },
  { code: '32', name: 'Afrika' },
  { code: '33', name: 'Frostskadet' },
  { code: '34', name: 'Gul' },
  { code: '35', name: 'Produksjonsrogn' },
  { code: '36', name: 'Knekt krabbe' },
  { code: '37', name: 'Blaut krabbe' },
  { code: '38', name: 'Feilkutt' },
  { code: '40', name: 'Skadd' },
  { code: '41', name: 'Offal' },
  { code: '42', name: 'Vrak' },
  { code: '99', name: 'Uspesifisert' },
];

/** The file writes these in lower case; 3 `tank / båt` is seen in the sample. */
export const LANDING_METHODS: readonly CodeLabel[] = [
  { code: '1', name: 'i lås' },
  { code: '2', name: 'bulk' },
  { code: '3', name: 'tank / båt' },
  { code: '4', name: 'kasser/tønner' },
  { code: '5', name: 'brønnbåt' },
  { code: '6', name: 'kvase' },
  { code: '7', name: 'konsumpakket' },
  { code: '8', name: 'emballert' },
  { code: '9', name: 'i merd, oppdrett fra yngel' },
  { code: '10', name: 'i merd, oppfôret' },
  { code: '11', name: 'tank / bil' },
  { code: '12', name: 'kar' },
  { code: '13', name: 'container' },
  { code: '14', name: 'Oppsamlingsfartøy' },
  { code: '15', name: 'Fra merd, uten fôring' },
  { code: '99', name: 'Uspesifisert' },
];

/** 2 Mel og olje is seen in the sample. */
export const APPLICATION_GROUPS: readonly CodeLabel[] = [
  { code: '1', name: 'Konsum' },
  { code: '2', name: 'Mel og olje' },
  { code: '3', name: 'Dyrefor' },
];

export interface Application extends CodeLabel {
  groupCode: string;
}

/** 800 Mel og olje (group 2) is seen in the sample. */
export const APPLICATIONS: readonly Application[] = [
  { code: '100', name: 'Fersk', groupCode: '1' },
  { code: '110', name: 'Fersk eksport (også ising)', groupCode: '1' },
  { code: '111', name: 'Fersk innenlands (også ising)', groupCode: '1' },
  { code: '112', name: 'Fersk rensing', groupCode: '1' },
  { code: '120', name: 'Fersk filet', groupCode: '1' },
  { code: '130', name: 'Fersk agn', groupCode: '1' },
  { code: '199', name: 'Utsortert fisk', groupCode: '1' },
  { code: '200', name: 'Frysing', groupCode: '1' },
  { code: '210', name: 'Rundfrysing', groupCode: '1' },
  { code: '211', name: 'Frysing konsum eksport', groupCode: '1' },
  { code: '212', name: 'Frysing konsum innenlands', groupCode: '1' },
  { code: '220', name: 'Frossen filet', groupCode: '1' },
  { code: '230', name: 'Frossen agn', groupCode: '1' },
  { code: '260', name: 'Pilling og frysing', groupCode: '1' },
  { code: '261', name: 'Rensing og frysing', groupCode: '1' },
  { code: '400', name: 'Salting', groupCode: '1' },
  { code: '420', name: 'Saltfilet', groupCode: '1' },
  { code: '450', name: 'Klippfisk', groupCode: '1' },
  { code: '460', name: 'Skarpsalting', groupCode: '1' },
  { code: '470', name: 'Sukkersalting', groupCode: '1' },
  { code: '499', name: 'Annen salting', groupCode: '1' },
  { code: '500', name: 'Henging', groupCode: '1' },
  { code: '510', name: 'Tørking', groupCode: '1' },
  { code: '600', name: 'Røyking', groupCode: '1' },
  { code: '700', name: 'Annen konsum', groupCode: '1' },
  { code: '710', name: 'Hermetikk', groupCode: '1' },
  { code: '711', name: 'Halvkonserves', groupCode: '1' },
  { code: '740', name: 'Surimi', groupCode: '1' },
  { code: '741', name: 'Farse', groupCode: '1' },
  { code: '765', name: 'Rognproduksjon', groupCode: '1' },
  { code: '799', name: 'Uspesifisert konsum', groupCode: '1' },
  { code: '800', name: 'Mel og olje', groupCode: '2' },
  { code: '810', name: 'Formel', groupCode: '2' },
  { code: '830', name: 'Tran', groupCode: '2' },
  { code: '899', name: 'Utsortert fisk', groupCode: '2' },
  { code: '912', name: 'Dyrefor', groupCode: '3' },
  { code: '913', name: 'Fiskefor', groupCode: '3' },
  { code: '920', name: 'Ensilasje', groupCode: '3' },
];

// ---------------------------------------------------------------------------------------------------
// Document, quota and vessel types.

/** 0 Sluttseddeldokument is seen in the sample. */
export const DOCUMENT_TYPES: readonly CodeLabel[] = [
  { code: '0', name: 'Sluttseddeldokument' },
  { code: '1', name: 'Landingsdokument' },
  { code: '2', name: 'Landingsdokument ved transitt' },
  { code: '3', name: 'Bryggeseddel' },
  { code: '4', name: 'Landingsdokument fra føringsfartøy' },
  { code: '5', name: 'Fangstsertifikat' },
  { code: '9', name: 'Innmeldingsdokument' },
];

/** 01 Vanlig kvote and 03 Skolekvote are seen in the sample. */
export const QUOTA_TYPES: readonly CodeLabel[] = [
  { code: '01', name: 'Vanlig kvote' },
  { code: '02', name: 'Forskningskvote' },
  { code: '03', name: 'Skolekvote' },
  { code: '04', name: 'Annet lands kvote' },
  { code: '05', name: 'Ungdomskvote' },
  { code: '06', name: 'Fritidsfiske' },
  { code: '07', name: 'Vanlig kvote med leveringsbetingelser' },
  { code: '08', name: 'Distriktskvote' },
  { code: '09', name: 'Agnkvote' },
  { code: '10', name: 'Vanlig kvote, salg, til turist' },
  { code: '11', name: 'Kongekrabbe-kvote i kvoteområdet' },
  { code: '12', name: 'Bonuskvote, fersk' },
  { code: '13', name: 'Bonuskvote ved levende lagring' },
  { code: '14', name: 'Lærlingekvote' },
  { code: '15', name: 'Tilleggskvote' },
];

/** 01 Fiskefartøy and 04 Leiefartøy (Erstatningsfartøy) are seen in the sample. */
export const VESSEL_TYPES: readonly CodeLabel[] = [
  { code: '01', name: 'Fiskefartøy' },
  { code: '02', name: 'Transportfartøy' },
  { code: '03', name: 'Brønnbåt' },
  { code: '04', name: 'Leiefartøy (Erstatningsfartøy)' },
  { code: '05', name: 'Kjøpefartøy' },
  { code: '06', name: 'Samfiskefartøy' },
  { code: '07', name: 'Partrållag' },
  { code: '08', name: 'Forskningsfartøy' },
  { code: '09', name: 'Skolefartøy' },
  { code: '10', name: 'Landnotfartøy' },
  { code: '11', name: 'Taretråler' },
  { code: '12', name: 'Fritidsfartøy' },
  { code: '13', name: 'Ugyldig fiskefartøy' },
  { code: '14', name: 'Tanghøster' },
  { code: '15', name: 'Uten fartøy' },
];

/** The file pads month names to 9 characters (`"Mai      "`); these are trimmed. */
export const LANDING_MONTHS: readonly CodeLabel[] = [
  { code: '01', name: 'Januar' },
  { code: '02', name: 'Februar' },
  { code: '03', name: 'Mars' },
  { code: '04', name: 'April' },
  { code: '05', name: 'Mai' },
  { code: '06', name: 'Juni' },
  { code: '07', name: 'Juli' },
  { code: '08', name: 'August' },
  { code: '09', name: 'September' },
  { code: '10', name: 'Oktober' },
  { code: '11', name: 'November' },
  { code: '12', name: 'Desember' },
];

// ---------------------------------------------------------------------------------------------------
// Vessel facts: length groups, nationalities, north/south of 62°N.

export interface LengthGroup extends CodeLabel {
  /** Metres, inclusive. */
  minLength: number;
  /** Metres, exclusive; null for the open top group. */
  maxLength: number | null;
}

/** As in the file (the last label carries a trailing space there: `"28 m og over "`). */
export const LENGTH_GROUPS: readonly LengthGroup[] = [
  { code: '1', name: 'Under 11 m', minLength: 0, maxLength: 11 },
  { code: '2', name: '11-14,99 m', minLength: 11, maxLength: 15 },
  { code: '3', name: '15-20,99 m', minLength: 15, maxLength: 21 },
  { code: '4', name: '21-27,99 m', minLength: 21, maxLength: 28 },
  { code: '5', name: '28 m og over', minLength: 28, maxLength: null },
];

/** The length group of a vessel length in metres. */
export function lengthGroupForLength(length: number): LengthGroup {
  return (
    LENGTH_GROUPS.find(
      (group) => length >= group.minLength && (group.maxLength === null || length < group.maxLength),
    ) ?? LENGTH_GROUPS[0]
  );
}

export const NORTH_SOUTH_VALUES = ['Nord for 62°N', 'Sør for 62°N', 'Annet'] as const;
export type NorthSouth = (typeof NORTH_SOUTH_VALUES)[number];

export const NATIONALITY_GROUPS = ['Norske fartøy', 'Utenlandske fartøy'] as const;

/** ISO 3166 alpha-3 codes with the Norwegian upper-case names the file uses (`NOR` = `NORGE`). */
export const NATIONALITIES: readonly CodeLabel[] = [
  { code: 'NOR', name: 'NORGE' },
  { code: 'RUS', name: 'RUSSLAND' },
  { code: 'FRO', name: 'FÆRØYENE' },
  { code: 'ISL', name: 'ISLAND' },
  { code: 'GRL', name: 'GRØNLAND' },
  { code: 'DNK', name: 'DANMARK' },
  { code: 'SWE', name: 'SVERIGE' },
  { code: 'FIN', name: 'FINLAND' },
  { code: 'GBR', name: 'STORBRITANNIA' },
  { code: 'IRL', name: 'IRLAND' },
  { code: 'DEU', name: 'TYSKLAND' },
  { code: 'NLD', name: 'NEDERLAND' },
  { code: 'BEL', name: 'BELGIA' },
  { code: 'FRA', name: 'FRANKRIKE' },
  { code: 'ESP', name: 'SPANIA' },
  { code: 'PRT', name: 'PORTUGAL' },
  { code: 'POL', name: 'POLEN' },
  { code: 'LTU', name: 'LITAUEN' },
  { code: 'LVA', name: 'LATVIA' },
  { code: 'EST', name: 'ESTLAND' },
  { code: 'CAN', name: 'CANADA' },
];

// ---------------------------------------------------------------------------------------------------
// Sales organisations (Salgslag): code in `Salgslag (kode)`, organisation number in `Salgslag ID`.

export interface SalesOrganisation extends CodeLabel {
  /** Organisation number. */
  id: string;
  /** Names older files use for the same organisation, each up to and including a catch year. */
  formerNames: readonly { name: string; until: number }[];
  /** The last catch year it sold under its own code; null while it still does. */
  validTo: number | null;
  /** The code its members' catches are sold under after it merged into another organisation. */
  mergedInto?: string;
}

/**
 * 8 Norges Sildesalgslag (951206091) is seen in the sample, and 2 as `Skagerakfisk S/L` on a 2014 line.
 * Skagerakfisk, Rogaland Fiskesalgslag and Vest-Norges Fiskesalslag merged into Fiskehav in 2023, which
 * kept Skagerakfisk's code and organisation number.
 */
export const SALES_ORGANISATIONS: readonly SalesOrganisation[] = [
  {
    code: '2',
    id: '946768871',
    name: 'Fiskehav SA',
    formerNames: [{ name: 'Skagerakfisk S/L', until: 2022 }],
    validTo: null,
  },
  {
    code: '3',
    id: '915442730',
    name: 'Rogaland Fiskesalgslag SL',
    formerNames: [],
    validTo: 2022,
    mergedInto: '2',
  },
  {
    code: '4',
    id: '924821779',
    name: 'Vest-Norges Fiskesalslag',
    formerNames: [],
    validTo: 2022,
    mergedInto: '2',
  },
  { code: '6', id: '916437110', name: 'Sunnmøre og Romsdal Fiskesalslag', formerNames: [], validTo: null },
  { code: '7', id: '938469148', name: 'Norges Råfisklag', formerNames: [], validTo: null },
  { code: '8', id: '951206091', name: 'Norges Sildesalgslag', formerNames: [], validTo: null },
];

/**
 * The organisation a catch of `year` is sold through when it would go to the one with `code`, and the
 * name the files give it that year: a merged organisation's catches go to its successor.
 */
export function salesOrganisationInYear(
  code: string,
  year: number,
): { organisation: SalesOrganisation; name: string } {
  let organisation = findByCode(SALES_ORGANISATIONS, code);
  while (organisation?.validTo != null && year > organisation.validTo && organisation.mergedInto) {
    organisation = findByCode(SALES_ORGANISATIONS, organisation.mergedInto);
  }
  if (!organisation) throw new RangeError(`No sales organisation ${code}`);
  const former = organisation.formerNames.find((entry) => year <= entry.until);
  return { organisation, name: former?.name ?? organisation.name };
}

// ---------------------------------------------------------------------------------------------------
// Counties (fylke) and coastal municipalities (kommune). Codes changed with the 2020 regional reform
// and again in 2024 (Troms og Finnmark, Viken and Vestfold og Telemark split), so each entry says for
// which catch years it is valid. `validFrom: 2000` means "since before the published data starts".

export interface County extends CodeLabel {
  validFrom: number;
  /** Last valid year; null while still in use. */
  validTo: number | null;
}

export const COUNTIES: readonly County[] = [
  { code: '01', name: 'Østfold', validFrom: 2000, validTo: 2019 },
  { code: '02', name: 'Akershus', validFrom: 2000, validTo: 2019 },
  { code: '03', name: 'Oslo', validFrom: 2000, validTo: null },
  { code: '04', name: 'Hedmark', validFrom: 2000, validTo: 2019 },
  { code: '05', name: 'Oppland', validFrom: 2000, validTo: 2019 },
  { code: '06', name: 'Buskerud', validFrom: 2000, validTo: 2019 },
  { code: '07', name: 'Vestfold', validFrom: 2000, validTo: 2019 },
  { code: '08', name: 'Telemark', validFrom: 2000, validTo: 2019 },
  { code: '09', name: 'Aust-Agder', validFrom: 2000, validTo: 2019 },
  { code: '10', name: 'Vest-Agder', validFrom: 2000, validTo: 2019 },
  { code: '11', name: 'Rogaland', validFrom: 2000, validTo: null },
  { code: '12', name: 'Hordaland', validFrom: 2000, validTo: 2019 },
  { code: '14', name: 'Sogn og Fjordane', validFrom: 2000, validTo: 2019 },
  { code: '15', name: 'Møre og Romsdal', validFrom: 2000, validTo: null },
  { code: '16', name: 'Sør-Trøndelag', validFrom: 2000, validTo: 2017 },
  { code: '17', name: 'Nord-Trøndelag', validFrom: 2000, validTo: 2017 },
  { code: '18', name: 'Nordland', validFrom: 2000, validTo: null },
  { code: '19', name: 'Troms', validFrom: 2000, validTo: 2019 },
  { code: '20', name: 'Finnmark', validFrom: 2000, validTo: 2019 },
  { code: '30', name: 'Viken', validFrom: 2020, validTo: 2023 },
  { code: '31', name: 'Østfold', validFrom: 2024, validTo: null },
  { code: '32', name: 'Akershus', validFrom: 2024, validTo: null },
  { code: '33', name: 'Buskerud', validFrom: 2024, validTo: null },
  { code: '34', name: 'Innlandet', validFrom: 2020, validTo: null },
  { code: '38', name: 'Vestfold og Telemark', validFrom: 2020, validTo: 2023 },
  { code: '39', name: 'Vestfold', validFrom: 2024, validTo: null },
  { code: '40', name: 'Telemark', validFrom: 2024, validTo: null },
  { code: '42', name: 'Agder', validFrom: 2020, validTo: null },
  { code: '46', name: 'Vestland', validFrom: 2020, validTo: null },
  { code: '50', name: 'Trøndelag', validFrom: 2018, validTo: null },
  { code: '54', name: 'Troms og Finnmark', validFrom: 2020, validTo: 2023 },
  { code: '55', name: 'Troms', validFrom: 2024, validTo: null },
  { code: '56', name: 'Finnmark', validFrom: 2024, validTo: null },
];

export interface Municipality extends CodeLabel {
  /** As the landing notes write it: upper case, `HERØY i Nordland` where a name is shared. */
  name: string;
  countyCode: string;
  /** Approximate position of the main fishing harbour, WGS 84. */
  latitude: number;
  longitude: number;
  validFrom: number;
  validTo: number | null;
}

type MunicipalityRow = [code: string, name: string, latitude: number, longitude: number];
type RenumberedRow = [before: string, after: string, name: string, latitude: number, longitude: number];

function municipalities(
  countyCode: string,
  validFrom: number,
  validTo: number | null,
  rows: MunicipalityRow[],
): Municipality[] {
  return rows.map(([code, name, latitude, longitude]) => ({
    code,
    name,
    countyCode,
    latitude,
    longitude,
    validFrom,
    validTo,
  }));
}

/** Municipalities that kept their borders but got a new number in 2024 with their new county. */
function renumbered2024(countyBefore: string, countyAfter: string, rows: RenumberedRow[]): Municipality[] {
  return rows.flatMap(([before, after, name, latitude, longitude]) => [
    { code: before, name, countyCode: countyBefore, latitude, longitude, validFrom: 2020, validTo: 2023 },
    { code: after, name, countyCode: countyAfter, latitude, longitude, validFrom: 2024, validTo: null },
  ]);
}

/** Seen in the sample (2020 codes): 1145, 1149, 1160, 1506, 1507, 1515, 1573, 1804, 1822, 1827, 1837, 1845, 1851,
 * 4204, 4602, 4613, 4625, 4626, 4636, 5001, 5020, 5060, 5401. */
export const MUNICIPALITIES: readonly Municipality[] = [
  ...municipalities('03', 2000, null, [['0301', 'OSLO', 59.9, 10.74]]),

  ...municipalities('11', 2000, null, [
    ['1101', 'EIGERSUND', 58.45, 5.99],
    ['1103', 'STAVANGER', 58.97, 5.73],
    ['1106', 'HAUGESUND', 59.41, 5.27],
    ['1124', 'SOLA', 58.89, 5.6],
    ['1127', 'RANDABERG', 59.0, 5.62],
    ['1144', 'KVITSØY', 59.06, 5.41],
    ['1145', 'BOKN', 59.23, 5.44],
    ['1146', 'TYSVÆR', 59.37, 5.54],
    ['1149', 'KARMØY', 59.28, 5.3],
    ['1151', 'UTSIRA', 59.31, 4.88],
  ]),
  ...municipalities('11', 2006, null, [['1160', 'VINDAFJORD', 59.55, 5.83]]),

  ...municipalities('15', 2000, null, [
    ['1511', 'VANYLVEN', 62.1, 5.55],
    ['1514', 'SANDE i Møre og Romsdal', 62.21, 5.57],
    ['1515', 'HERØY i Møre og Romsdal', 62.34, 5.63],
    ['1516', 'ULSTEIN', 62.34, 5.85],
    ['1517', 'HAREID', 62.37, 6.03],
    ['1520', 'ØRSTA', 62.2, 6.13],
    ['1531', 'SULA', 62.43, 6.21],
    ['1532', 'GISKE', 62.5, 6.01],
    ['1547', 'AUKRA', 62.78, 6.9],
    ['1554', 'AVERØY', 63.05, 7.55],
    ['1573', 'SMØLA', 63.47, 8],
    ['1576', 'AURE', 63.27, 8.53],
  ]),
  ...municipalities('15', 2008, null, [['1505', 'KRISTIANSUND', 63.11, 7.73]]),
  ...municipalities('15', 2020, null, [
    ['1506', 'MOLDE', 62.74, 7.16],
    ['1579', 'HUSTADVIKA', 62.96, 7.1],
  ]),
  ...municipalities('15', 2020, 2023, [['1507', 'ÅLESUND', 62.47, 6.15]]),
  ...municipalities('15', 2024, null, [
    ['1508', 'ÅLESUND', 62.47, 6.15],
    ['1580', 'HARAM', 62.55, 6.32],
  ]),
  ...municipalities('15', 2000, 2019, [
    ['1502', 'MOLDE', 62.74, 7.16],
    ['1504', 'ÅLESUND', 62.47, 6.15],
    ['1534', 'HARAM', 62.55, 6.32],
  ]),

  ...municipalities('18', 2000, null, [
    ['1804', 'BODØ', 67.29, 14.4],
    ['1812', 'SØMNA', 65.32, 12.18],
    ['1813', 'BRØNNØY', 65.47, 12.21],
    ['1815', 'VEGA', 65.67, 11.96],
    ['1818', 'HERØY i Nordland', 66.0, 12.28],
    ['1820', 'ALSTAHAUG', 66.02, 12.63],
    ['1822', 'LEIRFJORD', 66.06, 12.92],
    ['1827', 'DØNNA', 66.1, 12.5],
    ['1834', 'LURØY', 66.42, 12.85],
    ['1835', 'TRÆNA', 66.5, 12.1],
    ['1836', 'RØDØY', 66.66, 13.07],
    ['1837', 'MELØY', 66.87, 13.7],
    ['1838', 'GILDESKÅL', 67.06, 14.03],
    ['1841', 'FAUSKE', 67.26, 15.39],
    ['1845', 'SØRFOLD', 67.4, 15.6],
    ['1848', 'STEIGEN', 67.95, 15],
    ['1851', 'LØDINGEN', 68.41, 16.0],
    ['1856', 'RØST', 67.5, 12.07],
    ['1857', 'VÆRØY', 67.66, 12.68],
    ['1859', 'FLAKSTAD', 68.09, 13.23],
    ['1860', 'VESTVÅGØY', 68.07, 13.53],
    ['1865', 'VÅGAN', 68.23, 14.57],
    ['1866', 'HADSEL', 68.5, 14.8],
    ['1867', 'BØ i Nordland', 68.68, 14.47],
    ['1868', 'ØKSNES', 68.91, 15.09],
    ['1870', 'SORTLAND', 68.7, 15.41],
    ['1871', 'ANDØY', 69.32, 16.13],
    ['1874', 'MOSKENES', 67.93, 13.09],
  ]),
  ...municipalities('18', 2020, null, [
    ['1806', 'NARVIK', 68.44, 17.43],
    ['1875', 'HAMARØY', 68.08, 15.6],
  ]),
  ...municipalities('18', 2000, 2019, [
    ['1805', 'NARVIK', 68.44, 17.43],
    ['1849', 'HAMARØY', 68.08, 15.6],
  ]),

  ...municipalities('50', 2018, null, [
    ['5001', 'TRONDHEIM', 63.44, 10.4],
    ['5014', 'FRØYA', 63.72, 8.83],
    ['5020', 'OSEN', 64.3, 10.5],
    ['5049', 'FLATANGER', 64.49, 10.73],
    ['5052', 'LEKA', 65.09, 11.71],
  ]),
  ...municipalities('50', 2020, null, [
    ['5007', 'NAMSOS', 64.47, 11.5],
    ['5056', 'HITRA', 63.6, 8.97],
    ['5057', 'ØRLAND', 63.7, 9.6],
    ['5058', 'ÅFJORD', 63.96, 10.22],
    ['5059', 'ORKLAND', 63.3, 9.85],
    ['5060', 'NÆRØYSUND', 64.86, 11.24],
  ]),
  ...municipalities('50', 2018, 2019, [
    ['5013', 'HITRA', 63.6, 8.97],
    ['5050', 'VIKNA', 64.86, 11.24],
  ]),
  ...municipalities('17', 2000, 2017, [['1750', 'VIKNA', 64.86, 11.24]]),
  ...municipalities('16', 2000, 2017, [
    ['1601', 'TRONDHEIM', 63.44, 10.4],
    ['1617', 'HITRA', 63.6, 8.97],
    ['1620', 'FRØYA', 63.72, 8.83],
  ]),

  ...municipalities('46', 2020, null, [
    ['4601', 'BERGEN', 60.39, 5.32],
    ['4602', 'KINN', 61.94, 5.11],
    ['4612', 'SVEIO', 59.55, 5.36],
    ['4613', 'BØMLO', 59.77, 5.18],
    ['4614', 'STORD', 59.78, 5.5],
    ['4615', 'FITJAR', 59.92, 5.32],
    ['4616', 'TYSNES', 59.99, 5.54],
    ['4625', 'AUSTEVOLL', 60.03, 5.23],
    ['4626', 'ØYGARDEN', 60.35, 5.03],
    ['4627', 'ASKØY', 60.4, 5.21],
    ['4631', 'ALVER', 60.63, 5.07],
    ['4632', 'AUSTRHEIM', 60.77, 4.92],
    ['4633', 'FEDJE', 60.78, 4.71],
    ['4635', 'GULEN', 60.99, 5.07],
    ['4636', 'SOLUND', 61.07, 4.84],
    ['4637', 'HYLLESTAD', 61.17, 5.3],
    ['4645', 'ASKVOLL', 61.35, 5.06],
    ['4648', 'BREMANGER', 61.84, 5],
    ['4649', 'STAD', 62.05, 5.35],
  ]),
  ...municipalities('12', 2000, 2019, [
    ['1201', 'BERGEN', 60.39, 5.32],
    ['1216', 'SVEIO', 59.55, 5.36],
    ['1219', 'BØMLO', 59.77, 5.18],
    ['1221', 'STORD', 59.78, 5.5],
    ['1222', 'FITJAR', 59.92, 5.32],
    ['1244', 'AUSTEVOLL', 60.03, 5.23],
    ['1246', 'FJELL', 60.36, 5.06],
    ['1247', 'ASKØY', 60.4, 5.21],
    ['1259', 'ØYGARDEN', 60.55, 4.93],
    ['1264', 'AUSTRHEIM', 60.77, 4.92],
    ['1265', 'FEDJE', 60.78, 4.71],
  ]),
  ...municipalities('14', 2000, 2019, [
    ['1401', 'FLORA', 61.6, 5.03],
    ['1411', 'GULEN', 60.99, 5.07],
    ['1412', 'SOLUND', 61.07, 4.84],
    ['1428', 'ASKVOLL', 61.35, 5.06],
    ['1438', 'BREMANGER', 61.84, 5],
    ['1439', 'VÅGSØY', 61.94, 5.11],
    ['1441', 'SELJE', 62.05, 5.35],
  ]),

  ...municipalities('42', 2020, null, [
    ['4201', 'RISØR', 58.72, 9.23],
    ['4202', 'GRIMSTAD', 58.34, 8.59],
    ['4203', 'ARENDAL', 58.46, 8.77],
    ['4204', 'KRISTIANSAND', 58.14, 8],
    ['4205', 'LINDESNES', 58.03, 7.46],
    ['4206', 'FARSUND', 58.09, 6.8],
    ['4207', 'FLEKKEFJORD', 58.3, 6.66],
  ]),
  ...municipalities('10', 2000, 2019, [
    ['1001', 'KRISTIANSAND', 58.14, 8],
    ['1002', 'MANDAL', 58.03, 7.46],
    ['1003', 'FARSUND', 58.09, 6.8],
    ['1004', 'FLEKKEFJORD', 58.3, 6.66],
  ]),
  ...municipalities('09', 2000, 2019, [
    ['0901', 'RISØR', 58.72, 9.23],
    ['0904', 'GRIMSTAD', 58.34, 8.59],
    ['0906', 'ARENDAL', 58.46, 8.77],
  ]),

  ...renumbered2024('38', '39', [
    ['3803', '3905', 'TØNSBERG', 59.27, 10.41],
    ['3804', '3907', 'SANDEFJORD', 59.13, 10.22],
    ['3805', '3909', 'LARVIK', 59.05, 10.03],
    ['3811', '3911', 'FÆRDER', 59.15, 10.45],
  ]),
  ...renumbered2024('38', '40', [
    ['3806', '4001', 'PORSGRUNN', 59.14, 9.66],
    ['3813', '4012', 'BAMBLE', 58.99, 9.72],
    ['3814', '4014', 'KRAGERØ', 58.87, 9.41],
  ]),

  ...renumbered2024('30', '31', [
    ['3001', '3101', 'HALDEN', 59.12, 11.39],
    ['3002', '3103', 'MOSS', 59.43, 10.66],
    ['3004', '3107', 'FREDRIKSTAD', 59.2, 10.95],
    ['3011', '3110', 'HVALER', 59.07, 11.02],
  ]),
  ...municipalities('01', 2000, 2019, [
    ['0101', 'HALDEN', 59.12, 11.39],
    ['0104', 'MOSS', 59.43, 10.66],
    ['0106', 'FREDRIKSTAD', 59.2, 10.95],
    ['0111', 'HVALER', 59.07, 11.02],
  ]),

  ...renumbered2024('54', '55', [
    ['5401', '5501', 'TROMSØ', 69.65, 18.96],
    ['5402', '5503', 'HARSTAD', 68.8, 16.54],
    ['5411', '5510', 'KVÆFJORD', 68.76, 16.18],
    ['5412', '5512', 'TJELDSUND', 68.6, 16.55],
    ['5413', '5514', 'IBESTAD', 68.78, 17.17],
    ['5417', '5522', 'SALANGEN', 68.87, 17.8],
    ['5420', '5528', 'DYRØY', 69.05, 17.57],
    ['5421', '5530', 'SENJA', 69.55, 17.67],
    ['5422', '5532', 'BALSFJORD', 69.24, 19.23],
    ['5423', '5534', 'KARLSØY', 70.05, 19.75],
    ['5424', '5536', 'LYNGEN', 69.58, 20.22],
    ['5426', '5540', 'KÅFJORD', 69.6, 20.53],
    ['5427', '5542', 'SKJERVØY', 70.033, 20.97],
    ['5428', '5544', 'NORDREISA', 69.77, 20.98],
    ['5429', '5546', 'KVÆNANGEN', 69.94, 21.9],
  ]),
  ...renumbered2024('54', '56', [
    ['5403', '5601', 'ALTA', 69.97, 23.27],
    ['5406', '5603', 'HAMMERFEST', 70.663, 23.682],
    ['5444', '5605', 'SØR-VARANGER', 69.727, 30.045],
    ['5405', '5607', 'VADSØ', 70.074, 29.749],
    ['5432', '5614', 'LOPPA', 70.237, 22.35],
    ['5433', '5616', 'HASVIK', 70.486, 22.143],
    ['5434', '5618', 'MÅSØY', 70.996, 24.662],
    ['5435', '5620', 'NORDKAPP', 70.982, 25.97],
    ['5436', '5622', 'PORSANGER', 70.08, 24.95],
    ['5438', '5624', 'LEBESBY', 70.946, 27.346],
    ['5439', '5626', 'GAMVIK', 71.036, 27.848],
    ['5441', '5628', 'TANA', 70.2, 28.18],
    ['5440', '5630', 'BERLEVÅG', 70.857, 29.086],
    ['5443', '5632', 'BÅTSFJORD', 70.634, 29.722],
    ['5404', '5634', 'VARDØ', 70.371, 31.107],
    ['5442', '5636', 'NESSEBY', 70.15, 28.85],
  ]),
  ...municipalities('19', 2000, 2019, [
    ['1902', 'TROMSØ', 69.65, 18.96],
    ['1903', 'HARSTAD', 68.8, 16.54],
    ['1931', 'LENVIK', 69.23, 17.98],
    ['1936', 'KARLSØY', 70.05, 19.75],
    ['1941', 'SKJERVØY', 70.033, 20.97],
  ]),
  ...municipalities('20', 2000, 2019, [
    ['2002', 'VARDØ', 70.371, 31.107],
    ['2003', 'VADSØ', 70.074, 29.749],
    ['2004', 'HAMMERFEST', 70.663, 23.682],
    ['2012', 'ALTA', 69.97, 23.27],
    ['2014', 'LOPPA', 70.237, 22.35],
    ['2015', 'HASVIK', 70.486, 22.143],
    ['2018', 'MÅSØY', 70.996, 24.662],
    ['2019', 'NORDKAPP', 70.982, 25.97],
    ['2022', 'LEBESBY', 70.946, 27.346],
    ['2023', 'GAMVIK', 71.036, 27.848],
    ['2024', 'BERLEVÅG', 70.857, 29.086],
    ['2028', 'BÅTSFJORD', 70.634, 29.722],
    ['2030', 'SØR-VARANGER', 69.727, 30.045],
  ]),
];

function validIn<T extends { validFrom: number; validTo: number | null }>(entry: T, year: number): boolean {
  return entry.validFrom <= year && (entry.validTo === null || year <= entry.validTo);
}

export function countiesForYear(year: number): County[] {
  return COUNTIES.filter((county) => validIn(county, year));
}

export function municipalitiesForYear(year: number): Municipality[] {
  return MUNICIPALITIES.filter((municipality) => validIn(municipality, year));
}

/**
 * The municipality with this code; with a year, the one valid that year. A code is reused across eras
 * only by the same place (e.g. 1804 Bodø), so without a year the newest entry is returned.
 */
export function findMunicipality(code: string, year?: number): Municipality | undefined {
  const trimmed = code.trim().padStart(4, '0');
  const matches = MUNICIPALITIES.filter(
    (municipality) => municipality.code === trimmed && (year === undefined || validIn(municipality, year)),
  );
  return matches.sort((a, b) => b.validFrom - a.validFrom)[0];
}

/** `BODØ` → `Bodø`, `SØR-VARANGER` → `Sør-Varanger`, `HERØY i Nordland` → `Herøy i Nordland`. */
export function formatMunicipalityName(name: string): string {
  const [place, ...qualifier] = name.trim().split(' i ');
  const titled = place
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
  return qualifier.length > 0 ? `${titled} i ${qualifier.join(' i ')}` : titled;
}
