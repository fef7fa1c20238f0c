import { calendarDay, dayNumber } from './dates';
import { callSign, imoNumber, organisationNumber } from './identifiers';
import { boatName, companyName, personName } from './names';
import {
  MUNICIPALITIES,
  municipality,
  municipalityInYear,
  registrationLettersInYear,
  type Municipality,
} from './places';
import type { GearKey } from './products';
import { Random } from './random';
import { formatIsoDate } from '@/lib/fiskeridir/writers';

const isoDay = (day: number) => formatIsoDate(calendarDay(day));

/**
 * The fleet: vessels whose length, gear and home port fit together, with owners over time and the
 * occasional new name. Built once per run from the seed; every year's landings and the vessel register
 * are views of it.
 */

export type SegmentId =
  | 'coastal-small'
  | 'coastal-medium'
  | 'coastal-large'
  | 'coastal-shrimp'
  | 'autoliner'
  | 'cod-trawler'
  | 'shrimp-trawler'
  | 'purse-seiner'
  | 'pelagic-trawler';

export interface Owner {
  /** Organisation number; persons are masked as the directorate does ("***********"). */
  id: string;
  entityType: 'COMPANY' | 'PERSON';
  name: string;
  postalCode: string;
  city: string;
  municipality: Municipality;
}

export interface OwnershipPeriod {
  owner: Owner;
  /** Day numbers; `to` is the first day under the next owner (exclusive), null while current. */
  from: number;
  to: number | null;
}

export interface NamePeriod {
  name: string;
  from: number;
  to: number | null;
}

export interface Vessel {
  index: number;
  id: string;
  segment: SegmentId;
  home: Municipality;
  length: number;
  width: number;
  enginePower: number;
  engineYear: number;
  buildYear: number;
  rebuildYear: number | null;
  grossTonnage: number;
  registrationYear: number;
  /** First day the vessel may land (its registration). */
  activeFrom: number;
  registrationMark: string;
  radioCallSign: string | null;
  imoNumber: number | null;
  gear: GearKey;
  /** Pots for crab in season (coastal boats). */
  crabber: boolean;
  /** Travels north for the skrei season. */
  migratesNorth: boolean;
  /** Freezes at sea (trawlers, autoliners). */
  freezer: boolean;
  /** Purse seiners that also have a pelagic trawl (blue whiting). */
  hasTrawl: boolean;
  /** Hold capacity in tonnes for pelagic vessels. */
  capacityTonnes: number;
  /** How eagerly it fishes (scales trip frequency). */
  diligence: number;
  names: NamePeriod[];
  owners: OwnershipPeriod[];
}

export interface Fleet {
  vessels: Vessel[];
  /** The day the register describes (the generation's reference date). */
  referenceDay: number;
}

interface SegmentSpec {
  id: SegmentId;
  share: number;
  minCount: number;
  homes: Record<string, number>;
  length: (random: Random) => number;
  gear: (random: Random) => GearKey;
  buildYears: [number, number];
}

const NORTH = ['finnmark', 'troms', 'nordland'];

function regionOf(mu: Municipality): string {
  const county = mu.codes[mu.codes.length - 1].slice(0, 2);
  if (county === '56') return 'finnmark';
  if (county === '55') return 'troms';
  if (county === '18') return 'nordland';
  if (county === '50') return 'trondelag';
  if (county === '15') return 'more';
  if (county === '46') return 'vestland';
  if (county === '11') return 'rogaland';
  return 'skagerak';
}

function homesBy(regionFactor: Record<string, number>, filter: (mu: Municipality) => boolean = () => true) {
  const homes: Record<string, number> = {};
  for (const mu of MUNICIPALITIES) {
    if (!filter(mu)) continue;
    const weight = (mu.stationWeight || 0.3) * (regionFactor[regionOf(mu)] ?? 0);
    if (weight > 0) homes[mu.key] = weight;
  }
  return homes;
}

function clustered(random: Random, min: number, max: number, clusters: number[], share: number): number {
  if (random.chance(share)) return random.pick(clusters);
  return Math.round(random.range(min, max) * 100) / 100;
}

