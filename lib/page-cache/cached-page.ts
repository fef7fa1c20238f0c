import type { Metadata, ResolvingMetadata } from 'next';
import { notFound } from 'next/navigation';
import type { SearchParams } from '@/lib/url-state';
import { decodeStateKey } from './routes';

/**
 * What a cached twin (`<page>/~/[state]/page.tsx`) hands the page it wraps: the page's own path
 * parameters, and the search parameters decoded from the state key the proxy wrote. The page component
 * is the same one that renders per request, so both render the same HTML for the same URL.
 */
export function cachedPageProps<P extends Record<string, string>>(props: {
  params: Promise<P & { state: string }>;
}): { params: Promise<P>; searchParams: Promise<SearchParams> } {
  const resolved = props.params.then(({ state, ...params }) => {
    const key = decodeStateKey(state);
    // Only the proxy writes keys; anything else reaching here was not sent by it.
    if (!key) notFound();
    return { params: params as unknown as P, searchParams: searchParamsOf(key.query) };
  });
  return {
    params: resolved.then((r) => r.params),
    searchParams: resolved.then((r) => r.searchParams),
  };
}

/** A query string as Next's `searchParams` object (a repeated name gives a list). */
export function searchParamsOf(query: string): SearchParams {
  const result: SearchParams = {};
  const params = new URLSearchParams(query);
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    result[name] = values.length > 1 ? values : values[0];
  }
  return result;
}

/**
 * A detail page's metadata with the share card of its `[id]` segment (opengraph-image.tsx). In the
 * cached twin that file sits one segment up, and the page's own `openGraph` object would replace the
 * inherited one, images included; so the inherited images are put back.
 */
export async function withSegmentShareCard(
  own: Promise<Metadata>,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const [metadata, inherited] = await Promise.all([own, parent]);
  const images = inherited.openGraph?.images;
  const twitterImages = inherited.twitter?.images;
  if (!images?.length) return metadata;
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images },
    ...(twitterImages?.length ? { twitter: { ...metadata.twitter, images: twitterImages } } : {}),
  };
}
