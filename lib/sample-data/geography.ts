import type { SalesArea } from './code-lists';

/**
 * Real coastal municipalities (with the codes they had in each period: the 2018/2020 county reforms and
 * the 2024 split of Troms og Finnmark and Viken), counties, registration-mark letters, postal places
 * and harbour positions, plus the directorate's fishing grounds (Hovedområde/Lokasjon) the generator
 * uses. Coordinates are of the harbours and of grid cells at sea; codes and names of the main areas
 * and many locations are those of the published files.
 */

export const COUNTIES: Record<string, string> = {
  '01': 'Østfold',
  '10': 'Vest-Agder',
  '11': 'Rogaland',
  '12': 'Hordaland',
  '14': 'Sogn og Fjordane',
  '15': 'Møre og Romsdal',
  '16': 'Sør-Trøndelag',
  '17': 'Nord-Trøndelag',
  '18': 'Nordland',
  '19': 'Troms',
  '20': 'Finnmark',
  '30': 'Viken',
  '31': 'Østfold',
  '42': 'Agder',
  '46': 'Vestland',
  '50': 'Trøndelag',
  '54': 'Troms og Finnmark',
  '55': 'Troms',
  '56': 'Finnmark',
};

/** [from year, municipality code, name as written in the landing notes]. */
type Period = readonly [number, string, string];
/** [from year, county letters, municipality letters] of registration marks issued from that year. */
type Letters = readonly [number, string, string];

export interface Municipality {
  key: string;
  periods: readonly Period[];
  letters: readonly Letters[];
  postal: readonly (readonly [string, string])[];
  lat: number;
  lon: number;
  /** Main area of the coastal grounds off this municipality. */
  ground: string;
  salesArea: SalesArea;
  /** Relative number of receiving stations (0: none). */
  stationWeight: number;
  pelagicPlant?: boolean;
  shellfish?: boolean;
}

function m(
  key: string,
  periods: Period[] | [string, string],
  letters: Letters[] | string,
  postal: [string, string][],
  position: [number, number],
  ground: string,
  salesArea: SalesArea,
  stationWeight: number,
  extra: { pelagicPlant?: boolean; shellfish?: boolean } = {},
): Municipality {
  const normalisedPeriods: Period[] =
    typeof periods[0] === 'string' ? [[2000, periods[0], periods[1] as string]] : (periods as Period[]);
  const county = normalisedPeriods[0][1].slice(0, 2);
  const normalisedLetters: Letters[] =
    typeof letters === 'string' ? [[2000, DEFAULT_COUNTY_LETTERS[county] ?? 'N', letters]] : letters;
  return {
    key,
    periods: normalisedPeriods,
    letters: normalisedLetters,
    postal,
    lat: position[0],
    lon: position[1],
    ground,
    salesArea,
    stationWeight,
    ...extra,
  };
}

const DEFAULT_COUNTY_LETTERS: Record<string, string> = { '11': 'R', '15': 'M', '18': 'N' };

// Finnmark and Troms: F/T until 2019, TF while Troms og Finnmark existed, F/T again from 2024.
const F = (municipality: string): Letters[] => [
  [2000, 'F', municipality],
  [2020, 'TF', municipality],
  [2024, 'F', municipality],
];
const T = (municipality: string): Letters[] => [
  [2000, 'T', municipality],
  [2020, 'TF', municipality],
  [2024, 'T', municipality],
];
const finnmark = (old: string, combined: string, current: string, name: string): Period[] => [
  [2000, old, name],
  [2020, combined, name],
  [2024, current, name],
];