const SEGMENTS: SegmentSpec[] = [
  {
    id: 'coastal-small',
    share: 0.52,
    minCount: 20,
    homes: homesBy({
      finnmark: 1.6,
      troms: 1.5,
      nordland: 1.6,
      trondelag: 0.8,
      more: 0.6,
      vestland: 0.6,
      rogaland: 0.4,
      skagerak: 0.5,
    }),
    length: (r) => clustered(r, 6.2, 10.99, [10.99, 10.98, 10.95, 10.66, 10.49, 9.99], 0.35),
    gear: (r) =>
      r.weighted([
        ['gillnet', 0.45],
        ['otherLines', 0.3],
        ['handline', 0.25],
      ]),
    buildYears: [1968, 2024],
  },
  {
    id: 'coastal-medium',
    share: 0.2,
    minCount: 10,
    homes: homesBy({
      finnmark: 1.4,
      troms: 1.4,
      nordland: 1.5,
      trondelag: 0.8,
      more: 0.7,
      vestland: 0.5,
      rogaland: 0.3,
      skagerak: 0.2,
    }),
    length: (r) => clustered(r, 11, 14.99, [14.99, 14.98, 14.95, 14.86, 12.99], 0.4),
    gear: (r) =>
      r.weighted([
        ['gillnet', 0.35],
        ['otherLines', 0.25],
        ['danishSeine', 0.25],
        ['handline', 0.15],
      ]),
    buildYears: [1975, 2024],
  },
  {
    id: 'coastal-large',
    share: 0.1,
    minCount: 6,
    homes: homesBy({
      finnmark: 0.8,
      troms: 1,
      nordland: 1,
      trondelag: 1,
      more: 1.5,
      vestland: 1,
      rogaland: 0.5,
    }),
    length: (r) => Math.round(r.range(15, 27.99) * 100) / 100,
    gear: (r) =>
      r.weighted([
        ['danishSeine', 0.5],
        ['autoline', 0.25],
        ['gillnet', 0.25],
      ]),
    buildYears: [1980, 2024],
  },
  {
    id: 'coastal-shrimp',
    share: 0.03,
    minCount: 3,
    homes: {
      farsund: 3,
      lindesnes: 2,
      kristiansand: 2,
      hvaler: 2,
      fredrikstad: 1,
      bodo: 1,
      vagan: 1,
      meloy: 1,
    },
    length: (r) => Math.round(r.range(10.5, 20.9) * 100) / 100,
    gear: () => 'shrimpTrawl',
    buildYears: [1975, 2022],
  },
  {
    id: 'autoliner',
    share: 0.03,
    minCount: 3,
    homes: {
      alesund: 3,
      giske: 2,
      heroy: 1,
      ulstein: 1,
      sande: 1,
      vanylven: 1,
      tromso: 1,
      batsfjord: 1,
      senja: 1,
    },
    length: (r) => Math.round(r.range(36, 55) * 100) / 100,
    gear: () => 'autoline',
    buildYears: [1985, 2023],
  },
  {
    id: 'cod-trawler',
    share: 0.035,
    minCount: 3,
    homes: { batsfjord: 2, hammerfest: 2, tromso: 2, alesund: 2, heroy: 1, oksnes: 1, harstad: 1, senja: 1 },
    length: (r) => Math.round(r.range(40, 75) * 100) / 100,
    gear: () => 'bottomTrawl',
    buildYears: [1986, 2024],
  },
  {
    id: 'shrimp-trawler',
    share: 0.02,
    minCount: 2,
    homes: { tromso: 2, senja: 2, bodo: 1, alesund: 1, austevoll: 1, harstad: 1 },
    length: (r) => Math.round(r.range(34, 70) * 100) / 100,
    gear: (r) => (r.chance(0.6) ? 'shrimpTrawl' : 'doubleTrawl'),
    buildYears: [1988, 2024],
  },
  {
    id: 'purse-seiner',
    share: 0.045,
    minCount: 4,
    homes: {
      heroy: 3,
      alesund: 2,
      giske: 1,
      ulstein: 1,
      austevoll: 3,
      bomlo: 2,
      kinn: 1,
      karmoy: 2,
      bokn: 1,
      oygarden: 1,
      bodo: 1,
      oksnes: 1,
      tromso: 1,
    },
    length: (r) => Math.round(r.range(50, 90) * 100) / 100,
    gear: () => 'purseSeine',
    buildYears: [1990, 2025],
  },
  {
    id: 'pelagic-trawler',
    share: 0.02,
    minCount: 2,
    homes: { karmoy: 3, austevoll: 2, eigersund: 2, heroy: 1, bomlo: 1, kinn: 1 },
    length: (r) => Math.round(r.range(40, 72) * 100) / 100,
    gear: () => 'pelagicTrawl',
    buildYears: [1990, 2024],
  },
];

