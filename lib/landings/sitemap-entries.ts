import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num, text } from '@/lib/store/values';

/**
 * Every page of an entity, for the sitemaps: boats, owners, buying firms, receiving stations, species
 * and landing municipalities, in a stable order (kind, then id) so that a sitemap file keeps its URLs
 * from one request to the next. A species or a municipality has the name its address is made of (a
 * municipality is one page for all its numbers: the id is its newest).
 */

export type SitemapEntityKind = 'boat' | 'owner' | 'firm' | 'station' | 'species' | 'municipality';

export interface SitemapEntity {
  kind: SitemapEntityKind;
  id: string;
  /** The name the address is made of (species, municipality); null for the others. */
  name: string | null;
  /** yyyy-MM-dd of the newest landing that concerns the page; null when unknown. */
  lastModified: string | null;
}

const ENTITIES_SQL = `
  select 1 as k, 'boat' as kind, vessel_id as id, last_landing as modified, null as name from boats
  union all
  select 2, 'owner', o.owner_id, max(b.last_landing), null
  from owners o left join ownerships s on s.owner_id = o.owner_id left join boats b on b.vessel_id = s.vessel_id
  group by o.owner_id
  union all
  select 3, 'firm', buyer_id, last_landing, null from buyers
  union all
  select 4, 'station', station_id, last_landing, null from stations
  union all
  select 5, 'species', species_fdir_code, max(landing_date), arg_max(species_fdir, landing_date)
  from species_days group by species_fdir_code
  union all
  select 6, 'municipality', arg_max(landing_municipality_code, landing_date), max(landing_date),
    arg_max(landing_municipality, landing_date)
  from municipality_days where landing_municipality is not null group by upper(trim(landing_municipality))`;

export async function sitemapEntityCount(): Promise<number> {
  return cachedQuery('sitemap.count', {}, async () => {
    const [row] = await queryStore(`select count(*) as n from (${ENTITIES_SQL}) where id is not null`);
    return num(row?.n);
  });
}

/** Entities `offset` … `offset + limit - 1` of the ordered list. */
export async function sitemapEntities(offset: number, limit: number): Promise<SitemapEntity[]> {
  return cachedQuery('sitemap.entities', { offset, limit }, async () => {
    const rows = await queryStore(
      `select kind, id, name, ${isoDate('modified')} as modified from (${ENTITIES_SQL})
       where id is not null order by k, id limit $limit offset $offset`,
      { limit, offset },
    );
    return rows.map((row) => ({
      kind: String(row.kind) as SitemapEntityKind,
      id: String(row.id),
      name: text(row.name),
      lastModified: text(row.modified),
    }));
  });
}
