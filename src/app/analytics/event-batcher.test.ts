import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsRollups, RollupCount } from './analytics-rollups.port';
import { BatcherFullError, EventBatcher } from './event-batcher';

class MemoryRollups implements AnalyticsRollups {
  writes: RollupCount[][] = [];
  failNext = false;
  async add(counts: readonly RollupCount[]) {
    await new Promise((resolve) => setTimeout(resolve, 5)); // a write takes a moment
    if (this.failNext) {
      this.failNext = false;
      throw new Error('disk full');
    }
    this.writes.push(counts.map((count) => ({ ...count })));
  }
  async countsSince() {
    return this.writes.flat();
  }
  async forgetBefore() {
    return 0;
  }
  total() {
    return this.writes.flat().reduce((sum, count) => sum + count.count, 0);
  }
}

const impression = {
  messageId: 'gentle-1',
  eventType: 'impression',
  device: 'mobile',
  buttonId: '',
} as const;
const at = (iso: string) => () => new Date(iso);

describe('the analytics event batcher', () => {
  it('writes a burst in a few batches, every event counted once, per hour and key', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups, { now: at('2026-11-27T09:41:07Z') });
    const burst = Array.from({ length: 500 }, (_, i) =>
      batcher.record(
        i % 5 ? impression : { ...impression, eventType: 'click', buttonId: 'hero-begin-journey' },
      ),
    );
    await Promise.all(burst);
    expect(rollups.total()).toBe(500);
    expect(rollups.writes.length).toBeLessThanOrEqual(2);
    expect(rollups.writes.flat()).toEqual([
      {
        ...impression,
        eventType: 'click',
        buttonId: 'hero-begin-journey',
        hour: new Date('2026-11-27T09:00:00Z'),
        count: 100,
      },
      { ...impression, hour: new Date('2026-11-27T09:00:00Z'), count: 400 },
    ]);
  });

  it('fills the next batch while one is written, and each request waits for its own batch', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups);
    const first = batcher.record(impression);
    await new Promise((resolve) => setImmediate(resolve)); // the first batch is being written
    const later = [batcher.record(impression), batcher.record(impression)];
    await first;
    expect(rollups.total()).toBe(1);
    await Promise.all(later);
    expect(rollups.writes.map((batch) => batch[0]?.count)).toEqual([1, 2]);
  });

  it('fails every request of a batch that could not be written, tells its owner once, and goes on', async () => {
    const rollups = new MemoryRollups();
    const failures: number[] = [];
    const batcher = new EventBatcher(rollups, {
      onWriteError: (_, events) => failures.push(events),
    });
    rollups.failNext = true;
    const failed = await Promise.allSettled([
      batcher.record(impression),
      batcher.record(impression),
    ]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failures).toEqual([2]);
    await batcher.record(impression);
    expect(rollups.total()).toBe(1);
  });

  it('refuses events beyond its queue instead of growing without bound', async () => {
    const batcher = new EventBatcher(new MemoryRollups(), { maxPendingEvents: 3 });
    const accepted = [1, 2, 3].map(() => batcher.record(impression));
    await expect(batcher.record(impression)).rejects.toBeInstanceOf(BatcherFullError);
    await Promise.all(accepted);
  });

  it('writes what is waiting when drained at shutdown', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups);
    const pending = [batcher.record(impression), batcher.record(impression)];
    await batcher.drain();
    expect(rollups.total()).toBe(2);
    await Promise.all(pending);
  });

  describe('with a batch window', () => {
    afterEach(() => vi.useRealTimers());

    it('collects the events of its window into one write, and writes nothing before it ends', async () => {
      vi.useFakeTimers();
      const rollups = new MemoryRollups();
      const batcher = new EventBatcher(rollups, { windowMs: 3 });
      const first = batcher.record(impression);
      await vi.advanceTimersByTimeAsync(1);
      const second = batcher.record(impression);
      await vi.advanceTimersByTimeAsync(1);
      const third = batcher.record({ ...impression, device: 'desktop' });
      expect(rollups.writes).toEqual([]);
      await vi.advanceTimersByTimeAsync(1 + 5); // the window ends, then the write takes 5 ms
      await Promise.all([first, second, third]);
      expect(rollups.writes).toHaveLength(1);
      expect(rollups.writes[0]!.map(({ device, count }) => ({ device, count }))).toEqual([
        { device: 'mobile', count: 2 },
        { device: 'desktop', count: 1 },
      ]);
    });

    it('still writes at once when drained at shutdown', async () => {
      vi.useFakeTimers();
      const rollups = new MemoryRollups();
      const batcher = new EventBatcher(rollups, { windowMs: 60_000 });
      const pending = batcher.record(impression);
      const drained = batcher.drain();
      await vi.advanceTimersByTimeAsync(5);
      await drained;
      await pending;
      expect(rollups.total()).toBe(1);
    });
  });
});
