import type { Metadata } from 'next';
import { absoluteUrl } from './site-url';

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
}: {
  title: string;
  description: string;
  canonicalPath: string;
  noindex: boolean;
}): Metadata {
  return {
    title,
    description,
    alternates: { canonical: absoluteUrl(canonicalPath) },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}
