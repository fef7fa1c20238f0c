import type { Station } from './buyers';
import { dayNumber } from './dates';
import { changeDays, nameOn, ownerOn, type Vessel } from './fleet';
import { municipalityInYear } from './places';
import { GEARS, QUOTA_TYPES, VESSEL_TYPES, type GearKey } from './products';
import type { SellingOrganisation } from './sales';
import { FAO_AREA_27, type CatchLocation } from '@/lib/fiskeridir/catch-areas';
import {
  lengthGroupForLength,
  NATIONALITIES,
  NATIONALITY_GROUPS,
  requireByCode,
  type CodeLabel,
} from '@/lib/fiskeridir/code-lists';
import {
  formatDecimal,
  publishedLengthGroupName,
  publishedMonthName,
  quotedCodeAndName,
  quoteText,
} from '@/lib/fiskeridir/writers';

/**
 * The column segments landing notes share: the sales organisation and station, the vessel and owner,
 * the fishing (quota, gear, catch area) and the month. Most notes repeat a few thousand combinations,
 * so each segment is encoded once, ending with the separator that follows it, and copied as bytes.
 */

const q = quoteText;
const pair = quotedCodeAndName;
const NORWAY = requireByCode(NATIONALITIES, 'NOR', 'Nationality');
const [NORWEGIAN_VESSELS] = NATIONALITY_GROUPS;

/** Encoded pieces of the notes' shared columns, each ending with the separator that follows it. */
export interface SegmentCache {
  organisationStation: Map<number, Buffer>;
  vessel: Map<number, { days: number[]; blocks: Buffer[][] }>;
  fishing: Map<number, Buffer>;
  /** "Landingsmåned (kode)" and "Landingsmåned", by month 1–12 at index month − 1. */
  months: Buffer[];
}

export function createSegmentCache(): SegmentCache {
  return {
    organisationStation: new Map(),
    vessel: new Map(),
    fishing: new Map(),
    months: Array.from({ length: 12 }, (_, i) =>
      Buffer.from(`${q(String(i + 1).padStart(2, '0'))};${q(publishedMonthName(i + 1))};`),
    ),
  };
}

/** "Salgslag ID" … "Mottakende fart.nasj", by station and sales organisation. */
export function organisationStationSegment(
  selling: SellingOrganisation,
  station: Station,
  year: number,
  cache: SegmentCache,
): Buffer {
  const { organisation } = selling;
  const key = station.index * 16 + Number(organisation.code);
  let bytes = cache.organisationStation.get(key);
  if (bytes === undefined) {
    const mu = municipalityInYear(station.municipality, year);
    bytes = Buffer.from(
      `${q(organisation.id)};${organisation.code};${q(selling.name)};` +
        `${station.buyer.id};${pair(NORWAY)};${q(station.id)};${Number(mu.code)};${q(mu.name)};` +
        `${Number(mu.countyCode)};${q(mu.countyName)};${pair(NORWAY)};"";;"";"";"";"";"";"";"";`,
    );
    cache.organisationStation.set(key, bytes);
  }
  return bytes;
}

/** "Fisker ID" … "Motorbyggeår", by owner and name period and by vessel type. */
export function vesselSegment(
  vessel: Vessel,
  day: number,
  year: number,
  chartered: boolean,
  cache: SegmentCache,
): Buffer {
  let entry = cache.vessel.get(vessel.index);
  if (entry === undefined) {
    const first = dayNumber(year, 1, 1);
    const days = [first, ...changeDays(vessel).filter((d) => d > first && d < dayNumber(year + 1, 1, 1))];
    const home = municipalityInYear(vessel.home, year);
    const group = lengthGroupForLength(vessel.length);
    const big = vessel.length >= 24;
    const tonnage = vessel.length < 7 ? ';' : big ? `${vessel.grossTonnage};` : `;${vessel.grossTonnage}`;
    const tail =
      `${q(vessel.registrationMark)};;${Number(home.code)};${q(home.name)};${Number(home.countyCode)};${q(home.countyName)};` +
      `${pair(NORWAY)};${q(NORWEGIAN_VESSELS)};${formatDecimal(vessel.length, 2)};${q(group.code)};${q(publishedLengthGroupName(group))};` +
      `${tonnage};${vessel.buildYear};${vessel.rebuildYear !== null && vessel.rebuildYear <= year ? vessel.rebuildYear : ''};` +
      `${vessel.enginePower};${vessel.engineYear <= year ? vessel.engineYear : vessel.buildYear};`;
    const blocks = days.map((from) => {
      const owner = ownerOn(vessel, from);
      const ownerMunicipality = municipalityInYear(owner.municipality, year);
      // Personal ids are removed from the published notes: only companies have a Fisker ID.
      const head =
        `${owner.entityType === 'COMPANY' ? owner.id : ''};${Number(ownerMunicipality.code)};${q(ownerMunicipality.name)};` +
        `${pair(NORWAY)};${q(vessel.id)};${q(vessel.registrationMark)};` +
        `${q(vessel.radioCallSign ?? '')};${q(nameOn(vessel, from))};`;
      return [
        Buffer.from(`${head}${pair(VESSEL_TYPES.fishing)};${tail}`),
        Buffer.from(`${head}${pair(VESSEL_TYPES.chartered)};${tail}`),
      ];
    });
    entry = { days, blocks };
    cache.vessel.set(vessel.index, entry);
  }
  let index = 0;
  while (index + 1 < entry.days.length && entry.days[index + 1] <= day) index++;
  return entry.blocks[index][chartered ? 1 : 0];
}

const QUOTA_NUMBER: Record<string, number> = Object.fromEntries(
  Object.values(QUOTA_TYPES).map((quota, i) => [quota.code, i]),
);
const GEAR_NUMBER = Object.fromEntries(Object.keys(GEARS).map((key, i) => [key, i])) as Record<
  GearKey,
  number
>;

/** "Kvotetype (kode)" … "Nord/sør for 62 grader nord", by quota type, gear and catch location. */
export function fishingSegment(
  quota: CodeLabel,
  gear: GearKey,
  location: CatchLocation,
  cache: SegmentCache,
): Buffer {
  const key = (QUOTA_NUMBER[quota.code] * 64 + GEAR_NUMBER[gear]) * 65_536 + location.index;
  let bytes = cache.fishing.get(key);
  if (bytes === undefined) {
    const g = GEARS[gear];
    const area = location.area;
    const coast = location.coastal ? '8' : '0';
    bytes = Buffer.from(
      `${pair(quota)};${pair(g.gear)};${pair(g.group)};${pair(g.mainGroup)};` +
        `${q(coast + area.code + location.code)};${q(coast)};${q(area.code)};${q(area.name)};${formatDecimal(area.lon, 5)};${formatDecimal(area.lat, 5)};` +
        `${q(location.code)};${formatDecimal(location.lon, 5)};${formatDecimal(location.lat, 5)};${pair(location.zone)};` +
        `${pair(area.grouping)};${pair(FAO_AREA_27)};${q(area.northSouth)};`,
    );
    cache.fishing.set(key, bytes);
  }
  return bytes;
}
