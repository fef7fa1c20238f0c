import 'server-only';
import { displayRegistrationMark, LENGTH_GROUPS, normalizeRegistrationMark } from '@/lib/fiskeridir';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num, numOrNull, round2, text } from '@/lib/store/values';
import { pagedTotal } from '../store-lookups';
import { valueCoverageOf } from '../entity-rows';
import { defaultYear } from '../site-data';

/**
 * Boats: the facts of one boat (vessel register first, the newest landing note where the register
 * says nothing), its owners over time, the names it has carried, and the boat directory.
 */

export interface BoatOwnerRef {
  id: string;
  name: string | null;
}

export interface BoatDetail {
  /** Fartøy ID. */
  id: string;
  name: string | null;
  /** As the directorate stores it: `N 0045B`. */
  registrationMark: string | null;
  /** As painted on the hull and written by people: `N-45-B`. */
  registrationMarkDisplay: string | null;
  radioCallSign: string | null;
  imoNumber: string | null;
  /** Største lengde, metres. */
  length: number | null;
  /** One of the directorate's five length groups, e.g. `11-14,99 m`, and its code (`1`–`5`). */
  lengthGroup: string | null;
  lengthGroupCode: string | null;
  /** The gear (and gear group) the boat landed most weight with. */
  gearGroupCode: string | null;
  gearGroup: string | null;
  gear: string | null;
  municipalityCode: string | null;
  municipality: string | null;
  countyCode: string | null;
  county: string | null;
  nationality: string | null;
  buildYear: number | null;
  /** Motorkraft, hp. */
  enginePower: number | null;
  /** Bruttotonnasje (1969 measure, or the other measure where that is missing). */
  grossTonnage: number | null;
  /** The current owner by the vessel register; null when the register does not know the boat. */
  owner: BoatOwnerRef | null;
  /** yyyy-MM-dd; null when the boat has no landing in the store. */
  firstLandingDate: string | null;
  lastLandingDate: string | null;
}

const lengthGroupCode = (label: string | null) =>
  label ? (LENGTH_GROUPS.find((group) => group.name.trim() === label.trim())?.code ?? null) : null;

const BOAT_COLUMNS = `vessel_id, name, registration_mark, radio_call_sign, imo_number, length, length_group,
  gear_group_code, gear_group, gear, municipality_code, municipality, county_code, county, nationality,
  build_year, engine_power, gross_tonnage, owner_id, owner_name,
  ${isoDate('first_landing')} as first_landing, ${isoDate('last_landing')} as last_landing`;

type Row = Record<string, unknown>;

function boatFromRow(row: Row): BoatDetail {
  const mark = text(row.registration_mark);
  const lengthGroup = text(row.length_group);
  const ownerId = text(row.owner_id);
  return {
    id: String(row.vessel_id),
    name: text(row.name),
    registrationMark: mark,
    registrationMarkDisplay: mark ? displayRegistrationMark(mark) : null,
    radioCallSign: text(row.radio_call_sign),
    imoNumber: text(row.imo_number),
    length: numOrNull(row.length),
    lengthGroup,
    lengthGroupCode: lengthGroupCode(lengthGroup),
    gearGroupCode: text(row.gear_group_code),
    gearGroup: text(row.gear_group),
    gear: text(row.gear),
    municipalityCode: text(row.municipality_code),
    municipality: text(row.municipality),
    countyCode: text(row.county_code),
    county: text(row.county),
    nationality: text(row.nationality),
    buildYear: numOrNull(row.build_year),
    enginePower: numOrNull(row.engine_power),
    grossTonnage: numOrNull(row.gross_tonnage),
    owner: ownerId ? { id: ownerId, name: text(row.owner_name) } : null,
    firstLandingDate: text(row.first_landing),
    lastLandingDate: text(row.last_landing),
  };
}

/**
 * One boat by Fartøy ID; null when the store does not know it. Cached per store version like the
 * boat's other reads: a boat page asks for it from several places (page, metadata, name history,
 * ownerships, quota, stock), and each DuckDB query costs a millisecond or so of the page's time.
 */
export async function getBoat(id: string): Promise<BoatDetail | null> {
  return cachedQuery('boats.detail', { id }, async (signal) => {
    const [row] = await queryStore(`select ${BOAT_COLUMNS} from boats where vessel_id = $1`, [id], signal);
    return row ? boatFromRow(row) : null;
  });
}

export async function boatExists(id: string): Promise<boolean> {
  return (await getBoat(id)) != null;
}

/**
 * The boat that carries (or last carried) a registration mark, in any usual spelling (`N 0045B`,
 * `N-45-B`, `N45B`). Marks are reused: the boat carrying it now wins, then the one that landed with it
 * most recently. Null when the input is no mark or no boat carried it.
 */