export const MUNICIPALITIES: readonly Municipality[] = [
  // Finnmark
  m(
    'sorvaranger',
    finnmark('2030', '5444', '5605', 'SØR-VARANGER'),
    F('SV'),
    [
      ['9900', 'KIRKENES'],
      ['9912', 'HESSENG'],
    ],
    [69.727, 30.045],
    '03',
    'raafisk',
    1,
    { shellfish: true },
  ),
  m(
    'vadso',
    finnmark('2003', '5405', '5607', 'VADSØ'),
    F('VS'),
    [
      ['9800', 'VADSØ'],
      ['9802', 'VESTRE JAKOBSELV'],
    ],
    [70.074, 29.749],
    '03',
    'raafisk',
    1,
    { shellfish: true },
  ),
  m(
    'vardo',
    finnmark('2002', '5404', '5634', 'VARDØ'),
    F('V'),
    [
      ['9950', 'VARDØ'],
      ['9960', 'KIBERG'],
    ],
    [70.371, 31.107],
    '03',
    'raafisk',
    1.5,
    { shellfish: true },
  ),
  m(
    'batsfjord',
    finnmark('2028', '5443', '5632', 'BÅTSFJORD'),
    F('BD'),
    [['9990', 'BÅTSFJORD']],
    [70.634, 29.722],
    '03',
    'raafisk',
    2.5,
    { pelagicPlant: true, shellfish: true },
  ),
  m(
    'berlevag',
    finnmark('2024', '5440', '5630', 'BERLEVÅG'),
    F('BG'),
    [['9980', 'BERLEVÅG']],
    [70.857, 29.086],
    '03',
    'raafisk',
    1.5,
  ),
  m(
    'gamvik',
    finnmark('2023', '5439', '5626', 'GAMVIK'),
    F('G'),
    [
      ['9770', 'MEHAMN'],
      ['9775', 'GAMVIK'],
    ],
    [71.036, 27.848],
    '03',
    'raafisk',
    1.5,
  ),
  m(
    'lebesby',
    finnmark('2022', '5438', '5624', 'LEBESBY'),
    F('LB'),
    [['9790', 'KJØLLEFJORD']],
    [70.946, 27.346],
    '04',
    'raafisk',
    1,
  ),
  m(
    'nordkapp',
    finnmark('2019', '5435', '5620', 'NORDKAPP'),
    F('NK'),
    [
      ['9750', 'HONNINGSVÅG'],
      ['9762', 'KAMØYVÆR'],
      ['9763', 'SKARSVÅG'],
    ],
    [70.982, 25.97],
    '04',
    'raafisk',
    2,
    { shellfish: true },
  ),
  m(
    'masoy',
    finnmark('2018', '5434', '5618', 'MÅSØY'),
    F('M'),
    [['9690', 'HAVØYSUND']],
    [70.996, 24.662],
    '04',
    'raafisk',
    1.5,
  ),
  m(
    'hammerfest',
    finnmark('2004', '5406', '5603', 'HAMMERFEST'),
    F('H'),
    [
      ['9600', 'HAMMERFEST'],
      ['9612', 'FORSØL'],
    ],
    [70.663, 23.682],
    '04',
    'raafisk',
    2,
  ),
  m(
    'hasvik',
    finnmark('2015', '5433', '5616', 'HASVIK'),
    F('HV'),
    [
      ['9593', 'BREIVIKBOTN'],
      ['9590', 'HASVIK'],
    ],
    [70.486, 22.143],
    '04',
    'raafisk',
    1,
  ),
  m(
    'loppa',
    finnmark('2014', '5432', '5614', 'LOPPA'),
    F('L'),
    [['9550', 'ØKSFJORD']],
    [70.237, 22.35],
    '04',
    'raafisk',
    0.7,
  ),
  // Troms
  m(
    'skjervoy',
    finnmark('1941', '5427', '5542', 'SKJERVØY'),
    T('S'),
    [
      ['9180', 'SKJERVØY'],
      ['9193', 'NIKKEBY'],
    ],
    [70.033, 20.97],
    '04',
    'raafisk',
    1.5,
  ),
  m(
    'karlsoy',
    finnmark('1936', '5423', '5534', 'KARLSØY'),
    T('K'),
    [
      ['9130', 'HANSNES'],
      ['9136', 'VANNAREID'],
    ],
    [70.05, 19.75],
    '05',
    'raafisk',
    0.7,
  ),
  m(
    'tromso',
    finnmark('1902', '5401', '5501', 'TROMSØ'),
    T('T'),
    [
      ['9008', 'TROMSØ'],
      ['9110', 'SOMMARØY'],
      ['9100', 'KVALØYSLETTA'],
    ],
    [69.65, 18.96],
    '05',
    'raafisk',
    2,
    { pelagicPlant: true },
  ),
  m(
    'senja',
    [
      [2000, '1931', 'LENVIK'],
      [2020, '5421', 'SENJA'],
      [2024, '5530', 'SENJA'],
    ],
    [
      [2000, 'T', 'LK'],
      [2020, 'TF', 'SE'],
      [2024, 'T', 'SE'],
    ],
    [
      ['9389', 'HUSØY I SENJA'],
      ['9373', 'BOTNHAMN'],
      ['9385', 'SKALAND'],
    ],
    [69.55, 17.67],
    '05',
    'raafisk',
    2,
    { pelagicPlant: true },
  ),
  m(
    'harstad',
    finnmark('1903', '5402', '5503', 'HARSTAD'),
    T('HD'),
    [
      ['9405', 'HARSTAD'],
      ['9419', 'SØRVIK'],
    ],
    [68.8, 16.54],
    '05',
    'raafisk',
    1,
  ),
  // Nordland
  m(
    'andoy',
    ['1871', 'ANDØY'],
    'A',
    [
      ['8480', 'ANDENES'],
      ['8485', 'DVERBERG'],
    ],
    [69.32, 16.13],
    '05',
    'raafisk',
    1.5,
  ),
  m(
    'oksnes',
    ['1868', 'ØKSNES'],
    'Ø',
    [
      ['8430', 'MYRE'],
      ['8438', 'STØ'],
    ],
    [68.91, 15.09],
    '05',
    'raafisk',
    2,
    { pelagicPlant: true },
  ),
  m(
    'bo',
    ['1867', 'BØ i Nordland'],
    'BØ',
    [
      ['8475', 'STRAUMSJØEN'],
      ['8470', 'BØ I VESTERÅLEN'],
    ],
    [68.68, 14.47],
    '05',
    'raafisk',
    1,
  ),
  m(
    'hadsel',
    ['1866', 'HADSEL'],
    'H',
    [
      ['8445', 'MELBU'],
      ['8450', 'STOKMARKNES'],
    ],
    [68.5, 14.8],
    '05',
    'raafisk',
    1,
  ),
  m(
    'vagan',
    ['1865', 'VÅGAN'],
    'V',
    [
      ['8300', 'SVOLVÆR'],
      ['8312', 'HENNINGSVÆR'],
      ['8310', 'KABELVÅG'],
    ],
    [68.23, 14.57],
    '00',
    'raafisk',
    2.5,
  ),
  m(
    'vestvagoy',
    ['1860', 'VESTVÅGØY'],
    'VV',
    [
      ['8370', 'LEKNES'],
      ['8372', 'GRAVDAL'],
      ['8373', 'BALLSTAD'],
    ],
    [68.07, 13.53],
    '00',
    'raafisk',
    2.5,
  ),
  m(
    'flakstad',
    ['1859', 'FLAKSTAD'],
    'FD',
    [
      ['8380', 'RAMBERG'],
      ['8382', 'NAPP'],
    ],
    [68.09, 13.23],
    '00',
    'raafisk',
    1,
  ),
  m(
    'moskenes',
    ['1874', 'MOSKENES'],
    'MS',
    [
      ['8390', 'REINE'],
      ['8392', 'SØRVÅGEN'],
    ],
    [67.93, 13.09],
    '00',
    'raafisk',
    1.5,
  ),
  m('varoy', ['1857', 'VÆRØY'], 'VR', [['8063', 'VÆRØY']], [67.66, 12.68], '00', 'raafisk', 0.8),
  m('rost', ['1856', 'RØST'], 'RT', [['8064', 'RØST']], [67.5, 12.07], '00', 'raafisk', 1),
  m(
    'steigen',
    ['1848', 'STEIGEN'],
    'SN',
    [
      ['8283', 'LEINESFJORD'],
      ['8286', 'NORDFOLD'],
    ],
    [67.95, 15.0],
    '00',
    'raafisk',
    0.6,
  ),
  m(
    'bodo',
    ['1804', 'BODØ'],
    'B',
    [
      ['8001', 'BODØ'],
      ['8013', 'BODØ'],
    ],
    [67.29, 14.4],
    '00',
    'raafisk',
    1.5,
    { pelagicPlant: true },
  ),
  m('sorfold', ['1845', 'SØRFOLD'], 'SF', [['8226', 'STRAUMEN']], [67.4, 15.6], '00', 'raafisk', 0),
  m(
    'meloy',
    ['1837', 'MELØY'],
    'ME',
    [
      ['8150', 'ØRNES'],
      ['8160', 'GLOMFJORD'],
    ],
    [66.87, 13.7],
    '06',
    'raafisk',
    1,
  ),
  m('traena', ['1835', 'TRÆNA'], 'TN', [['8770', 'TRÆNA']], [66.5, 12.1], '06', 'raafisk', 0.7),
  // Trøndelag
  m(
    'froya',
    [
      [2000, '1620', 'FRØYA'],
      [2018, '5014', 'FRØYA'],
    ],
    [
      [2000, 'ST', 'F'],
      [2018, 'TR', 'F'],
    ],
    [
      ['7260', 'SISTRANDA'],
      ['7270', 'DYRVIK'],
      ['7284', 'MAUSUND'],
    ],
    [63.72, 8.83],
    '07',
    'raafisk',
    1.5,
    { shellfish: true },
  ),
  m(
    'hitra',
    [
      [2000, '1617', 'HITRA'],
      [2018, '5013', 'HITRA'],
      [2020, '5056', 'HITRA'],
    ],
    [
      [2000, 'ST', 'H'],
      [2018, 'TR', 'H'],
    ],
    [
      ['7240', 'FILLAN'],
      ['7250', 'MELANDSJØ'],
    ],
    [63.6, 8.97],
    '07',
    'raafisk',
    1,
    { shellfish: true },
  ),
  m(
    'naeroysund',
    [
      [2000, '1750', 'VIKNA'],
      [2018, '5050', 'VIKNA'],
      [2020, '5060', 'NÆRØYSUND'],
    ],
    [
      [2000, 'NT', 'V'],
      [2018, 'TR', 'V'],
      [2020, 'TR', 'ND'],
    ],
    [
      ['7900', 'RØRVIK'],
      ['7940', 'OTTERSØY'],
    ],
    [64.86, 11.24],
    '06',
    'raafisk',
    1.5,
    { shellfish: true },
  ),
  // Møre og Romsdal (Nordmøre sells through Råfisklaget, Sunnmøre and Romsdal through their own lag)
  m('smola', ['1573', 'SMØLA'], 'SM', [['6570', 'SMØLA']], [63.47, 8.0], '07', 'raafisk', 1, {
    shellfish: true,
  }),
  m(
    'kristiansund',
    ['1505', 'KRISTIANSUND'],
    'K',
    [
      ['6509', 'KRISTIANSUND N'],
      ['6520', 'FREI'],
    ],
    [63.11, 7.73],
    '07',
    'raafisk',
    1.2,
  ),
  m('averoy', ['1554', 'AVERØY'], 'AV', [['6530', 'AVERØY']], [63.05, 7.55], '07', 'raafisk', 0.8),
  m(
    'giske',
    ['1532', 'GISKE'],
    'G',
    [
      ['6055', 'GODØYA'],
      ['6040', 'VIGRA'],
      ['6050', 'VALDERØYA'],
    ],
    [62.5, 6.01],
    '07',
    'surofi',
    1,
  ),
  m(
    'alesund',
    [
      [2000, '1504', 'ÅLESUND'],
      [2020, '1507', 'ÅLESUND'],
      [2024, '1508', 'ÅLESUND'],
    ],
    'A',
    [
      ['6002', 'ÅLESUND'],
      ['6006', 'ÅLESUND'],
    ],
    [62.47, 6.15],
    '07',
    'surofi',
    2,
    { pelagicPlant: true },
  ),
  m(
    'heroy',
    ['1515', 'HERØY i Møre og Romsdal'],
    'HØ',
    [
      ['6090', 'FOSNAVÅG'],
      ['6094', 'LEINØY'],
    ],
    [62.34, 5.63],
    '07',
    'surofi',
    1.5,
    { pelagicPlant: true },
  ),
  m('ulstein', ['1516', 'ULSTEIN'], 'U', [['6065', 'ULSTEINVIK']], [62.34, 5.85], '07', 'surofi', 0.8),
  m(
    'sande',
    ['1514', 'SANDE i Møre og Romsdal'],
    'S',
    [
      ['6084', 'LARSNES'],
      ['6083', 'GJERDSVIKA'],
    ],
    [62.21, 5.57],
    '07',
    'surofi',
    0.7,
  ),
  m('vanylven', ['1511', 'VANYLVEN'], 'VD', [['6143', 'FISKÅ']], [62.1, 5.55], '07', 'surofi', 0.5),
  // Vestland (Sogn og Fjordane and Hordaland until 2019)
  m(
    'kinn',
    [
      [2000, '1411', 'VÅGSØY'],
      [2020, '4602', 'KINN'],
    ],
    [
      [2000, 'SF', 'VS'],
      [2020, 'VL', 'KI'],
    ],
    [
      ['6700', 'MÅLØY'],
      ['6707', 'RAUDEBERG'],
      ['6900', 'FLORØ'],
    ],
    [61.94, 5.11],
    '28',
    'vest',
    2,
    { pelagicPlant: true },
  ),
  m(
    'bremanger',
    [
      [2000, '1438', 'BREMANGER'],
      [2020, '4648', 'BREMANGER'],
    ],
    [
      [2000, 'SF', 'B'],
      [2020, 'VL', 'B'],
    ],
    [
      ['6727', 'BREMANGER'],
      ['6721', 'SVELGEN'],
    ],
    [61.84, 5.0],
    '28',
    'vest',
    1,
    { pelagicPlant: true },
  ),
  m(
    'solund',
    [
      [2000, '1412', 'SOLUND'],
      [2020, '4636', 'SOLUND'],
    ],
    [
      [2000, 'SF', 'SU'],
      [2020, 'VL', 'SU'],
    ],
    [['6924', 'HARDBAKKE']],
    [61.07, 4.84],
    '28',
    'vest',
    0.5,
  ),
  m(
    'austrheim',
    [
      [2000, '1264', 'AUSTRHEIM'],
      [2020, '4632', 'AUSTRHEIM'],
    ],
    [
      [2000, 'H', 'AM'],
      [2020, 'VL', 'AM'],
    ],
    [
      ['5943', 'AUSTRHEIM'],
      ['5953', 'FONNES'],
    ],
    [60.77, 4.92],
    '28',
    'vest',
    0.5,
  ),
  m(
    'oygarden',
    [
      [2000, '1259', 'ØYGARDEN'],
      [2020, '4626', 'ØYGARDEN'],
    ],
    [
      [2000, 'H', 'ØN'],
      [2020, 'VL', 'ØN'],
    ],
    [
      ['5381', 'GLESVÆR'],
      ['5363', 'ÅGOTNES'],
    ],
    [60.35, 5.03],
    '28',
    'vest',
    1,
  ),
  m(
    'austevoll',
    [
      [2000, '1244', 'AUSTEVOLL'],
      [2020, '4625', 'AUSTEVOLL'],
    ],
    [
      [2000, 'H', 'AV'],
      [2020, 'VL', 'AV'],
    ],
    [
      ['5399', 'BEKKJARVIK'],
      ['5392', 'STOREBØ'],
      ['5384', 'TORANGSVÅG'],
    ],
    [60.03, 5.23],
    '28',
    'vest',
    1.5,
    { pelagicPlant: true },
  ),
  m(
    'bomlo',
    [
      [2000, '1219', 'BØMLO'],
      [2020, '4613', 'BØMLO'],
    ],
    [
      [2000, 'H', 'B'],
      [2020, 'VL', 'B'],
    ],
    [
      ['5430', 'BREMNES'],
      ['5420', 'RUBBESTADNESET'],
      ['5423', 'BRANDASUND'],
    ],
    [59.77, 5.18],
    '08',
    'vest',
    1.2,
    { pelagicPlant: true },
  ),
  // Rogaland
  m(
    'karmoy',
    ['1149', 'KARMØY'],
    'K',
    [
      ['4250', 'KOPERVIK'],
      ['4280', 'SKUDENESHAVN'],
      ['4276', 'VEAVÅGEN'],
    ],
    [59.28, 5.3],
    '08',
    'rogaland',
    2,
    { pelagicPlant: true },
  ),
  m('bokn', ['1145', 'BOKN'], 'B', [['5561', 'BOKN']], [59.23, 5.44], '08', 'rogaland', 0.3),
  m('eigersund', ['1101', 'EIGERSUND'], 'ES', [['4370', 'EGERSUND']], [58.45, 5.99], '08', 'rogaland', 1.5, {
    pelagicPlant: true,
  }),
  // Agder
  m(
    'farsund',
    [
      [2000, '1003', 'FARSUND'],
      [2020, '4206', 'FARSUND'],
    ],
    [
      [2000, 'VA', 'F'],
      [2020, 'AG', 'F'],
    ],
    [
      ['4550', 'FARSUND'],
      ['4563', 'BORHAUG'],
    ],
    [58.09, 6.8],
    '09',
    'skagerak',
    1,
    { shellfish: true },
  ),
  m(
    'lindesnes',
    [
      [2000, '1002', 'MANDAL'],
      [2020, '4205', 'LINDESNES'],
    ],
    [
      [2000, 'VA', 'M'],
      [2020, 'AG', 'LS'],
    ],
    [
      ['4514', 'MANDAL'],
      ['4521', 'LINDESNES'],
    ],
    [58.03, 7.46],
    '09',
    'skagerak',
    0.7,
    { shellfish: true },
  ),
  m(
    'kristiansand',
    [
      [2000, '1001', 'KRISTIANSAND'],
      [2020, '4204', 'KRISTIANSAND'],
    ],
    [
      [2000, 'VA', 'K'],
      [2020, 'AG', 'K'],
    ],
    [['4610', 'KRISTIANSAND S']],
    [58.14, 8.0],
    '09',
    'skagerak',
    0.7,
    { shellfish: true },
  ),
  // Østfold (Viken 2020–2023)
  m(
    'hvaler',
    [
      [2000, '0111', 'HVALER'],
      [2020, '3011', 'HVALER'],
      [2024, '3110', 'HVALER'],
    ],
    [
      [2000, 'Ø', 'H'],
      [2020, 'VN', 'H'],
      [2024, 'Ø', 'H'],
    ],
    [
      ['1684', 'VESTERØY'],
      ['1680', 'SKJÆRHALLEN'],
    ],
    [59.07, 11.02],
    '09',
    'skagerak',
    0.6,
    { shellfish: true },
  ),
  m(
    'fredrikstad',
    [
      [2000, '0106', 'FREDRIKSTAD'],
      [2020, '3004', 'FREDRIKSTAD'],
      [2024, '3107', 'FREDRIKSTAD'],
    ],
    [
      [2000, 'Ø', 'F'],
      [2020, 'VN', 'F'],
      [2024, 'Ø', 'F'],
    ],
    [['1614', 'FREDRIKSTAD']],
    [59.2, 10.95],
    '09',
    'skagerak',
    0.3,
    { shellfish: true },
  ),
];

