// The one way commands change state: read the stream, fold it into state, let the pure decider
// choose events, append them expecting the revision we read. A concurrent writer makes the append
// fail with WrongExpectedRevisionError; we then re-read and decide again, a bounded number of times.
import { randomUUID } from 'node:crypto';
import type { Decider, DomainEvent } from '../../domain/shared/decider';
import {
  asDomainEvents,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from './event-store.port';

export type { DomainEvent };

export interface HandleCommandOptions<E extends DomainEvent> {
  /** Who and why; copied into every new event's metadata. */
  metadata: Omit<EventMetadata, 'schemaVersion'>;
  /** Retries after a conflict before the conflict is rethrown. Default 3. */
  maxRetries?: number;
  /** Ids of new events. Default random; derive them (e.g. from a webhook id and the revision the
   * decision was made at) to make redeliveries no-ops. */
  eventId?: (event: E, index: number, afterRevision: bigint) => string;
  /** Schema version new events are written in. Default 1; the app's store stamps each type's
   * current version from the event catalogue. */
  schemaVersion?: (type: string) => number;
}

export interface HandleCommandResult<S> {
  /** The events appended (none when the decider decided nothing). */
  events: NewEvent[];
  /** null when nothing was appended. */
  appendResult: AppendResult | null;
  /** State after the new events. */
  state: S;
}

export async function handleCommand<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decide: (state: S, command: C) => E[] | Promise<E[]>,
  evolve: (state: S, event: E) => S,
  initialState: S,
  command: C,
  options: HandleCommandOptions<E>,
): Promise<HandleCommandResult<S>> {
  const maxRetries = options.maxRetries ?? 3;
  const schemaVersion = options.schemaVersion ?? (() => 1);
  const eventId = options.eventId ?? (() => randomUUID());
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(streamId);
    // The store upcasts on read, so stored events already have the current shapes of E.
    let state = asDomainEvents<E>(history).reduce(evolve, initialState);
    const decided = await decide(state, command);
    if (decided.length === 0) return { events: [], appendResult: null, state };
    const last = history[history.length - 1];
    const events: NewEvent[] = decided.map((event, index) => ({
      id: eventId(event, index, last ? last.revision : -1n),
      type: event.type,
      data: event.data,
      metadata: { ...options.metadata, schemaVersion: schemaVersion(event.type) },
    }));
    try {
      const appendResult = await store.append(streamId, events, {
        expectedRevision: last ? last.revision : 'no_stream',
      });
      state = decided.reduce(evolve, state);
      return { events, appendResult, state };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxRetries) throw error;
    }
  }
}

/** handleCommand for a decider value: `decider` is one aggregate's rules (domain/shared/decider). */
export function handleDecider<S, C, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: HandleCommandOptions<E>,
): Promise<HandleCommandResult<S>> {
  return handleCommand<S, C, E>(
    store,
    streamId,
    (state, cmd) => decider.decide(cmd, state),
    decider.evolve,
    decider.initialState(),
    command,
    options,
  );
}

/** Where a command runs: the store, and (usually) the wait for the read models to show it. */
export interface CommandContext {
  store: EventStore;
  waitForProjections?: (position: AppendResult['position']) => Promise<boolean>;
}

/** Who asks, and why: copied into every new event's metadata. */
export interface CommandActor {
  actor: string;
  correlationId: string;
  causationId?: string | null;
}

/**
 * The one way a module runs its decider: read the stream, fold, decide, append expecting the
 * revision read (a conflict re-reads and decides again), then wait until the read models show the
 * change. Domain errors pass through untouched: the module's error table maps them at the edge.
 * Returns the events recorded (none when the decider decided nothing).
 */
export function commandHandler<S, C, E extends DomainEvent>(
  decider: Decider<S, C, E>,
  options: { maxRetries?: number } = {},
) {
  return async (
    context: CommandContext,
    streamId: string,
    command: C,
    by: CommandActor,
  ): Promise<E[]> => {
    const result = await handleDecider(context.store, streamId, decider, command, {
      metadata: {
        actor: by.actor,
        correlationId: by.correlationId,
        causationId: by.causationId ?? null,
      },
      maxRetries: options.maxRetries,
    });
    if (result.appendResult && context.waitForProjections)
      await context.waitForProjections(result.appendResult.position);
    return result.events.map((event) => ({ type: event.type, data: event.data }) as E);
  };
}
