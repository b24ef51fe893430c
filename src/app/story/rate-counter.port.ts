// A counter of calls per key in a time window, shared by every app process (the per-person budgets
// of storyteller calls and journey emails).
export interface RateCount {
  points: number;
  resetAt: Date;
}

export interface RateCounter {
  /** Counts one call for `key` in a window of `windowMs` and returns the count so far. */
  hit(key: string, windowMs: number): Promise<RateCount>;
  /** Takes back the last call (it failed on our side). */
  release(key: string): Promise<void>;
}
