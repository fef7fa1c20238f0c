import { parseSitemapFileName, urlsetXml, xmlResponse } from '@/lib/seo/sitemap';
import { sitemapFileUrls } from '../_lib/sitemap-data';

export const dynamic = 'force-dynamic';

/** `/sitemap/{n}.xml`: one slice of the site's URLs, as listed by the index at `/sitemap.xml`. */
export async function GET(
  _request: Request,
  context: { params: Promise<{ file: string }> },
): Promise<Response> {
  const index = parseSitemapFileName((await context.params).file);
  const urls = index == null ? null : await sitemapFileUrls(index);
  if (!urls) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return xmlResponse(urlsetXml(urls));
}
