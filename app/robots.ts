import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/site-url';

// SITE_URL is read when the file is asked for, not baked in at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        // JSON API, downloads and frameable copies are not pages to index.
        disallow: [
          '/api/',
          '/topoffloads/embed/',
          '/boats/csv',
          '/boats/*/csv',
          '/firm/csv',
          '/profile',
          '/login',
        ],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
