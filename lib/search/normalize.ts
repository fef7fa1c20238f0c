/**
 * The one normalisation of search text, for what a reader types and for the names in the search index
 * (spec section 5: upper case, Å→A, Ø and Ö→O). Beyond the spec's three letters, every accent is folded
 * (É→E, Ü→U, Ä→A) and Æ becomes AE, so a reader without a Norwegian keyboard finds «ÆRØY» by typing «aeroy».
 * Punctuation separates words («H.P. HANSEN» → «H P HANSEN»); apostrophes join them («O'NEILL» →
 * «ONEILL»). Pure and dependency-free: ingest builds the index with it and the server matches with it.
 */

const APOSTROPHES = /['’`´]/g;
const COMBINING_MARKS = /\p{M}/gu;
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

export function normalizeSearchText(value: string): string {
  return value
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toUpperCase()
    .replace(/[ØŒ]/g, (letter) => (letter === 'Ø' ? 'O' : 'OE'))
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'SS')
    .replace(APOSTROPHES, '')
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .trim();
}

/** A code as typed or stored, without separators: `N-45-B`, `n 0045 b` → `N45B`, `N0045B`. */
export function compactSearchText(value: string): string {
  return normalizeSearchText(value).replace(/ /g, '');
}

/** The words of normalised text. */
export function searchWords(normalized: string): string[] {
  return normalized ? normalized.split(' ') : [];
}
