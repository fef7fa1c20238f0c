import { allowedTypos, prefixEditDistance } from './edit-distance';
import { SEARCH_KINDS, type SearchKind } from './kinds';
import { normalizeSearchText, searchWords } from './normalize';
import { lowerBound, type PreparedEntry, type PreparedIndex, type SearchEntry } from './prepared-index';

export { prepareIndex, type PreparedIndex, type SearchEntry } from './prepared-index';

/**
 * Matching and ranking over the search index (pure: no store, no React). Best first by how the entry
 * matches — exact, prefix, a later word starting with the term, the term anywhere (or every typed word
 * starting a word of the name), then small typos — and within a tier by landed weight, recent activity
 * and name. A match on a secondary key (a boat's former name; a boat found through its owner's
 * organisation number, an owner through a boat it owns, a boat through its home municipality's full
 * name) ranks one step lower, and a hit found by its former name or home municipality says so.
 * Small typos are forgiven only when the term matches nothing better anywhere: a search for «torsk»
 * finds Torsk, not «Norsk vårgytende sild».
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

function codeTier(item: PreparedEntry, t: PreparedTerm): number {
  let best = NO_MATCH;
  for (const code of item.entry.codes) {
    if (code === t.compact) return TIER.exact;
    if (code.startsWith(t.compact)) best = Math.min(best, TIER.prefix);
    // Part of a registration mark or call sign (`45B` in `N0045B`), when the term has a digit.
    else if (t.hasDigit && code.charCodeAt(0) >= 65 && code.includes(t.compact))
      best = Math.min(best, TIER.contains);
  }
  if (best > TIER.prefix && item.entry.linkedCodes.includes(t.compact)) best = TIER.prefix;
  return best;
}

const NOT_ASKED = -1;
const NO_WORD_MATCH = 0;
const PREFIX_MATCH = 1;
const TYPO_MATCH = 2;

/**
 * How vocabulary words match each typed word (0 not, 1 as a prefix, 2 within its typo budget), worked
 * out on first use: only the words of entries that are candidates are ever asked about.
 */
class WordMatcher {
  private readonly memo: Int8Array[];
  private readonly budgets: number[];

  constructor(
    private readonly vocabulary: string[],
    private readonly typed: string[],
  ) {
    this.memo = typed.map(() => new Int8Array(vocabulary.length).fill(NOT_ASKED));
    this.budgets = typed.map((word) => allowedTypos(word.length));
  }

  match(typedIndex: number, wordId: number): number {
    const memo = this.memo[typedIndex];
    if (memo[wordId] === NOT_ASKED) {
      const word = this.vocabulary[wordId];
      const typed = this.typed[typedIndex];
      const max = this.budgets[typedIndex];
      memo[wordId] = word.startsWith(typed)
        ? PREFIX_MATCH
        : max > 0 && prefixEditDistance(typed, word, max) <= max
          ? TYPO_MATCH
          : NO_WORD_MATCH;
    }
    return memo[wordId];
  }
}

/** Every typed word starts a word of the entry (contains tier) or is a small typo of one (typo tier). */
function wordsTier(item: PreparedEntry, words: WordMatcher, count: number): number {
  let typo = false;
  let alt = false;
  for (let typed = 0; typed < count; typed++) {
    let best = NO_WORD_MATCH;
    let bestIsAlt = false;
    for (let i = 0; i < item.wordIds.length && best !== PREFIX_MATCH; i++) {
      const match = words.match(typed, item.wordIds[i]);
      if (match === PREFIX_MATCH || (match === TYPO_MATCH && best === NO_WORD_MATCH)) {
        best = match;
        bestIsAlt = i >= item.altWordsFrom;
      }
    }
    if (best === NO_WORD_MATCH) return NO_MATCH;
    typo ||= best === TYPO_MATCH;
    alt ||= bestIsAlt;
  }
  if (typo) return TIER.typo;
  return TIER.contains + (alt ? 1 : 0);
}

/** What gave an entry its tier (`tierOf`): the name or a code, a former name (its index), the home. */
const VIA_NAME = -1;
const VIA_HOME = -2;
let via = VIA_NAME;

/** The first other name whose words start with the first typed word (a words-tier match on it). */
function altHolding(item: PreparedEntry, t: PreparedTerm): number {
  const at = item.entry.altKeys.findIndex((alt) =>
    searchWords(alt).some((word) => word.startsWith(t.words[0])),
  );
  return Math.max(0, at);
}

/** The entry's tier for the term, and in `via` what gave it. */
function tierOf(item: PreparedEntry, t: PreparedTerm, words: WordMatcher): number {
  via = VIA_NAME;
  let tier = textTier(item.entry.nameKey, t);
  if (tier === TIER.exact) return tier;
  item.entry.altKeys.forEach((alt, index) => {
    const altTier = textTier(alt, t) + 1;
    if (altTier < tier) {
      tier = altTier;
      via = index;
    }
  });
  const code = codeTier(item, t);
  if (code < tier) {
    tier = code;
    via = VIA_NAME;
  }
  // Typed without the spaces («makrell kysten», «havsildindustrier»), from the start of a word.
  if (tier > TIER.contains && item.compactFromWords.some((compact) => compact.startsWith(t.compact))) {
    tier = TIER.contains;
    via = VIA_NAME;
  }
  if (tier > TIER.contains) {
    const wordTier = wordsTier(item, words, t.words.length);
    if (wordTier < tier) {
      tier = wordTier;
      via = wordTier === TIER.contains + 1 ? altHolding(item, t) : VIA_NAME;
    }
  }
  if (tier > TIER.contains + 1 && item.entry.homeKey === t.key) {
    tier = TIER.contains + 1;
    via = VIA_HOME;
  }
  return tier;
}

