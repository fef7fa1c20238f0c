import 'server-only';
import { type SitemapEntity } from '@/lib/landings/search/sitemap-entries';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { sitemapSlice, type SitemapSlice, type SitemapUrl } from '@/lib/seo/sitemap';
import { reads } from '@/lib/store-reads/reads';

/** The site's fixed pages, first in the list. */
export const FIXED_PAGES: { path: string; changefreq: SitemapUrl['changefreq']; priority: number }[] = [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: '/offloads', changefreq: 'daily', priority: 0.8 },
  { path: '/topoffloads', changefreq: 'daily', priority: 0.8 },
  { path: '/boats', changefreq: 'daily', priority: 0.8 },
  { path: '/firm', changefreq: 'daily', priority: 0.8 },
  { path: '/art', changefreq: 'weekly', priority: 0.6 },
  { path: '/kommune', changefreq: 'weekly', priority: 0.6 },
];

const PRIORITY: Record<SitemapEntity['kind'], number> = {
  boat: 0.7,
  owner: 0.5,
  firm: 0.6,
  station: 0.5,
  species: 0.7,
  municipality: 0.7,
};

/** The page of an entity in the sitemap: species and municipalities at their directory's address. */
function entityPathOf(entity: SitemapEntity): string {
  switch (entity.kind) {
    case 'species':
      return `/art/${entity.slug ?? entity.id}`;
    case 'municipality':
      return `/kommune/${entity.slug ?? entity.id}`;
    default:
      return entityPath[entity.kind](entity.id);
  }
}

export function entityUrl(entity: SitemapEntity): SitemapUrl {
  return {
    loc: absoluteUrl(entityPathOf(entity)),
    lastmod: entity.lastModified,
    changefreq: 'weekly',
    priority: PRIORITY[entity.kind],
  };
}

export async function sitemapTotals(): Promise<{ fixed: number; entities: number }> {
  return { fixed: FIXED_PAGES.length, entities: await reads.sitemapEntityCount() };
}

/** The URLs of one sitemap file (a slice of the whole ordered list). */
export async function sitemapUrls(slice: SitemapSlice): Promise<SitemapUrl[]> {
  const lastUpdated = (await reads.readLastUpdated())?.slice(0, 10) ?? null;
  const fixed = FIXED_PAGES.slice(slice.staticStart, slice.staticEnd).map((page) => ({
    loc: absoluteUrl(page.path),
    lastmod: lastUpdated,
    changefreq: page.changefreq,
    priority: page.priority,
  }));
  const entities =
    slice.entityLimit > 0 ? await reads.sitemapEntities(slice.entityOffset, slice.entityLimit) : [];
  return [...fixed, ...entities.map(entityUrl)];
}

export async function sitemapFileUrls(index: number): Promise<SitemapUrl[] | null> {
  const totals = await sitemapTotals();
  const slice = sitemapSlice(index, totals.fixed, totals.entities);
  return slice ? sitemapUrls(slice) : null;
}
