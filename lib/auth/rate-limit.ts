/**
 * A fixed-window counter per key, in memory: enough to stop one user from hammering the write
 * endpoints of one web node. Not shared between nodes; each node allows the limit on its own.
 */
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
  remaining: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    /** Bounds memory when many keys pass by; expired windows are dropped first. */
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateLimitResult {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.prune(now);
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
        remaining: 0,
      };
    }
    window.count++;
    return { allowed: true, retryAfterSeconds: 0, remaining: this.limit - window.count };
  }

  reset() {
    this.windows.clear();
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    // Still full: forget the oldest windows (Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
  }
}