/**
 * Every entry that may match: those holding a word that contains the first typed word, is within its
 * typo budget, or starts the term typed without spaces; and those with a code the term starts, is, or
 * (with a digit) is inside. A superset of the matches: each is then checked in full by tierOf.
 */
function candidates(index: PreparedIndex, t: PreparedTerm, words: WordMatcher): Int32Array {
  const seen = new Uint8Array(index.entries.length);
  const found: number[] = [];
  const add = (entry: number) => {
    if (seen[entry] === 0) {
      seen[entry] = 1;
      found.push(entry);
    }
  };
  const first = t.words[0];
  index.vocabulary.forEach((word, id) => {
    const holds =
      word.includes(first) ||
      (word.length >= MIN_TERM_LENGTH && word.length < t.compact.length && t.compact.startsWith(word)) ||
      words.match(0, id) === TYPO_MATCH;
    if (holds) for (const entry of index.postings[id]) add(entry);
  });
  for (let i = lowerBound(index.codes, t.compact); i < index.codes.length; i++) {
    if (!index.codes[i].startsWith(t.compact)) break;
    add(index.codeEntries[i]);
  }
  if (t.hasDigit) {
    index.letterCodes.forEach((code, i) => {
      if (code.includes(t.compact)) add(index.letterCodeEntries[i]);
    });
  }
  for (const entry of index.linked.get(t.compact) ?? []) add(entry);
  for (const entry of index.homes.get(t.key) ?? []) add(entry);
  return Int32Array.from(found);
}

/** Why an entry matched when it was not by its name: a former name, or its home municipality. */
export type MatchedVia = { kind: 'former-name'; name: string } | { kind: 'home'; name: string };

export interface RankedHit {
  entry: SearchEntry;
  match: MatchKind;
  via: MatchedVia | null;
}

export interface KindMatches {
  total: number;
  /** Hits `offset` to `offset + size`, best first. */
  take(offset: number, size: number): RankedHit[];
}

// Tier and rank in one number: sorting numbers is what keeps a large answer cheap.
const RANKS_PER_TIER = 2 ** 24;

function kindMatches(index: PreparedIndex, keys: number[], vias: Map<number, number>): KindMatches {
  let sorted: Float64Array | null = null;
  return {
    total: keys.length,
    take(offset, size) {
      sorted ??= Float64Array.from(keys).sort();
      const byRank = rankedEntries(index);
      return Array.from(sorted.subarray(offset, offset + size), (key) => {
        const tier = Math.floor(key / RANKS_PER_TIER);
        const rank = key - tier * RANKS_PER_TIER;
        const { entry } = byRank[rank];
        return { entry, match: matchKindOf(tier), via: viaOf(entry, vias.get(rank)) };
      });
    },
  };
}

function viaOf(entry: SearchEntry, via: number | undefined): MatchedVia | null {
  if (via === undefined || via === VIA_NAME) return null;
  if (via === VIA_HOME) return entry.homeLabel ? { kind: 'home', name: entry.homeLabel } : null;
  const name = entry.altLabels[via] ?? entry.altKeys[via];
  return name ? { kind: 'former-name', name } : null;
}

const entriesByRank = new WeakMap<PreparedIndex, PreparedEntry[]>();

function rankedEntries(index: PreparedIndex): PreparedEntry[] {
  let byRank = entriesByRank.get(index);
  if (!byRank) {
    byRank = [];
    for (const item of index.entries) byRank[item.rank] = item;
    entriesByRank.set(index, byRank);
  }
  return byRank;
}

/**
 * Every entry matching the term, per kind, best first. No matches for a term too short to search, nor
 * for kinds left out of `only`.
 */
export function rankEntries(
  index: PreparedIndex,
  raw: string,
  only?: SearchKind,
): Record<SearchKind, KindMatches> {
  const keys = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, [] as number[]])) as Record<
    SearchKind,
    number[]
  >;
  const t = prepareTerm(raw);
  // Entries by what gave them their rank, when that was not their name.
  const vias = new Map<number, number>();
  if (t) {
    const words = new WordMatcher(index.vocabulary, t.words);
    const typos: PreparedEntry[] = [];
    let betterThanTypo = false;
    // Every kind is ranked even when one is asked for: whether typos count depends on all of them.
    for (const entry of candidates(index, t, words)) {
      const item = index.entries[entry];
      const tier = tierOf(item, t, words);
      if (tier >= NO_MATCH) continue;
      if (tier >= TIER.typo) {
        typos.push(item);
        continue;
      }
      betterThanTypo = true;
      if (via !== VIA_NAME) vias.set(item.rank, via);
      if (!only || item.entry.kind === only) keys[item.entry.kind].push(tier * RANKS_PER_TIER + item.rank);
    }
    if (!betterThanTypo) {
      for (const item of typos) {
        if (!only || item.entry.kind === only)
          keys[item.entry.kind].push(TIER.typo * RANKS_PER_TIER + item.rank);
      }
    }
  }
  return Object.fromEntries(
    SEARCH_KINDS.map((kind) => [kind, kindMatches(index, keys[kind], vias)]),
  ) as Record<SearchKind, KindMatches>;
}
