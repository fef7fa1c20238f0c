import 'server-only';
import { displayRegistrationMark, normalizeRegistrationMark } from '@/lib/fiskeridir';
import { currentStore, NoDataError, type OpenStore } from '@/lib/store/landing-store';
import { isoDate, numOrNull, text } from './common-sql';

/**
 * Quick search and full search over boats and owners (spec sections 2, 5 and 9).
 *
 * The boats and owners of the current store are held in memory as a small index (a few thousand
 * entries, loaded once per store version), so a search never touches the landing lines and its cost
 * does not grow with the years of landings loaded. Terms and
 * stored names are normalised the same way (spec section 5): upper case, Å→A, Ø and Ö→O, runs of white
 * space collapsed.
 *
 * A boat matches on its name (and former names), its registration mark in any usual spelling
 * (`N 0045B`, `N-45-B`, `N45B`), its call sign, its Fartøy ID and its current owner's organisation
 * number; an owner on its name, its organisation number, and the marks and call signs of the boats it
 * owns now. Best matches first: exact, then prefix, then a word of the name starting with the term,
 * then anywhere in it; a match on a secondary key (a former name, an owner's boat) ranks one step
 * lower. Ties go to the most recently active (last landing), then by name.
 */

export const MIN_TERM_LENGTH = 3;
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

export interface SearchPage<T> {
  /** Every match, for paging. */
  total: number;
  results: T[];
}

/** Upper case, Å→A, Ø and Ö→O, trimmed, inner white space collapsed. */
export function normalizeSearchTerm(term: string): string {
  return term
    .normalize('NFC')
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase()
    .replace(/Å/g, 'A')
    .replace(/[ØÖ]/g, 'O');
}

const compact = (value: string) => value.replace(/[\s\-_./]+/g, '');

// Match tiers, best first. A secondary key adds one tier.
const EXACT = 0;
const PREFIX = 1;
const WORD_PREFIX = 2;
const CONTAINS = 3;
const NO_MATCH = 99;

function nameTier(key: string, t: Terms): number {
  if (key === t.term) return EXACT;
  if (key.startsWith(t.term)) return PREFIX;
  if (key.includes(t.wordTerm)) return WORD_PREFIX;
  if (key.includes(t.term)) return CONTAINS;
  return NO_MATCH;
}

function codeTier(keys: readonly string[], compactTerm: string, allowContains: boolean): number {
  let best = NO_MATCH;
  for (const key of keys) {
    if (key === compactTerm) return EXACT;
    if (key.startsWith(compactTerm)) best = Math.min(best, PREFIX);
    else if (allowContains && key.includes(compactTerm)) best = Math.min(best, CONTAINS);
  }
  return best;
}

interface BoatEntry {
  result: BoatSearchResult;
  nameKey: string;
  formerNameKeys: string[];
  /** Compact, normalised marks: `N0045B` and `N45B`, also of former marks. */
  markKeys: string[];
  callSignKey: string | null;
  ownerId: string | null;
  /** Sort keys, so that ranking compares numbers only: last landing (yyyymmdd, 0 for none), name order. */
  recency: number;
  nameOrder: number;
}

interface OwnerEntry {
  result: OwnerSearchResult;
  nameKey: string;
  /** Marks and call signs of the boats the owner has now (compact, normalised). */
  boatKeys: string[];
  recency: number;
  nameOrder: number;
}

interface SearchIndex {
  boats: BoatEntry[];
  owners: OwnerEntry[];
}

function markKeys(marks: (string | null)[]): string[] {
  const keys = new Set<string>();
  for (const mark of marks) {
    if (!mark) continue;
    keys.add(normalizeSearchTerm(compact(mark)));
    keys.add(normalizeSearchTerm(compact(displayRegistrationMark(mark))));
  }
  return [...keys];
}

