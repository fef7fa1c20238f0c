import { allowedTypos, prefixEditDistance } from './edit-distance';
import { SEARCH_KINDS, type SearchKind } from './kinds';
import { normalizeSearchText, searchWords } from './normalize';

/**
 * Matching and ranking over the search index (pure: no store, no React). Best first by how the entry
 * matches — exact, prefix, a later word starting with the term, the term anywhere (or every typed word
 * starting a word of the name), then small typos — and within a tier by landed weight, recent activity
 * and name. A match on a secondary key (a boat's former name; a boat found through its owner's
 * organisation number, an owner through a boat it owns) ranks one step lower.
 */

export const MIN_TERM_LENGTH = 3;
/** Typed words beyond this many are not matched word by word (the whole-text tiers still apply). */
const MAX_TERM_WORDS = 6;

export const TIER = { exact: 0, prefix: 1, word: 2, contains: 3, typo: 5 } as const;
const NO_MATCH = 99;

export type MatchKind = keyof typeof TIER;

export function matchKindOf(tier: number): MatchKind {
  if (tier <= TIER.exact) return 'exact';
  if (tier <= TIER.prefix) return 'prefix';
  if (tier <= TIER.word) return 'word';
  if (tier < TIER.typo) return 'contains';
  return 'typo';
}

/** One row of the search index (lib/store/ingest/search-index.ts) as the server holds it. */
export interface SearchEntry {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string | null;
  href: string;
  nameKey: string;
  altKeys: string[];
  codes: string[];
  linkedCodes: string[];
  weight: number;
  /** yyyy-MM-dd */
  lastActive: string | null;
  registrationMark: string | null;
  length: number | null;
}

interface PreparedEntry {
  entry: SearchEntry;
  nameCompact: string;
  /** Vocabulary ids of the words of the name, then of the other names (from `altWordsFrom`). */
  wordIds: Int32Array;
  altWordsFrom: number;
  /** yyyymmdd, 0 for never. */
  recency: number;
  /** Place in label order, so ranking compares numbers only. */
  order: number;
}

export interface PreparedIndex {
  entries: PreparedEntry[];
  vocabulary: string[];
  size: number;
}

export function prepareIndex(entries: SearchEntry[]): PreparedIndex {
  const vocabularyIds = new Map<string, number>();
  const vocabulary: string[] = [];
  const idOf = (word: string) => {
    let id = vocabularyIds.get(word);
    if (id === undefined) {
      id = vocabulary.length;
      vocabulary.push(word);
      vocabularyIds.set(word, id);
    }
    return id;
  };
  const prepared = entries.map((entry) => {
    const own = searchWords(entry.nameKey).map(idOf);
    const alt = entry.altKeys.flatMap(searchWords).map(idOf);
    return {
      entry,
      nameCompact: entry.nameKey.replace(/ /g, ''),
      wordIds: Int32Array.from([...own, ...alt]),
      altWordsFrom: own.length,
      recency: entry.lastActive ? Number(entry.lastActive.replace(/-/g, '')) : 0,
      order: 0,
    };
  });
  [...prepared]
    .sort((a, b) => (a.entry.label < b.entry.label ? -1 : a.entry.label > b.entry.label ? 1 : 0))
    .forEach((item, index) => (item.order = index));
  return { entries: prepared, vocabulary, size: entries.length };
}

export interface PreparedTerm {
  key: string;
  compact: string;
  wordTerm: string;
  words: string[];
  hasDigit: boolean;
}

/** The typed text, normalised; null when it is too short to search (spec: at least 3 characters). */
export function prepareTerm(raw: string): PreparedTerm | null {
  const key = normalizeSearchText(raw);
  if (key.length < MIN_TERM_LENGTH) return null;
  return {
    key,
    compact: key.replace(/ /g, ''),
    wordTerm: ` ${key}`,
    words: searchWords(key).slice(0, MAX_TERM_WORDS),
    hasDigit: /\d/.test(key),
  };
}

function textTier(key: string, t: PreparedTerm): number {
  if (!key) return NO_MATCH;
  if (key === t.key) return TIER.exact;
  if (key.startsWith(t.key)) return TIER.prefix;
  if (key.includes(t.wordTerm)) return TIER.word;
  if (key.includes(t.key)) return TIER.contains;
  return NO_MATCH;
}