/** Typical lines per vessel and year, measured on generated data; sizes the fleet for a line target. */
const EXPECTED_LINES_PER_VESSEL: Record<SegmentId, number> = {
  'coastal-small': 356,
  'coastal-medium': 454,
  'coastal-large': 249,
  'coastal-shrimp': 310,
  autoliner: 117,
  'cod-trawler': 179,
  'shrimp-trawler': 42,
  'purse-seiner': 60,
  'pelagic-trawler': 88,
};

export function fleetSizeFor(linesPerYear: number): number {
  let perVessel = 0;
  for (const segment of SEGMENTS) perVessel += segment.share * EXPECTED_LINES_PER_VESSEL[segment.id];
  const minimum = SEGMENTS.reduce((sum, segment) => sum + segment.minCount, 0);
  // A margin above the target leaves room to thin out trips rather than to invent lines.
  return Math.max(minimum, Math.round((1.15 * linesPerYear) / perVessel));
}

// Fartøy ID: four digits of the first registration year and a six-digit running number (global since
// about 2000, as in the register: 2000 → ~13 000, 2019 → ~110 000, 2023 → ~124 000).
const SERIAL_ANCHORS: [number, number][] = [
  [2000, 13_000],
  [2004, 26_000],
  [2009, 48_000],
  [2013, 62_000],
  [2016, 74_000],
  [2018, 100_000],
  [2019, 109_000],
  [2022, 123_000],
  [2025, 125_500],
  [2030, 131_000],
];

function serialBase(year: number): number {
  if (year < 2000) return 1_000;
  for (let i = 1; i < SERIAL_ANCHORS.length; i++) {
    const [y0, s0] = SERIAL_ANCHORS[i - 1];
    const [y1, s1] = SERIAL_ANCHORS[i];
    if (year <= y1) return Math.round(s0 + ((s1 - s0) * (year - y0)) / (y1 - y0));
  }
  return 131_000;
}

/** Rounds to a multiple of `step` without binary noise (6.6, not 6.6000000000000005). */
function roundTo(value: number, step: number) {
  const decimals = step >= 1 ? 0 : Math.round(-Math.log10(step));
  return Number((Math.round(value / step) * step).toFixed(decimals));
}

export interface BuildFleetOptions {
  seed: number;
  size: number;
  firstYear: number;
  lastYear: number;
  referenceDay: number;
}

