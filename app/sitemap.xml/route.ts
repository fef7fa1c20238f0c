import { absoluteUrl } from '@/lib/seo/site-url';
import { sitemapFileCount, sitemapIndexXml, sitemapSlice, urlsetXml, xmlResponse } from '@/lib/seo/sitemap';
import { sitemapTotals, sitemapUrls } from '../sitemap/_lib/sitemap-data';

// The store changes without a rebuild: the sitemap is made per request (and cached by the query cache).
export const dynamic = 'force-dynamic';

/**
 * `/sitemap.xml`: every page in one file while they fit (50,000 URLs); beyond that a sitemap index of
 * `/sitemap/{n}.xml`. (Next's `generateSitemaps` was not used: it fixes the number of files at build
 * time, from whatever data the build machine had, and serves no index at `/sitemap.xml`.)
 */
export async function GET(): Promise<Response> {
  const totals = await sitemapTotals();
  const files = sitemapFileCount(totals.fixed + totals.entities);
  if (files === 1) {
    const slice = sitemapSlice(0, totals.fixed, totals.entities)!;
    return xmlResponse(urlsetXml(await sitemapUrls(slice)));
  }
  return xmlResponse(
    sitemapIndexXml(Array.from({ length: files }, (_, n) => ({ loc: absoluteUrl(`/sitemap/${n}.xml`) }))),
  );
}
