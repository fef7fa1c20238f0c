import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num, round2, text } from '@/lib/store/values';
import { pagedTotal } from '../store-lookups';
import { valueCoverageOf } from '../entity-rows';
import { normalizedSql } from '../boats/boats';
import { ownerIdentityOf, type OwnerIdentity } from '../owners/owners';
import { defaultYear } from '../site-data';

/**
 * What the directories (/boats, /firm) need besides `listBoats` and `listFirms`: the choices of the
 * boat filters, the boat-owning companies, and the stations of a page of firms.
 */

export interface FilterOption {
  code: string;
  name: string;
  /** Boats with this value. */
  boats: number;
}

export interface BoatDirectoryOptions {
  gearGroups: FilterOption[];
  counties: FilterOption[];
}

/** The gear groups and counties that boats in the store have, for the directory's filters. */
export async function boatDirectoryOptions(): Promise<BoatDirectoryOptions> {
  return cachedQuery('directories.boat-options', {}, async () => {
    const rows = await queryStore(
      `select 'gear' as kind, gear_group_code as code, any_value(gear_group) as name, count(*)::integer as n
       from boats where gear_group_code is not null group by gear_group_code
       union all
       select 'county', county_code, any_value(county), count(*)::integer
       from boats where county_code is not null group by county_code`,
    );
    const options = (kind: string) =>
      rows
        .filter((row) => row.kind === kind)
        .map((row) => ({
          code: String(row.code),
          name: text(row.name) ?? String(row.code),
          boats: num(row.n),
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'nb'));
    return { gearGroups: options('gear'), counties: options('county') };
  });
}

// ---------------------------------------------------------------------------------------------------
// Boat-owning companies (/firm?vis=rederier).

export interface OwnerListItem extends OwnerIdentity {
  rank: number;
  /** Boats the owner has now. */
  currentBoats: number;
  /** Round weight (kg) and value (NOK) the owner's current boats landed in the year. */
  landedWeight: number;
  value: number | null;
  /** Landing notes of the year, and the weight and notes whose value is published (value-coverage.ts). */
  landings: number;
  pricedWeight: number;
  pricedLandings: number;
}

export interface OwnerList {
  year: number;
  page: number;
  count: number;
  total: number;
  owners: OwnerListItem[];
}

/**
 * Owners of boats, ranked by what their current boats landed in the year (default the store's latest).
 * `companiesOnly` (default true) leaves out private persons; `name` filters on part of the name.
 */
export async function listOwners(
  options: { year?: number; page?: number; count?: number; companiesOnly?: boolean; name?: string } = {},
): Promise<OwnerList> {
  const year = options.year ?? (await defaultYear());
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const count = Math.min(500, Math.max(1, Math.floor(options.count ?? 50)));
  const companiesOnly = options.companiesOnly ?? true;
  const name = options.name
    ? options.name
        .trim()
        .toUpperCase()
        .replace(/Å/g, 'A')
        .replace(/[ØÖ]/g, 'O')
        .replace(/[%_\\]/g, '') || null
    : null;
  return cachedQuery('directories.owners', { year, page, count, companiesOnly, name }, async () => {
    const rows = await queryStore(
      `with landed as (
         select s.owner_id, sum(y.round_weight) as weight, sum(y.value) as value,
           sum(y.priced_weight) as priced_weight, sum(y.landings) as landings,
           sum(y.priced_landings) as priced_landings
         from ownerships s join boat_years y on y.vessel_id = s.vessel_id and y.year = $year
         where s.to_date is null group by s.owner_id
       )
       select o.owner_id, o.name, o.entity_type, o.postal_code, o.city, o.current_boats,
         coalesce(l.weight, 0) as weight, l.value, coalesce(l.priced_weight, 0) as priced_weight,
         coalesce(l.landings, 0) as landings, coalesce(l.priced_landings, 0) as priced_landings,
         count(*) over ()::integer as total
       from owners o left join landed l on l.owner_id = o.owner_id
       where (not $companies or o.entity_type = 'COMPANY')
         and ($name::varchar is null or ${normalizedSql('o.name')} like '%' || $name || '%' or o.owner_id = $name)
       order by weight desc, o.current_boats desc, o.name nulls last, o.owner_id
       limit $limit offset $offset`,
      { year, companies: companiesOnly, name, limit: count, offset: (page - 1) * count },
    );
    const total = await pagedTotal(
      rows,
      page,
      `select 1 from owners o
       where (not $companies or o.entity_type = 'COMPANY')
         and ($name::varchar is null or ${normalizedSql('o.name')} like '%' || $name || '%' or o.owner_id = $name)`,
      { companies: companiesOnly, name },
    );
    return {
      year,
      page,
      count,
      total,
      owners: rows.map((row, i) => ({
        rank: (page - 1) * count + i + 1,
        ...ownerIdentityOf(row),
        currentBoats: num(row.current_boats),
        landedWeight: round2(num(row.weight)),
        ...valueCoverageOf(row),
        landings: num(row.landings),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// The stations of a page of firms (/firm lists each firm with its stations).

export interface FirmStationRef {
  id: string;
  name: string | null;
  municipality: string | null;
  lastLandingDate: string | null;
}

/** Each firm's receiving stations (register or landing notes), the most recently used first. */
export async function stationsOfFirms(firmIds: string[]): Promise<Map<string, FirmStationRef[]>> {
  const result = new Map<string, FirmStationRef[]>(firmIds.map((id) => [id, []]));
  if (firmIds.length === 0) return result;
  const rows = await cachedQuery('directories.firm-stations', { firmIds }, () =>
    queryStore(
      `select buyer_id, station_id, name, municipality, ${isoDate('last_landing')} as last_landing
       from stations where buyer_id in (${firmIds.map((_, i) => `$${i + 1}`).join(', ')})
       order by buyer_id, last_landing desc nulls last, name nulls last, station_id`,
      firmIds,
    ),
  );
  for (const row of rows) {
    result.get(String(row.buyer_id))?.push({
      id: String(row.station_id),
      name: text(row.name),
      municipality: text(row.municipality),
      lastLandingDate: text(row.last_landing),
    });
  }
  return result;
}
