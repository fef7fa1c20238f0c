/**
 * Small-typo tolerance for search: how many edits (insert, delete, substitute, swap two neighbours) turn
 * a typed word into a word of a name, or into the start of one (a reader types «makrelkyst» on the way to
 * «MAKRELLKYSTEN»). Bounded: only cells within `max` of the diagonal are computed and the work stops as
 * soon as a whole row is over `max`, so a mismatching word costs a few cells, never a full table.
 */

/** Edits allowed for a typed word of this length (the spec of issue 31: 1 from 4 letters, 2 from 8). */
export function allowedTypos(length: number): number {
  if (length >= 8) return 2;
  if (length >= 4) return 1;
  return 0;
}

const TOO_FAR = 1 << 20;
// Three rows reused across calls: searches run one at a time in a Node process.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The fewest edits from `typed` to `word` or to a prefix of `word` that is at least `typed.length - max`
 * long; `max + 1` when it is more than `max`.
 */
export function prefixEditDistance(typed: string, word: string, max: number): number {
  const m = typed.length;
  const n = Math.min(word.length, m + max);
  if (n < m - max) return max + 1;
  if (rows[0].length < n + 1) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= n; j++) previous[j] = j <= max ? j : TOO_FAR;
  for (let i = 1; i <= m; i++) {
    const low = Math.max(1, i - max);
    const high = Math.min(n, i + max);
    current[low - 1] = low === 1 ? i : TOO_FAR;
    let rowMin = current[low - 1];
    const typedChar = typed.charCodeAt(i - 1);
    for (let j = low; j <= high; j++) {
      const wordChar = word.charCodeAt(j - 1);
      let cost = previous[j - 1] + (typedChar === wordChar ? 0 : 1);
      // previous[j] beyond the previous row's band was never written this round.
      const deletion = (j <= i - 1 + max ? previous[j] : TOO_FAR) + 1;
      const insertion = current[j - 1] + 1;
      if (deletion < cost) cost = deletion;
      if (insertion < cost) cost = insertion;
      if (
        i > 1 &&
        j > 1 &&
        typedChar === word.charCodeAt(j - 2) &&
        typed.charCodeAt(i - 2) === wordChar &&
        before[j - 2] + 1 < cost
      ) {
        cost = before[j - 2] + 1;
      }
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (high < n) current[high + 1] = TOO_FAR;
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  let best = max + 1;
  for (let j = Math.max(0, m - max); j <= Math.min(n, m + max); j++)
    if (previous[j] < best) best = previous[j];
  return best;
}
