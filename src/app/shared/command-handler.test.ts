import { describe, expect, it, vi } from 'vitest';
import type { Decider } from '../../domain/shared/decider';
import { runCommand, type DomainEvent } from './command-handler';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './event-store.port';

// Just enough of an event store for the runner: streams with optimistic concurrency.
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
type Add = { amount: number; max: number };
const adder: Decider<number, Add, Added> = {
  initialState: () => 0,
  evolve: (total, event) => total + event.data.amount,
  decide: (command, total) =>
    total + command.amount > command.max
      ? []
      : [{ type: 'Added', data: { amount: command.amount } }],
};
const metadata = { correlationId: 'corr-1', causationId: null, actor: 'user-1' };

/** The adder, with its decide watched. */
const watched = () => {
  const decide = vi.fn(adder.decide);
  return { decider: { ...adder, decide }, decide };
};

/** Another writer that appends to the stream right after the runner has read it, `races` times. */
function raceAfterReads(store: FakeStore, races: number) {
  let raced = 0;
  const read = store.readStream.bind(store);
  store.readStream = async (streamId: string) => {
    const history = await read(streamId);
    if (raced++ < races) {
      await store.append(
        streamId,
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
    return history;
  };
}

describe('runCommand', () => {
  it('reads, decides, and appends expecting the revision it read', async () => {
    const store = new FakeStore();
    const first = await runCommand({ store }, 's', adder, { amount: 2, max: 10 }, { metadata });
    expect(first.appendResult?.nextExpectedRevision).toBe(0n);
    expect(first.state).toBe(2);
    expect(first.events).toEqual([{ type: 'Added', data: { amount: 2 } }]);
    expect(first.recorded[0]).toMatchObject({
      type: 'Added',
      data: { amount: 2 },
      metadata: { ...metadata, schemaVersion: 1 },
    });
    const second = await runCommand({ store }, 's', adder, { amount: 3, max: 10 }, { metadata });
    expect(second.appendResult?.nextExpectedRevision).toBe(1n);
    expect(second.state).toBe(5);
    expect(store.streams.get('s')!.map((event) => event.data)).toEqual([
      { amount: 2 },
      { amount: 3 },
    ]);
  });

  it('appends nothing when the decider decides nothing', async () => {
    const store = new FakeStore();
    const result = await runCommand({ store }, 's', adder, { amount: 20, max: 10 }, { metadata });
    expect(result).toEqual({ events: [], recorded: [], appendResult: null, state: 0 });
    expect(store.appendCalls).toBe(0);
  });

  it('uses the given event ids and schema versions', async () => {
    const store = new FakeStore();
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const eventId = vi.fn(() => id);
    const result = await runCommand(
      { store },
      's',
      adder,
      { amount: 1, max: 10 },
      { metadata, eventId, schemaVersion: () => 4 },
    );
    expect(result.recorded[0]).toMatchObject({ id, metadata: { schemaVersion: 4 } });
    expect(eventId).toHaveBeenCalledWith({ type: 'Added', data: { amount: 1 } }, 0, -1n);
    await runCommand({ store }, 's', adder, { amount: 1, max: 10 }, { metadata, eventId });
    expect(eventId).toHaveBeenLastCalledWith({ type: 'Added', data: { amount: 1 } }, 0, 0n);
  });

  it('records who asked, with no cause when none is given', async () => {
    const store = new FakeStore();
    const result = await runCommand(
      { store },
      's',
      adder,
      { amount: 1, max: 10 },
      { metadata: { actor: 'admin-1', correlationId: 'corr-2' } },
    );
    expect(result.recorded[0]!.metadata).toEqual({
      actor: 'admin-1',
      correlationId: 'corr-2',
      causationId: null,
      schemaVersion: 1,
    });
    expect(store.streams.get('s')![0]!.metadata.causationId).toBeNull();
  });

  it('waits for the read models to show what it appended, and only then', async () => {
    const store = new FakeStore();
    const waitForProjections = vi.fn(async () => true);
    const result = await runCommand(
      { store, waitForProjections },
      's',
      adder,
      { amount: 1, max: 10 },
      { metadata },
    );
    expect(waitForProjections).toHaveBeenCalledExactlyOnceWith(result.appendResult!.position);
    await runCommand(
      { store, waitForProjections },
      's',
      adder,
      { amount: 20, max: 10 },
      { metadata },
    );
    expect(waitForProjections).toHaveBeenCalledTimes(1);
  });

  it('retries once after a concurrent writer, deciding again on the new state', async () => {
    const store = new FakeStore();
    raceAfterReads(store, 1);
    const { decider, decide } = watched();
    const result = await runCommand(
      { store },
      's',
      decider,
      { amount: 2, max: 1000 },
      { metadata },
    );
    expect(decide).toHaveBeenCalledTimes(2);
    expect(decide.mock.calls[1]![1]).toBe(100);
    expect(result.state).toBe(102);
    expect(result.appendResult?.nextExpectedRevision).toBe(1n);
    expect(store.appendCalls).toBe(3); // the racing write, our failed append, our good append
  });

  it('rethrows the conflict when the retries are used up', async () => {
    const store = new FakeStore();
    raceAfterReads(store, Infinity);
    const { decider, decide } = watched();
    const attempt = runCommand({ store }, 's', decider, { amount: 1, max: 1e9 }, { metadata });
    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    expect(decide).toHaveBeenCalledTimes(4); // the first try and 3 retries

    const once = watched();
    await expect(
      runCommand(
        { store },
        't',
        once.decider,
        { amount: 1, max: 1e9 },
        { metadata, maxRetries: 0 },
      ),
    ).rejects.toThrow(WrongExpectedRevisionError);
    expect(once.decide).toHaveBeenCalledTimes(1);
  });

  it('does not retry other errors', async () => {
    const store = new FakeStore();
    const decide = vi.fn((): Added[] => {
      throw new Error('invalid command');
    });
    const waitForProjections = vi.fn(async () => true);
    await expect(
      runCommand(
        { store, waitForProjections },
        's',
        { ...adder, decide },
        { amount: 1, max: 10 },
        { metadata },
      ),
    ).rejects.toThrow('invalid command');
    expect(decide).toHaveBeenCalledTimes(1);
    expect(store.appendCalls).toBe(0);
    expect(waitForProjections).not.toHaveBeenCalled();
  });
});
