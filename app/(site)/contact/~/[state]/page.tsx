import Page, { generateMetadata } from '../../page';

/**
 * The cached twin of /contact (no URL state): kept in Next's full-route cache per store version, so
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

export { generateMetadata };

export default function CachedPage() {
  return <Page />;
}
