/**
 * Sitemaps (sitemaps.org protocol). `/sitemap.xml` lists every page when they fit in one file; beyond
 * 50,000 URLs (the protocol's limit per file) it becomes a sitemap index of `/sitemap/0.xml`,
 * `/sitemap/1.xml`, …, each holding one slice of the same ordered list: the fixed pages first, then
 * every boat, owner, firm and station.
 */

export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapUrl {
  loc: string;
  /** yyyy-MM-dd. */
  lastmod?: string | null;
  changefreq?: 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

/** How many sitemap files `total` URLs need (at least one, even for an empty site). */
export function sitemapFileCount(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

export interface SitemapSlice {
  /** Fixed pages `[staticStart, staticEnd)` of the list of fixed pages. */
  staticStart: number;
  staticEnd: number;
  /** Entities `entityOffset … entityOffset + entityLimit - 1` of the ordered entity list. */
  entityOffset: number;
  entityLimit: number;
}

/**
 * Which URLs file `index` holds, when the list is `staticCount` fixed pages followed by `entityCount`
 * entities. Null when there is no such file.
 */
export function sitemapSlice(
  index: number,
  staticCount: number,
  entityCount: number,
  limit = SITEMAP_URL_LIMIT,
): SitemapSlice | null {
  const total = staticCount + entityCount;
  if (!Number.isInteger(index) || index < 0 || index >= sitemapFileCount(total, limit)) return null;
  const start = index * limit;
  const end = Math.min(total, start + limit);
  const staticStart = Math.min(start, staticCount);
  const staticEnd = Math.min(end, staticCount);
  const entityOffset = Math.max(0, start - staticCount);
  const entityLimit = Math.max(0, end - Math.max(start, staticCount));
  return { staticStart, staticEnd, entityOffset, entityLimit };
}

/** The file number in `/sitemap/3.xml`; null for anything else. */
export function parseSitemapFileName(name: string): number | null {
  const match = /^(\d{1,6})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const parts = [`<loc>${escapeXml(url.loc)}</loc>`];
      if (url.lastmod) parts.push(`<lastmod>${escapeXml(url.lastmod)}</lastmod>`);
      if (url.changefreq) parts.push(`<changefreq>${url.changefreq}</changefreq>`);
      if (url.priority != null) parts.push(`<priority>${url.priority.toFixed(1)}</priority>`);
      return `<url>${parts.join('')}</url>`;
    })
    .join('\n');
  return `${HEADER}<urlset xmlns="${NS}">\n${body}${body ? '\n' : ''}</urlset>\n`;
}

export function sitemapIndexXml(files: { loc: string; lastmod?: string | null }[]): string {
  const body = files
    .map(
      (file) =>
        `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `${HEADER}<sitemapindex xmlns="${NS}">\n${body}\n</sitemapindex>\n`;
}

export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600, s-maxage=3600',
    },
  });
}
