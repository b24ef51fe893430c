// The event store port: what command handlers and projections need from an event log.
// Adapters: PostgreSQL (PGlite embedded or a server) and EventStoreDB, in src/infra/event-store.

/** Who and what caused an event. Stored beside the data, never inside it. */
export interface EventMetadata {
  schemaVersion: number;
  correlationId: string;
  causationId: string | null;
  /** The acting user's id, 'system', or 'anonymous'. */
  actor: string;
}

/** An event as a handler proposes it. `id` makes retries idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

/**
 * A place in the global log. Compared as the pair (commit, prepare).
 * PostgreSQL: commit = the appending transaction's id (xid8), prepare = the row's sequence value,
 * so that ordering follows commit visibility, not sequence allocation (see postgres adapter).
 * EventStoreDB: its own commit/prepare positions.
 */
export interface Position {
  commit: bigint;
  prepare: bigint;
}

export const START: Position = { commit: -1n, prepare: -1n };

export function comparePositions(a: Position, b: Position): number {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  streamId: string;
  /** 0-based revision of this event within its stream. */
  revision: bigint;
  position: Position;
  recordedAt: Date;
}

/** A number (the stream's current revision), 'no_stream' (must not exist) or 'any'. */
export type ExpectedRevision = bigint | 'no_stream' | 'any';

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextExpectedRevision: bigint;
  /** Position of the last appended event (for read-your-writes). */
  position: Position;
}

export class WrongExpectedRevisionError extends Error {
  override readonly name = 'WrongExpectedRevisionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId}: expected revision ${String(expected)}, actual ${String(actual)}`);
  }
}

/**
 * Some, but not all, of the batch's event ids are already stored (or stored in another stream).
 * A whole batch already stored in this stream is an idempotent no-op; a partial overlap means the
 * caller reused ids for different events, so nothing is written and this is thrown.
 */
export class DuplicateEventIdError extends Error {
  override readonly name = 'DuplicateEventIdError';
  constructor(
    readonly streamId: string,
    readonly eventIds: string[],
  ) {
    super(
      `Stream ${streamId}: event ids already stored elsewhere or in part: ${eventIds.join(', ')}`,
    );
  }
}

export interface Subscription {
  /** Stops delivery; resolves once no handler call is running. */
  stop(): Promise<void>;
}

export interface SubscribeOptions {
  /** Exclusive: deliver events after this position. */
  from: Position;
  /** Called for each batch in log order; the next batch waits for the returned promise. */
  onEvents(events: RecordedEvent[]): Promise<void>;
  onError?(error: unknown): void;
}

export interface EventStore {
  append(
    streamId: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult>;
  /** All events of one stream in revision order; [] when it does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Events after `from` in log order, at most `limit`. */
  readAll(from: Position, limit: number): Promise<RecordedEvent[]>;
  /** Catch up from `from`, then stay live. Never skips an event that commits late. */
  subscribeToAll(options: SubscribeOptions): Subscription;
  /** Position of the newest event visible to readers (START when empty). */
  headPosition(): Promise<Position>;
  close(): Promise<void>;
}

/**
 * Stored events as a module's event types: the app's store checked each against the event
 * catalogue when it was appended and upcasts it to the current shape on read.
 */
export function asDomainEvents<E extends { type: string; data: unknown }>(
  events: readonly RecordedEvent[],
): (E & Omit<RecordedEvent, 'type' | 'data'>)[] {
  return events as unknown as (E & Omit<RecordedEvent, 'type' | 'data'>)[];
}
