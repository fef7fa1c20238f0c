/**
 * The render gate: at most `concurrency` page renders run in Next at once, and at most `perAddress`
 * of them for one client address; more wait their turn in a bounded queue, and are answered 503 with
 * Retry-After when the queue is full or the wait too long. An address that already has
 * `perAddress × ADDRESS_QUEUE_FACTOR` requests at the gate is turned away at once (`tooMany`: the
 * server answers 429), so one client cannot fill the queue either.
 *
 * Why: Next renders on the one JavaScript thread, and each render holds memory until it is sent. A
 * flood of page misses (distinct URLs no cache holds) would otherwise start hundreds of renders at
 * once: every answer slows, memory climbs, and the health check and the API queue behind them. Behind
 * the gate the flood waits or is turned away, and what is not a page render (the API, static files,
 * front-cache hits) passes at once. The per-address share keeps turns free for every other reader
 * while one address floods: a reader opens a page or two at a time, never dozens. scripts/serve.ts
 * puts it in front of Next.
 */

export interface RenderGateLimits {
  concurrency: number;
  maxQueue: number;
  maxWaitMs: number;
  /** Renders one address may run at once (0: no share per address). */
  perAddress: number;
}

/** How many requests of one address may be at the gate (running or waiting), per running turn. */
export const ADDRESS_QUEUE_FACTOR = 4;

export type RenderTurn =
  { granted: true; release: () => void } | { granted: false; retryAfterSeconds: number; tooMany?: boolean };

interface Waiter {
  address: string;
  grant: (turn: RenderTurn) => void;
}

export class RenderGate {
  private running = 0;
  private readonly waiting: Waiter[] = [];
  /** Requests at the gate per address: running and waiting. */
  private readonly present = new Map<string, { running: number; total: number }>();

  constructor(private readonly limits: RenderGateLimits) {}

  stats(): { running: number; waiting: number; addresses: number } {
    return { running: this.running, waiting: this.waiting.length, addresses: this.present.size };
  }

  private get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000));
  }

  private mayRun(address: string): boolean {
    const share = this.limits.perAddress;
    return share === 0 || (this.present.get(address)?.running ?? 0) < share;
  }

  private leave(address: string, wasRunning: boolean): void {
    const count = this.present.get(address);
    if (!count) return;
    count.total--;
    if (wasRunning) count.running--;
    if (count.total <= 0) this.present.delete(address);
  }

  /** A turn to render for a request of `address`, or a refusal. `release` must be called once the answer is done. */
  enter(address = ''): Promise<RenderTurn> {
    const share = this.limits.perAddress;
    const count = this.present.get(address) ?? { running: 0, total: 0 };
    if (share > 0 && count.total >= share * ADDRESS_QUEUE_FACTOR) {
      return Promise.resolve({ granted: false, retryAfterSeconds: this.retryAfterSeconds, tooMany: true });
    }
    if (this.running < this.limits.concurrency && this.mayRun(address)) {
      count.total++;
      this.present.set(address, count);
      return Promise.resolve(this.grant(address));
    }
    if (this.waiting.length >= this.limits.maxQueue) {
      return Promise.resolve({ granted: false, retryAfterSeconds: this.retryAfterSeconds });
    }
    count.total++;
    this.present.set(address, count);
    return new Promise<RenderTurn>((resolve) => {
      const waiter: Waiter = {
        address,
        grant: (turn) => {
          clearTimeout(timer);
          resolve(turn);
        },
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        this.leave(address, false);
        resolve({ granted: false, retryAfterSeconds: this.retryAfterSeconds });
      }, this.limits.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  /**
   * A turn only if one is idle now, with `leaveIdle` more turns still idle after it and nobody waiting,
   * else null at once: for work nobody waits for (a prefetch), which must never hold a reader's page.
   */
  tryEnter(address = '', leaveIdle = 1): RenderTurn | null {
    const share = this.limits.perAddress;
    const count = this.present.get(address) ?? { running: 0, total: 0 };
    if (this.waiting.length > 0 || this.running + leaveIdle >= this.limits.concurrency) return null;
    if (!this.mayRun(address) || (share > 0 && count.total >= share * ADDRESS_QUEUE_FACTOR)) return null;
    count.total++;
    this.present.set(address, count);
    return this.grant(address);
  }

  private grant(address: string): RenderTurn {
    this.running++;
    this.present.get(address)!.running++;
    let released = false;
    return {
      granted: true,
      release: () => {
        if (released) return;
        released = true;
        this.running--;
        this.leave(address, true);
        // The first waiter whose address has a share left: one address's queue never blocks another's.
        const at = this.waiting.findIndex((waiter) => this.mayRun(waiter.address));
        if (at < 0) return;
        const [next] = this.waiting.splice(at, 1);
        next.grant(this.grant(next.address));
      },
    };
  }
}
