import 'server-only';
import { SEARCH_KINDS, SEARCH_KIND_NAMES, type SearchKind } from '@/lib/search/kinds';
import { normalizeSearchText } from '@/lib/search/normalize';
import {
  prepareIndex,
  rankEntries,
  type MatchKind,
  type PreparedIndex,
  type RankedHit,
} from '@/lib/search/rank';
import type { SearchIndexRow } from '@/lib/store/ingest/read-models/search-index';
import { currentStore, NoDataError, type OpenStore } from '@/lib/store/landing-store';
import { isoDate, numOrNull, text } from '@/lib/store/values';

/**
 * One search over everything a reader may type (spec sections 2, 5 and 9; issue 31): boats (name,
 * former names, registration mark in any usual spelling, call sign, Fartøy ID, the owner's organisation
 * number), owners, buyers (firms), receiving stations (name and number), species and municipalities.
 *
 * Ingest builds the index (table `search_index`, lib/store/ingest/read-models/search-index.ts) with every name
 * normalised; the server reads it once per store version into memory and ranks there
 * (lib/search/rank.ts), so a search never touches the landing lines (bench/search.ts measures it).
 */

export { MIN_TERM_LENGTH } from '@/lib/search/rank';
export const DEFAULT_RESULTS = 100;
export const QUICK_SEARCH_RESULTS = 10;
export const MAX_RESULTS = 1000;

export interface BoatSearchResult {
  /** Fartøy ID. */
  ID: string;
  Name: string;
  /** The registration mark as the directorate stores it (`N 0045B`). */
  RegistrationID: string | null;
  /** Største lengde in metres. */
  Length: number | null;
  /** yyyy-MM-dd, null when the boat has no landing in the store. */
  LastLandingDate: string | null;
}

export interface OwnerSearchResult {
  /** Organisation number (or the store's id for a person owner). */
  EierID: string;
  Fartøyeier: string;
}

/** A hit of any kind, as the quick search and the result page show it. */
export interface SearchHit {
  id: string;
  label: string;
  /** What tells two hits of the same name apart: a boat's mark, a firm's town, a species' group. */
  detail: string | null;
  href: string;
  match: MatchKind;
  /**
   * Why it matched when not by its name, in words for the reader: «tidligere GOLLENES» (a boat's former
   * name), «hjemkommune Ålesund» (a boat of the municipality searched for); else null.
   */
  note: string | null;
  /** Boats only: største lengde in metres. */
  length: number | null;
  /** yyyy-MM-dd of the last landing (boats, owners, buyers, stations), else null. */
  lastLandingDate: string | null;
}

export interface SearchPage<T> {
  /** Every match, for paging. */
  total: number;
  results: T[];
}

export interface SearchGroup {
  kind: SearchKind;
  title: string;
  total: number;
  hits: SearchHit[];
}

export interface QuickSearchAnswer {
  term: string;
  groups: SearchGroup[];
}

/** Upper case, Å→A, Ø and Ö→O, accents folded, punctuation to spaces (lib/search/normalize.ts). */
export const normalizeSearchTerm = normalizeSearchText;

/** The row as ingest writes it; the list columns read defensively as possibly null. */
type ListColumn = 'alt_keys' | 'alt_labels' | 'codes' | 'linked_codes';
type IndexRow = Omit<SearchIndexRow, ListColumn> & { [column in ListColumn]: string[] | null };

async function loadIndex(store: OpenStore): Promise<PreparedIndex> {
  const rows = await store.query<IndexRow>(
    `select kind, id, label, detail, href, name_key, alt_keys, alt_labels, codes, linked_codes, weight,
       ${isoDate('last_active')} as last_active, registration_mark, length, home_key, home_label
     from search_index`,
  );
  return prepareIndex(
    rows.map((row) => ({
      kind: row.kind,
      id: String(row.id),
      label: String(row.label),
      detail: text(row.detail),
      href: String(row.href),
      nameKey: String(row.name_key),
      altKeys: row.alt_keys ?? [],
      altLabels: row.alt_labels ?? [],
      codes: row.codes ?? [],
      linkedCodes: row.linked_codes ?? [],
      weight: Number(row.weight) || 0,
      lastActive: text(row.last_active),
      registrationMark: text(row.registration_mark),
      length: numOrNull(row.length),
      homeKey: text(row.home_key),
      homeLabel: text(row.home_label),
    })),
  );
}

// One index per store version; a new version (a finished ingest) is read on first use.
let cachedIndex: { fileName: string; index: Promise<PreparedIndex> } | null = null;

async function searchIndex(): Promise<PreparedIndex> {
  const store = await currentStore();
  if (!store) throw new NoDataError();
  if (cachedIndex?.fileName !== store.fileName) {
    const entry = {
      fileName: store.fileName,
      index: loadIndex(store).catch((error) => {
        if (cachedIndex === entry) cachedIndex = null;
        throw error;
      }),
    };
    cachedIndex = entry;
  }
  return cachedIndex.index;
}

function clampPaging(results: number, page: number): { size: number; offset: number } {
  const size = Math.min(MAX_RESULTS, Math.max(1, Math.floor(results) || DEFAULT_RESULTS));
  const pageNo = Math.max(1, Math.floor(page) || 1);
  return { size, offset: (pageNo - 1) * size };
}

