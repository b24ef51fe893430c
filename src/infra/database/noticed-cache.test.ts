import { describe, expect, it } from 'vitest';
import { EVERYTHING, type ChangedKeys } from './change-notices';
import { NoticedCache } from './noticed-cache';

function fakeNotices() {
  const listeners = new Set<(keys: ChangedKeys) => void>();
  return {
    live: true,
    subscribe(fn: (keys: ChangedKeys) => void) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    tell(keys: ChangedKeys) {
      for (const fn of listeners) fn(keys);
    },
  };
}

const options = { maxEntries: 3, maxAgeMs: 60_000 };

describe('a cache kept by change notices', () => {
  it('drops what a notice names, and everything for "*"', async () => {
    const notices = fakeNotices();
    const cache = new NoticedCache<string>(notices, options);
    await cache.read(
      'a',
      async () => 'A',
      () => ['user:1'],
    );
    await cache.read(
      'b',
      async () => 'B',
      () => ['user:2'],
    );
    expect(cache.get('a')).toBe('A');
    notices.tell(['user:1']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    notices.tell(EVERYTHING);
    expect(cache.get('b')).toBeUndefined();
  });

  it('does not keep a load that a notice overtook (it may have read the old row)', async () => {
    const notices = fakeNotices();
    const cache = new NoticedCache<string>(notices, options);
    let release!: () => void;
    const slow = cache.read(
      'a',
      () => new Promise<string>((resolve) => (release = () => resolve('old'))),
      () => ['user:1'],
    );
    notices.tell(['user:1']); // the change commits while the read is under way
    release();
    expect(await slow).toBe('old'); // answered, as a read that started before the change
    expect(cache.get('a')).toBeUndefined(); // but not kept
  });

  it('serves and keeps nothing while the notices are not live', async () => {
    const notices = fakeNotices();
    const cache = new NoticedCache<string>(notices, options);
    await cache.read(
      'a',
      async () => 'A',
      () => [],
    );
    notices.live = false;
    expect(cache.get('a')).toBeUndefined();
    await cache.read(
      'b',
      async () => 'B',
      () => [],
    );
    notices.live = true;
    expect(cache.get('b')).toBeUndefined();
  });

  it('stays bounded, and never keeps "nothing found"', async () => {
    const cache = new NoticedCache<string>(fakeNotices(), options);
    for (const key of ['a', 'b', 'c', 'd'])
      await cache.read(
        key,
        async () => key,
        () => [],
      );
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeUndefined();
    await cache.read(
      'none',
      async () => undefined,
      () => [],
    );
    expect(cache.get('none')).toBeUndefined();
  });
});
