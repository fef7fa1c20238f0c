import { StoreBusyError } from './store-errors';

/**
 * The connections of one open store, handed out with back-pressure.
 *
 * Three lanes share the connections. `bulk` is aggregation work (every result-cache miss outside a
 * lookup runs there: landing queries, top lists, CSV downloads): it may hold at most
 * `bulkConnections` at once, so a burst of heavy uncached queries can never take every connection.
 * `lookup` is the reading of one entity (a boat, firm, station or owner page, an `/api/…/{id}` read),
 * and `interactive` the rest (the health check, small reads): both may use any idle connection, and
 * each has a wait queue of its own, so a full bulk queue refuses neither and a freed connection goes
 * to them before bulk work. The cap matters beyond DuckDB: every running query occupies one of
 * libuv's threads (4 by default), and when all of them are busy even Node's file reads stop.
 *
 * Waiting is bounded three ways: at most `maxQueue` waiters per lane (`lookupMaxQueue` for lookups;
 * more are refused at once with `queue_full`), at most `maxWaitMs` for a connection, and never past
 * the query's own deadline (both `timeout`). A waiter whose signal aborts leaves the queue at once.
 */

export type StoreLane = 'bulk' | 'interactive' | 'lookup';

export interface PoolLimits {
  /** Connections bulk work may hold at once (at least 1, less than the pool's size). */
  bulkConnections: number;
  /** Waiters per lane; one more is refused with `queue_full`. */
  maxQueue: number;
  /** Waiters in the lookup lane (default: maxQueue). */
  lookupMaxQueue?: number;
  /** Longest wait for a connection, in ms. */
  maxWaitMs: number;
}

export interface AcquireOptions {
  /** Epoch ms after which the query's time is up, wait included. */
  deadline: number;
  signal?: AbortSignal;
}

export interface PoolStats {
  idle: number;
  running: Record<StoreLane, number>;
  waiting: Record<StoreLane, number>;
}

interface Waiter<C> {
  lane: StoreLane;
  grant: (connection: C) => void;
}

export class ConnectionPool<C> {
  private readonly idle: C[];
  private readonly waiting: Waiter<C>[] = [];
  private readonly running: Record<StoreLane, number> = { bulk: 0, interactive: 0, lookup: 0 };

  constructor(
    connections: C[],
    private readonly limits: PoolLimits,
  ) {
    this.idle = [...connections];
  }

  /** Seconds a refused or timed-out waiter should wait before it tries again. */
  get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000));
  }

  stats(): PoolStats {
    const waiting = { bulk: 0, interactive: 0, lookup: 0 };
    for (const waiter of this.waiting) waiting[waiter.lane]++;
    return { idle: this.idle.length, running: { ...this.running }, waiting };
  }

  /** Every connection, when none is handed out (for closing the store). */
  drain(): C[] {
    return this.idle.splice(0);
  }

  acquire(lane: StoreLane, { deadline, signal }: AcquireOptions): Promise<C> {
    signal?.throwIfAborted();
    if (this.idle.length > 0 && this.mayStart(lane)) return Promise.resolve(this.take(lane));
    if (this.waitingIn(lane) >= this.queueLimit(lane)) {
      return Promise.reject(new StoreBusyError('queue_full', this.retryAfterSeconds));
    }
    const waitMs = Math.min(this.limits.maxWaitMs, deadline - Date.now());
    if (waitMs <= 0) return Promise.reject(new StoreBusyError('timeout', this.retryAfterSeconds));

    return new Promise<C>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
      };
      const onAbort = () => {
        leave();
        reject(signal!.reason);
      };
      const timer = setTimeout(() => {
        leave();
        reject(
          new StoreBusyError(
            'timeout',
            this.retryAfterSeconds,
            `No store connection became free within ${waitMs} ms`,
          ),
        );
      }, waitMs);
      const waiter: Waiter<C> = {
        lane,
        grant: (connection) => {
          leave();
          resolve(connection);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(waiter);
    });
  }

  release(connection: C, lane: StoreLane) {
    this.running[lane]--;
    this.idle.push(connection);
    this.dispatch();
  }

  private mayStart(lane: StoreLane): boolean {
    return lane !== 'bulk' || this.running.bulk < this.limits.bulkConnections;
  }

  private queueLimit(lane: StoreLane): number {
    return lane === 'lookup' ? (this.limits.lookupMaxQueue ?? this.limits.maxQueue) : this.limits.maxQueue;
  }

  private take(lane: StoreLane): C {
    this.running[lane]++;
    return this.idle.pop()!;
  }

  private waitingIn(lane: StoreLane): number {
    let n = 0;
    for (const waiter of this.waiting) if (waiter.lane === lane) n++;
    return n;
  }

  /**
   * Hands idle connections to waiters: lookups and interactive queries first, in arrival order (they
   * are short, and a reader waits for each), then bulk work while its lane has room.
   */
  private dispatch() {
    for (const bulk of [false, true]) {
      for (let i = 0; i < this.waiting.length && this.idle.length > 0;) {
        const waiter = this.waiting[i];
        if ((waiter.lane === 'bulk') === bulk && this.mayStart(waiter.lane)) {
          waiter.grant(this.take(waiter.lane)); // removes it from `waiting`
        } else {
          i++;
        }
      }
    }
  }
}
