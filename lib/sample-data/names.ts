import type { Random } from './random';

/** Building blocks for realistic Norwegian boat, owner and buyer names. */

const BOAT_NAMES = [
  'HAVBRIS',
  'HAVSTJERNA',
  'NORDSTJERNEN',
  'HAVGLIMT',
  'SJØBRIS',
  'HAVØRN',
  'STORMFUGL',
  'HAVFRUEN',
  'NORDKYN',
  'HAVSULA',
  'SKARVEN',
  'TERNA',
  'ÆRFUGL',
  'SENJAVÆRING',
  'LOFOTVÆRING',
  'GARDAR',
  'KVANNØY',
  'HAVTIND',
  'NORDTIND',
  'SKOTTIND',
  'KLÆVTIND',
  'SVANFJELL',
  'HAVDØNN',
  'NORDHAV',
  'VESTBAS',
  'NORDBAS',
  'ØSTERBRIS',
  'VESTERBRIS',
  'SØRBRIS',
  'HAVGULL',
  'HAVSTRAND',
  'SOLBAKK',
  'FJORDBRIS',
  'BØLGEN',
  'DØNNINGEN',
  'HAVLYS',
  'MORGENSOL',
  'KVELDSOL',
  'FRAMTID',
  'FREMTID',
  'HÅPET',
  'TRYGVE',
  'TORSKEN',
  'SEIEN',
  'SKREIEN',
  'LINEBAS',
  'GARNBAS',
  'VESTLINER',
  'NORDLINER',
  'POLARFANGST',
  'POLARSTJERNA',
  'NORDLYS',
  'MIDNATTSOL',
  'HAVFISK',
  'STØTVIG',
  'SEIGUTT',
  'STORMY',
  'ÅRVIKSAND',
  'GOLLENES',
  'SKÅRBAS',
  'HAVBLIKK',
  'LIAFJORD',
  'HARDHAUS',
  'SEIR',
  'TRÆLEN',
  'SÆBJØRN',
  'KINGS BAY',
  'CETUS',
  'VEA',
  'HÅFLU',
  'VIKINGBANK',
  'TRYGVASON',
  'LØNNØY',
  'HERØYFJORD',
  'HAVSNURP',
  'LEINEBJØRN',
  'STRAUMBERG',
  'HERØYHAV',
  'ÅKERØY',
  'FISKEBANK',
  'LØNNINGEN',
  'BØMMELBAS',
  'MOSTEIN',
  'NORDERVEG',
  'DYRNESVÅG',
  'TALBOR',
  'SMARAGD',
  'BIRKELAND',
  'HAVFJORD',
  'VENGSØYVÆRING',
  'NESEJENTA',
  'FRØYBANKEN',
  'LORAN',
  'VEIDAR',
  'SKOMVÆRFISK',
  'EINARSON',
  'NORDSJØBAS',
  'FJELLMØY',
  'BRATTSKJÆR',
  'HILMARSON',
  'FRØKNA',
  'GJERMESØY',
  'KVITHOLMEN',
  'NØRINGEN',
  'NORDHOLMEN',
  'KORSNESJENTA',
  'FORSØLGUTTEN',
  'HOLMBUEN',
  'SKJÆRVØYVÆRING',
  'BERLEVÅGVÆRING',
  'VARDØVÆRING',
  'HAVØYBUEN',
  'MEHAMNVÆRING',
  'SØRØYBUEN',
  'KJØLLEFJORD',
  'VÆRØYVÆRING',
  'RØSTVÆRING',
  'BALLSTADVÆRING',
  'REINEFJORD',
  'HENNINGSVÆR',
  'NYKSUND',
  'ANDENESVÆRING',
  'BLEIKSØY',
  'MÅSØYVÆRING',
  'INGØY',
  'RØNNAUG',
  'LURØY',
  'TRÆNABUEN',
  'SANDHORNØY',
  'HELNESSUND',
  'VIKANES',
  'SKARSTEIN',
  'GRIMSHOLM',
  'STAURNES',
  'KVALSUND',
  'SEGLFJORD',
  'ULVSUND',
  'MALANGEN',
  'STORHOLMEN',
  'ØYFISK',
  'KYSTFISK',
  'SJØGUTT',
  'LOFOTEN',
  'VESTERÅLEN',
  'NORDKAPP',
  'SØRVÆR',
  'GJESVÆR',
  'HAVNINGBERG',
];

