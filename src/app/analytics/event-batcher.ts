// Group commit for analytics events. Each accepted event is added to the next batch; a batch is
// written as one transaction once its window has passed and the previous one is done, and every
// request waits for the batch that holds its event. So a burst costs one write per batch, not per
// event, and an answer of "recorded" means the count is stored (nothing accepted is lost in a crash
// after the answer).
import type { AnalyticsRollups, RollupCount, RollupKey } from './analytics-rollups.port';

const HOUR_MS = 60 * 60 * 1000;

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export class BatcherFullError extends Error {
  constructor() {
    super('too many analytics events are waiting to be written');
  }
}

export class EventBatcher {
  private pending = new Map<string, RollupCount>();
  private waiters: Waiter[] = [];
  private pendingEvents = 0;
  private writing: Promise<void> | null = null;
  private scheduled = false;

  constructor(
    private readonly rollups: AnalyticsRollups,
    private readonly options: {
      now?: () => Date;
      maxPendingEvents?: number;
      /** How long a batch collects events after its first one before it is written (0: on the
       *  next turn of the event loop). A few milliseconds turn many tiny writes into a few larger
       *  ones, which costs each event that much latency and saves the database most of its work. */
      windowMs?: number;
      /** Told once per batch that could not be written (its requests all fail). */
      onWriteError?: (error: unknown, events: number) => void;
    } = {},
  ) {}

  /** Resolves once the event's count is stored; rejects if its batch could not be written. */
  record(event: Omit<RollupKey, 'hour'>): Promise<void> {
    if (this.pendingEvents >= (this.options.maxPendingEvents ?? 50_000))
      return Promise.reject(new BatcherFullError());
    const now = (this.options.now ?? (() => new Date()))();
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    const key = [
      hour.toISOString(),
      event.messageId,
      event.eventType,
      event.device,
      event.buttonId,
    ].join('|');
    const counted = this.pending.get(key);
    if (counted) counted.count += 1;
    else this.pending.set(key, { ...event, hour, count: 1 });
    this.pendingEvents += 1;
    return new Promise<void>((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      this.schedule();
    });
  }

  /** Writes whatever is waiting (at shutdown). */
  async drain(): Promise<void> {
    while (this.writing || this.pending.size > 0) {
      if (this.writing) await this.writing.catch(() => undefined);
      else await this.writeBatch();
    }
  }

  private schedule(): void {
    // While a batch is being written the next one fills up; it goes when the write ends.
    if (this.scheduled || this.writing) return;
    this.scheduled = true;
    const write = () => {
      this.scheduled = false;
      void this.writeBatch();
    };
    const windowMs = this.options.windowMs ?? 0;
    if (windowMs > 0) setTimeout(write, windowMs);
    else setImmediate(write);
  }

  private writeBatch(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    const counts = [...this.pending.values()];
    const waiters = this.waiters;
    this.pending = new Map();
    this.waiters = [];
    this.pendingEvents = 0;
    this.writing = this.rollups.add(counts).then(
      () => waiters.forEach((waiter) => waiter.resolve()),
      (error: unknown) => {
        this.options.onWriteError?.(error, waiters.length);
        waiters.forEach((waiter) => waiter.reject(error));
      },
    );
    return this.writing.finally(() => {
      this.writing = null;
      if (this.pending.size > 0) this.schedule();
    });
  }
}
