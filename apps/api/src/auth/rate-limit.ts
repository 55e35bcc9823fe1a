/** A fixed-window limiter for login attempts, per account and per client address. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; start: number }>();
  constructor(private readonly limit: number, private readonly windowMs: number) {}

  /** Counts an attempt; false when the key is over its limit in the current window. */
  hit(key: string, now: number): boolean {
    const w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      this.windows.set(key, { count: 1, start: now });
      if (this.windows.size > 10_000) this.prune(now);
      return true;
    }
    w.count += 1;
    return w.count <= this.limit;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