export const MUNICIPALITY_BY_KEY: ReadonlyMap<string, Municipality> = new Map(
  MUNICIPALITIES.map((mu) => [mu.key, mu]),
);

export function municipality(key: string): Municipality {
  const found = MUNICIPALITY_BY_KEY.get(key);
  if (!found) throw new Error(`Unknown municipality key ${key}`);
  return found;
}

export interface MunicipalityInYear {
  code: string;
  name: string;
  countyCode: string;
  countyName: string;
}

export function municipalityInYear(mu: Municipality, year: number): MunicipalityInYear {
  let period = mu.periods[0];
  for (const candidate of mu.periods) if (candidate[0] <= year) period = candidate;
  const countyCode = period[1].slice(0, 2);
  return { code: period[1], name: period[2], countyCode, countyName: COUNTIES[countyCode] };
}

export function registrationLettersInYear(
  mu: Municipality,
  year: number,
): { county: string; municipality: string } {
  let letters = mu.letters[0];
  for (const candidate of mu.letters) if (candidate[0] <= year) letters = candidate;
  return { county: letters[1], municipality: letters[2] };
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLon = (lon2 - lon1) * toRad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}

// ---------------------------------------------------------------------------------------------------
// Fishing grounds

export type NorthSouth = 'Nord for 62°N' | 'Sør for 62°N' | 'Annet';

