import 'server-only';
import { csvNotFound, csvRoute } from '@/lib/api/csv-route';
import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import type { FeedKind, LandingFeed } from '@/lib/landings/notes/feed-notes';
import { servedEntityVersions, servedStoreVersion } from '@/lib/page-cache/store-version';
import type { EntityKind } from '@/lib/store/entity-version-file';
import { absoluteUrl, entityPath } from '@/lib/seo/site-url';
import { siteUrl } from '@/lib/config';
import { reads } from '@/lib/store-reads/reads';
import { routeId } from '@/lib/url-state';
import { atomXml, osloDateTime, type AtomEntry } from './atom';
import { noteHeadline, noteSummary } from './note-text';
import { ATOM_TYPE, feedPathOf } from './feed-path';

/**
 * The Atom feeds of landing notes: one per boat, owner, firm, mottak, species and municipality page
 * (`…/atom.xml` beside the page) and the front page's biggest landings (`/atom.xml`). An entry is a
 * note: its boat, weight and species as the title, the note's page as the link, the landing day as
 * `updated`, and the note's key in its id, which no ingest or correction changes.
 */

/** The note's id: a tag URI (RFC 4151) on the site's host and its document key. */
export function noteEntry(note: LandingSummary, host: string): AtomEntry {
  return {
    id: `tag:${host},2026:sluttseddel/${note.DocumentKey}`,
    title: noteHeadline(note),
    link: absoluteUrl(note.BoatID ? entityPath.landing(note.BoatID, note.DocumentKey) : '/fangstmeldinger'),
    updated: osloDateTime(note.LandingDate, note.LandingTime),
    summary: noteSummary(note),
  };
}

export function landingFeedXml(feed: LandingFeed, updatedFallback: string): string {
  const pagePath = feed.pagePath;
  const host = new URL(siteUrl()).hostname;
  const entries = feed.notes.map((note) => noteEntry(note, host));
  const newest = entries.map((entry) => entry.updated).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  return atomXml({
    id: absoluteUrl(feedPathOf(pagePath)),
    title: feed.title,
    subtitle: feed.subtitle,
    selfUrl: absoluteUrl(feedPathOf(pagePath)),
    pageUrl: absoluteUrl(pagePath),
    updated: newest ?? updatedFallback,
    author: 'Fangstdata',
    rights: 'Kilde: Fiskeridirektoratet',
    entries,
  });
}

const ATOM_CONTENT_TYPE = `${ATOM_TYPE}; charset=utf-8`;

/**
 * The GET handler of a feed: rate limited and failing as the CSV downloads do; answered 304 to a reader
 * that has the current version (the entity's data version for a boat, owner, firm or mottak, else the
 * store's) before the store is read, and otherwise the feed, cacheable for as long as the pages are.
 */
export function landingFeedRoute<Params extends Record<string, string>>(options: {
  /** The entity whose data version keys the feed, when it has one. */
  entity?: (params: Params) => { kind: EntityKind; id: string };
  load: (params: Params) => Promise<LandingFeed | null>;
  notFoundMessage: string;
}) {
  return csvRoute<Params>('atom feed', async (request, params) => {
    const storeVersion = servedStoreVersion();
    const entity = options.entity?.(params);
    const dataVersion =
      (entity && storeVersion != null && servedEntityVersions(storeVersion)?.(entity.kind, entity.id)) ||
      storeVersion;
    const etag = dataVersion == null ? null : `"feed-${dataVersion}"`;
    const headers: Record<string, string> = {
      'Cache-Control': 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600',
      ...(etag ? { ETag: etag } : {}),
    };
    if (
      etag &&
      request.headers
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    const feed = await options.load(params);
    if (!feed) throw csvNotFound(options.notFoundMessage);
    const body = landingFeedXml(feed, new Date().toISOString());
    return new Response(body, { headers: { ...headers, 'Content-Type': ATOM_CONTENT_TYPE } });
  });
}

const ENTITY_KINDS_OF_FEEDS: Partial<Record<FeedKind, EntityKind>> = {
  boat: 'boat',
  owner: 'owner',
  firm: 'firm',
  station: 'station',
};

/** The feed route of an entity page (`/{kind}/{id}/atom.xml`, `/art/{slug}/atom.xml`, …). */
export function entityFeedRoute(kind: FeedKind, notFoundMessage: string) {
  const entityKind = ENTITY_KINDS_OF_FEEDS[kind];
  // The page's own segment: `[id]` or `[slug]`.
  const refOf = (params: Record<string, string>) => routeId(params.id ?? params.slug ?? '');
  return landingFeedRoute<Record<string, string>>({
    entity: entityKind ? (params) => ({ kind: entityKind, id: refOf(params) }) : undefined,
    load: (params) => reads.landingFeed(kind, refOf(params)),
    notFoundMessage,
  });
}
