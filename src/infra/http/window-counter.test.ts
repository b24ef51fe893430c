import { describe, expect, it } from 'vitest';
import { WindowCounter } from './window-counter';

describe('the in-memory window counter', () => {
  it('counts hits per key within a window and starts again after it', () => {
    let now = 0;
    const counter = new WindowCounter(60_000, () => now);
    expect([1, 2, 3].map(() => counter.hit('a'))).toEqual([1, 2, 3]);
    expect(counter.hit('b')).toBe(1);
    now = 59_999;
    expect(counter.hit('a')).toBe(4);
    now = 60_000;
    expect(counter.hit('a')).toBe(1);
  });

  it('stays bounded: ended windows are swept when it is full', () => {
    let now = 0;
    const counter = new WindowCounter(1000, () => now, 3);
    counter.hit('a');
    counter.hit('b');
    counter.hit('c');
    now = 1000;
    expect(counter.hit('d')).toBe(1);
    expect(counter.hit('a')).toBe(1);
  });
});
