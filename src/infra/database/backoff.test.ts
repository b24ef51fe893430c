import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff';

const options = { initialMs: 100, maxMs: 5000 };

describe('backoffDelay', () => {
  it('doubles from the initial delay and stops at the cap', () => {
    const top = (attempt: number) => backoffDelay(attempt, options, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 50].map(top)).toEqual([
      100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000,
    ]);
  });

  it('spreads each delay between half its ceiling and the ceiling', () => {
    expect(backoffDelay(3, options, () => 0)).toBe(400);
    expect(backoffDelay(3, options, () => 0.5)).toBe(600);
    for (let i = 0; i < 200; i++) {
      const delay = backoffDelay(10, options);
      expect(delay).toBeGreaterThanOrEqual(2500);
      expect(delay).toBeLessThanOrEqual(5000);
    }
  });
});
