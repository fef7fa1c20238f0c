import { dayNumber } from './dates';
import { NORTH_REGIONS, regionOf, SEGMENTS } from './fleet-segments';
import { callSign, imoNumber, organisationNumber } from './identifiers';
import { boatName, companyName, personName } from './names';
import { municipality, registrationLettersInYear, type Municipality } from './places';
import type { GearKey } from './products';
import { Random } from './random';
import { applyFleetTurnover, historyHorizonOf } from './fleet-turnover';

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
  /** First day it no longer may (it left the register); absent while it stays (fleet-turnover.ts). */
  activeTo?: number;
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
  /** Boats leave the fleet and new ones take their places over the window (fleet-turnover.ts). */
  turnover?: boolean;
}

/** Builds one vessel; `entersIn` makes it a newcomer first registered in that year. */
export type VesselMaker = (segmentIndex: number, r: Random, entersIn?: number) => Vessel;

export function buildFleet(options: BuildFleetOptions): Fleet {
  const { seed, size, firstYear, lastYear, referenceDay } = options;
  const historyHorizon = historyHorizonOf(options);
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
  const makeVessel: VesselMaker = (segmentIndex, r, entersIn) => {
    const segment = SEGMENTS[segmentIndex];
    const homeEntries = Object.entries(segment.homes);
    const home = municipality(r.weighted(homeEntries));
    const length = segment.length(r);
    const ocean = length >= 28;
    let buildYear = r.int(
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
    if (entersIn !== undefined) {
      registrationYear = entersIn;
      buildYear = Math.min(buildYear, entersIn);
    } else if (options.turnover) {
      // With turnover the fleet built here is there from the window's start; boats enter later as newcomers only,
      // so the number of boats a year stays about the same over a long window.
      buildYear = Math.min(buildYear, firstYear - 1);
      registrationYear = Math.min(registrationYear, firstYear - 1);
    }
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

    const north = NORTH_REGIONS.includes(regionOf(home));
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
    if (r.chance(0.17) && windowStart < historyHorizon - 30) {
      const change = r.int(windowStart, historyHorizon - 30);
      if (change <= referenceDay - 30) changes.push(change);
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
    return vessel;
  };
  SEGMENTS.forEach((_, segmentIndex) => {
    for (let i = 0; i < counts[segmentIndex]; i++) {
      vessels.push(makeVessel(segmentIndex, Random.of(seed, 0xbea7, segmentIndex, i)));
    }
  });
  if (options.turnover) applyFleetTurnover(vessels, makeVessel, options);

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
