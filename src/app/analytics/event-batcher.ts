// Buffered counting for analytics events. An accepted event is added to a count in memory at once
// (the request is answered without waiting for the database); the counts are written as one
// transaction at most once per flush interval, and at shutdown. A burst costs one small write a
// second however many events it holds, so the database never holds up the HTTP event loop under
// load. The price: a crash (not a stop) loses the counts of the last interval. A write that fails
// keeps its counts for the next one; the buffer is bounded, and events beyond it are refused.
import type { AnalyticsRollups, RollupCount, RollupKey } from './analytics-rollups.port';

const HOUR_MS = 60 * 60 * 1000;

export class BatcherFullError extends Error {
  constructor() {
    super('too many analytics events are waiting to be written');
  }
}

export class EventBatcher {
  private pending = new Map<string, RollupCount>();
  private pendingEvents = 0;
  /** Writes go one after another: a flush waits for every write queued before it. */
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly rollups: AnalyticsRollups,
    private readonly options: {
      now?: () => Date;
      maxPendingEvents?: number;
      /** How long counts collect after the first one before they are written. */
      flushMs?: number;
      /** Told once per write that failed, with how many events now wait for the next one. */
      onWriteError?: (error: unknown, events: number) => void;
    } = {},
  ) {}

  /** Counts the event (written within the flush interval); throws BatcherFullError when the
   *  buffer is full, as when the database has been unreachable for a while. */
  record(event: Omit<RollupKey, 'hour'>): void {
    if (this.pendingEvents >= (this.options.maxPendingEvents ?? 50_000))
      throw new BatcherFullError();
    const now = (this.options.now ?? (() => new Date()))();
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    this.add({ ...event, hour, count: 1 });
    this.schedule();
  }

  /** Writes every count recorded before the call (before a read, and at shutdown). Rejects if
   *  the write fails; its counts then wait for the next one. */
  flush(): Promise<void> {
    const turn = this.queue.then(() => this.writePending());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Counts recorded and not yet written. */
  get waiting(): number {
    return this.pendingEvents;
  }

  private add(count: RollupCount): void {
    const key = [
      count.hour.toISOString(),
      count.messageId,
      count.eventType,
      count.device,
      count.buttonId,
    ].join('|');
    const counted = this.pending.get(key);
    if (counted) counted.count += count.count;
    else this.pending.set(key, { ...count });
    this.pendingEvents += count.count;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush().catch(() => undefined); // told to onWriteError; the counts wait for the next
    }, this.options.flushMs ?? 1000);
    this.timer.unref();
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    this.pendingEvents = 0;
    try {
      await this.rollups.add(counts);
    } catch (error) {
      // One transaction: nothing was stored, so the counts go back for the next write.
      for (const count of counts) this.add(count);
      this.options.onWriteError?.(error, this.pendingEvents);
      this.schedule();
      throw error;
    }
  }
}
