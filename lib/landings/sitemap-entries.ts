import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num, text } from '@/lib/store/values';

/**
 * Every page of an entity, for the sitemaps: boats, owners, buying firms and receiving stations, in a
 * stable order (kind, then id) so that a sitemap file keeps its URLs from one request to the next.
 */

export type SitemapEntityKind = 'boat' | 'owner' | 'firm' | 'station';

export interface SitemapEntity {
  kind: SitemapEntityKind;
  id: string;
  /** yyyy-MM-dd of the newest landing that concerns the page; null when unknown. */
  lastModified: string | null;
}

const ENTITIES_SQL = `
  select 1 as k, 'boat' as kind, vessel_id as id, last_landing as modified from boats
  union all
  select 2, 'owner', o.owner_id, max(b.last_landing)
  from owners o left join ownerships s on s.owner_id = o.owner_id left join boats b on b.vessel_id = s.vessel_id
  group by o.owner_id
  union all
  select 3, 'firm', buyer_id, last_landing from buyers
  union all
  select 4, 'station', station_id, last_landing from stations`;

export async function sitemapEntityCount(): Promise<number> {
  return cachedQuery('sitemap.count', {}, async () => {
    const [row] = await queryStore(
      `select (select count(*) from boats) + (select count(*) from owners) + (select count(*) from buyers)
         + (select count(*) from stations) as n`,
    );
    return num(row?.n);
  });
}

/** Entities `offset` … `offset + limit - 1` of the ordered list. */
export async function sitemapEntities(offset: number, limit: number): Promise<SitemapEntity[]> {
  return cachedQuery('sitemap.entities', { offset, limit }, async () => {
    const rows = await queryStore(
      `select kind, id, ${isoDate('modified')} as modified from (${ENTITIES_SQL})
       where id is not null order by k, id limit $limit offset $offset`,
      { limit, offset },
    );
    return rows.map((row) => ({
      kind: String(row.kind) as SitemapEntityKind,
      id: String(row.id),
      lastModified: text(row.modified),
    }));
  });
}
