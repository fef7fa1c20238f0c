import type { Metadata } from 'next';
import { ATOM_TYPE, feedPathOf } from '@/lib/feeds/feed-path';

/**
 * The metadata of a detail page (boat, owner, firm, station): title, description, the canonical URL
 * (absolute, from SITE_URL), the page's Atom feed of its newest landing notes (beside the canonical
 * URL) and the Open Graph card that link previews show.
 */
export function entityMetadata({
  title,
  description,
  url,
}: {
  title: string;
  description: string;
  url: string;
}): Metadata {
  return {
    title,
    description,
    alternates: {
      canonical: url,
      types: { [ATOM_TYPE]: [{ url: feedPathOf(url), title: `Nyeste landinger: ${title}` }] },
    },
    openGraph: { title, description, url, type: 'website', siteName: 'Fangstdata', locale: 'nb_NO' },
  };
}

/** The metadata of a detail page whose subject does not exist: a title, and kept out of the index. */
export const missingEntityMetadata = (title: string): Metadata => ({ title, robots: { index: false } });