export function buildFleet(options: BuildFleetOptions): Fleet {
  const { seed, size, firstYear, lastYear, referenceDay } = options;
  const takenNames = new Set<string>();
  const takenCompanies = new Set<string>();
  const takenOrgNumbers = new Set<string>();
  const takenCallSigns = new Set<string>();
  const takenImo = new Set<number>();
  const takenIds = new Set<string>();
  const takenMarks = new Set<string>();
  const ownersByHome = new Map<string, Owner[]>();

  // Counts per segment: shares of the size, with a floor so small runs still have every kind of boat.
  const counts = SEGMENTS.map((segment) => Math.max(segment.minCount, Math.round(segment.share * size)));

  const makeOwner = (r: Random, home: Municipality, boat: string, personShare: number): Owner => {
    const [postalCode, city] = r.pick(home.postal);
    if (r.chance(personShare)) {
      const person = personName(r);
      return {
        id: '***********',
        entityType: 'PERSON',
        name: `${person.last} ${person.first}`,
        postalCode,
        city,
        municipality: home,
      };
    }
    const place = city.split(' ')[0];
    return {
      id: organisationNumber(r, takenOrgNumbers),
      entityType: 'COMPANY',
      name: companyName(r, boat, place, takenCompanies),
      postalCode,
      city,
      municipality: home,
    };
  };

  const vessels: Vessel[] = [];
  SEGMENTS.forEach((segment, segmentIndex) => {
    const homeEntries = Object.entries(segment.homes);
    for (let i = 0; i < counts[segmentIndex]; i++) {
      const r = Random.of(seed, 0xbea7, segmentIndex, i);
      const home = municipality(r.weighted(homeEntries));
      const length = segment.length(r);
      const ocean = length >= 28;
      const buildYear = r.int(
        Math.min(segment.buildYears[0], lastYear - 1),
        Math.max(segment.buildYears[0], Math.min(segment.buildYears[1], lastYear)),
      );
      // Mostly registered when built; some came second-hand or from abroad later (the register's
      // Fartøy ID year is the first registration in Norway).
      let registrationYear = r.chance(0.7) ? buildYear : r.int(buildYear, Math.max(buildYear, lastYear));
      // Keep most of the fleet active over the whole window; a few newcomers appear in it.
      if (registrationYear >= firstYear && r.chance(0.7)) {
        registrationYear = Math.max(buildYear, firstYear - r.int(1, 8));
      }
      registrationYear = Math.min(registrationYear, lastYear);
      const registrationDay = dayNumber(registrationYear, r.int(1, 12), r.int(1, 28));

      let id: string;
      let attempt = 0;
      do {
        // The running number's band for the year; a wider one if a huge fleet fills it.
        const spread = (registrationYear < 2000 ? 12_000 : 3_000) * (attempt++ < 50 ? 1 : 20);
        id = `${registrationYear}${String(Math.min(999_999, serialBase(registrationYear) + r.int(0, spread))).padStart(6, '0')}`;
      } while (takenIds.has(id));
      takenIds.add(id);

      const letters = registrationLettersInYear(home, registrationYear);
      let mark: string;
      attempt = 0;
      do {
        const serial = attempt++ > 50 ? r.int(1, 9999) : ocean ? r.int(1, 250) : r.int(1, 600);
        mark = `${letters.county.padEnd(2, ' ')}${String(serial).padStart(4, '0')}${letters.municipality}`;
      } while (takenMarks.has(mark));
      takenMarks.add(mark);

      const width =
        length < 11
          ? roundTo(length * 0.33 + r.range(0.1, 1.2), 0.01)
          : length < 15
            ? roundTo(length * 0.38 + r.range(0, 1.2), 0.01)
            : roundTo(length * 0.18 + 3 + r.range(-0.6, 0.8), 0.1);
      const enginePower = roundTo(2.4 * length ** 1.85 * r.range(0.7, 1.35), length < 15 ? 1 : 10);
      const grossTonnage = Math.max(1, Math.round(0.0053 * length ** 3.1 * r.range(0.85, 1.15)));
      const engineYear = r.chance(0.35) ? r.int(buildYear, Math.max(buildYear, lastYear - 1)) : buildYear;
      const rebuildYear =
        buildYear < lastYear - 15 && r.chance(0.3)
          ? r.int(buildYear + 5, Math.max(buildYear + 5, lastYear - 1))
          : null;
      const hasCallSign = length >= 11 || r.chance(length >= 8 ? 0.85 : 0.4);

      const north = NORTH.includes(regionOf(home));
      const gear = segment.gear(r);
      const crabArea = home.shellfish === true;
      const vessel: Vessel = {
        index: vessels.length,
        id,
        segment: segment.id,
        home,
        length,
        width,
        enginePower,
        engineYear,
        buildYear,
        rebuildYear,
        grossTonnage,
        registrationYear,
        activeFrom: registrationDay,
        registrationMark: mark,
        radioCallSign: hasCallSign ? callSign(r, length, takenCallSigns) : null,
        imoNumber: length >= 24 ? imoNumber(r, buildYear, takenImo) : null,
        gear,
        crabber:
          (segment.id === 'coastal-small' || segment.id === 'coastal-medium') && crabArea && r.chance(0.45),
        migratesNorth:
          !north &&
          (segment.id === 'coastal-large' || segment.id === 'coastal-medium') &&
          r.chance(segment.id === 'coastal-large' ? 0.7 : 0.25),
        freezer:
          (segment.id === 'cod-trawler' && r.chance(0.45)) ||
          segment.id === 'autoliner' ||
          segment.id === 'shrimp-trawler',
        hasTrawl: segment.id === 'purse-seiner' && r.chance(0.45),
        capacityTonnes: Math.round(Math.min(2_600, 0.45 * length ** 1.85) * r.range(0.85, 1.15)),
        diligence: r.range(0.75, 1.2),
        names: [],
        owners: [],
      };

      // Names and owners over time: most boats keep one owner; some were sold before the window,
      // and about one in six changes hands inside it, often taking a new name with the new owner.
      const firstName = boatName(r, takenNames, ocean ? 'ocean' : 'coastal');
      const changes: number[] = [];
      if (r.chance(0.3) && registrationDay < dayNumber(firstYear, 1, 1) - 400) {
        changes.push(r.int(registrationDay + 200, dayNumber(firstYear, 1, 1) - 200));
      }
      const windowStart = Math.max(registrationDay + 60, dayNumber(firstYear, 1, 15));
      if (r.chance(0.17) && windowStart < referenceDay - 30) {
        changes.push(r.int(windowStart, referenceDay - 30));
      }
      changes.sort((a, b) => a - b);

      const personShare = segment.id === 'coastal-small' ? 0.15 : segment.id === 'coastal-medium' ? 0.05 : 0;
      const sharedOwners = ownersByHome.get(`${segment.id}:${home.key}`) ?? [];
      let currentName = firstName;
      let owner =
        sharedOwners.length > 0 && r.chance(ocean ? 0.35 : 0.06)
          ? r.pick(sharedOwners)
          : makeOwner(r, home, currentName, personShare);
      let from = registrationDay;
      for (const change of changes) {
        vessel.owners.push({ owner, from, to: change });
        if (r.chance(0.4)) {
          vessel.names.push({
            name: currentName,
            from: vessel.names.length === 0 ? registrationDay : vessel.names[vessel.names.length - 1].to!,
            to: change,
          });
          currentName = boatName(r, takenNames, ocean ? 'ocean' : 'coastal');
        }
        owner = makeOwner(r, home, currentName, personShare);
        from = change;
      }
      vessel.owners.push({ owner, from, to: null });
      vessel.names.push({
        name: currentName,
        from: vessel.names.length === 0 ? registrationDay : vessel.names[vessel.names.length - 1].to!,
        to: null,
      });
      if (owner.entityType === 'COMPANY') {
        const key = `${segment.id}:${home.key}`;
        ownersByHome.set(key, [...(ownersByHome.get(key) ?? []), owner]);
      }
      vessels.push(vessel);
    }
  });

  return { vessels, referenceDay };
}