const startsWithLetter = (code: string) => code.charCodeAt(0) >= 65;

function codeTier(item: PreparedEntry, t: PreparedTerm): number {
  let best = NO_MATCH;
  for (const code of item.entry.codes) {
    if (code === t.compact) return TIER.exact;
    if (code.startsWith(t.compact)) best = Math.min(best, TIER.prefix);
    // Part of a registration mark or call sign (`45B` in `N0045B`), when the term has a digit.
    else if (t.hasDigit && code.includes(t.compact) && startsWithLetter(code))
      best = Math.min(best, TIER.contains);
  }
  if (best > TIER.prefix && item.entry.linkedCodes.includes(t.compact)) best = TIER.prefix;
  return best;
}

const PREFIX_MATCH = 1;
const TYPO_MATCH = 2;

/** Per typed word, how each vocabulary word matches it: 0 not, 1 as a prefix, 2 within its typo budget. */
function vocabularyMatches(index: PreparedIndex, t: PreparedTerm): Uint8Array[] | null {
  const typoWords = t.words.some((word) => allowedTypos(word.length) > 0);
  // One word without typo budget: the whole-text tiers have said all there is to say.
  if (t.words.length < 2 && !typoWords) return null;
  return t.words.map((typed) => {
    const max = allowedTypos(typed.length);
    const matches = new Uint8Array(index.vocabulary.length);
    index.vocabulary.forEach((word, id) => {
      if (word.startsWith(typed)) matches[id] = PREFIX_MATCH;
      else if (max > 0 && prefixEditDistance(typed, word, max) <= max) matches[id] = TYPO_MATCH;
    });
    return matches;
  });
}

/** Every typed word starts a word of the entry (contains tier) or is a small typo of one (typo tier). */
function wordsTier(item: PreparedEntry, matches: Uint8Array[]): number {
  let typo = false;
  let alt = false;
  for (const typed of matches) {
    let best = 0;
    let bestIsAlt = false;
    for (let i = 0; i < item.wordIds.length && best !== PREFIX_MATCH; i++) {
      const match = typed[item.wordIds[i]];
      if (match === PREFIX_MATCH || (match === TYPO_MATCH && best === 0)) {
        best = match;
        bestIsAlt = i >= item.altWordsFrom;
      }
    }
    if (best === 0) return NO_MATCH;
    typo ||= best === TYPO_MATCH;
    alt ||= bestIsAlt;
  }
  if (typo) return TIER.typo;
  return TIER.contains + (alt ? 1 : 0);
}

function tierOf(item: PreparedEntry, t: PreparedTerm, matches: Uint8Array[] | null): number {
  let tier = textTier(item.entry.nameKey, t);
  if (tier === TIER.exact) return tier;
  for (const alt of item.entry.altKeys) tier = Math.min(tier, textTier(alt, t) + 1);
  tier = Math.min(tier, codeTier(item, t));
  if (tier > TIER.contains && t.compact.length >= MIN_TERM_LENGTH && item.nameCompact.includes(t.compact)) {
    tier = TIER.contains;
  }
  if (tier > TIER.contains && matches) tier = Math.min(tier, wordsTier(item, matches));
  return tier;
}

export interface RankedHit {
  entry: SearchEntry;
  match: MatchKind;
}

/** Every entry matching the term, per kind, best first. Empty lists for a term too short to search. */
export function rankEntries(index: PreparedIndex, raw: string): Record<SearchKind, RankedHit[]> {
  const found = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, []])) as unknown as Record<
    SearchKind,
    { item: PreparedEntry; tier: number }[]
  >;
  const t = prepareTerm(raw);
  if (t) {
    const matches = vocabularyMatches(index, t);
    for (const item of index.entries) {
      const tier = tierOf(item, t, matches);
      if (tier < NO_MATCH) found[item.entry.kind].push({ item, tier });
    }
  }
  const ranked = {} as Record<SearchKind, RankedHit[]>;
  for (const kind of SEARCH_KINDS) {
    ranked[kind] = found[kind]
      .sort(
        (a, b) =>
          a.tier - b.tier ||
          b.item.entry.weight - a.item.entry.weight ||
          b.item.recency - a.item.recency ||
          a.item.order - b.item.order,
      )
      .map(({ item, tier }) => ({ entry: item.entry, match: matchKindOf(tier) }));
  }
  return ranked;
}