export interface Zone {
  code: string;
  label: string;
}

export const ZONES = {
  NOR: { code: 'NOR', label: 'Norges økonomiske sone' },
  XEU: { code: 'XEU', label: 'EU-sonen' },
  XSV: { code: 'XSV', label: 'Fiskevernsonen rundt Svalbard' },
} satisfies Record<string, Zone>;

export interface Location {
  /** Index in LOCATIONS. */
  index: number;
  area: MainArea;
  code: string;
  lat: number;
  lon: number;
  /** Inside the 12-mile limit (Kyst/hav "8"); offshore is "0". */
  coastal: boolean;
  zone: Zone;
}

export interface MainArea {
  code: string;
  name: string;
  lat: number;
  lon: number;
  northSouth: NorthSouth;
  grouping: { code: string; label: string };
  locations: Location[];
}

const NORWEGIAN_SEA = {
  code: '27_2_A_2',
  label: 'Atlanterhavet, nordøst/Norskehavet - utenfor NEAFC reguleringsområde',
};
const SVALBARD = {
  code: '27_2_B_2',
  label: 'Atlanterhavet, nordøst/Spitzbergen og Bjørnøya - utenfor NEAFC reguleringsområde',
};
const NORTHERN_NORTH_SEA = { code: '27_4_A', label: 'Atlanterhavet, nordøst/nordlige Nordsjøen' };
const CENTRAL_NORTH_SEA = { code: '27_4_B', label: 'Atlanterhavet, nordøst/sentrale Nordsjøen' };
const SKAGERRAK = {
  code: '27_3_A_NK',
  label: 'Atlanterhavet, nordøst/Skagerrak og Kattegat - ikke spesifisert',
};
const PORCUPINE = {
  code: '27_7_C_2',
  label: 'Atlanterhavet, nordøst/Porcupine Bank -  utenfor NEAFC reguleringsområde',
};

