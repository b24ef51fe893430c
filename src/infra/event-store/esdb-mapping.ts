// Pure translations between our event store port and @eventstore/db-client 6.x. Kept apart from
// the adapter so they are unit-tested without a server.
import {
  ANY,
  NO_STREAM,
  START as ESDB_START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  jsonEvent,
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  type AppendResult as EsdbAppendResult,
  type EventData,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  START,
  WrongExpectedRevisionError,
  comparePositions,
  type AppendResult,
  type EventMetadata,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '../../app/shared/event-store.port';
import type { UpcasterRegistry } from '../../domain/shared/upcasting';

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({
    id: event.id,
    type: event.type,
    data: event.data as JSONType,
    metadata: event.metadata as unknown as JSONType,
  });
}

export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return expected;
}

/** ESDB reads and subscriptions start at a position; ours are exclusive, see isAfter. */
export function toReadPosition(from: Position): ReadPosition {
  return comparePositions(from, START) <= 0
    ? ESDB_START
    : { commit: from.commit, prepare: from.prepare };
}

export function fromAppendResult(result: EsdbAppendResult): AppendResult {
  return {
    nextExpectedRevision: result.nextExpectedRevision,
    // Servers before 20.x answer without a position: START means "no read-your-writes wait".
    position: result.position
      ? { commit: result.position.commit, prepare: result.position.prepare }
      : START,
  };
}

/** The client's conflict becomes ours; every other error passes through unchanged. */
export function toAppendError(
  error: unknown,
  streamId: string,
  expected: ExpectedRevision,
): unknown {
  if (error instanceof WrongExpectedVersionError) {
    return new WrongExpectedRevisionError(streamId, expected, error.actualVersion);
  }
  return error;
}

export function isStreamNotFound(error: unknown): boolean {
  return error instanceof StreamNotFoundError;
}

/** System streams and types ($stats, $>, $metadata, ...) belong to the server, not to us. */
export function isSystemEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  const event = resolved.event;
  return !event || event.streamId.startsWith('$') || event.type.startsWith('$');
}

/**
 * Our RecordedEvent, upcast to the current schema version; undefined for what we never write
 * (system events, unresolved links, binary events).
 */
export function fromResolvedEvent(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
  upcasters: UpcasterRegistry,
): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || isSystemEvent(resolved) || !event.isJson) return undefined;
  const metadata = toMetadata(event.metadata);
  const upcast = upcasters.upcast({
    type: event.type,
    schemaVersion: metadata.schemaVersion,
    data: event.data,
  });
  const position = event.position ?? positionOf(resolved);
  return {
    id: event.id,
    type: event.type,
    data: upcast.data,
    metadata: { ...metadata, schemaVersion: upcast.schemaVersion },
    streamId: event.streamId,
    revision: event.revision,
    position: position ? { commit: position.commit, prepare: position.prepare } : START,
    recordedAt: event.created,
  };
}

/** The log position of a resolved event, system events included (for paging past them). */
export function positionOf(resolved: ResolvedEvent | AllStreamResolvedEvent): Position | undefined {
  const position = resolved.event?.position;
  if (position) return { commit: position.commit, prepare: position.prepare };
  return resolved.commitPosition === undefined
    ? undefined
    : { commit: resolved.commitPosition, prepare: resolved.commitPosition };
}

/** Our positions are exclusive: keep only what comes strictly after `from`. */
export function isAfter(position: Position | undefined, from: Position): boolean {
  return position === undefined || comparePositions(position, from) > 0;
}

function toMetadata(raw: unknown): EventMetadata {
  const m = (
    typeof raw === 'object' && raw !== null && !(raw instanceof Uint8Array) ? raw : {}
  ) as Partial<EventMetadata>;
  return {
    ...m,
    schemaVersion: typeof m.schemaVersion === 'number' ? m.schemaVersion : 1,
    correlationId: typeof m.correlationId === 'string' ? m.correlationId : '',
    causationId: typeof m.causationId === 'string' ? m.causationId : null,
    actor: typeof m.actor === 'string' ? m.actor : 'unknown',
  };
}
