// Fixed-window counters kept in memory, for limits that are checked on every request of a hot
// path (analytics events) where a database round trip each would cost more than the work itself.
// Exact within one process (JavaScript runs one request step at a time); each server node counts
// on its own.
export class WindowCounter {
  private windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit for `key`; answers the hits in its current window, this one included. */
  hit(key: string): number {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && window.endsAt > now) return ++window.count;
    if (this.windows.size >= this.maxKeys) this.sweep(now);
    this.windows.set(key, { count: 1, endsAt: now + this.windowMs });
    return 1;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
    // Still full of live windows (a flood from many addresses): start over rather than grow.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}
