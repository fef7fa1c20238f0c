import type { CodeLabel, NorthSouth } from './code-lists';

/**
 * Catch areas as the landing notes write them: main areas (`Hovedområde`) with their locations
 * (`Lokasjon`), each with the position the file gives, the zone (`Sone`), the area grouping
 * (`Områdegruppering`) and the FAO area. Codes, names and positions are those of the published files;
 * the list holds the areas the default data set fishes, not the directorate's full grid.
 */

/** `Hovedområde FAO`: every area here lies in FAO area 27. */
export const FAO_AREA_27: CodeLabel = { code: '27', name: 'Nordøstlige Atlanterhav' };

const ZONES = {
  NOR: { code: 'NOR', name: 'Norges økonomiske sone' },
  XEU: { code: 'XEU', name: 'EU-sonen' },
  XSV: { code: 'XSV', name: 'Fiskevernsonen rundt Svalbard' },
} satisfies Record<string, CodeLabel>;

export interface CatchLocation {
  /** Index in CATCH_LOCATIONS. */
  index: number;
  area: MainArea;
  code: string;
  lat: number;
  lon: number;
  /** Inside the 12-mile limit: `Kyst/hav` "8"; offshore is "0". */
  coastal: boolean;
  zone: CodeLabel;
}

export interface MainArea {
  code: string;
  name: string;
  lat: number;
  lon: number;
  northSouth: NorthSouth;
  /** `Områdegruppering`. */
  grouping: CodeLabel;
  locations: CatchLocation[];
}

const NORWEGIAN_SEA = {
  code: '27_2_A_2',
  name: 'Atlanterhavet, nordøst/Norskehavet - utenfor NEAFC reguleringsområde',
};
const SVALBARD = {
  code: '27_2_B_2',
  name: 'Atlanterhavet, nordøst/Spitzbergen og Bjørnøya - utenfor NEAFC reguleringsområde',
};
const NORTHERN_NORTH_SEA = { code: '27_4_A', name: 'Atlanterhavet, nordøst/nordlige Nordsjøen' };
const CENTRAL_NORTH_SEA = { code: '27_4_B', name: 'Atlanterhavet, nordøst/sentrale Nordsjøen' };
const SKAGERRAK = {
  code: '27_3_A_NK',
  name: 'Atlanterhavet, nordøst/Skagerrak og Kattegat - ikke spesifisert',
};
const PORCUPINE = {
  code: '27_7_C_2',
  name: 'Atlanterhavet, nordøst/Porcupine Bank -  utenfor NEAFC reguleringsområde',
};

/** [code, lat, lon, coastal, zone]. */
type LocationRow = readonly [string, number, number, boolean, (keyof typeof ZONES)?];

const AREA_ROWS: readonly {
  code: string;
  name: string;
  lat: number;
  lon: number;
  northSouth: NorthSouth;
  grouping: { code: string; name: string };
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

export const CATCH_LOCATIONS: CatchLocation[] = [];
const MAIN_AREAS: ReadonlyMap<string, MainArea> = new Map(
  AREA_ROWS.map((row) => {
    const area: MainArea = { ...row, locations: [] };
    for (const [code, lat, lon, coastal, zone] of row.locations) {
      const location: CatchLocation = {
        index: CATCH_LOCATIONS.length,
        area,
        code,
        lat,
        lon,
        coastal,
        zone: ZONES[zone ?? 'NOR'],
      };
      CATCH_LOCATIONS.push(location);
      area.locations.push(location);
    }
    return [row.code, area];
  }),
);

/** Every main area the list holds, in code order. */
export function mainAreas(): MainArea[] {
  return [...MAIN_AREAS.values()];
}

export function mainArea(code: string): MainArea {
  const area = MAIN_AREAS.get(code);
  if (!area) throw new Error(`Unknown main area ${code}`);
  return area;
}