async function loadIndex(store: OpenStore): Promise<SearchIndex> {
  const [boatRows, ownerRows] = await Promise.all([
    store.query<{
      vessel_id: string;
      name: string | null;
      registration_mark: string | null;
      radio_call_sign: string | null;
      length: number | null;
      last_landing: string | null;
      owner_id: string | null;
      former_names: string[] | null;
      former_marks: string[] | null;
    }>(`
      with history as (
        select vessel_id, list(distinct name) as former_names, list(distinct registration_mark) as former_marks
        from boat_names group by vessel_id
      )
      select b.vessel_id, b.name, b.registration_mark, b.radio_call_sign, b.length,
        ${isoDate('b.last_landing')} as last_landing, b.owner_id, h.former_names, h.former_marks
      from boats b left join history h on h.vessel_id = b.vessel_id`),
    store.query<{ owner_id: string; name: string | null; last_landing: string | null }>(`
      select o.owner_id, o.name, ${isoDate('max(b.last_landing)')} as last_landing
      from owners o
      left join ownerships s on s.owner_id = o.owner_id and s.to_date is null
      left join boats b on b.vessel_id = s.vessel_id
      group by o.owner_id, o.name`),
  ]);

  const boats: BoatEntry[] = boatRows.map((row) => {
    const name = text(row.name);
    const mark = text(row.registration_mark);
    const nameKey = normalizeSearchTerm(name ?? '');
    const callSign = text(row.radio_call_sign);
    return {
      result: {
        ID: String(row.vessel_id),
        Name: name ?? (mark ? displayRegistrationMark(mark) : String(row.vessel_id)),
        RegistrationID: mark,
        Length: numOrNull(row.length),
        LastLandingDate: row.last_landing ?? null,
      },
      nameKey,
      formerNameKeys: (row.former_names ?? [])
        .filter((former): former is string => !!former)
        .map(normalizeSearchTerm)
        .filter((key) => key !== nameKey),
      markKeys: markKeys([mark, ...(row.former_marks ?? [])]),
      callSignKey: callSign ? normalizeSearchTerm(compact(callSign)) : null,
      ownerId: text(row.owner_id),
      recency: recencyOf(row.last_landing),
      nameOrder: 0,
    };
  });
  setNameOrder(boats, (boat) => `${boat.nameKey}|${boat.result.ID}`);

  const boatKeysByOwner = new Map<string, string[]>();
  for (const boat of boats) {
    if (!boat.ownerId) continue;
    const keys = boatKeysByOwner.get(boat.ownerId) ?? [];
    keys.push(...boat.markKeys, ...(boat.callSignKey ? [boat.callSignKey] : []));
    boatKeysByOwner.set(boat.ownerId, keys);
  }
  const owners: OwnerEntry[] = ownerRows.map((row) => {
    const id = String(row.owner_id);
    const name = text(row.name) ?? id;
    return {
      result: { EierID: id, Fartøyeier: name },
      nameKey: normalizeSearchTerm(name),
      boatKeys: boatKeysByOwner.get(id) ?? [],
      recency: recencyOf(row.last_landing),
      nameOrder: 0,
    };
  });
  setNameOrder(owners, (owner) => `${owner.nameKey}|${owner.result.EierID}`);
  return { boats, owners };
}

/** yyyy-MM-dd → yyyymmdd; no date → 0 (ranks last among equals). */
const recencyOf = (date: string | null) => (date ? Number(date.replace(/-/g, '')) : 0);

