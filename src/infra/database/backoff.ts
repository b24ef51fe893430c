// Retry delays for reconnect loops: exponential, capped, and jittered so that many app nodes
// that lost the same database do not all knock on its door in the same millisecond.

export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
}

/**
 * The delay before retry number `attempt` (0 for the first retry): a ceiling that doubles up to
 * `maxMs`, and a delay between half the ceiling and the ceiling ("equal jitter": spread out,
 * yet never so short that a dead server is hammered).
 */
export function backoffDelay(
  attempt: number,
  { initialMs, maxMs }: BackoffOptions,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, initialMs * 2 ** Math.min(Math.max(attempt, 0), 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
