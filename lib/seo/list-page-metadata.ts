import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/url-state/params';
import { absoluteUrl } from './site-url';

export interface ListPageDescription {
  title: string;
  description: string;
  canonicalPath: string;
  noindex: boolean;
}

/**
 * A list page's metadata (/boats, /kvoter, /priser …). Filtered, re-sorted and later pages are copies for
 * people, not for the index: they say `noindex` while search engines still follow their links, and
 * every copy names the plain list (`canonicalPath`) as the canonical address.
 */
export function listPageMetadata({
  title,
  description,
  canonicalPath,
  noindex,
}: ListPageDescription): Metadata {
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(canonicalPath) },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/** A list page's `generateMetadata`: its query string read with the page's own parser, then described. */
export function listPageMetadataFrom<State>(
  parse: (params: SearchParams) => State,
  describe: (state: State) => ListPageDescription,
) {
  return async ({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> =>
    listPageMetadata(describe(parse(await searchParams)));
}
