import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, namedAddressOf, num, numOrNull, round2, round2OrNull, text } from './common-sql';
import { defaultYear } from './site-data';
import { pricedLandingsSql, pricedWeightSql, sumValueTotals } from './value-coverage';

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

export async function getOwner(id: string): Promise<OwnerDetail | null> {
  const [owner] = await queryStore('select * from owners where owner_id = $1', [id]);
  if (!owner) return null;
  const rows = await queryStore(
    `select s.vessel_id, b.name, b.registration_mark, b.length, b.length_group, b.gear_group,
       ${isoDate('s.from_date')} as from_date, ${isoDate('s.to_date')} as to_date, ${isoDate('b.last_landing')} as last_landing
     from ownerships s left join boats b on b.vessel_id = s.vessel_id
     where s.owner_id = $1
     order by s.to_date is null desc, s.to_date desc, s.from_date desc nulls last, b.name, s.vessel_id`,
    [id],
  );
  const boats: OwnerBoat[] = rows.map((row) => {
    const from = text(row.from_date);
    const to = text(row.to_date);
    return {
      boatId: String(row.vessel_id),
      name: text(row.name),
      registrationMark: text(row.registration_mark),
      length: numOrNull(row.length),
      lengthGroup: text(row.length_group),
      gearGroup: text(row.gear_group),
      from,
      to,
      fromYear: yearOf(from),
      toYear: yearOf(to),
      current: to == null,
      lastLandingDate: text(row.last_landing),
    };
  });
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
    const params = {
      id,
      start: from ?? '1900-01-01',
      end: to ?? '9999-12-31',
      current: selection === 'current',
    };
    const windowSql = `with periods as (
        select s.vessel_id, s.from_date, s.to_date,
          greatest(coalesce(s.from_date, date '1900-01-01'), $start::date) as lo,
          least(coalesce(s.to_date, date '9999-12-31'), $end::date) as hi
        from ownerships s where s.owner_id = $id and (not $current or s.to_date is null)
      )`;
    // One pass over the landing lines: totals per ownership period, and per period and species.
    const rows = await queryStore(
      `${windowSql}
       select p.vessel_id, ${isoDate('p.from_date')} as from_date, l.species_fdir_code as code,
         grouping(l.species_fdir_code) = 1 as is_total, arg_max(l.species_fdir, l.landing_date) as name,
         sum(l.round_weight) as weight, sum(l.amount_fisher) as value, count(distinct l.doc_key)::integer as landings,
         ${pricedWeightSql('l.')} as priced_weight, ${pricedLandingsSql('l.')} as priced_landings
       from periods p join landing_lines l
         on l.vessel_id = p.vessel_id and l.landing_date >= p.lo and l.landing_date < p.hi
       group by grouping sets ((p.vessel_id, p.from_date), (p.vessel_id, p.from_date, l.species_fdir_code))`,
      params,
    );
    const totals = rows.filter((row) => row.is_total === true);
    const species = rows.filter((row) => row.is_total !== true && row.code != null);
    const periodKey = (vesselId: unknown, fromDate: unknown) => `${vesselId}|${fromDate ?? ''}`;
    const totalsByPeriod = new Map(totals.map((row) => [periodKey(row.vessel_id, row.from_date), row]));
    const speciesByPeriod = new Map<string, SpeciesWeight[]>();
    for (const row of species) {
      const key = periodKey(row.vessel_id, row.from_date);
      const list = speciesByPeriod.get(key) ?? [];
      list.push({ code: String(row.code), name: text(row.name), weight: round2(num(row.weight)) });
      speciesByPeriod.set(key, list);
    }
    const boats: OwnerBoatLandings[] = periods.map((period) => {
      const key = periodKey(period.boatId, period.from);
      const total = totalsByPeriod.get(key);
      return {
        ...period,
        landedWeight: round2(num(total?.weight)),
        value: round2OrNull(total?.value),
        landings: num(total?.landings),
        pricedWeight: round2(num(total?.priced_weight)),
        pricedLandings: num(total?.priced_landings),
        topSpecies: (speciesByPeriod.get(key) ?? []).sort((a, b) => b.weight - a.weight).slice(0, 5),
      };
    });
    boats.sort((a, b) => b.landedWeight - a.landedWeight || (a.name ?? '').localeCompare(b.name ?? '', 'nb'));
    const all = sumValueTotals(boats.map((boat) => ({ ...boat, weight: boat.landedWeight })));
    return {
      ownerId: owner.id,
      ownerName: owner.name,
      selection: typeof selection === 'number' ? 'year' : selection,
      year,
      from,
      to,
      totalWeight: all.weight,
      totalValue: all.value,
      totalPricedWeight: all.pricedWeight,
      totalLandings: all.landings ?? 0,
      totalPricedLandings: all.pricedLandings ?? 0,
      boats,
    };
  });
}