const noteOf = (via: RankedHit['via']): string | null =>
  via === null ? null : via.kind === 'former-name' ? `tidligere ${via.name}` : `hjemkommune ${via.name}`;

const hitOf = ({ entry, match, via }: RankedHit): SearchHit => ({
  id: entry.id,
  label: entry.label,
  detail: entry.detail,
  href: entry.href,
  match,
  note: noteOf(via),
  length: entry.length,
  lastLandingDate: entry.lastActive,
});

const boatOf = ({ entry }: RankedHit): BoatSearchResult => ({
  ID: entry.id,
  Name: entry.label,
  RegistrationID: entry.registrationMark,
  Length: entry.length,
  LastLandingDate: entry.lastActive,
});

const ownerOf = ({ entry }: RankedHit): OwnerSearchResult => ({ EierID: entry.id, Fartøyeier: entry.label });

async function rankedPage<T>(
  kind: SearchKind,
  term: string,
  results: number,
  page: number,
  shape: (hit: RankedHit) => T,
): Promise<SearchPage<T>> {
  const ranked = rankEntries(await searchIndex(), term, kind)[kind];
  const { size, offset } = clampPaging(results, page);
  return { total: ranked.total, results: ranked.take(offset, size).map(shape) };
}

/** Every group with its number of matches and its best `perGroup` hits (at most 10: the quick search). */
export async function searchAllGroups(
  term: string,
  perGroup: number = QUICK_SEARCH_RESULTS,
): Promise<QuickSearchAnswer> {
  const ranked = rankEntries(await searchIndex(), term);
  const limit = Math.min(QUICK_SEARCH_RESULTS, Math.max(1, Math.floor(perGroup) || QUICK_SEARCH_RESULTS));
  return {
    term: term.trim(),
    groups: byBestMatch(
      SEARCH_KINDS.map((kind) => ({
        kind,
        title: SEARCH_KIND_NAMES[kind].title,
        total: ranked[kind].total,
        hits: ranked[kind].take(0, limit).map(hitOf),
      })),
      ranked,
    ),
  };
}

const MATCH_ORDER: MatchKind[] = ['exact', 'prefix', 'word', 'contains', 'typo'];

/**
 * The groups with the best match first: a term that names a species exactly («torsk») shows the species
 * before the boats whose names merely hold it; equal matches keep the groups' usual order.
 */
function byBestMatch<G extends { kind: SearchKind }>(
  groups: G[],
  ranked: ReturnType<typeof rankEntries>,
): G[] {
  const best = (kind: SearchKind) => {
    const [first] = ranked[kind].take(0, 1);
    return first ? MATCH_ORDER.indexOf(first.match) : MATCH_ORDER.length;
  };
  const order = new Map(groups.map((group) => [group.kind, best(group.kind)]));
  return [...groups].sort((a, b) => order.get(a.kind)! - order.get(b.kind)!);
}

export interface SearchResultGroup extends SearchGroup {
  page: number;
}

/**
 * Every group's page of hits for the result page (/search/{term}), from one ranking: each group pages
 * separately (`pages`, default 1), `size` hits a page.
 */
export async function searchResultGroups(
  term: string,
  pages: Partial<Record<SearchKind, number>> = {},
  size: number = DEFAULT_RESULTS,
): Promise<SearchResultGroup[]> {
  const ranked = rankEntries(await searchIndex(), term);
  const groups = SEARCH_KINDS.map((kind) => {
    const page = pages[kind] ?? 1;
    const { size: pageSize, offset } = clampPaging(size, page);
    return {
      kind,
      title: SEARCH_KIND_NAMES[kind].title,
      total: ranked[kind].total,
      page,
      hits: ranked[kind].take(offset, pageSize).map(hitOf),
    };
  });
  return byBestMatch(groups, ranked);
}

/** A page of one group's hits, best first, with the number of matches. */
export async function searchGroupPage(
  kind: SearchKind,
  term: string,
  results: number = DEFAULT_RESULTS,
  page = 1,
): Promise<SearchPage<SearchHit>> {
  return rankedPage(kind, term, results, page, hitOf);
}

/** A page of boats matching the term, best first, with the total number of matches. */
export async function searchBoatsPage(
  term: string,
  results: number = DEFAULT_RESULTS,
  page = 1,
): Promise<SearchPage<BoatSearchResult>> {
  return rankedPage('boats', term, results, page, boatOf);
}

/** A page of owners matching the term, best first, with the total number of matches. */
export async function searchOwnersPage(
  term: string,
  results: number = DEFAULT_RESULTS,
  page = 1,
): Promise<SearchPage<OwnerSearchResult>> {
  return rankedPage('owners', term, results, page, ownerOf);
}

/** Boats matching the term, best first (spec: `{ ID, Name, RegistrationID, Length, LastLandingDate }`). */
export async function searchBoats(
  term: string,
  results: number = DEFAULT_RESULTS,
  page = 1,
): Promise<BoatSearchResult[]> {
  return (await searchBoatsPage(term, results, page)).results;
}

/** Owners matching the term, best first (spec: `{ EierID, Fartøyeier }`). */
export async function searchOwners(
  term: string,
  results: number = DEFAULT_RESULTS,
  page = 1,
): Promise<OwnerSearchResult[]> {
  return (await searchOwnersPage(term, results, page)).results;
}
