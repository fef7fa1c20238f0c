import { ConnectionPool, type PoolLimits } from './connection-pool';
import { StoreBusyError } from './store-errors';

const limits: PoolLimits = { bulkConnections: 2, maxQueue: 3, maxWaitMs: 5_000 };
const later = (ms = 60_000) => ({ deadline: Date.now() + ms });

/** A pool of `size` connections named c0, c1, … (handed out last first). */
function poolOf(size: number, overrides: Partial<PoolLimits> = {}) {
  const names = Array.from({ length: size }, (_, i) => `c${i}`);
  return new ConnectionPool(names, { ...limits, ...overrides });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error,
  );
}

describe('the connection pool', () => {
  it('refuses a waiter beyond the queue limit at once with queue_full', async () => {
    const pool = poolOf(1, { maxQueue: 2 });
    await pool.acquire('interactive', later());
    const queued = [pool.acquire('interactive', later()), pool.acquire('interactive', later())];
    const started = Date.now();
    const error = await rejection(pool.acquire('interactive', later()));
    expect(Date.now() - started).toBeLessThan(50);
    expect(error).toBeInstanceOf(StoreBusyError);
    expect((error as StoreBusyError).reason).toBe('queue_full');
    expect((error as StoreBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(pool.stats().waiting.interactive).toBe(2);
    // The queued ones are still served, in order, as connections come back.
    pool.release('c0', 'interactive');
    await expect(queued[0]).resolves.toBe('c0');
    pool.release('c0', 'interactive');
    await expect(queued[1]).resolves.toBe('c0');
  });

  it('takes a waiter whose signal aborts out of the queue, and hands the connection to the next one', async () => {
    const pool = poolOf(1);
    await pool.acquire('interactive', later());
    const controller = new AbortController();
    const leaving = pool.acquire('interactive', { ...later(), signal: controller.signal });
    const staying = pool.acquire('interactive', later());
    expect(pool.stats().waiting.interactive).toBe(2);

    controller.abort(new Error('client left'));
    await expect(leaving).rejects.toThrow('client left');
    expect(pool.stats().waiting.interactive).toBe(1);

    pool.release('c0', 'interactive');
    await expect(staying).resolves.toBe('c0');
    expect(pool.stats()).toEqual({
      idle: 0,
      running: { bulk: 0, interactive: 1, lookup: 0 },
      waiting: { bulk: 0, interactive: 0, lookup: 0 },
    });
  });

  it('gives up waiting at the query deadline or the maximum wait, whichever comes first', async () => {
    const pool = poolOf(1, { maxWaitMs: 80 });
    await pool.acquire('interactive', later());

    let started = Date.now();
    let error = await rejection(pool.acquire('interactive', later()));
    expect((error as StoreBusyError).reason).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(70);
    expect(Date.now() - started).toBeLessThan(1_000);

    started = Date.now();
    error = await rejection(pool.acquire('interactive', later(20)));
    expect((error as StoreBusyError).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(70);
    expect(pool.stats().waiting.interactive).toBe(0);
  });

  it('keeps connections free for interactive queries while bulk work queues', async () => {
    const pool = poolOf(4, { bulkConnections: 2 });
    await pool.acquire('bulk', later());
    await pool.acquire('bulk', later());
    const thirdBulk = pool.acquire('bulk', later());
    expect(pool.stats().waiting.bulk).toBe(1);

    // Two idle connections remain, and they are for interactive queries, even behind a waiting bulk one.
    const lookups = await Promise.all([
      pool.acquire('interactive', later()),
      pool.acquire('interactive', later()),
    ]);
    expect(lookups).toHaveLength(2);
    pool.release(lookups[0], 'interactive');
    expect(pool.stats().waiting.bulk).toBe(1);

    // A bulk connection coming back lets the waiting bulk query run.
    pool.release('c3', 'bulk');
    await expect(thirdBulk).resolves.toBeDefined();
    expect(pool.stats().running).toEqual({ bulk: 2, interactive: 1, lookup: 0 });
  });

  it('counts the queue limit per lane, so a full bulk queue does not refuse an interactive query', async () => {
    const pool = poolOf(2, { bulkConnections: 1, maxQueue: 1 });
    await pool.acquire('bulk', later());
    const waitingBulk = pool.acquire('bulk', later());
    expect(((await rejection(pool.acquire('bulk', later()))) as StoreBusyError).reason).toBe('queue_full');
    await expect(pool.acquire('interactive', later())).resolves.toBeDefined();
    pool.release('c1', 'bulk');
    await expect(waitingBulk).resolves.toBeDefined();
  });

  it('serves lookups while bulk work fills its lane and its queue', async () => {
    const pool = poolOf(4, { bulkConnections: 2, maxQueue: 2, lookupMaxQueue: 2 });
    await pool.acquire('bulk', later());
    await pool.acquire('bulk', later());
    const queuedBulk = [pool.acquire('bulk', later()), pool.acquire('bulk', later())];
    // The bulk queue is full: one more bulk query is refused, a lookup is not.
    expect(((await rejection(pool.acquire('bulk', later()))) as StoreBusyError).reason).toBe('queue_full');
    const lookups = [await pool.acquire('lookup', later()), await pool.acquire('lookup', later())];
    // Every connection is taken now: the next lookup waits in its own queue, not the full bulk one …
    const waitingLookup = pool.acquire('lookup', later());
    expect(pool.stats().waiting).toEqual({ bulk: 2, interactive: 0, lookup: 1 });
    // … and a freed connection goes to it, ahead of the bulk queries that came first.
    pool.release('c3', 'bulk');
    await expect(waitingLookup).resolves.toBe('c3');
    expect(pool.stats().waiting).toEqual({ bulk: 2, interactive: 0, lookup: 0 });
    // The bulk queries get their turn once connections come back and the bulk lane has room.
    for (const connection of lookups) pool.release(connection, 'lookup');
    pool.release('c2', 'bulk');
    await expect(Promise.all(queuedBulk)).resolves.toHaveLength(2);
  });

  it('bounds the lookup queue by its own limit', async () => {
    const pool = poolOf(1, { maxQueue: 5, lookupMaxQueue: 1 });
    await pool.acquire('lookup', later());
    const queued = pool.acquire('lookup', later());
    expect(((await rejection(pool.acquire('lookup', later()))) as StoreBusyError).reason).toBe('queue_full');
    pool.release('c0', 'lookup');
    await expect(queued).resolves.toBe('c0');
  });
});
