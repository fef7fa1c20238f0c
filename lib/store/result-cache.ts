import { currentStore } from './landing-store';

/**
 * Results of store queries, cached per (query name, normalised input, data version). A new store
 * version changes the key, so a stale result is never served after an ingest. Bounded LRU.
 */
const MAX_ENTRIES = 1000;
const cache = new Map<string, unknown>();

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function cachedQuery<T>(name: string, input: unknown, run: () => Promise<T>): Promise<T> {
  const store = await currentStore();
  const key = `${store?.fileName ?? 'none'}|${name}|${stableStringify(input)}`;
  if (cache.has(key)) {
    const hit = cache.get(key) as T;
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const result = await run();
  cache.set(key, result);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return result;
}

export function clearQueryCache() {
  cache.clear();
}
