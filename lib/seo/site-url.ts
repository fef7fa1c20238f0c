/**
 * The site's public address (SITE_URL), for canonical URLs, structured data and sitemaps. Read at call
 * time, not at build time, so one build serves any deployment.
 */
import { siteUrl } from '@/lib/config';
export { siteUrl };

/** An absolute URL on the site for a path (`/boats/123`). */
export function absoluteUrl(path: string, env?: Record<string, string | undefined>): string {
  return `${siteUrl(env)}${path.startsWith('/') ? path : `/${path}`}`;
}

export { entityPath } from './entity-path';
