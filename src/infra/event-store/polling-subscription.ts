// A catch-up-then-live subscription over any source that can read "the next batch after a
// position". Wake-ups (in-process emitter, LISTEN/NOTIFY) only make it read sooner: correctness
// comes from always reading from the last delivered position, so a missed wake-up costs at most
// one poll interval and an event is never skipped or delivered twice by one subscription.
import type { EventEmitter } from 'node:events';
import type {
  Position,
  RecordedEvent,
  SubscribeOptions,
  Subscription,
} from '../../app/shared/event-store.port';
import { backoffDelay } from '../database/backoff';

export interface BatchSource {
  /** Events after `from` in log order; `heldBack` when committed events wait on an older transaction. */
  readBatch(from: Position, limit: number): Promise<{ events: RecordedEvent[]; heldBack: boolean }>;
}

export interface PollingOptions {
  batchSize: number;
  pollIntervalMs: number;
  /** First re-poll delay while events are held back; doubles up to pollIntervalMs. */
  heldBackRepollMs: number;
  retryBackoffMs: { initial: number; max: number };
  onError(error: unknown): void;
}

export const WAKE_EVENT = 'appended';

/** Remembers a wake-up that arrives while the loop is busy, so none is lost between read and wait. */
export class Waker {
  private pending = false;
  private release: (() => void) | undefined;

  signal = (): void => {
    this.pending = true;
    this.release?.();
  };

  clear(): void {
    this.pending = false;
  }

  wait(ms: number): Promise<void> {
    if (this.pending) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.release = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.release = done;
    });
  }
}

export function startPollingSubscription(
  source: BatchSource,
  wakeups: EventEmitter,
  subscribe: SubscribeOptions,
  options: PollingOptions,
): Subscription {
  const waker = new Waker();
  // Backoffs after errors end early only on stop(), not on every new append.
  const stopWaker = new Waker();
  let stopped = false;
  let position = subscribe.from;
  const report = (error: unknown) => {
    try {
      (subscribe.onError ?? options.onError)(error);
    } catch {
      // An error reporter that throws must not kill the subscription.
    }
  };
  // Jittered: after a database restart, every subscriber of every node should not retry at once.
  const backoff = (attempt: number) =>
    backoffDelay(attempt, {
      initialMs: options.retryBackoffMs.initial,
      maxMs: options.retryBackoffMs.max,
    });

  // Delivers one batch; a failing handler gets the same batch again after a backoff.
  async function deliver(events: RecordedEvent[]): Promise<boolean> {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        await subscribe.onEvents(events);
        return true;
      } catch (error) {
        report(error);
        await stopWaker.wait(backoff(attempt));
      }
    }
    return false;
  }

  async function run(): Promise<void> {
    let heldBackDelay = options.heldBackRepollMs;
    let readFailures = 0;
    while (!stopped) {
      waker.clear();
      let batch: Awaited<ReturnType<BatchSource['readBatch']>>;
      try {
        batch = await source.readBatch(position, options.batchSize);
        readFailures = 0;
      } catch (error) {
        if (stopped) break;
        report(error);
        await stopWaker.wait(backoff(readFailures++));
        continue;
      }
      if (stopped) break;
      if (batch.events.length > 0) {
        if (!(await deliver(batch.events))) break;
        position = batch.events[batch.events.length - 1]!.position;
        if (batch.events.length === options.batchSize) continue;
      }
      // Held back: the transaction we wait for may not notify (it need not append), so re-poll soon.
      if (batch.heldBack) {
        await waker.wait(heldBackDelay);
        heldBackDelay = Math.min(heldBackDelay * 2, options.pollIntervalMs);
      } else {
        heldBackDelay = options.heldBackRepollMs;
        await waker.wait(options.pollIntervalMs);
      }
    }
  }

  wakeups.on(WAKE_EVENT, waker.signal);
  const done = run().finally(() => wakeups.off(WAKE_EVENT, waker.signal));
  return {
    async stop() {
      stopped = true;
      waker.signal();
      stopWaker.signal();
      await done;
    },
  };
}