export async function findBoatByRegistration(mark: string): Promise<BoatDetail | null> {
  const normalized = normalizeRegistrationMark(mark);
  if (!normalized) return null;
  const compactMark = normalized.replace(/\s/g, '');
  const [row] = await queryStore(
    `select ${BOAT_COLUMNS} from boats where replace(registration_mark, ' ', '') = $1
     order by last_landing desc nulls last, vessel_id limit 1`,
    [compactMark],
  );
  if (row) return boatFromRow(row);
  const [former] = await queryStore<{ vessel_id: string }>(
    `select vessel_id from boat_names where replace(registration_mark, ' ', '') = $1
     order by last_seen desc nulls last limit 1`,
    [compactMark],
  );
  return former ? getBoat(String(former.vessel_id)) : null;
}

/** A boat by Fartøy ID, or else by registration mark (what `/boats/{id}` accepts). */
export async function findBoat(idOrMark: string): Promise<BoatDetail | null> {
  return (await getBoat(idOrMark)) ?? (await findBoatByRegistration(idOrMark));
}

export interface BoatOwnership {
  ownerId: string;
  name: string | null;
  /** COMPANY or PERSON, as the vessel register says. */
  entityType: string | null;
  /** yyyy-MM-dd; null when the register gives no start (owned since before the data we hold). */
  from: string | null;
  /** yyyy-MM-dd, the first day under the next owner; null while current. */
  to: string | null;
  current: boolean;
}

/** The boat's ownership periods, newest first; null when the boat is unknown. */
export async function boatOwnerships(id: string): Promise<BoatOwnership[] | null> {
  // Asked beside the boat, not after it: on a boat page's first view both are store reads, and an
  // unknown boat's periods are an empty range read.
  const [exists, rows] = await Promise.all([
    boatExists(id),
    cachedQuery('boat-ownerships', { id }, (signal) =>
      queryStore(
        `select owner_id, owner_name, entity_type, ${isoDate('from_date')} as from_date,
           ${isoDate('to_date')} as to_date
         from ownerships where vessel_id = $id
         order by to_date is null desc, coalesce(from_date, date '1900-01-01') desc, owner_id`,
        { id },
        signal,
      ),
    ),
  ]);
  if (!exists) return null;
  return rows.map((row) => ({
    ownerId: String(row.owner_id),
    name: text(row.owner_name),
    entityType: text(row.entity_type),
    from: text(row.from_date),
    to: text(row.to_date),
    current: row.to_date == null,
  }));
}

export interface BoatName {
  name: string;
  /** The registration mark the boat carried under this name (last seen). */
  registrationMark: string | null;
  /** First and last landing date (yyyy-MM-dd) under this name; null for a register name never landed with. */
  firstSeen: string | null;
  lastSeen: string | null;
  /** The name the boat carries now. */
  current: boolean;
}

/** Every name the boat has carried, oldest first; null when the boat is unknown. */
export async function boatNameHistory(id: string): Promise<BoatName[] | null> {
  // Read beside the boat, as the ownerships are.
  const [boat, rows] = await Promise.all([
    getBoat(id),
    cachedQuery('boat-names', { id }, (signal) =>
      queryStore(
        `select name, registration_mark, ${isoDate('first_seen')} as first_seen, ${isoDate('last_seen')} as last_seen
         from boat_names where vessel_id = $id order by first_seen, last_seen, name`,
        { id },
        signal,
      ),
    ),
  ]);
  if (!boat) return null;
  const names: BoatName[] = rows.map((row) => ({
    name: String(row.name),
    registrationMark: text(row.registration_mark),
    firstSeen: text(row.first_seen),
    lastSeen: text(row.last_seen),
    current: false,
  }));
  if (boat.name && !names.some((entry) => entry.name === boat.name)) {
    names.push({
      name: boat.name,
      registrationMark: boat.registrationMark,
      firstSeen: null,
      lastSeen: null,
      current: true,
    });
  } else if (boat.name) {
    // The register's name is the current one; where it is missing, the name last seen.
    for (const entry of names) entry.current = entry.name === boat.name;
  }
  return names;
}

// ---------------------------------------------------------------------------------------------------
// The boat directory (/boats).

export const BOAT_SORTS = ['name', 'length', 'lastLanding', 'weight'] as const;
export type BoatSort = (typeof BOAT_SORTS)[number];

export interface BoatListOptions {
  page?: number;
  count?: number;
  /** Default `weight` (landed round weight in `year`). */
  sort?: BoatSort;
  /** Default ascending for `name`, descending for the others. */
  order?: 'asc' | 'desc';
  /** Redskap - gruppe code (1–9) of the boat's main gear. */
  gearGroup?: string;
  /** Length group code (1–5). */
  lengthGroup?: string;
  /** County code (Fartøyfylke) of the boat's home municipality. */
  county?: string;
  /** Quick filter: part of the name (normalised like search) or of the registration mark. */
  name?: string;
  /** The year whose landed weight is shown and sorted on; default the store's latest year. */
  year?: number;
}

