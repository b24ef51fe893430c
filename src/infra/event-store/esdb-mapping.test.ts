import {
  ANY,
  NO_STREAM,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import {
  START,
  WrongExpectedRevisionError,
  type NewEvent,
} from '../../app/shared/event-store.port';
import { UpcasterRegistry, emptyUpcasters } from '../../domain/shared/upcasting';
import * as map from './esdb-mapping';

const metadata = { schemaVersion: 1, correlationId: 'c-1', causationId: null, actor: 'system' };
const newEvent: NewEvent = {
  id: '5b4f8d2e-0c1a-4b4e-9a53-1f7f1c1d2e3f',
  type: 'Tested',
  data: { a: 1 },
  metadata,
};

function resolved(
  overrides: Record<string, unknown> = {},
  position = { commit: 20n, prepare: 10n },
): AllStreamResolvedEvent {
  return {
    event: {
      streamId: 'journey-1',
      id: newEvent.id,
      isJson: true,
      revision: 3n,
      type: 'Tested',
      created: new Date('2026-01-02T03:04:05Z'),
      data: { a: 1 },
      metadata,
      position,
      ...overrides,
    },
    commitPosition: position.commit,
  } as AllStreamResolvedEvent;
}

describe('esdb mapping: events', () => {
  it('maps a new event to JSON event data with our id, type, data and metadata', () => {
    expect(map.toEventData(newEvent)).toEqual({
      id: newEvent.id,
      contentType: 'application/json',
      type: 'Tested',
      data: { a: 1 },
      metadata,
    });
  });

  it('maps a resolved event to our recorded event', () => {
    expect(map.fromResolvedEvent(resolved(), emptyUpcasters)).toEqual({
      id: newEvent.id,
      type: 'Tested',
      data: { a: 1 },
      metadata,
      streamId: 'journey-1',
      revision: 3n,
      position: { commit: 20n, prepare: 10n },
      recordedAt: new Date('2026-01-02T03:04:05Z'),
    });
  });

  it('upcasts on read', () => {
    const upcasters = new UpcasterRegistry([
      { type: 'Tested', fromVersion: 1, upcast: () => ({ b: 2 }) },
    ]);
    const event = map.fromResolvedEvent(resolved(), upcasters);
    expect(event?.data).toEqual({ b: 2 });
    expect(event?.metadata.schemaVersion).toBe(2);
  });

  it('fills missing metadata fields instead of failing on foreign events', () => {
    const event = map.fromResolvedEvent(resolved({ metadata: undefined }), emptyUpcasters);
    expect(event?.metadata).toEqual({
      schemaVersion: 1,
      correlationId: '',
      causationId: null,
      actor: 'unknown',
    });
  });

  it('drops system events, unresolved links and binary events', () => {
    expect(
      map.fromResolvedEvent(resolved({ streamId: '$stats-127.0.0.1:2113' }), emptyUpcasters),
    ).toBeUndefined();
    expect(map.fromResolvedEvent(resolved({ type: '$metadata' }), emptyUpcasters)).toBeUndefined();
    expect(
      map.fromResolvedEvent(resolved({ isJson: false, data: new Uint8Array() }), emptyUpcasters),
    ).toBeUndefined();
    expect(
      map.fromResolvedEvent({ commitPosition: 5n } as AllStreamResolvedEvent, emptyUpcasters),
    ).toBeUndefined();
    expect(map.isSystemEvent(resolved({ type: '$>' }))).toBe(true);
    expect(map.isSystemEvent(resolved())).toBe(false);
  });
});

describe('esdb mapping: revisions and positions', () => {
  it('maps expected revisions', () => {
    expect(map.toEsdbExpectedRevision('any')).toBe(ANY);
    expect(map.toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(map.toEsdbExpectedRevision(7n)).toBe(7n);
  });

  it('maps START to the client START and other positions as they are', () => {
    expect(map.toReadPosition(START)).toBe('start');
    expect(map.toReadPosition({ commit: 5n, prepare: 4n })).toEqual({ commit: 5n, prepare: 4n });
  });

  it('maps append results, with START when an old server gives no position', () => {
    expect(
      map.fromAppendResult({
        success: true,
        nextExpectedRevision: 2n,
        position: { commit: 9n, prepare: 8n },
      }),
    ).toEqual({
      nextExpectedRevision: 2n,
      position: { commit: 9n, prepare: 8n },
    });
    expect(map.fromAppendResult({ success: true, nextExpectedRevision: 0n }).position).toEqual(
      START,
    );
  });

  it('takes positions from the event, else the commit position, and keeps only later ones', () => {
    expect(map.positionOf(resolved())).toEqual({ commit: 20n, prepare: 10n });
    expect(map.positionOf({ commitPosition: 5n } as AllStreamResolvedEvent)).toEqual({
      commit: 5n,
      prepare: 5n,
    });
    expect(map.isAfter({ commit: 20n, prepare: 10n }, { commit: 20n, prepare: 10n })).toBe(false);
    expect(map.isAfter({ commit: 20n, prepare: 11n }, { commit: 20n, prepare: 10n })).toBe(true);
    expect(map.isAfter({ commit: 1n, prepare: 1n }, START)).toBe(true);
  });
});

describe('esdb mapping: errors', () => {
  it('turns WrongExpectedVersionError into ours, with the actual revision', () => {
    const esdb = new WrongExpectedVersionError(undefined, {
      streamName: 's',
      expected: 1n,
      current: 4n,
    });
    const ours = map.toAppendError(esdb, 's', 1n);
    expect(ours).toBeInstanceOf(WrongExpectedRevisionError);
    expect(ours).toMatchObject({ streamId: 's', expected: 1n, actual: 4n });
    const missing = new WrongExpectedVersionError(undefined, {
      streamName: 's',
      expected: 0n,
      current: 'no_stream',
    });
    expect(map.toAppendError(missing, 's', 0n)).toMatchObject({ actual: 'no_stream' });
  });

  it('passes other errors through and recognises a missing stream', () => {
    const other = new Error('unavailable');
    expect(map.toAppendError(other, 's', 'any')).toBe(other);
    expect(map.isStreamNotFound(new StreamNotFoundError(undefined, 's'))).toBe(true);
    expect(map.isStreamNotFound(other)).toBe(false);
  });
});
