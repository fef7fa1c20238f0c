import Page, { metadata } from '../../page';

/**
 * The cached twin of /api-dokumentasjon (no URL state): kept in Next's full-route cache per store version, so
 * the footer's data freshness is never older than the data. proxy.ts sends every public request here;
 * see lib/page-cache/routes.ts.
 */

// Any read of cookies, headers or the request fails the render: one HTML must fit every visitor.
export const dynamic = 'error';
// Re-renders what changes without a new store version: content/ files and the footer's «Data hentet».
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

export { metadata };

export default function CachedPage() {
  return <Page />;
}
