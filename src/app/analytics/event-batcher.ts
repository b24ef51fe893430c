// Buffered counting for analytics events. An accepted event is added to a count in memory at once
// (the request is answered without waiting for the database); the counts are written as one
// transaction at most once per flush interval, and at shutdown. A burst costs one small write a
// second however many events it holds, so the database never holds up the HTTP event loop under
// load. The price: a crash (not a stop) loses the counts of the last interval. A write that fails
// keeps its counts for the next one; the buffer is bounded, and events beyond it are refused.
// Each event id counts once: a copy waiting in the same batch is dropped here, and the store
// counts only the events whose (hashed) id it has not seen (a copy on another server, or sent
// again after its batch was written).
import { createHash } from 'node:crypto';
import type {
  AnalyticsRollups,
  CountedEvent,
  RollupCount,
  RollupKey,
} from './analytics-rollups.port';

const HOUR_MS = 60 * 60 * 1000;

export class BatcherFullError extends Error {
  constructor() {
    super('too many analytics events are waiting to be written');
  }
}

export class EventBatcher {
  /** The events waiting for the next write, by the hash of their id. */
  private pending = new Map<string, CountedEvent>();
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

  /** Counts the event (written within the flush interval) unless its id was counted already;
   *  throws BatcherFullError when the buffer is full, as when the database has been
   *  unreachable for a while. */
  record(event: Omit<RollupKey, 'hour'> & { id: string }): void {
    const eventKey = eventKeyOf(event.id);
    if (this.pending.has(eventKey)) return; // the same event, sent again before it was written
    if (this.pending.size >= (this.options.maxPendingEvents ?? 50_000))
      throw new BatcherFullError();
    const now = (this.options.now ?? (() => new Date()))();
    const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
    this.pending.set(eventKey, {
      eventKey,
      hour,
      messageId: event.messageId,
      eventType: event.eventType,
      device: event.device,
      buttonId: event.buttonId,
    });
    this.schedule();
  }

  /** Writes every count recorded before the call (before a read, and at shutdown). Rejects if
   *  the write fails; its counts then wait for the next one. */
  flush(): Promise<void> {
    const turn = this.queue.then(() => this.writePending());
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Events recorded and not yet written. */
  get waiting(): number {
    return this.pending.size;
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
    const events = this.pending;
    this.pending = new Map();
    try {
      await this.rollups.addOnce([...events.values()]);
    } catch (error) {
      // One transaction: nothing was stored, so the events go back for the next write (a copy
      // recorded meanwhile is the same event: it stays one).
      for (const [key, event] of events) if (!this.pending.has(key)) this.pending.set(key, event);
      this.options.onWriteError?.(error, this.pending.size);
      this.schedule();
      throw error;
    }
  }
}

/** A fixed-length hash of the event id: the id as it came is never kept. */
function eventKeyOf(id: string): string {
  return createHash('sha256').update(id, 'utf8').digest('base64url').slice(0, 22);
}

export type { RollupCount };