const PERSON_BOAT_NAMES = [
  'KARI ANNE',
  'MARIA',
  'ELISABETH',
  'INGRID MARIE',
  'ASTRID',
  'GERDA MARIE',
  'SOFIE',
  'LINE',
  'MARTIN',
  'OLE-PETTER',
  'JULIE PAULINE',
  'LENE K',
  'EDNA SYNNØVE',
  'REBEKKA L',
  'KARINE H',
  'ANDREA L',
  'CHRISTINA E',
  'GUNNAR LANGVA',
  'JOHAN R',
  'LARS-GØRAN',
  'ELI R',
  'EINAR ERLEND',
  'K. NYVOLL',
  'ASBJØRN SELSBANE',
  'HANNA',
  'TONE MARI',
  'SIGRID',
  'EMMA',
  'NORA',
  'THEA',
  'LISE',
  'MARTE',
  'TOR-ARNE',
  'ODD ROGER',
  'JAN MAGNE',
  'KNUT ARILD',
  'ROY ERIK',
  'ARNT',
  'BJARNE',
  'HELGE',
  'ROLF',
  'HARALD',
  'SVEIN OVE',
  'GEIR OLAV',
];

const SURNAMES = [
  'HANSEN',
  'JOHANSEN',
  'OLSEN',
  'LARSEN',
  'ANDERSEN',
  'PEDERSEN',
  'NILSEN',
  'KRISTIANSEN',
  'JENSEN',
  'KARLSEN',
  'JOHNSEN',
  'PETTERSEN',
  'ERIKSEN',
  'BERG',
  'HAUGEN',
  'HAGEN',
  'JOHANNESSEN',
  'ANDREASSEN',
  'JACOBSEN',
  'DAHL',
  'JØRGENSEN',
  'HALVORSEN',
  'HENRIKSEN',
  'LUND',
  'SØRENSEN',
  'JAKOBSEN',
  'MOEN',
  'GUNDERSEN',
  'IVERSEN',
  'STRAND',
  'SOLBERG',
  'SVENDSEN',
  'EIDE',
  'KNUTSEN',
  'MARTINSEN',
  'PAULSEN',
  'ELLINGSEN',
  'MATHISEN',
  'BERNTSEN',
  'NYGÅRD',
  'KVALSUND',
  'TARANGER',
  'SÆVIK',
  'LANGVA',
  'REMØY',
  'VIKANES',
  'HALSTENSEN',
  'ROALDSEN',
  'SKARSTEIN',
  'ARNESEN',
  'GISKE',
  'BRATTVÅG',
  'NÆSS',
  'MYKLEBUST',
  'SANDVIK',
  'STORØY',
  'HOLMØY',
  'FISKERSTRAND',
  'ULVESETH',
  'MALANGEN',
];

const FIRST_NAMES = [
  'OLE',
  'JAN',
  'PER',
  'BJØRN',
  'KJELL',
  'ARNE',
  'KNUT',
  'SVEIN',
  'TOR',
  'GEIR',
  'ODD',
  'TERJE',
  'ROY',
  'FRODE',
  'HARALD',
  'STEIN',
  'ROGER',
  'TROND',
  'RUNE',
  'EGIL',
  'LEIF',
  'ROLF',
  'VIDAR',
  'ØYVIND',
  'MORTEN',
  'ESPEN',
  'EIRIK',
  'MARTIN',
  'HÅKON',
  'SIGURD',
  'KARI',
  'ANNE',
  'INGRID',
  'HILDE',
  'TONE',
  'RANDI',
  'ELIN',
  'MARIT',
];

const COMPANY_SUFFIXES = ['FISKE AS', 'AS', 'HAVFISKE AS', 'KYSTFISKE AS', 'FISKERISELSKAP AS', 'REDERI AS'];

