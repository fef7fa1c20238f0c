import { cacheKey, estimateResultBytes, ResultCache } from './result-cache';

/** `n` rows of the shape the landing queries return, about 100 estimated bytes each. */
const rows = (n: number, tag = 'x') =>
  Array.from({ length: n }, (_, i) => ({ id: `${tag}${i}`, name: 'HAVBRIS', weight: i * 1.5 }));

function cacheOf(maxBytes: number, maxEntryBytes = maxBytes, version = { current: 'v1' }) {
  return new ResultCache({ maxBytes, maxEntryBytes, version: async () => version.current });
}

/** A run that counts its calls and answers when the test says so. */
function controlledRun<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const calls: AbortSignal[] = [];
  const run = async (signal: AbortSignal) => {
    calls.push(signal);
    await gate;
    signal.throwIfAborted();
    return value;
  };
  return { run, calls, release };
}

describe('the result cache', () => {
  it('evicts the least recently used results once their estimated bytes pass maxSize', async () => {
    const size = estimateResultBytes(rows(100, 'a'));
    const cache = cacheOf(size * 2.5);
    let runs = 0;
    const query = (tag: string) =>
      cache.get('list', { tag }, async () => {
        runs++;
        return rows(100, tag);
      });

    await query('a');
    await query('b');
    await query('a'); // a is now the most recent
    expect(runs).toBe(2);
    expect(cache.stats().bytes).toBe(2 * size);

    await query('c'); // over the budget: b goes, a stays
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 2 * size });
    await query('a');
    expect(runs).toBe(3);
    await query('b');
    expect(runs).toBe(4);
  });

  it('returns a result larger than the per-entry cap without keeping it', async () => {
    const big = rows(1000);
    const cache = cacheOf(10 * 1024 * 1024, estimateResultBytes(big) - 1);
    let runs = 0;
    const query = () => cache.get('big', {}, async () => (runs++, big));
    expect(await query()).toBe(big);
    expect(await query()).toBe(big);
    expect(runs).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('runs a burst of identical misses once and gives every caller the result', async () => {
    const cache = cacheOf(1024 * 1024);
    const { run, calls, release } = controlledRun(rows(3));
    const burst = Array.from({ length: 20 }, () => cache.get('query', { year: 2024, pivots: ['1022'] }, run));
    await new Promise((resolve) => setImmediate(resolve));
    expect(calls).toHaveLength(1);
    expect(cache.stats().running).toBe(1);
    release();
    const results = await Promise.all(burst);
    expect(new Set(results).size).toBe(1);
    expect(results[0]).toEqual(rows(3));
    expect(cache.stats()).toMatchObject({ entries: 1, running: 0 });
  });

  it('lets a caller that aborts leave at once, and aborts the shared run only when every caller has left', async () => {
    const cache = cacheOf(1024 * 1024);
    const { run, calls, release } = controlledRun('answer');
    const first = new AbortController();
    const second = new AbortController();
    const leaving = cache.get('q', {}, run, { signal: first.signal });
    const staying = cache.get('q', {}, run, { signal: second.signal });
    await new Promise((resolve) => setImmediate(resolve));

    first.abort(new Error('first left'));
    await expect(leaving).rejects.toThrow('first left');
    expect(calls[0].aborted).toBe(false);
    release();
    await expect(staying).resolves.toBe('answer');

    const lonely = controlledRun('never');
    const third = new AbortController();
    const abandoned = cache.get('other', {}, lonely.run, { signal: third.signal });
    await new Promise((resolve) => setImmediate(resolve));
    third.abort(new Error('third left'));
    await expect(abandoned).rejects.toThrow('third left');
    expect(lonely.calls[0].aborted).toBe(true);
    // The abandoned run is forgotten: the next caller starts a fresh one.
    const fresh = controlledRun('fresh');
    const next = cache.get('other', {}, fresh.run);
    fresh.release();
    await expect(next).resolves.toBe('fresh');
  });

  it('reruns for a caller whose shared run was aborted by another caller’s own signal', async () => {
    const cache = cacheOf(1024 * 1024);
    const leader = new AbortController();
    let runs = 0;
    // The older call-site style: the run uses its caller's signal instead of the one it is given.
    const runWith = (signal: AbortSignal) => async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      signal.throwIfAborted();
      return 'rows';
    };
    const first = cache.get('q', {}, runWith(leader.signal));
    const second = cache.get('q', {}, runWith(new AbortController().signal));
    leader.abort(new DOMException('left', 'AbortError'));
    await expect(first).rejects.toThrow('left');
    await expect(second).resolves.toBe('rows');
    expect(runs).toBe(2);
  });

  it('keys results by store version and drops the old version’s entries when a new one appears', async () => {
    const version = { current: 'landings-000001.duckdb' };
    const cache = cacheOf(1024 * 1024, 1024 * 1024, version);
    await cache.get('facts', {}, async () => 'old');
    expect(await cache.get('facts', {}, async () => 'unused')).toBe('old');
    version.current = 'landings-000002.duckdb';
    expect(await cache.get('facts', {}, async () => 'new')).toBe('new');
    expect(cache.stats().entries).toBe(1);
  });

  it('caches null results (an unknown id) like any other', async () => {
    const cache = cacheOf(1024);
    let runs = 0;
    const lookup = () => cache.get('boat', { id: 'nope' }, async () => (runs++, null));
    expect(await lookup()).toBeNull();
    expect(await lookup()).toBeNull();
    expect(runs).toBe(1);
  });
});

describe('cache keys', () => {
  it('are the same for equal inputs in any key order, and differ for different inputs', () => {
    expect(cacheKey('v1', 'q', { a: 1, b: [2, 3], c: undefined })).toBe(
      cacheKey('v1', 'q', { b: [2, 3], a: 1 }),
    );
    expect(cacheKey('v1', 'q', { a: 1 })).not.toBe(cacheKey('v1', 'q', { a: 2 }));
    expect(cacheKey('v1', 'q', { a: 1 })).not.toBe(cacheKey('v2', 'q', { a: 1 }));
  });

  it('stay short for huge inputs, and still tell them apart', () => {
    const long = 'x'.repeat(100_000);
    const key = cacheKey('v1', 'landings.query', { XPivots: long });
    expect(key.length).toBeLessThanOrEqual(240);
    expect(key.startsWith('v1|landings.query|')).toBe(true);
    expect(cacheKey('v1', 'landings.query', { XPivots: `${long}y` })).not.toBe(key);
  });
});

describe('the size estimate', () => {
  it('grows with the result and stops counting past the limit', () => {
    expect(estimateResultBytes(rows(200))).toBeGreaterThan(estimateResultBytes(rows(100)) * 1.9);
    expect(estimateResultBytes('x'.repeat(1000))).toBeGreaterThanOrEqual(1000);
    // A huge result is found too big without walking all of it.
    const huge = rows(200_000);
    const full = estimateResultBytes(huge);
    expect(full).toBeGreaterThan(10_000_000);
    const capped = estimateResultBytes(huge, 10_000);
    expect(capped).toBeGreaterThan(10_000);
    expect(capped).toBeLessThan(full / 10);
  });
});
