import { describe, expect, it, vi } from 'vitest';
import { handleCommand, type DomainEvent } from './command-handler';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './event-store.port';

// Just enough of an event store for the handler: streams with optimistic concurrency.
class FakeStore implements EventStore {
  readonly streams = new Map<string, RecordedEvent[]>();
  appendCalls = 0;
  private position = 0n;

  async append(
    streamId: string,
    events: NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ) {
    this.appendCalls++;
    const stream = this.streams.get(streamId) ?? [];
    const actual = stream.length === 0 ? 'no_stream' : BigInt(stream.length - 1);
    if (expectedRevision !== 'any' && expectedRevision !== actual) {
      throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
    }
    for (const event of events) {
      this.position++;
      const position = { commit: this.position, prepare: this.position };
      stream.push({
        ...event,
        streamId,
        revision: BigInt(stream.length),
        position,
        recordedAt: new Date(),
      });
    }
    this.streams.set(streamId, stream);
    const last = stream[stream.length - 1]!;
    return { nextExpectedRevision: last.revision, position: last.position } satisfies AppendResult;
  }
  async readStream(streamId: string) {
    return [...(this.streams.get(streamId) ?? [])];
  }
  readAll(): Promise<RecordedEvent[]> {
    throw new Error('not needed');
  }
  subscribeToAll(): never {
    throw new Error('not needed');
  }
  headPosition(): never {
    throw new Error('not needed');
  }
  async close() {}
}

type Added = DomainEvent<'Added', { amount: number }>;
const evolve = (total: number, event: Added) => total + event.data.amount;
const decide = (total: number, command: { amount: number; max: number }): Added[] =>
  total + command.amount > command.max ? [] : [{ type: 'Added', data: { amount: command.amount } }];
const metadata = { correlationId: 'corr-1', causationId: null, actor: 'user-1' };

/** Another writer that appends to the stream right after the handler has read it. */
function racingDecide(store: FakeStore, stream: string, races: number) {
  let raced = 0;
  return vi.fn(async (total: number, command: { amount: number; max: number }) => {
    if (raced++ < races) {
      await store.append(
        stream,
        [
          {
            id: crypto.randomUUID(),
            type: 'Added',
            data: { amount: 100 },
            metadata: { ...metadata, schemaVersion: 1 },
          },
        ],
        { expectedRevision: 'any' },
      );
    }
    return decide(total, command);
  });
}

describe('handleCommand', () => {
  it('reads, decides, and appends expecting the revision it read', async () => {
    const store = new FakeStore();
    const first = await handleCommand(
      store,
      's',
      decide,
      evolve,
      0,
      { amount: 2, max: 10 },
      { metadata },
    );
    expect(first.appendResult?.nextExpectedRevision).toBe(0n);
    expect(first.state).toBe(2);
    expect(first.events[0]).toMatchObject({
      type: 'Added',
      data: { amount: 2 },
      metadata: { ...metadata, schemaVersion: 1 },
    });
    const second = await handleCommand(
      store,
      's',
      decide,
      evolve,
      0,
      { amount: 3, max: 10 },
      { metadata },
    );
    expect(second.appendResult?.nextExpectedRevision).toBe(1n);
    expect(second.state).toBe(5);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const store = new FakeStore();
    const result = await handleCommand(
      store,
      's',
      decide,
      evolve,
      0,
      { amount: 20, max: 10 },
      { metadata },
    );
    expect(result).toEqual({ events: [], appendResult: null, state: 0 });
    expect(store.appendCalls).toBe(0);
  });

  it('uses the given event ids and schema versions', async () => {
    const store = new FakeStore();
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const result = await handleCommand(
      store,
      's',
      decide,
      evolve,
      0,
      { amount: 1, max: 10 },
      {
        metadata,
        eventId: () => id,
        schemaVersion: () => 4,
      },
    );
    expect(result.events[0]).toMatchObject({ id, metadata: { schemaVersion: 4 } });
  });

  it('retries once after a concurrent writer, deciding again on the new state', async () => {
    const store = new FakeStore();
    const racing = racingDecide(store, 's', 1);
    const result = await handleCommand(
      store,
      's',
      racing,
      evolve,
      0,
      { amount: 2, max: 1000 },
      { metadata },
    );
    expect(racing).toHaveBeenCalledTimes(2);
    expect(racing.mock.calls[1]![0]).toBe(100);
    expect(result.state).toBe(102);
    expect(result.appendResult?.nextExpectedRevision).toBe(1n);
    expect(store.appendCalls).toBe(3); // the racing write, our failed append, our good append
  });

  it('rethrows the conflict when the retries are used up', async () => {
    const store = new FakeStore();
    const racing = racingDecide(store, 's', Infinity);
    const attempt = handleCommand(
      store,
      's',
      racing,
      evolve,
      0,
      { amount: 1, max: 1e9 },
      { metadata },
    );
    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(racing).toHaveBeenCalledTimes(4); // the first try and 3 retries

    const once = racingDecide(store, 't', Infinity);
    await expect(
      handleCommand(
        store,
        't',
        once,
        evolve,
        0,
        { amount: 1, max: 1e9 },
        { metadata, maxRetries: 0 },
      ),
    ).rejects.toThrow(WrongExpectedRevisionError);
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('does not retry other errors', async () => {
    const store = new FakeStore();
    const failing = vi.fn(() => {
      throw new Error('invalid command');
    });
    await expect(handleCommand(store, 's', failing, evolve, 0, {}, { metadata })).rejects.toThrow(
      'invalid command',
    );
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