/** A boat name; `taken` avoids exact repeats (real registers do repeat names, but search tests read better). */
export function boatName(random: Random, taken: Set<string>, style: 'coastal' | 'ocean'): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    let name: string;
    const roll = random.next();
    if (roll < 0.55) name = random.pick(BOAT_NAMES);
    else if (roll < 0.85) name = random.pick(PERSON_BOAT_NAMES);
    else name = `${random.pick(BOAT_NAMES)} ${random.pick(['I', 'II', 'III', 'JR', 'SENIOR', 'JUNIOR'])}`;
    if (style === 'coastal' && random.chance(0.15))
      name = `${random.pick(FIRST_NAMES)} ${random.pick(['JR', 'II', 'III'])}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  let counter = 2;
  const base = random.pick(BOAT_NAMES);
  while (taken.has(`${base} ${counter}`)) counter++;
  const name = `${base} ${counter}`;
  taken.add(name);
  return name;
}

export function personName(random: Random): { first: string; last: string } {
  return { first: random.pick(FIRST_NAMES), last: random.pick(SURNAMES) };
}

/** Company names as they appear in the vessel register (all capitals). */
export function companyName(random: Random, boat: string, placeName: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const roll = random.next();
    let name: string;
    if (roll < 0.3) name = `${boat.replace(/ (I|II|III|JR|SENIOR|JUNIOR|\d+)$/, '')} AS`;
    else if (roll < 0.55) name = `${random.pick(SURNAMES)} ${random.pick(COMPANY_SUFFIXES)}`;
    else if (roll < 0.7)
      name = `${placeName} ${random.pick(['HAVFISKE AS', 'FISKERISELSKAP AS', 'KYSTFISKE AS', 'REDERI AS'])}`;
    else if (roll < 0.8) name = `${random.pick(SURNAMES)} & SØNNER AS`;
    else if (roll < 0.9) {
      const person = personName(random);
      name = `${person.first} ${person.last}`;
    } else name = `${random.pick(SURNAMES)} FISKE ENK`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const person = personName(random);
  const name = `${person.last} ${person.first} FISKE AS ${taken.size}`;
  taken.add(name);
  return name;
}

const BUYER_PATTERNS = [
  (place: string) => `${place} FISKEINDUSTRI AS`,
  (place: string) => `${place} SJØMAT AS`,
  (place: string) => `${place} FISKEMOTTAK AS`,
  (place: string) => `${place} FISK OG SKALLDYR AS`,
  (place: string) => `${place} FISKEFOREDLING AS`,
  (place: string) => `${place} SEAFOOD AS`,
];

const BUYER_GROUP_NAMES = [
  'NORDKYST FISK AS',
  'HAVLANDET SJØMAT AS',
  'ARKTISK HVITFISK AS',
  'KYSTMOTTAKET AS',
  'POLARFISK NORGE AS',
  'NORDLENDINGEN FISK AS',
  'VESTKYST SJØMAT AS',
  'BARENTS FISKEKJØP AS',
  'SKREIKYSTEN AS',
  'FISKEVÆRET AS',
];

const PELAGIC_GROUP_NAMES = [
  'NORSILD PELAGIC AS',
  'VESTLANDSSILD AS',
  'HAVSILD INDUSTRIER AS',
  'KYSTPELAGISK AS',
  'NORDSJØ PELAGIC AS',
  'MAKRELLKYSTEN AS',
  'FISKEMEL NORD AS',
];

export function localBuyerName(random: Random, place: string, taken: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = random.chance(0.3) ? `${random.pick(SURNAMES)} FISK AS` : random.pick(BUYER_PATTERNS)(place);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const name = `${place} FISKEKJØP ${taken.size} AS`;
  taken.add(name);
  return name;
}

export function groupBuyerName(random: Random, pelagic: boolean, taken: Set<string>): string {
  const list = pelagic ? PELAGIC_GROUP_NAMES : BUYER_GROUP_NAMES;
  for (let attempt = 0; attempt < 20; attempt++) {
    const name = random.pick(list);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const name = `${random.pick(list).replace(/ AS$/, '')} ${taken.size} AS`;
  taken.add(name);
  return name;
}
