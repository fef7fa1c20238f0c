/**
 * Small seeded PRNG (sfc32, seeded through splitmix32) and helpers. Every random choice in the
 * generator goes through this, with seeds derived from the run's seed and stable keys (year, vessel
 * index, trip index …), so that the same options always give byte-identical files and a document can
 * be regenerated on its own (the earlier copy of a year's file is a second pass over the same stream).
 */

/** Mixes any number of integers into one 32-bit seed (murmur3 finaliser per part). */
export function hashSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    let k = Math.imul(part | 0, 0xcc9e2d51);
    k = (k << 15) | (k >>> 17);
    k = Math.imul(k, 0x1b873593);
    h ^= k;
    h = (h << 13) | (h >>> 19);
    h = (Math.imul(h, 5) + 0xe6546b64) | 0;
    // Parts above 2^32 (none today) would lose their high bits; keep the mix honest for big integers.
    const high = Math.floor(part / 0x100000000);
    if (high !== 0) h ^= Math.imul(high, 0x85ebca6b);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function splitmix32(state: number): number {
  let z = state | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    // splitmix32 spreads a single seed over sfc32's four words.
    const s = seed >>> 0;
    this.a = splitmix32(s + 0x9e3779b9);
    this.b = splitmix32(s + 2 * 0x9e3779b9);
    this.c = splitmix32(s + 3 * 0x9e3779b9);
    this.d = splitmix32(s + 4 * 0x9e3779b9);
    for (let i = 0; i < 8; i++) this.nextUint32();
  }

  static of(...parts: number[]): Random {
    return new Random(hashSeed(...parts));
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** Uniform integer in [min, max] (both included). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform real in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Index chosen with probability proportional to its weight; -1 when all weights are 0. */
  weightedIndex(weights: readonly number[]): number {
    let total = 0;
    for (const weight of weights) total += weight;
    if (total <= 0) return -1;
    let r = this.next() * total;
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return i;
    }
    return weights.length - 1;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const index = this.weightedIndex(entries.map((entry) => entry[1]));
    return entries[Math.max(0, index)][0];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal around `median` with spread `sigma` (in log units), clamped to [min, max]. */
  logNormal(median: number, sigma: number, min: number, max: number): number {
    const value = median * Math.exp(sigma * this.normal());
    return Math.min(max, Math.max(min, value));
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = items[i];
      items[i] = items[j];
      items[j] = tmp;
    }
    return items;
  }
}
