// Small helpers shared by the event store contract suite and its PostgreSQL-only cases.
import { expect } from 'vitest';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../../src/app/shared/event-store.port';

/** Subscribes and keeps the events of the given streams, in delivery order. */
export function collect(store: EventStore, from: Position, streams: string[]) {
  const wanted = new Set(streams);
  const received: RecordedEvent[] = [];
  const errors: unknown[] = [];
  const subscription = store.subscribeToAll({
    from,
    onEvents: async (events) => {
      received.push(...events.filter((e) => wanted.has(e.streamId)));
    },
    onError: (error) => errors.push(error),
  });
  return { received, errors, subscription };
}

export async function conflictOf(promise: Promise<unknown>): Promise<WrongExpectedRevisionError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  return error as WrongExpectedRevisionError;
}

export const ids = (events: { id: string }[]) => events.map((e) => e.id);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
