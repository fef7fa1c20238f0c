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

/** Paths of the entity pages, so links, canonical URLs and sitemaps agree. */
export const entityPath = {
  boat: (id: string) => `/boats/${encodeURIComponent(id)}`,
  owner: (id: string) => `/owner/${encodeURIComponent(id)}`,
  firm: (id: string) => `/firm/${encodeURIComponent(id)}`,
  station: (id: string) => `/mottak/${encodeURIComponent(id)}`,
  landing: (boatId: string, docKey: string) =>
    `/boats/${encodeURIComponent(boatId)}/landing/${encodeURIComponent(docKey)}`,
};
