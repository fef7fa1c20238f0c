/**
 * The render gate: at most `concurrency` page renders run in Next at once; more wait their turn in a
 * bounded queue, and are answered 503 with Retry-After when the queue is full or the wait too long.
 *
 * Why: Next renders on the one JavaScript thread, and each render holds memory until it is sent. A
 * flood of page misses (distinct URLs no cache holds) would otherwise start hundreds of renders at
 * once: every answer slows, memory climbs, and the health check and the API queue behind them. Behind
 * the gate the flood waits or is turned away, and what is not a page render (the API, static files,
 * front-cache hits) passes at once. scripts/serve.ts puts it in front of Next.
 */

export interface RenderGateLimits {
  concurrency: number;
  maxQueue: number;
  maxWaitMs: number;
}

export type RenderTurn =
  { granted: true; release: () => void } | { granted: false; retryAfterSeconds: number };

export class RenderGate {
  private running = 0;
  private readonly waiting: Array<(turn: RenderTurn) => void> = [];

  constructor(private readonly limits: RenderGateLimits) {}

  stats(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private get retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(this.limits.maxWaitMs / 1000));
  }

  /** A turn to render, or a refusal. `release` must be called once the answer is done. */
  enter(): Promise<RenderTurn> {
    if (this.running < this.limits.concurrency) return Promise.resolve(this.grant());
    if (this.waiting.length >= this.limits.maxQueue) {
      return Promise.resolve({ granted: false, retryAfterSeconds: this.retryAfterSeconds });
    }
    return new Promise<RenderTurn>((resolve) => {
      const waiter = (turn: RenderTurn) => {
        clearTimeout(timer);
        resolve(turn);
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve({ granted: false, retryAfterSeconds: this.retryAfterSeconds });
      }, this.limits.maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  private grant(): RenderTurn {
    this.running++;
    let released = false;
    return {
      granted: true,
      release: () => {
        if (released) return;
        released = true;
        this.running--;
        const next = this.waiting.shift();
        if (next) next(this.grant());
      },
    };
  }
}