export interface BoatListItem {
  id: string;
  name: string | null;
  registrationMark: string | null;
  radioCallSign: string | null;
  length: number | null;
  lengthGroup: string | null;
  gearGroupCode: string | null;
  gearGroup: string | null;
  municipality: string | null;
  county: string | null;
  lastLandingDate: string | null;
  /** Round weight (kg) landed in the year. */
  landedWeight: number;
  /** Value paid to the fishers (NOK) in the year; null where withheld. */
  value: number | null;
  /** Landing notes in the year. */
  landings: number;
  /** The weight and landing notes whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
  pricedLandings: number;
}

export interface BoatList {
  year: number;
  page: number;
  count: number;
  /** Boats matching the filters, for paging. */
  total: number;
  sort: BoatSort;
  order: 'asc' | 'desc';
  boats: BoatListItem[];
}

const SORT_COLUMNS: Record<BoatSort, string> = {
  name: 'b.name',
  length: 'b.length',
  lastLanding: 'b.last_landing',
  weight: 'coalesce(y.round_weight, 0)',
};

/** Upper case, Å→A, Ø and Ö→O: the same as the search normalisation, in SQL. */
export const normalizedSql = (column: string) =>
  `replace(replace(replace(upper(${column}), 'Å', 'A'), 'Ø', 'O'), 'Ö', 'O')`;

const BOAT_FILTER = `where ($gear::varchar is null or b.gear_group_code = $gear)
  and ($lengthGroup::varchar is null or b.length_group = $lengthGroup)
  and ($county::varchar is null or b.county_code = $county)
  and ($name::varchar is null or ${normalizedSql('b.name')} like '%' || $name || '%'
       or replace(b.registration_mark, ' ', '') like '%' || $mark || '%')`;

export async function listBoats(options: BoatListOptions = {}): Promise<BoatList> {
  const year = options.year ?? (await defaultYear());
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const count = Math.min(500, Math.max(1, Math.floor(options.count ?? 50)));
  const sort = options.sort ?? 'weight';
  const order = options.order ?? (sort === 'name' ? 'asc' : 'desc');
  const lengthGroupLabel = options.lengthGroup
    ? (LENGTH_GROUPS.find((group) => group.code === options.lengthGroup)?.name.trim() ?? '-')
    : null;
  const nameFilter = options.name
    ? options.name
        .trim()
        .toUpperCase()
        .replace(/Å/g, 'A')
        .replace(/[ØÖ]/g, 'O')
        .replace(/[%_\\]/g, '')
    : null;
  const markFilter = nameFilter ? nameFilter.replace(/[\s-]/g, '') : null;

  // The normalised inputs the query uses, not the raw options: spellings of one list share an entry.
  const filters = {
    gear: options.gearGroup ?? null,
    lengthGroup: lengthGroupLabel,
    county: options.county ?? null,
    name: nameFilter,
    mark: markFilter,
  };
  const key = { year, page, count, sort, order, ...filters };
  return cachedQuery('boat-list', key, async () => {
    const rows = await queryStore(
      `select b.vessel_id, b.name, b.registration_mark, b.radio_call_sign, b.length, b.length_group,
         b.gear_group_code, b.gear_group, b.municipality, b.county, ${isoDate('b.last_landing')} as last_landing,
         coalesce(y.round_weight, 0) as round_weight, y.value, coalesce(y.landings, 0) as landings,
         coalesce(y.priced_weight, 0) as priced_weight, coalesce(y.priced_landings, 0) as priced_landings,
         count(*) over ()::integer as total
       from boats b left join boat_years y on y.vessel_id = b.vessel_id and y.year = $year
       ${BOAT_FILTER}
       order by ${SORT_COLUMNS[sort]} ${order} nulls last, b.name, b.vessel_id
       limit $limit offset $offset`,
      { year, ...filters, limit: count, offset: (page - 1) * count },
    );
    const total = await pagedTotal(rows, page, `select 1 from boats b ${BOAT_FILTER}`, filters);
    return {
      year,
      page,
      count,
      total,
      sort,
      order,
      boats: rows.map((row) => ({
        id: String(row.vessel_id),
        name: text(row.name),
        registrationMark: text(row.registration_mark),
        radioCallSign: text(row.radio_call_sign),
        length: numOrNull(row.length),
        lengthGroup: text(row.length_group),
        gearGroupCode: text(row.gear_group_code),
        gearGroup: text(row.gear_group),
        municipality: text(row.municipality),
        county: text(row.county),
        lastLandingDate: text(row.last_landing),
        landedWeight: round2(num(row.round_weight)),
        ...valueCoverageOf(row),
        landings: num(row.landings),
      })),
    };
  });
}
