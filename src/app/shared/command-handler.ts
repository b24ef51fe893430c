// The one way commands change state: read the stream, fold it into state with the decider, let it
// choose events, append them expecting the revision we read. A concurrent writer makes the append
// fail with WrongExpectedRevisionError; we then re-read and decide again, a bounded number of
// times. Then, when the context can, wait until the read models show the change.
import { randomUUID } from 'node:crypto';
import type { Decider, DomainEvent } from '../../domain/shared/decider';
import {
  asDomainEvents,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type NewEvent,
} from './event-store.port';

export type { DomainEvent };

/** Where a command runs: the store, and (usually) the wait for the read models to show it. */
export interface CommandContext {
  store: EventStore;
  /** Called with the position of the appended events; without it the runner does not wait. */
  waitForProjections?: (position: AppendResult['position']) => Promise<boolean>;
}

/** Who asks, and why: copied into every new event's metadata (causationId defaults to null). */
export interface CommandActor {
  actor: string;
  correlationId: string;
  causationId?: string | null;
}

export interface RunCommandOptions<E extends DomainEvent> {
  /** Who and why; copied into every new event's metadata. */
  metadata: CommandActor;
  /** Retries after a conflict before the conflict is rethrown. Default 3. */
  maxRetries?: number;
  /** Ids of new events. Default random; derive them (e.g. from a webhook id and the revision the
   * decision was made at) to make redeliveries no-ops. */
  eventId?: (event: E, index: number, afterRevision: bigint) => string;
  /** Schema version new events are written in. Default 1; the app's store stamps each type's
   * current version from the event catalogue. */
  schemaVersion?: (type: string) => number;
}

export interface CommandResult<S, E extends DomainEvent> {
  /** What the decider decided (none when it decided nothing): each event's type and data. */
  events: E[];
  /** The same events as appended, with their ids and metadata. */
  recorded: NewEvent[];
  /** null when nothing was appended. */
  appendResult: AppendResult | null;
  /** State after the new events. */
  state: S;
}

/**
 * Runs `command` against the stream `streamId` with `decider` (one aggregate's rules, see
 * domain/shared/decider). Domain errors pass through untouched: the module's error table maps
 * them at the edge. When something was appended and the context has `waitForProjections`, waits
 * for the read models before returning.
 */
export async function runCommand<S, C, E extends DomainEvent>(
  context: CommandContext,
  streamId: string,
  decider: Decider<S, C, E>,
  command: C,
  options: RunCommandOptions<E>,
): Promise<CommandResult<S, E>> {
  const { store } = context;
  const maxRetries = options.maxRetries ?? 3;
  const schemaVersion = options.schemaVersion ?? (() => 1);
  const eventId = options.eventId ?? (() => randomUUID());
  const metadata = {
    actor: options.metadata.actor,
    correlationId: options.metadata.correlationId,
    causationId: options.metadata.causationId ?? null,
  };
  for (let attempt = 0; ; attempt++) {
    const history = await store.readStream(streamId);
    // The store upcasts on read, so stored events already have the current shapes of E.
    let state = asDomainEvents<E>(history).reduce(decider.evolve, decider.initialState());
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { events: [], recorded: [], appendResult: null, state };
    const last = history[history.length - 1];
    const recorded: NewEvent[] = decided.map((event, index) => ({
      id: eventId(event, index, last ? last.revision : -1n),
      type: event.type,
      data: event.data,
      metadata: { ...metadata, schemaVersion: schemaVersion(event.type) },
    }));
    let appendResult: AppendResult;
    try {
      appendResult = await store.append(streamId, recorded, {
        expectedRevision: last ? last.revision : 'no_stream',
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError) || attempt >= maxRetries) throw error;
      continue;
    }
    state = decided.reduce(decider.evolve, state);
    if (context.waitForProjections) await context.waitForProjections(appendResult.position);
    const events = recorded.map((event) => ({ type: event.type, data: event.data }) as E);
    return { events, recorded, appendResult, state };
  }
}
