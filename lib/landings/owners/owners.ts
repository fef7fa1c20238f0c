import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatOfRow, namedAddressOf, valueCoverageOf } from '../entity-rows';
import { isoDate, num, round2, text } from '@/lib/store/values';
import { defaultYear } from '../site-data';
import { sumValueTotals } from '../value-coverage';

/**
 * Owners (Fartøyeier) from the vessel register: who they are, which boats they own now and owned
 * before, and what those boats landed while they owned them.
 */

export interface OwnerBoat {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
  lengthGroup: string | null;
  gearGroup: string | null;
  /** The ownership period: yyyy-MM-dd, `from` null when the register gives no start, `to` null while current. */
  from: string | null;
  to: string | null;
  fromYear: number | null;
  toYear: number | null;
  current: boolean;
  /** The boat's last landing in the store (under any owner). */
  lastLandingDate: string | null;
}

/** Who an owner is, as the register says: shared by the owner's page and the owner directory. */
export interface OwnerIdentity {
  id: string;
  name: string | null;
  /** The 9-digit organisation number; null for a person (the store's own id then). */
  organisationNumber: string | null;
  /** COMPANY or PERSON. */
  entityType: string | null;
  postalCode: string | null;
  city: string | null;
}

/** An `owners` row's identity columns (owner_id, name, entity_type, postal_code, city). */
export function ownerIdentityOf(row: Record<string, unknown>): OwnerIdentity {
  const address = namedAddressOf(row.owner_id, row);
  return {
    ...address,
    organisationNumber: /^\d{9}$/.test(address.id) ? address.id : null,
    entityType: text(row.entity_type),
  };
}

export interface OwnerDetail extends OwnerIdentity {
  /** Every ownership period, current ones first, then the most recently ended. */
  boats: OwnerBoat[];
  currentBoatCount: number;
  formerBoatCount: number;
}

const yearOf = (date: string | null) => (date ? Number(date.slice(0, 4)) : null);
const periodKey = (vesselId: unknown, from: unknown, to: unknown) => `${vesselId}|${from ?? ''}|${to ?? ''}`;

export async function getOwner(id: string): Promise<OwnerDetail | null> {
  return cachedQuery('owner', { id }, async () => ownerOfRows(await ownerRows(id)));
}

/** The owner's identity with its ownership periods (lib/store/ingest/read-models/owner-tables.ts): one row per period. */
async function ownerRows(id: string) {
  return queryStore(
    `select o.owner_id, o.name as owner_name, o.entity_type, o.postal_code, o.city, b.vessel_id, b.name,
       b.registration_mark, b.length, b.length_group, b.gear_group, ${isoDate('b.from_date')} as from_date,
       ${isoDate('b.to_date')} as to_date, ${isoDate('b.last_landing')} as last_landing
     from owners o left join owner_boats b on b.owner_id = o.owner_id where o.owner_id = $1
     order by b.to_date is null desc, b.to_date desc, b.from_date desc nulls last, b.name, b.vessel_id`,
    [id],
  );
}

/** An ownership period with its boat's facts: a row of owner_boats, dates as yyyy-MM-dd. */
export function ownerBoatOf(row: Record<string, unknown>): OwnerBoat {
  const from = text(row.from_date);
  const to = text(row.to_date);
  return {
    ...boatOfRow(row),
    lengthGroup: text(row.length_group),
    gearGroup: text(row.gear_group),
    from,
    to,
    fromYear: yearOf(from),
    toYear: yearOf(to),
    current: to == null,
    lastLandingDate: text(row.last_landing),
  };
}

function ownerOfRows(rows: Record<string, unknown>[]): OwnerDetail | null {
  if (rows.length === 0) return null;
  const owner = { ...rows[0], name: rows[0].owner_name };
  const boats = rows.filter((row) => row.vessel_id != null).map(ownerBoatOf);
  const currentIds = new Set(boats.filter((boat) => boat.current).map((boat) => boat.boatId));
  const formerIds = new Set(boats.filter((boat) => !currentIds.has(boat.boatId)).map((boat) => boat.boatId));
  return {
    ...ownerIdentityOf(owner),
    boats,
    currentBoatCount: currentIds.size,
    formerBoatCount: formerIds.size,
  };
}

/** `current` (default), `all`, or a landing year. */
export type OwnerBoatsSelection = 'current' | 'all' | number;

export interface SpeciesWeight {
  /** Art - FDIR code. */
  code: string;
  name: string | null;
  /** Round weight, kg. */
  weight: number;
}