/** Numbers the entries in name order (then id), once per index, so ranking never compares strings. */
function setNameOrder<T extends { nameOrder: number }>(entries: T[], key: (entry: T) => string) {
  const keyed = entries.map((entry) => ({ entry, key: key(entry) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  keyed.forEach(({ entry }, i) => (entry.nameOrder = i));
}

// One index per store version; a new version (a finished ingest) builds a new one on first use.
let cachedIndex: { fileName: string; index: Promise<SearchIndex> } | null = null;

async function searchIndex(): Promise<SearchIndex> {
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

interface Terms {
  term: string;
  /** ` TERM`: the term at the start of a later word. */
  wordTerm: string;
  compactTerm: string;
  /** The term read as a registration mark, compact (`N0045B`), when it is one. */
  markTerm: string | null;
  /** The term's digits when it is an organisation number or Fartøy ID (digits and spaces only). */
  digits: string | null;
  hasDigit: boolean;
}

function termsOf(raw: string): Terms | null {
  const term = normalizeSearchTerm(raw);
  if (term.length < MIN_TERM_LENGTH) return null;
  const compactTerm = compact(term);
  const mark = normalizeRegistrationMark(raw);
  return {
    term,
    wordTerm: ` ${term}`,
    compactTerm,
    markTerm: mark ? normalizeSearchTerm(compact(mark)) : null,
    digits: /^[\d\s]+$/.test(term) ? term.replace(/\s/g, '') : null,
    hasDigit: /\d/.test(term),
  };
}

function boatTier(boat: BoatEntry, t: Terms): number {
  let tier = nameTier(boat.nameKey, t);
  if (tier === EXACT) return tier;
  for (const former of boat.formerNameKeys) tier = Math.min(tier, nameTier(former, t) + 1);
  if (t.markTerm && boat.markKeys.includes(t.markTerm)) return EXACT;
  tier = Math.min(tier, codeTier(boat.markKeys, t.compactTerm, t.hasDigit));
  if (boat.callSignKey) tier = Math.min(tier, codeTier([boat.callSignKey], t.compactTerm, false));
  if (t.digits) {
    if (boat.result.ID === t.digits) return EXACT;
    if (boat.ownerId === t.digits) tier = Math.min(tier, PREFIX);
  }
  return tier;
}

function ownerTier(owner: OwnerEntry, t: Terms): number {
  let tier = nameTier(owner.nameKey, t);
  if (tier === EXACT) return tier;
  if (t.digits) {
    if (owner.result.EierID === t.digits) return EXACT;
    if (owner.result.EierID.startsWith(t.digits)) tier = Math.min(tier, PREFIX);
  }
  if (t.markTerm && owner.boatKeys.includes(t.markTerm)) tier = Math.min(tier, PREFIX);
  else tier = Math.min(tier, codeTier(owner.boatKeys, t.compactTerm, false) === EXACT ? PREFIX : NO_MATCH);
  return tier;
}

/** A page of boats matching the term, best first, with the total number of matches. */
export async function searchBoatsPage(
  term: string,
  results: number = DEFAULT_RESULTS,
  page = 1,
): Promise<SearchPage<BoatSearchResult>> {
  const terms = termsOf(term);
  if (!terms) return { total: 0, results: [] };
  const { boats } = await searchIndex();
  const matches: { boat: BoatEntry; tier: number }[] = [];
  for (const boat of boats) {
    const tier = boatTier(boat, terms);
    if (tier < NO_MATCH) matches.push({ boat, tier });
  }
  matches.sort(
    (a, b) => a.tier - b.tier || b.boat.recency - a.boat.recency || a.boat.nameOrder - b.boat.nameOrder,
  );
  const { size, offset } = clampPaging(results, page);
  return { total: matches.length, results: matches.slice(offset, offset + size).map((m) => m.boat.result) };
}

/** A page of owners matching the term, best first, with the total number of matches. */
export async function searchOwnersPage(
  term: string,
  results: number = DEFAULT_RESULTS,
  page = 1,
): Promise<SearchPage<OwnerSearchResult>> {
  const terms = termsOf(term);
  if (!terms) return { total: 0, results: [] };
  const { owners } = await searchIndex();
  const matches: { owner: OwnerEntry; tier: number }[] = [];
  for (const owner of owners) {
    const tier = ownerTier(owner, terms);
    if (tier < NO_MATCH) matches.push({ owner, tier });
  }
  matches.sort(
    (a, b) => a.tier - b.tier || b.owner.recency - a.owner.recency || a.owner.nameOrder - b.owner.nameOrder,
  );
  const { size, offset } = clampPaging(results, page);
  return { total: matches.length, results: matches.slice(offset, offset + size).map((m) => m.owner.result) };
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
