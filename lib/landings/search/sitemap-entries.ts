import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { municipalityDirectory } from '../places/municipality-page';
import { speciesDirectory } from '../places/species-page';
import { isoDate, num, text } from '@/lib/store/values';

/**
 * Every page of an entity, for the sitemaps: boats, owners, buying firms, receiving stations, species
 * and landing municipalities, in a stable order (kind, then id) so that a sitemap file keeps its URLs
 * from one request to the next. A municipality is one page for all its numbers under one name (the
 * id is its newest), as lib/landings/places/municipality-page.ts groups them.
 */

export type SitemapEntityKind = 'boat' | 'owner' | 'firm' | 'station' | 'species' | 'municipality';

export interface SitemapEntity {
  kind: SitemapEntityKind;
  id: string;
  /** The address of a species or municipality page (its directory's: lib/landings/places/species-page.ts); null for the others. */
  slug: string | null;
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
  select 4, 'station', station_id, last_landing from stations
  union all
  select 5, 'species', species_fdir_code, max(landing_date)
  from species_days group by species_fdir_code
  union all
  select 6, 'municipality', arg_max(code, last), max(last)
  from (
    select landing_municipality_code as code, arg_max(landing_municipality, landing_date) as name,
      max(landing_date) as last
    from municipality_days group by landing_municipality_code
  ) where name is not null group by upper(trim(name))`;

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
      `select kind, id, ${isoDate('modified')} as modified from (${ENTITIES_SQL})
       where id is not null order by k, id limit $limit offset $offset`,
      { limit, offset },
    );
    const kinds = new Set(rows.map((row) => String(row.kind)));
    const speciesSlugs = new Map(
      kinds.has('species') ? (await speciesDirectory()).map((entry) => [entry.code, entry.slug]) : [],
    );
    const municipalitySlugs = new Map(
      kinds.has('municipality')
        ? (await municipalityDirectory()).flatMap((entry) => entry.codes.map((code) => [code, entry.slug]))
        : [],
    );
    return rows.map((row) => {
      const kind = String(row.kind) as SitemapEntityKind;
      const id = String(row.id);
      const slug =
        kind === 'species'
          ? (speciesSlugs.get(id) ?? null)
          : kind === 'municipality'
            ? (municipalitySlugs.get(id) ?? null)
            : null;
      return { kind, id, slug, lastModified: text(row.modified) };
    });
  });
}
