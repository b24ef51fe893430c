import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsRollups, CountedEvent, RollupCount } from './analytics-rollups.port';
import { BatcherFullError, EventBatcher } from './event-batcher';

/** The hourly counts in memory; like the database, it counts each event key once. */
class MemoryRollups implements AnalyticsRollups {
  writes: RollupCount[][] = [];
  failures = 0;
  seen = new Set<string>();
  async addOnce(events: readonly CountedEvent[]) {
    await new Promise((resolve) => setTimeout(resolve, 5)); // a write takes a moment
    if (this.failures > 0) {
      this.failures -= 1;
      throw new Error('disk full');
    }
    const counts = new Map<string, RollupCount>();
    for (const { eventKey, ...key } of events) {
      if (this.seen.has(eventKey)) continue;
      this.seen.add(eventKey);
      const id = JSON.stringify(key);
      const count = counts.get(id) ?? { ...key, count: 0 };
      count.count += 1;
      counts.set(id, count);
    }
    this.writes.push([...counts.values()]);
  }
  async countsSince() {
    return this.writes.flat();
  }
  async forgetBefore() {
    return 0;
  }
  async forgetEventKeysBefore() {
    return 0;
  }
  total() {
    return this.writes.flat().reduce((sum, count) => sum + count.count, 0);
  }
}

const IMPRESSION = {
  messageId: 'gentle-1',
  eventType: 'impression',
  device: 'mobile',
  buttonId: '',
} as const;
/** A new impression: its own event id. */
const impression = () => ({ ...IMPRESSION, id: randomUUID() });
const at = (iso: string) => () => new Date(iso);

describe('the analytics event batcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts a burst in memory and writes it once, when the flush interval ends, per hour and key', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups, {
      now: at('2026-11-27T09:41:07Z'),
      flushMs: 1000,
    });
    for (let i = 0; i < 500; i += 1)
      batcher.record(
        i % 5
          ? impression()
          : { ...impression(), eventType: 'click', buttonId: 'hero-begin-journey' },
      );
    await vi.advanceTimersByTimeAsync(999);
    expect(rollups.writes).toEqual([]);
    expect(batcher.waiting).toBe(500);
    await vi.advanceTimersByTimeAsync(1 + 5); // the interval ends, then the write takes 5 ms
    expect(rollups.writes).toEqual([
      [
        {
          ...IMPRESSION,
          eventType: 'click',
          buttonId: 'hero-begin-journey',
          hour: new Date('2026-11-27T09:00:00Z'),
          count: 100,
        },
        { ...IMPRESSION, hour: new Date('2026-11-27T09:00:00Z'), count: 400 },
      ],
    ]);
    expect(batcher.waiting).toBe(0);
  });

  it('keeps counting while a write is under way; the next write takes what came meanwhile', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups, { flushMs: 10 });
    batcher.record(impression());
    await vi.advanceTimersByTimeAsync(10); // the first write has begun
    batcher.record(impression());
    batcher.record(impression());
    await vi.advanceTimersByTimeAsync(5 + 10 + 5);
    expect(rollups.writes.map((batch) => batch[0]?.count)).toEqual([1, 2]);
  });

  it('flush writes everything recorded before it, also what a write under way holds', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups, { flushMs: 10 });
    batcher.record(impression());
    await vi.advanceTimersByTimeAsync(10); // a write is under way
    batcher.record(impression());
    const flushed = batcher.flush();
    await vi.advanceTimersByTimeAsync(10);
    await flushed;
    expect(rollups.total()).toBe(2);
  });

  it('keeps the counts of a failed write for the next one, tells its owner, and loses nothing', async () => {
    const rollups = new MemoryRollups();
    const failures: number[] = [];
    const batcher = new EventBatcher(rollups, {
      flushMs: 100,
      onWriteError: (_, events) => failures.push(events),
    });
    rollups.failures = 2;
    batcher.record(impression());
    batcher.record(impression());
    await vi.advanceTimersByTimeAsync(105); // the first write fails
    batcher.record(impression());
    expect(failures).toEqual([2]);
    await vi.advanceTimersByTimeAsync(105); // so does the retry
    expect(failures).toEqual([2, 3]);
    await vi.advanceTimersByTimeAsync(105);
    expect(rollups.total()).toBe(3);
    expect(rollups.writes).toHaveLength(1);
  });

  it('refuses events beyond its buffer instead of growing without bound', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups, { maxPendingEvents: 3 });
    for (let i = 0; i < 3; i += 1) batcher.record(impression());
    expect(() => batcher.record(impression())).toThrow(BatcherFullError);
    const flushed = batcher.flush();
    await vi.advanceTimersByTimeAsync(5);
    await flushed;
    batcher.record(impression()); // room again once written
    expect(rollups.total()).toBe(3);
  });

  it('rejects a flush whose write fails (at shutdown the owner logs what is lost)', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups, { flushMs: 60_000 });
    batcher.record(impression());
    rollups.failures = 1;
    const flushed = batcher.flush();
    const outcome = expect(flushed).rejects.toThrow('disk full');
    await vi.advanceTimersByTimeAsync(5);
    await outcome;
    expect(batcher.waiting).toBe(1);
  });

  // Issue 34: a retried beacon carries the same event id; it counts once.
  it('counts an event id once: twice in one batch, or again after its batch was written', async () => {
    const rollups = new MemoryRollups();
    const batcher = new EventBatcher(rollups, { flushMs: 10 });
    const twice = impression();
    batcher.record(twice);
    batcher.record({ ...twice });
    expect(batcher.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(10 + 5);
    batcher.record(twice); // after the write: the store knows the id
    batcher.record(impression());
    await vi.advanceTimersByTimeAsync(10 + 5);
    expect(rollups.total()).toBe(2);
    // What is written is a hash of the id, never the id as it came.
    expect(JSON.stringify([...rollups.seen])).not.toContain(twice.id);
  });
});