/** [code, lat, lon, coastal, zone]. */
type LocationRow = readonly [string, number, number, boolean, (keyof typeof ZONES)?];

const AREA_ROWS: readonly {
  code: string;
  name: string;
  lat: number;
  lon: number;
  northSouth: NorthSouth;
  grouping: { code: string; label: string };
  locations: LocationRow[];
}[] = [
  {
    code: '00',
    name: 'Vestfjorden (Lofoten)',
    lat: 67.62873,
    lon: 14.67456,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['05', 67.22556, 13.53719, true],
      ['10', 67.82298, 13.41423, true],
      ['11', 67.75442, 14.53782, true],
      ['12', 68.02, 14.95, true],
      ['20', 67.98, 14.1, true],
      ['51', 67.53177, 15.72181, true],
      ['53', 67.19701, 14.43561, true],
    ],
  },
  {
    code: '03',
    name: 'Øst-Finnmark',
    lat: 70.91,
    lon: 30.18,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['01', 70.15, 29.95, true],
      ['02', 70.45, 31.05, true],
      ['03', 70.75, 29.85, true],
      ['04', 71.05, 28.95, true],
      ['10', 71.25, 30.5, false],
      ['11', 71.75, 29.5, false],
    ],
  },
  {
    code: '04',
    name: 'Vest-Finnmark',
    lat: 70.64731,
    lon: 20.8475,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['03', 70.26784, 20.4513, true],
      ['04', 70.33232, 21.52462, true],
      ['10', 70.733, 20.65, false],
      ['11', 70.75, 21.917, false],
      ['12', 71.05, 23.55, true],
      ['13', 71.15, 25.1, true],
      ['20', 71.3, 22.5, false],
    ],
  },
  {
    code: '05',
    name: 'Røstbanken til Malangsgrunnen',
    lat: 69.02192,
    lon: 14.44817,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['01', 67.25, 9.5, false],
      ['06', 67.75, 9.5, false],
      ['20', 68.55, 13.1, false],
      ['23', 69.15, 14.483, false],
      ['25', 69.3, 15.55, true],
      ['26', 69.05, 14.85, true],
      ['31', 69.867, 18.45, true],
      ['33', 69.55, 17.15, true],
      ['34', 69.95, 17.75, false],
    ],
  },
  {
    code: '06',
    name: 'Helgelandsbanken',
    lat: 65.37965,
    lon: 9.65035,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['15', 64.95, 10.85, true],
      ['20', 65.75, 11.5, false],
      ['26', 66.25, 10.5, false],
      ['30', 66.4, 11.9, true],
      ['32', 66.70542, 13.51657, true],
    ],
  },
  {
    code: '07',
    name: 'Storegga-Frøyabanken',
    lat: 63.3,
    lon: 6.6,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['10', 62.45, 5.35, true],
      ['11', 62.75, 5.9, false],
      ['20', 63.15, 7.35, true],
      ['21', 63.65, 8.35, true],
      ['30', 64.0, 8.0, false],
      ['31', 63.0, 5.5, false],
    ],
  },
  {
    code: '08',
    name: 'Eigersundbanken',
    lat: 58.83315,
    lon: 4.54513,
    northSouth: 'Sør for 62°N',
    grouping: NORTHERN_NORTH_SEA,
    locations: [
      ['06', 57.75, 4.5, false],
      ['07', 57.75, 5.5, false],
      ['10', 58.25, 4.5, false],
      ['11', 58.75, 3.5, false],
      ['13', 59.25, 3.5, false],
      ['14', 59.75, 3.5, false],
      ['20', 59.25, 5.05, true],
      ['21', 58.4, 5.8, true],
      ['22', 59.7, 5.05, true],
    ],
  },
  {
    code: '09',
    name: 'Skagerrak',
    lat: 57.8435,
    lon: 10.42851,
    northSouth: 'Sør for 62°N',
    grouping: SKAGERRAK,
    locations: [
      ['09', 57.75, 9.5, false, 'XEU'],
      ['20', 57.95, 7.25, true],
      ['22', 58.95, 10.85, true],
      ['23', 58.5, 9.5, false],
      ['24', 57.95, 6.75, true],
    ],
  },
  {
    code: '12',
    name: 'Nordkappbanken',
    lat: 72.2,
    lon: 26.5,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['11', 72.668, 24.167, false],
      ['15', 71.75, 25.5, false],
      ['16', 72.25, 26.5, false],
      ['20', 72.003, 28.212, false],
    ],
  },
  {
    code: '20',
    name: 'Bjørnøya',
    lat: 74.2,
    lon: 19.0,
    northSouth: 'Nord for 62°N',
    grouping: SVALBARD,
    locations: [
      ['02', 73.793, 18.006, false],
      ['03', 73.833, 19.613, false],
      ['08', 74.629, 17.333, false, 'XSV'],
      ['10', 74.022, 21.593, false],
      ['12', 75.1, 16.8, false, 'XSV'],
    ],
  },
  {
    code: '28',
    name: 'Vikingbanken',
    lat: 61.04847,
    lon: 4.51307,
    northSouth: 'Sør for 62°N',
    grouping: NORTHERN_NORTH_SEA,
    locations: [
      ['09', 60.25, 3.5, false],
      ['10', 60.75, 3.5, false],
      ['20', 61.55, 4.75, true],
      ['21', 60.55, 4.8, true],
      ['22', 61.85, 4.85, true],
      ['23', 60.05, 5.0, true],
      ['51', 60.25, 2.5, false],
      ['52', 60.75, 2.5, false],
    ],
  },
  {
    code: '37',
    name: 'Østlige Norskehav',
    lat: 68.49444,
    lon: 7.01111,
    northSouth: 'Nord for 62°N',
    grouping: NORWEGIAN_SEA,
    locations: [
      ['09', 67.5, 8.0, false],
      ['10', 66.75, 5.5, false],
      ['11', 68.75, 10.0, false],
      ['20', 69.5, 7.0, false],
    ],
  },
  {
    code: '41',
    name: 'Sentrale Nordsjø',
    lat: 55.5467,
    lon: 3.28022,
    northSouth: 'Sør for 62°N',
    grouping: CENTRAL_NORTH_SEA,
    locations: [
      ['34', 55.25, 5.5, false, 'XEU'],
      ['63', 56.75, 3.5, false],
      ['64', 56.75, 4.5, false],
      ['65', 56.75, 5.5, false],
      ['74', 57.25, 4.5, false],
      ['75', 57.25, 5.5, false],
      ['76', 57.25, 6.5, false],
    ],
  },
  {
    code: '42',
    name: 'Shetland',
    lat: 59.75367,
    lon: -1.00349,
    northSouth: 'Sør for 62°N',
    grouping: NORTHERN_NORTH_SEA,
    locations: [
      ['24', 58.75, 1.5, false],
      ['25', 59.25, 1.5, false],
      ['26', 59.75, 1.75, false],
    ],
  },
  {
    code: '48',
    name: 'Vest av Irland',
    lat: 53.50346,
    lon: -13.41665,
    northSouth: 'Annet',
    grouping: PORCUPINE,
    locations: [
      ['04', 52.75, -14.5, false, 'XEU'],
      ['13', 53.25, -14.5, false, 'XEU'],
      ['20', 53.75, -15.5, false, 'XEU'],
      ['22', 53.75, -13.5, false, 'XEU'],
    ],
  },
];

export const LOCATIONS: Location[] = [];
export const MAIN_AREAS: ReadonlyMap<string, MainArea> = new Map(
  AREA_ROWS.map((row) => {
    const area: MainArea = { ...row, locations: [] };
    for (const [code, lat, lon, coastal, zone] of row.locations) {
      const location: Location = {
        index: LOCATIONS.length,
        area,
        code,
        lat,
        lon,
        coastal,
        zone: ZONES[zone ?? 'NOR'],
      };
      LOCATIONS.push(location);
      area.locations.push(location);
    }
    return [row.code, area];
  }),
);

export function mainArea(code: string): MainArea {
  const area = MAIN_AREAS.get(code);
  if (!area) throw new Error(`Unknown main area ${code}`);
  return area;
}