/** The vessel's name on a given day. */
export function nameOn(vessel: Vessel, day: number): string {
  for (const period of vessel.names) if (period.to === null || day < period.to) return period.name;
  return vessel.names[vessel.names.length - 1].name;
}

export function ownerOn(vessel: Vessel, day: number): Owner {
  for (const period of vessel.owners) if (period.to === null || day < period.to) return period.owner;
  return vessel.owners[vessel.owners.length - 1].owner;
}

/** Days on which the vessel's name or owner changes (to cache the landing-note vessel columns). */
export function changeDays(vessel: Vessel): number[] {
  const days = new Set<number>();
  for (const period of vessel.owners) if (period.to !== null) days.add(period.to);
  for (const period of vessel.names) if (period.to !== null) days.add(period.to);
  return [...days].sort((a, b) => a - b);
}

// ---------------------------------------------------------------------------------------------------
// Register output

export interface VesselRegisterOwner {
  id: string;
  entityType: 'COMPANY' | 'PERSON';
  name: string;
  postalCode: string;
  city: string;
}

export interface VesselRegisterEntry {
  id: string;
  name: string;
  registrationMark: string;
  radioCallSign?: string;
  municipalityCode: string;
  width: number;
  length: number;
  enginePower: number;
  imoNumber?: number;
  owners: VesselRegisterOwner[];
  buildYear: number;
  grossTonnage: number;
  ownershipHistory: {
    ownerId: string;
    name: string;
    entityType: 'COMPANY' | 'PERSON';
    from: string;
    to: string | null;
  }[];
  nameHistory: { name: string; from: string; to: string | null }[];
}

export function vesselRegister(fleet: Fleet): VesselRegisterEntry[] {
  const referenceYear = calendarDay(fleet.referenceDay).year;
  // Newest registrations first, as the directorate's API lists them.
  const ordered = [...fleet.vessels].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return ordered.map((vessel) => {
    const current = vessel.owners[vessel.owners.length - 1].owner;
    const entry: VesselRegisterEntry = {
      id: vessel.id,
      name: vessel.names[vessel.names.length - 1].name,
      registrationMark: vessel.registrationMark,
      ...(vessel.radioCallSign ? { radioCallSign: vessel.radioCallSign } : {}),
      municipalityCode: municipalityInYear(vessel.home, referenceYear).code,
      width: vessel.width,
      length: vessel.length,
      enginePower: vessel.enginePower,
      ...(vessel.imoNumber ? { imoNumber: vessel.imoNumber } : {}),
      owners: [
        {
          id: current.id,
          entityType: current.entityType,
          name: current.name,
          postalCode: current.postalCode,
          city: current.city,
        },
      ],
      buildYear: vessel.buildYear,
      grossTonnage: vessel.grossTonnage,
      ownershipHistory: vessel.owners.map((period) => ({
        ownerId: period.owner.id,
        name: period.owner.name,
        entityType: period.owner.entityType,
        from: isoDay(period.from),
        // The register's periods end on the last day under that owner.
        to: period.to === null ? null : isoDay(period.to - 1),
      })),
      nameHistory: vessel.names.map((period) => ({
        name: period.name,
        from: isoDay(period.from),
        to: period.to === null ? null : isoDay(period.to - 1),
      })),
    };
    return entry;
  });
}
