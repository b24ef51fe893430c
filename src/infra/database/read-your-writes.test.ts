import { describe, expect, it } from 'vitest';
import { noticeOf, payloadOf } from './change-notices';
import { NoticedCache } from './noticed-cache';
import {
  decodePosition,
  encodePosition,
  mayServeFromCache,
  noteWritten,
  runWithPositions,
} from './read-your-writes';

const at = (commit: number, prepare: number) => ({
  commit: BigInt(commit),
  prepare: BigInt(prepare),
});

describe('read-your-writes', () => {
  it('serves from a cache only when this process heard as far as the client wrote', async () => {
    expect(mayServeFromCache(undefined)).toBe(true);
    await runWithPositions(at(10, 5), async () => {
      expect(mayServeFromCache(undefined)).toBe(false);
      expect(mayServeFromCache(at(10, 4))).toBe(false);
      expect(mayServeFromCache(at(10, 5))).toBe(true);
      expect(mayServeFromCache(at(11, 0))).toBe(true);
    });
  });

  it('keeps the newest write of a request, across awaits', async () => {
    const written = await runWithPositions(undefined, async (positions) => {
      noteWritten(at(3, 1));
      await new Promise((resolve) => setTimeout(resolve, 1));
      noteWritten(at(2, 9));
      noteWritten(at(3, 2));
      return positions.written;
    });
    expect(written).toEqual(at(3, 2));
    noteWritten(at(9, 9)); // outside a request: nothing to keep, no error
  });

  it('reads back only well-formed positions from the cookie', () => {
    expect(decodePosition(encodePosition(at(123, 45)))).toEqual(at(123, 45));
    for (const bad of [undefined, '', '1', '1.2.3', '-1.2', 'a.b', `${'9'.repeat(21)}.1`])
      expect(decodePosition(bad)).toBeUndefined();
  });

  it('carries the position in a notice, and reads the older notices without one', () => {
    expect(noticeOf(payloadOf(['user:1'], at(7, 8)))).toEqual({
      keys: ['user:1'],
      position: at(7, 8),
    });
    expect(noticeOf(payloadOf([], at(7, 8)))).toEqual({ keys: [], position: at(7, 8) });
    expect(noticeOf(payloadOf(['user:2']))).toEqual({ keys: ['user:2'] });
    expect(noticeOf('*')).toEqual({ keys: '*' });
    expect(noticeOf('{"k": 5}')).toEqual({ keys: '*' });
    expect(noticeOf('not json')).toEqual({ keys: '*' });
  });

  it('makes a kept entry unused (not lost) for a request that wrote past what was heard', async () => {
    let heard = at(1, 1);
    const notices = {
      live: true,
      subscribe: () => () => undefined,
      get heard() {
        return heard;
      },
    };
    const cache = new NoticedCache<string>(notices, { maxEntries: 10, maxAgeMs: 60_000 });
    await cache.read(
      'a',
      async () => 'old',
      () => ['user:1'],
    );
    const read = () =>
      runWithPositions(at(2, 0), () =>
        cache.read(
          'a',
          async () => 'fresh',
          () => ['user:1'],
        ),
      );
    expect(await read()).toBe('fresh');
    expect(cache.get('a')).toBe('fresh');
    heard = at(2, 0);
    expect(
      await runWithPositions(at(2, 0), () =>
        cache.read(
          'a',
          async () => 'newer',
          () => [],
        ),
      ),
    ).toBe('fresh');
  });
});
