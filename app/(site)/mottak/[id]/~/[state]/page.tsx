import Page, { generateMetadata as pageMetadata } from '../../page';
import type { ResolvingMetadata } from 'next';
import { cachedPageProps, withSegmentShareCard } from '@/lib/page-cache/cached-page';

/**
 * The cached twin of /mottak/{id}: the same page, its URL state in the path, so Next's full-route cache
 * (ISR) keeps it per URL and data version (this entity's: the newest store version that changed what
 * the page shows). proxy.ts sends every public request here; see lib/page-cache/routes.ts.
 */

// Any read of cookies, headers or the request fails the render: one HTML must fit every visitor.
export const dynamic = 'error';
// The data version is in the key; this re-renders what changes without one: the footer's «Data hentet»,
// content/ files and the current month.
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ id: string; state: string }> };

export const generateMetadata = (props: Props, parent: ResolvingMetadata) =>
  withSegmentShareCard(pageMetadata(cachedPageProps(props)), parent);

export default function CachedPage(props: Props) {
  return <Page {...cachedPageProps(props)} />;
}