export interface OwnerBoatLandings extends OwnerBoat {
  /** Round weight (kg) the boat landed in the selected window while this owner owned it. */
  landedWeight: number;
  /** Value paid to the fisher (NOK); null where every price in the window is withheld. */
  value: number | null;
  /** Landing notes (sluttsedler). */
  landings: number;
  /** The weight and landing notes whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
  pricedLandings: number;
  /** The five species with most weight, heaviest first. */
  topSpecies: SpeciesWeight[];
}

export interface OwnerBoats {
  ownerId: string;
  ownerName: string | null;
  selection: 'current' | 'all' | 'year';
  /** The landing year of the window (`current`: the store's latest year; `all`: null). */
  year: number | null;
  /** The window as yyyy-MM-dd, `to` exclusive; null for `all`. */
  from: string | null;
  to: string | null;
  totalWeight: number;
  totalValue: number | null;
  /** Of all the boats: the weight and landing notes in the window, and those whose value is published. */
  totalPricedWeight: number;
  totalLandings: number;
  totalPricedLandings: number;
  boats: OwnerBoatLandings[];
}

/**
 * An ownership period with what it landed in a window: its totals (round_weight, value, priced_weight,
 * landings, priced_landings; none when it landed nothing) and its heaviest species (code, name, weight).
 */
export function periodLandingsOf(
  period: OwnerBoat,
  total: Record<string, unknown> | undefined,
  species: Record<string, unknown>[],
): OwnerBoatLandings {
  return {
    ...period,
    landedWeight: round2(num(total?.round_weight)),
    ...valueCoverageOf(total),
    landings: num(total?.landings),
    topSpecies: species.map((row) => ({
      code: String(row.code),
      name: text(row.name),
      weight: round2(num(row.weight)),
    })),
  };
}

/**
 * The owner's boats with what each landed while the owner had it:
 * - `current`: the boats owned now, with their landings in the store's latest year;
 * - `all`: every boat ever owned, with everything landed during each ownership period;
 * - a year: the boats owned at some time in that year, with what they landed in it under this owner.
 * Null when the owner is unknown.
 */
export async function ownerBoats(
  id: string,
  selection: OwnerBoatsSelection = 'current',
): Promise<OwnerBoats | null> {
  const owner = await getOwner(id);
  if (!owner) return null;
  const year = selection === 'all' ? null : selection === 'current' ? await defaultYear() : selection;
  const from = year == null ? null : `${year}-01-01`;
  const to = year == null ? null : `${year + 1}-01-01`;
  const periods = owner.boats.filter((boat) => {
    if (selection === 'current') return boat.current;
    if (selection === 'all') return true;
    return (boat.from == null || boat.from < to!) && (boat.to == null || boat.to > from!);
  });

  return cachedQuery('owner-boats', { id, selection: String(selection), year }, async () => {
    // One row per ownership period that landed anything in the window (lib/store/ingest/read-models/owner-tables.ts).
    const rows = await queryStore(
      `select vessel_id, ${isoDate('from_date')} as from_date, ${isoDate('to_date')} as to_date, round_weight,
         value, priced_weight, landings, priced_landings, top_species
       from owner_period_years where owner_id = $id and ${year == null ? 'year is null' : 'year = $year'}`,
      year == null ? { id } : { id, year },
    );
    const byPeriod = new Map(rows.map((row) => [periodKey(row.vessel_id, row.from_date, row.to_date), row]));
    const boats = periods.map((period) => {
      const total = byPeriod.get(periodKey(period.boatId, period.from, period.to));
      return periodLandingsOf(period, total, (total?.top_species ?? []) as Record<string, unknown>[]);
    });
    return {
      ownerId: owner.id,
      ownerName: owner.name,
      selection: typeof selection === 'number' ? 'year' : selection,
      year,
      from,
      to,
      ...withTotals(boats),
    };
  });
}

/** The boats heaviest first (equal weights by name) with their totals (lib/landings/value-coverage.ts's rule). */
export function withTotals(boats: OwnerBoatLandings[]) {
  const sorted = [...boats].sort(
    (a, b) => b.landedWeight - a.landedWeight || (a.name ?? '').localeCompare(b.name ?? '', 'nb'),
  );
  const all = sumValueTotals(sorted.map((boat) => ({ ...boat, weight: boat.landedWeight })));
  return {
    totalWeight: all.weight,
    totalValue: all.value,
    totalPricedWeight: all.pricedWeight,
    totalLandings: all.landings ?? 0,
    totalPricedLandings: all.pricedLandings ?? 0,
    boats: sorted,
  };
}
