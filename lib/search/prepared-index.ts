import type { SearchKind } from './kinds';
import { searchWords } from './normalize';

/**
 * The search index as the server holds it in memory, built once per store version: every entry with its
 * words as vocabulary ids, the vocabulary's postings (which entries hold each word), the codes sorted for
 * prefix look-ups, and one rank per entry for ties. A search then looks at the vocabulary (tens of
 * thousands of distinct words) and at the entries that hold a matching word, never at every entry.
 */

/** One row of the search index (lib/store/ingest/read-models/search-index.ts). */
export interface SearchEntry {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string | null;
  href: string;
  nameKey: string;
  altKeys: string[];
  /** The other names as written, one per `altKeys` entry. */
  altLabels: string[];
  codes: string[];
  linkedCodes: string[];
  weight: number;
  /** yyyy-MM-dd */
  lastActive: string | null;
  registrationMark: string | null;
  length: number | null;
  /** Boats: the home municipality, normalised (`homeKey`) and as written. */
  homeKey: string | null;
  homeLabel: string | null;
}

export interface PreparedEntry {
  entry: SearchEntry;
  /** The name without spaces from each word on (`HAVSILDINDUSTRIERAS`, `INDUSTRIERAS`, `AS`). */
  compactFromWords: string[];
  /** Vocabulary ids of the words of the name, then of the other names (from `altWordsFrom`). */
  wordIds: Int32Array;
  altWordsFrom: number;
  /** Place among all entries by landed weight, then last activity, then label: ties break on it. */
  rank: number;
}

export interface PreparedIndex {
  entries: PreparedEntry[];
  vocabulary: string[];
  /** Per vocabulary id, the entries that hold the word. */
  postings: Int32Array[];
  /** Every code, sorted, with its entry: exact and prefix look-ups by binary search. */
  codes: string[];
  codeEntries: Int32Array;
  /** Codes starting with a letter (marks, call signs), for a match inside them. */
  letterCodes: string[];
  letterCodeEntries: Int32Array;
  linked: Map<string, number[]>;
  /** Per normalised municipality name, the boats whose home municipality it is. */
  homes: Map<string, number[]>;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function compactFromWords(nameKey: string): string[] {
  const words = searchWords(nameKey);
  return words.map((_, index) => words.slice(index).join(''));
}

export function prepareIndex(entries: SearchEntry[]): PreparedIndex {
  const vocabularyIds = new Map<string, number>();
  const vocabulary: string[] = [];
  const holders: number[][] = [];
  const idOf = (word: string) => {
    let id = vocabularyIds.get(word);
    if (id === undefined) {
      id = vocabulary.length;
      vocabulary.push(word);
      holders.push([]);
      vocabularyIds.set(word, id);
    }
    return id;
  };

  const codePairs: [string, number][] = [];
  const linked = new Map<string, number[]>();
  const homes = new Map<string, number[]>();
  const prepared: PreparedEntry[] = entries.map((entry, index) => {
    const own = searchWords(entry.nameKey).map(idOf);
    const alt = entry.altKeys.flatMap(searchWords).map(idOf);
    for (const id of new Set([...own, ...alt])) holders[id].push(index);
    for (const code of entry.codes) codePairs.push([code, index]);
    for (const code of entry.linkedCodes) linked.set(code, [...(linked.get(code) ?? []), index]);
    if (entry.homeKey) {
      const boats = homes.get(entry.homeKey);
      if (boats) boats.push(index);
      else homes.set(entry.homeKey, [index]);
    }
    return {
      entry,
      compactFromWords: compactFromWords(entry.nameKey),
      wordIds: Int32Array.from([...own, ...alt]),
      altWordsFrom: own.length,
      rank: 0,
    };
  });

  const recency = (item: PreparedEntry) => item.entry.lastActive ?? '';
  [...prepared]
    .sort(
      (a, b) =>
        b.entry.weight - a.entry.weight ||
        byText(recency(b), recency(a)) ||
        byText(a.entry.label, b.entry.label),
    )
    .forEach((item, rank) => (item.rank = rank));

  codePairs.sort((a, b) => byText(a[0], b[0]));
  const letterPairs = codePairs.filter(([code]) => code.charCodeAt(0) >= 65);
  return {
    entries: prepared,
    vocabulary,
    postings: holders.map((list) => Int32Array.from(list)),
    codes: codePairs.map(([code]) => code),
    codeEntries: Int32Array.from(codePairs.map(([, entry]) => entry)),
    letterCodes: letterPairs.map(([code]) => code),
    letterCodeEntries: Int32Array.from(letterPairs.map(([, entry]) => entry)),
    linked,
    homes,
  };
}

/** The first place in sorted `values` not before `value`. */
export function lowerBound(values: string[], value: string): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
