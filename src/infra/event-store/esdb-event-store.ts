// EventStoreDB adapter (chosen when EVENTSTORE_URL is set). Thin on purpose: translations live in
// esdb-mapping.ts (unit-tested); the contract suite proves this file wherever a server runs.
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type ReadPosition,
} from '@eventstore/db-client';
import {
  START,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../../app/shared/event-store.port';
import { emptyUpcasters, type UpcasterRegistry } from '../../domain/shared/upcasting';
import * as map from './esdb-mapping';
import { Waker } from './polling-subscription';

export interface EsdbEventStoreOptions {
  upcasters?: UpcasterRegistry;
  /** Backoff after a failing handler or a dropped subscription, doubling. Default 100 ms up to 5 s. */
  retryBackoffMs?: { initial: number; max: number };
  onError?: (error: unknown) => void;
}

const PAGE = 500;

export class EsdbEventStore implements EventStore {
  private lazyClient: EventStoreDBClient | undefined;
  private readonly subscriptions = new Set<Subscription>();
  private readonly upcasters: UpcasterRegistry;
  private readonly backoff: (attempt: number) => number;

  constructor(
    private readonly connectionString: string,
    private readonly options: EsdbEventStoreOptions = {},
  ) {
    this.upcasters = options.upcasters ?? emptyUpcasters;
    const { initial, max } = options.retryBackoffMs ?? { initial: 100, max: 5000 };
    this.backoff = (attempt) => Math.min(initial * 2 ** attempt, max);
  }

  /** The client connects on first use, so constructing the store never touches the network. */
  private get client(): EventStoreDBClient {
    this.lazyClient ??= EventStoreDBClient.connectionString(this.connectionString);
    return this.lazyClient;
  }

  async append(
    streamId: string,
    events: NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
    try {
      const result = await this.client.appendToStream(streamId, events.map(map.toEventData), {
        expectedRevision: map.toEsdbExpectedRevision(expectedRevision),
      });
      return map.fromAppendResult(result);
    } catch (error) {
      throw map.toAppendError(error, streamId, expectedRevision);
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, { direction: FORWARDS })) {
        const event = map.fromResolvedEvent(resolved, this.upcasters);
        if (event) events.push(event);
      }
    } catch (error) {
      if (map.isStreamNotFound(error)) return [];
      throw error;
    }
    return events;
  }

  async readAll(from: Position, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    let cursor = from;
    // Pages skip system events, so one page may hold fewer of ours than asked for.
    while (events.length < limit) {
      const page = await this.page(
        map.toReadPosition(cursor),
        FORWARDS,
        Math.min(PAGE, limit - events.length + 1),
      );
      for (const resolved of page.items) {
        const position = map.positionOf(resolved);
        if (!map.isAfter(position, cursor)) continue;
        const event = map.fromResolvedEvent(resolved, this.upcasters);
        if (event && events.length < limit) events.push(event);
      }
      if (!page.full || !page.last) break;
      cursor = page.last;
    }
    return events;
  }

  async headPosition(): Promise<Position> {
    let from: ReadPosition = END;
    for (;;) {
      const page = await this.page(from, BACKWARDS, PAGE);
      const newest = page.items.find((resolved) => !map.isSystemEvent(resolved));
      if (newest) return map.positionOf(newest) ?? START;
      if (!page.full || !page.last) return START;
      from = page.last;
    }
  }

  private async page(
    fromPosition: ReadPosition,
    direction: typeof FORWARDS | typeof BACKWARDS,
    maxCount: number,
  ) {
    const items: AllStreamResolvedEvent[] = [];
    for await (const resolved of this.client.readAll({ fromPosition, direction, maxCount }))
      items.push(resolved);
    const lastItem = items[items.length - 1];
    return {
      items,
      full: items.length === maxCount,
      last: lastItem ? map.positionOf(lastItem) : undefined,
    };
  }

  /** One event per onEvents call, strictly in order; a failing handler gets the same event again. */
  subscribeToAll({ from, onEvents, onError }: SubscribeOptions): Subscription {
    const report = onError ?? this.options.onError ?? (() => undefined);
    const sleeper = new Waker();
    let stopped = false;
    let position = from;
    let current: ReturnType<EventStoreDBClient['subscribeToAll']> | undefined;

    const run = async () => {
      for (let failures = 0; !stopped;) {
        current = this.client.subscribeToAll({
          fromPosition: map.toReadPosition(position),
          filter: excludeSystemEvents(),
        });
        try {
          for await (const resolved of current) {
            const event = map.fromResolvedEvent(resolved, this.upcasters);
            if (!event || !map.isAfter(event.position, position)) continue;
            for (let attempt = 0; !stopped; attempt++) {
              try {
                await onEvents([event]);
                position = event.position;
                failures = 0;
                break;
              } catch (error) {
                report(error);
                await sleeper.wait(this.backoff(attempt));
              }
            }
            if (stopped) break;
          }
        } catch (error) {
          if (!stopped) report(error);
        } finally {
          await current.unsubscribe().catch(() => undefined);
        }
        // The server ended the subscription (or it failed): resubscribe from the last delivered event.
        if (!stopped) await sleeper.wait(this.backoff(failures++));
      }
    };

    const done = run();
    const subscription: Subscription = {
      stop: async () => {
        stopped = true;
        sleeper.signal();
        this.subscriptions.delete(subscription);
        await current?.unsubscribe().catch(() => undefined);
        await done;
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.lazyClient?.dispose();
    this.lazyClient = undefined;
  }
}
