import {
  findByCode,
  findMunicipality,
  COUNTIES,
  type Municipality as MunicipalityEntry,
} from '@/lib/fiskeridir/code-lists';
import type { SalesArea } from './sales';

/**
 * The generator's places: real coastal municipalities with the postal places, registration-mark
 * letters, fishing grounds, sales area and number of receiving stations the model gives them. Codes,
 * names, counties and harbour positions are the directorate's (lib/fiskeridir/code-lists.ts): a place
 * names the chain of codes it had through the county reforms, oldest first, and each year's code and
 * name are looked up there.
 */

/** [from year, county letters, municipality letters] of registration marks issued from that year. */
type Letters = readonly [number, string, string];

export interface Municipality {
  key: string;
  /** The codes the place had, oldest first (`['1931', '5421', '5530']`). */
  codes: readonly string[];
  letters: readonly Letters[];
  postal: readonly (readonly [string, string])[];
  /** The harbour's position, the directorate's for the newest code. */
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
  codes: string[] | string,
  letters: Letters[] | string,
  postal: [string, string][],
  ground: string,
  salesArea: SalesArea,
  stationWeight: number,
  extra: { pelagicPlant?: boolean; shellfish?: boolean } = {},
): Municipality {
  const chain = typeof codes === 'string' ? [codes] : codes;
  const harbour = directorateEntry(chain[chain.length - 1]);
  const county = chain[0].slice(0, 2);
  const normalisedLetters: Letters[] =
    typeof letters === 'string' ? [[2000, DEFAULT_COUNTY_LETTERS[county] ?? 'N', letters]] : letters;
  return {
    key,
    codes: chain,
    letters: normalisedLetters,
    postal,
    lat: harbour.latitude,
    lon: harbour.longitude,
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

/** The directorate's entry for a code (the newest, when the code was used in more than one era). */
function directorateEntry(code: string): MunicipalityEntry {
  const entry = findMunicipality(code);
  if (!entry) throw new Error(`Municipality ${code} is not in the directorate's list`);
  return entry;
}

export const MUNICIPALITIES: readonly Municipality[] = [
  // Finnmark
  m(
    'sorvaranger',
    ['2030', '5444', '5605'],
    F('SV'),
    [
      ['9900', 'KIRKENES'],
      ['9912', 'HESSENG'],
    ],
    '03',
    'raafisk',
    1,
    { shellfish: true },
  ),
  m(
    'vadso',
    ['2003', '5405', '5607'],
    F('VS'),
    [
      ['9800', 'VADSØ'],
      ['9802', 'VESTRE JAKOBSELV'],
    ],
    '03',
    'raafisk',
    1,
    { shellfish: true },
  ),
  m(
    'vardo',
    ['2002', '5404', '5634'],
    F('V'),
    [
      ['9950', 'VARDØ'],
      ['9960', 'KIBERG'],
    ],
    '03',
    'raafisk',
    1.5,
    { shellfish: true },
  ),
  m('batsfjord', ['2028', '5443', '5632'], F('BD'), [['9990', 'BÅTSFJORD']], '03', 'raafisk', 2.5, {
    pelagicPlant: true,
    shellfish: true,
  }),
  m('berlevag', ['2024', '5440', '5630'], F('BG'), [['9980', 'BERLEVÅG']], '03', 'raafisk', 1.5),
  m(
    'gamvik',
    ['2023', '5439', '5626'],
    F('G'),
    [
      ['9770', 'MEHAMN'],
      ['9775', 'GAMVIK'],
    ],
    '03',
    'raafisk',
    1.5,
  ),
  m('lebesby', ['2022', '5438', '5624'], F('LB'), [['9790', 'KJØLLEFJORD']], '04', 'raafisk', 1),
  m(
    'nordkapp',
    ['2019', '5435', '5620'],
    F('NK'),
    [
      ['9750', 'HONNINGSVÅG'],
      ['9762', 'KAMØYVÆR'],
      ['9763', 'SKARSVÅG'],
    ],
    '04',
    'raafisk',
    2,
    { shellfish: true },
  ),
  m('masoy', ['2018', '5434', '5618'], F('M'), [['9690', 'HAVØYSUND']], '04', 'raafisk', 1.5),
  m(
    'hammerfest',
    ['2004', '5406', '5603'],
    F('H'),
    [
      ['9600', 'HAMMERFEST'],
      ['9612', 'FORSØL'],
    ],
    '04',
    'raafisk',
    2,
  ),
  m(
    'hasvik',
    ['2015', '5433', '5616'],
    F('HV'),
    [
      ['9593', 'BREIVIKBOTN'],
      ['9590', 'HASVIK'],
    ],
    '04',
    'raafisk',
    1,
  ),
  m('loppa', ['2014', '5432', '5614'], F('L'), [['9550', 'ØKSFJORD']], '04', 'raafisk', 0.7),
  // Troms
  m(
    'skjervoy',
    ['1941', '5427', '5542'],
    T('S'),
    [
      ['9180', 'SKJERVØY'],
      ['9193', 'NIKKEBY'],
    ],
    '04',
    'raafisk',
    1.5,
  ),
  m(
    'karlsoy',
    ['1936', '5423', '5534'],
    T('K'),
    [
      ['9130', 'HANSNES'],
      ['9136', 'VANNAREID'],
    ],
    '05',
    'raafisk',
    0.7,
  ),
  m(
    'tromso',
    ['1902', '5401', '5501'],
    T('T'),
    [
      ['9008', 'TROMSØ'],
      ['9110', 'SOMMARØY'],
      ['9100', 'KVALØYSLETTA'],
    ],
    '05',
    'raafisk',
    2,
    { pelagicPlant: true },
  ),
  m(
    'senja',
    ['1931', '5421', '5530'],
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
    '05',
    'raafisk',
    2,
    { pelagicPlant: true },
  ),
  m(
    'harstad',
    ['1903', '5402', '5503'],
    T('HD'),
    [
      ['9405', 'HARSTAD'],
      ['9419', 'SØRVIK'],
    ],
    '05',
    'raafisk',
    1,
  ),
  // Nordland
  m(
    'andoy',
    '1871',
    'A',
    [
      ['8480', 'ANDENES'],
      ['8485', 'DVERBERG'],
    ],
    '05',
    'raafisk',
    1.5,
  ),
  m(
    'oksnes',
    '1868',
    'Ø',
    [
      ['8430', 'MYRE'],
      ['8438', 'STØ'],
    ],
    '05',
    'raafisk',
    2,
    { pelagicPlant: true },
  ),
  m(
    'bo',
    '1867',
    'BØ',
    [
      ['8475', 'STRAUMSJØEN'],
      ['8470', 'BØ I VESTERÅLEN'],
    ],
    '05',
    'raafisk',
    1,
  ),
  m(
    'hadsel',
    '1866',
    'H',
    [
      ['8445', 'MELBU'],
      ['8450', 'STOKMARKNES'],
    ],
    '05',
    'raafisk',
    1,
  ),
  m(
    'vagan',
    '1865',
    'V',
    [
      ['8300', 'SVOLVÆR'],
      ['8312', 'HENNINGSVÆR'],
      ['8310', 'KABELVÅG'],
    ],
    '00',
    'raafisk',
    2.5,
  ),
  m(
    'vestvagoy',
    '1860',
    'VV',
    [
      ['8370', 'LEKNES'],
      ['8372', 'GRAVDAL'],
      ['8373', 'BALLSTAD'],
    ],
    '00',
    'raafisk',
    2.5,
  ),
  m(
    'flakstad',
    '1859',
    'FD',
    [
      ['8380', 'RAMBERG'],
      ['8382', 'NAPP'],
    ],
    '00',
    'raafisk',
    1,
  ),
  m(
    'moskenes',
    '1874',
    'MS',
    [
      ['8390', 'REINE'],
      ['8392', 'SØRVÅGEN'],
    ],
    '00',
    'raafisk',
    1.5,
  ),
  m('varoy', '1857', 'VR', [['8063', 'VÆRØY']], '00', 'raafisk', 0.8),
  m('rost', '1856', 'RT', [['8064', 'RØST']], '00', 'raafisk', 1),
  m(
    'steigen',
    '1848',
    'SN',
    [
      ['8283', 'LEINESFJORD'],
      ['8286', 'NORDFOLD'],
    ],
    '00',
    'raafisk',
    0.6,
  ),
  m(
    'bodo',
    '1804',
    'B',
    [
      ['8001', 'BODØ'],
      ['8013', 'BODØ'],
    ],
    '00',
    'raafisk',
    1.5,
    { pelagicPlant: true },
  ),
  m('sorfold', '1845', 'SF', [['8226', 'STRAUMEN']], '00', 'raafisk', 0),
  m(
    'meloy',
    '1837',
    'ME',
    [
      ['8150', 'ØRNES'],
      ['8160', 'GLOMFJORD'],
    ],
    '06',
    'raafisk',
    1,
  ),
  m('traena', '1835', 'TN', [['8770', 'TRÆNA']], '06', 'raafisk', 0.7),
  // Trøndelag
  m(
    'froya',
    ['1620', '5014'],
    [
      [2000, 'ST', 'F'],
      [2018, 'TR', 'F'],
    ],
    [
      ['7260', 'SISTRANDA'],
      ['7270', 'DYRVIK'],
      ['7284', 'MAUSUND'],
    ],
    '07',
    'raafisk',
    1.5,
    { shellfish: true },
  ),
  m(
    'hitra',
    ['1617', '5013', '5056'],
    [
      [2000, 'ST', 'H'],
      [2018, 'TR', 'H'],
    ],
    [
      ['7240', 'FILLAN'],
      ['7250', 'MELANDSJØ'],
    ],
    '07',
    'raafisk',
    1,
    { shellfish: true },
  ),
  m(
    'naeroysund',
    ['1750', '5050', '5060'],
    [
      [2000, 'NT', 'V'],
      [2018, 'TR', 'V'],
      [2020, 'TR', 'ND'],
    ],
    [
      ['7900', 'RØRVIK'],
      ['7940', 'OTTERSØY'],
    ],
    '06',
    'raafisk',
    1.5,
    { shellfish: true },
  ),
  // Møre og Romsdal (Nordmøre sells through Råfisklaget, Sunnmøre and Romsdal through their own lag)
  m('smola', '1573', 'SM', [['6570', 'SMØLA']], '07', 'raafisk', 1, {
    shellfish: true,
  }),
  m(
    'kristiansund',
    '1505',
    'K',
    [
      ['6509', 'KRISTIANSUND N'],
      ['6520', 'FREI'],
    ],
    '07',
    'raafisk',
    1.2,
  ),
  m('averoy', '1554', 'AV', [['6530', 'AVERØY']], '07', 'raafisk', 0.8),
  m(
    'giske',
    '1532',
    'G',
    [
      ['6055', 'GODØYA'],
      ['6040', 'VIGRA'],
      ['6050', 'VALDERØYA'],
    ],
    '07',
    'surofi',
    1,
  ),
  m(
    'alesund',
    ['1504', '1507', '1508'],
    'A',
    [
      ['6002', 'ÅLESUND'],
      ['6006', 'ÅLESUND'],
    ],
    '07',
    'surofi',
    2,
    { pelagicPlant: true },
  ),
  m(
    'heroy',
    '1515',
    'HØ',
    [
      ['6090', 'FOSNAVÅG'],
      ['6094', 'LEINØY'],
    ],
    '07',
    'surofi',
    1.5,
    { pelagicPlant: true },
  ),
  m('ulstein', '1516', 'U', [['6065', 'ULSTEINVIK']], '07', 'surofi', 0.8),
  m(
    'sande',
    '1514',
    'S',
    [
      ['6084', 'LARSNES'],
      ['6083', 'GJERDSVIKA'],
    ],
    '07',
    'surofi',
    0.7,
  ),
  m('vanylven', '1511', 'VD', [['6143', 'FISKÅ']], '07', 'surofi', 0.5),
  // Vestland (Sogn og Fjordane and Hordaland until 2019)
  m(
    'kinn',
    ['1439', '4602'],
    [
      [2000, 'SF', 'VS'],
      [2020, 'VL', 'KI'],
    ],
    [
      ['6700', 'MÅLØY'],
      ['6707', 'RAUDEBERG'],
      ['6900', 'FLORØ'],
    ],
    '28',
    'vest',
    2,
    { pelagicPlant: true },
  ),
  m(
    'bremanger',
    ['1438', '4648'],
    [
      [2000, 'SF', 'B'],
      [2020, 'VL', 'B'],
    ],
    [
      ['6727', 'BREMANGER'],
      ['6721', 'SVELGEN'],
    ],
    '28',
    'vest',
    1,
    { pelagicPlant: true },
  ),
  m(
    'solund',
    ['1412', '4636'],
    [
      [2000, 'SF', 'SU'],
      [2020, 'VL', 'SU'],
    ],
    [['6924', 'HARDBAKKE']],
    '28',
    'vest',
    0.5,
  ),
  m(
    'austrheim',
    ['1264', '4632'],
    [
      [2000, 'H', 'AM'],
      [2020, 'VL', 'AM'],
    ],
    [
      ['5943', 'AUSTRHEIM'],
      ['5953', 'FONNES'],
    ],
    '28',
    'vest',
    0.5,
  ),
  m(
    'oygarden',
    ['1259', '4626'],
    [
      [2000, 'H', 'ØN'],
      [2020, 'VL', 'ØN'],
    ],
    [
      ['5381', 'GLESVÆR'],
      ['5363', 'ÅGOTNES'],
    ],
    '28',
    'vest',
    1,
  ),
  m(
    'austevoll',
    ['1244', '4625'],
    [
      [2000, 'H', 'AV'],
      [2020, 'VL', 'AV'],
    ],
    [
      ['5399', 'BEKKJARVIK'],
      ['5392', 'STOREBØ'],
      ['5384', 'TORANGSVÅG'],
    ],
    '28',
    'vest',
    1.5,
    { pelagicPlant: true },
  ),
  m(
    'bomlo',
    ['1219', '4613'],
    [
      [2000, 'H', 'B'],
      [2020, 'VL', 'B'],
    ],
    [
      ['5430', 'BREMNES'],
      ['5420', 'RUBBESTADNESET'],
      ['5423', 'BRANDASUND'],
    ],
    '08',
    'vest',
    1.2,
    { pelagicPlant: true },
  ),
  // Rogaland
  m(
    'karmoy',
    '1149',
    'K',
    [
      ['4250', 'KOPERVIK'],
      ['4280', 'SKUDENESHAVN'],
      ['4276', 'VEAVÅGEN'],
    ],
    '08',
    'rogaland',
    2,
    { pelagicPlant: true },
  ),
  m('bokn', '1145', 'B', [['5561', 'BOKN']], '08', 'rogaland', 0.3),
  m('eigersund', '1101', 'ES', [['4370', 'EGERSUND']], '08', 'rogaland', 1.5, {
    pelagicPlant: true,
  }),
  // Agder
  m(
    'farsund',
    ['1003', '4206'],
    [
      [2000, 'VA', 'F'],
      [2020, 'AG', 'F'],
    ],
    [
      ['4550', 'FARSUND'],
      ['4563', 'BORHAUG'],
    ],
    '09',
    'skagerak',
    1,
    { shellfish: true },
  ),
  m(
    'lindesnes',
    ['1002', '4205'],
    [
      [2000, 'VA', 'M'],
      [2020, 'AG', 'LS'],
    ],
    [
      ['4514', 'MANDAL'],
      ['4521', 'LINDESNES'],
    ],
    '09',
    'skagerak',
    0.7,
    { shellfish: true },
  ),
  m(
    'kristiansand',
    ['1001', '4204'],
    [
      [2000, 'VA', 'K'],
      [2020, 'AG', 'K'],
    ],
    [['4610', 'KRISTIANSAND S']],
    '09',
    'skagerak',
    0.7,
    { shellfish: true },
  ),
  // Østfold (Viken 2020–2023)
  m(
    'hvaler',
    ['0111', '3011', '3110'],
    [
      [2000, 'Ø', 'H'],
      [2020, 'VN', 'H'],
      [2024, 'Ø', 'H'],
    ],
    [
      ['1684', 'VESTERØY'],
      ['1680', 'SKJÆRHALLEN'],
    ],
    '09',
    'skagerak',
    0.6,
    { shellfish: true },
  ),
  m(
    'fredrikstad',
    ['0106', '3004', '3107'],
    [
      [2000, 'Ø', 'F'],
      [2020, 'VN', 'F'],
      [2024, 'Ø', 'F'],
    ],
    [['1614', 'FREDRIKSTAD']],
    '09',
    'skagerak',
    0.3,
    { shellfish: true },
  ),
];

const MUNICIPALITY_BY_KEY: ReadonlyMap<string, Municipality> = new Map(
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

/** The code, name and county a place had in a catch year; before its first code's era, that code. */
export function municipalityInYear(mu: Municipality, year: number): MunicipalityInYear {
  let entry: MunicipalityEntry | undefined;
  for (const code of mu.codes) entry ??= findMunicipality(code, year);
  entry ??= directorateEntry(mu.codes[0]);
  const county = findByCode(COUNTIES, entry.countyCode);
  if (!county) throw new Error(`County ${entry.countyCode} is not in the directorate's list`);
  return { code: entry.code, name: entry.name, countyCode: county.code, countyName: county.name };
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
