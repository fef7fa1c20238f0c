import type { Metadata, ResolvingMetadata } from 'next';
import type { ReactNode } from 'react';
import type { SearchParams } from '@/lib/url-state';
import { cachedPageProps, withSegmentShareCard } from './cached-page';

/**
 * The cached twin of a public page (`<page>/~/[state]/page.tsx`, see ./routes.ts): the same page
 * component, its URL state in the path, so Next's full-route cache (ISR) keeps it per URL and store
 * version. proxy.ts sends every public request of a cached page there.
 *
 * Each twin file is `cachedTwin(Page, metadata)` plus two lines Next reads from the file itself (it
 * analyses segment config statically, so they cannot come from here):
 *  - `dynamic = 'error'`: any read of cookies, headers or the request fails the render, so one HTML
 *    fits every visitor;
 *  - `revalidate = 600`: the store version is in the key; this re-renders what changes without one
 *    (the footer's «Data hentet», content/ files, the current month).
 * lib/page-cache/cached-routes.test.ts holds every twin to that shape.
 */

type PageProps<P> = { params: Promise<P>; searchParams: Promise<SearchParams> };
type TwinProps<P> = { params: Promise<P & { state: string }> };

/** The page's metadata: a fixed object, or the page's generateMetadata. */
type PageMetadata<P> = Metadata | ((props: PageProps<P>) => Metadata | Promise<Metadata>);

export interface TwinOptions {
  /**
   * A detail page whose `[id]` segment has a share card (opengraph-image.tsx): in the twin that file
   * sits one segment up, so its images are put back into the page's own openGraph.
   */
  shareCard?: boolean;
}

export function cachedTwin<P extends Record<string, string> = Record<string, never>>(
  Page: (props: PageProps<P>) => ReactNode | Promise<ReactNode>,
  metadata: PageMetadata<P>,
  options: TwinOptions = {},
) {
  function CachedPage(props: TwinProps<P>) {
    return <Page {...cachedPageProps(props)} />;
  }
  async function generateMetadata(props: TwinProps<P>, parent: ResolvingMetadata): Promise<Metadata> {
    const own = Promise.resolve(typeof metadata === 'function' ? metadata(cachedPageProps(props)) : metadata);
    return options.shareCard ? withSegmentShareCard(own, parent) : own;
  }
  return {
    Page: CachedPage,
    generateMetadata,
    /** None at build time: every key is rendered on its first request, then kept. */
    generateStaticParams: () => [] as { state: string }[],
  };
}
