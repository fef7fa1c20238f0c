import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { describeDocuments, type LandingSummary } from './landing-document-lists';
import { SqlParams } from '../landing-query/filter-sql';
import { boatDisplayName } from '@/lib/format';
import { entityPath } from '@/lib/seo/entity-path';
import { findBoat } from '../boats/boats';
import { getFirm } from '../receivers/firms';
import { getOwner } from '../owners/owners';
import { findSpeciesPage } from '../places/species-page';
import { findMunicipalityPage } from '../places/municipality-page';

/**
 * The newest landing notes of one subject, for its Atom feed (app/(site)/…/atom.xml): a boat's, the
 * notes of the boats an owner held when they landed, a firm's or a mottak's (from the pages' read models
 * of notes), or the notes with a species or landed in a municipality. Each note as the lists describe
 * it; for a species or a municipality only its lines of that species or place count.
 */

export type FeedSubject =
  | { kind: 'boat' | 'owner' | 'firm' | 'station'; id: string }
  | { kind: 'species' | 'municipality'; codes: readonly string[] };

/** Entries of a feed: what a reader that polls daily needs, and a page of HTML's worth. */
export const FEED_ENTRIES = 30;

/** The newest notes of a read model of one entity's notes (their keys). */
const ENTITY_NOTES: Record<'boat' | 'owner' | 'firm' | 'station', string> = {
  boat: `select doc_key, landing_date from boat_documents where vessel_id = $id`,
  // A boat's notes count for the owner that held it on the landing day (once, where two of its periods
  // meet on that day).
  owner: `select distinct d.doc_key, d.landing_date from owner_boats o
    join boat_documents d on d.vessel_id = o.vessel_id
      and (o.from_date is null or d.landing_date >= o.from_date)
      and (o.to_date is null or d.landing_date <= o.to_date)
    where o.owner_id = $id`,
  firm: `select doc_key, landing_date from buyer_documents where buyer_id = $id`,
  station: `select doc_key, landing_date from station_documents where station_id = $id`,
};

const PLACE_COLUMN = { species: 'species_fdir_code', municipality: 'landing_municipality_code' } as const;

/**
 * How far back a species's or a municipality's feed looks for its newest notes, widened until it has
 * a feed's worth: the raw lines are read by landing date, so a common species reads a few weeks, a
 * rare one more.
 */
const PLACE_WINDOWS_DAYS = [45, 400, null] as const;

export async function feedNotes(subject: FeedSubject, count = FEED_ENTRIES): Promise<LandingSummary[]> {
  const limit = Math.max(1, Math.min(100, Math.floor(count)));
  return cachedQuery('feed-notes', { subject, limit }, (signal) =>
    'codes' in subject ? placeNotes(subject, limit, signal) : entityNotes(subject, limit, signal),
  );
}

async function entityNotes(
  subject: Extract<FeedSubject, { id: string }>,
  limit: number,
  signal: AbortSignal,
): Promise<LandingSummary[]> {
  const picked = await queryStore<{ doc_key: string }>(
    `select doc_key from (${ENTITY_NOTES[subject.kind]})
     order by landing_date desc, doc_key desc limit ${limit}`,
    { id: subject.id },
    signal,
  );
  return describeDocuments(
    picked.map((row) => row.doc_key),
    { where: 'true', params: new SqlParams() },
    { signal },
  );
}

async function placeNotes(
  subject: Extract<FeedSubject, { codes: readonly string[] }>,
  limit: number,
  signal: AbortSignal,
): Promise<LandingSummary[]> {
  const codes = subject.codes.filter((code) => /^[\w-]{1,20}$/.test(code));
  if (codes.length === 0) return [];
  const column = PLACE_COLUMN[subject.kind];
  for (const days of PLACE_WINDOWS_DAYS) {
    const params = new SqlParams();
    const since =
      days == null
        ? 'true'
        : `landing_date >= (select max(landing_date) from documents) - ${params.add(days)}::integer`;
    const picked = await queryStore<{ doc_key: string }>(
      `select doc_key from landing_lines where ${column} in (${params.list(codes)}) and ${since}
       group by doc_key order by max(landing_date) desc, doc_key desc limit ${limit}`,
      params.values,
      signal,
    );
    if (picked.length < limit && days != null) continue;
    const selection = new SqlParams();
    return describeDocuments(
      picked.map((row) => row.doc_key),
      { where: `${column} in (${selection.list(codes)})`, params: selection },
      { signal },
    );
  }
  return [];
}

/** A feed of landing notes: its subject's names, page and newest notes (lib/feeds/landing-feed.ts). */
export interface LandingFeed {
  title: string;
  subtitle: string;
  /** The page the feed follows (a path). */
  pagePath: string;
  notes: LandingSummary[];
}

export type FeedKind = 'boat' | 'owner' | 'firm' | 'station' | 'species' | 'municipality';

const SUBTITLE = 'De nyeste sluttseddlene. Kilde: Fiskeridirektoratet.';

/**
 * The feed of a boat, owner, firm or mottak (by id; a boat also by registration mark), a species or a
 * municipality (by the page's slug or code); null when there is no such page.
 */
export async function landingFeed(kind: FeedKind, ref: string): Promise<LandingFeed | null> {
  const feed = async (title: string, pagePath: string, subject: FeedSubject): Promise<LandingFeed> => ({
    title,
    subtitle: SUBTITLE,
    pagePath,
    notes: await feedNotes(subject),
  });
  switch (kind) {
    case 'boat': {
      const boat = await findBoat(ref);
      if (!boat) return null;
      const mark = boat.registrationMarkDisplay ? ` (${boat.registrationMarkDisplay})` : '';
      return feed(`Landinger: ${boatDisplayName(boat.name, boat.id)}${mark}`, entityPath.boat(boat.id), {
        kind: 'boat',
        id: boat.id,
      });
    }
    case 'owner': {
      const owner = await getOwner(ref);
      if (!owner) return null;
      return feed(`Landinger: båtene til ${owner.name ?? owner.id}`, entityPath.owner(owner.id), {
        kind: 'owner',
        id: owner.id,
      });
    }
    case 'firm': {
      const firm = await getFirm(ref);
      if (!firm) return null;
      return feed(`Landinger solgt til ${firm.name ?? firm.id}`, entityPath.firm(firm.id), {
        kind: 'firm',
        id: firm.id,
      });
    }
    case 'station': {
      const [station] = await queryStore<{ station_id: string; name: string | null }>(
        'select station_id, name from stations where station_id = $id',
        { id: ref },
      );
      if (!station) return null;
      return feed(
        `Landinger til ${station.name ?? station.station_id}`,
        entityPath.station(station.station_id),
        { kind: 'station', id: station.station_id },
      );
    }
    case 'species': {
      const species = await findSpeciesPage(ref);
      if (!species) return null;
      return feed(`Landinger av ${species.name}`, `/art/${species.slug}`, {
        kind: 'species',
        codes: [species.code],
      });
    }
    case 'municipality': {
      const municipality = await findMunicipalityPage(ref);
      if (!municipality) return null;
      return feed(`Landinger i ${municipality.name}`, `/kommune/${municipality.slug}`, {
        kind: 'municipality',
        codes: municipality.codes,
      });
    }
  }
}
