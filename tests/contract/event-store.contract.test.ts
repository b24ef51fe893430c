// One contract, every adapter available here (see tests/support/event-store-factories.ts).
// Tests use fresh stream ids and positions taken just before they append, so they also hold on a
// shared EventStoreDB that already has other events.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  comparePositions,
  type EventStore,
  type RecordedEvent,
} from '../../src/app/shared/event-store.port';
import {
  availableEventStoreFactories,
  makeEvent,
  uniqueStream,
  type EventStoreHarness,
} from '../support/event-store-factories';
import { collect, conflictOf, ids, sleep } from '../support/event-store-helpers';
import { postgresOnlyCases } from './event-store.postgres-cases';

describe.each(availableEventStoreFactories())('event store contract: $kind', (factory) => {
  let harness: EventStoreHarness;
  let store: EventStore;
  beforeAll(async () => {
    harness = await factory.create();
    store = harness.store;
  });
  afterAll(() => harness?.destroy());

  it('appends and reads a stream in revision order', async () => {
    const stream = uniqueStream();
    const batch = [
      makeEvent('Tested', { n: 0 }),
      makeEvent('Tested', { n: 1 }),
      makeEvent('Tested', { n: 2 }),
    ];
    const first = await store.append(stream, batch, { expectedRevision: 'no_stream' });
    expect(first.nextExpectedRevision).toBe(2n);
    const next = await store.append(stream, [makeEvent('Tested', { n: 3 })], {
      expectedRevision: 2n,
    });
    expect(next.nextExpectedRevision).toBe(3n);
    expect(comparePositions(next.position, first.position)).toBeGreaterThan(0);

    const events = await store.readStream(stream);
    expect(events.map((e) => e.data)).toEqual([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }]);
    expect(events.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n]);
    expect(ids(events).slice(0, 3)).toEqual(ids(batch));
    expect(events[0]).toMatchObject({
      streamId: stream,
      type: 'Tested',
      metadata: batch[0]!.metadata,
    });
    expect(events[0]!.recordedAt).toBeInstanceOf(Date);
    // Within one batch, log order is revision order.
    for (let i = 1; i < events.length; i++) {
      expect(comparePositions(events[i]!.position, events[i - 1]!.position)).toBeGreaterThan(0);
    }
    expect(events[2]!.position).toEqual(first.position);
  });

  it('reads a stream that does not exist as []', async () => {
    expect(await store.readStream(uniqueStream())).toEqual([]);
  });

  it('rejects no_stream on an existing stream, with the actual revision', async () => {
    const stream = uniqueStream();
    await store.append(stream, [makeEvent('Tested', {})], { expectedRevision: 'no_stream' });
    const conflict = await conflictOf(
      store.append(stream, [makeEvent('Tested', {})], { expectedRevision: 'no_stream' }),
    );
    expect(conflict).toMatchObject({ streamId: stream, expected: 'no_stream', actual: 0n });
    expect(await store.readStream(stream)).toHaveLength(1);
  });

  it('rejects a wrong revision number, with the actual revision', async () => {
    const stream = uniqueStream();
    await store.append(stream, [makeEvent('Tested', {}), makeEvent('Tested', {})], {
      expectedRevision: 'no_stream',
    });
    const behind = await conflictOf(
      store.append(stream, [makeEvent('Tested', {})], { expectedRevision: 0n }),
    );
    expect(behind).toMatchObject({ expected: 0n, actual: 1n });
    const ahead = await conflictOf(
      store.append(stream, [makeEvent('Tested', {})], { expectedRevision: 5n }),
    );
    expect(ahead.actual).toBe(1n);
    const missing = await conflictOf(
      store.append(uniqueStream(), [makeEvent('Tested', {})], { expectedRevision: 0n }),
    );
    expect(missing.actual).toBe('no_stream');
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it("appends with 'any' after the current last revision, stream or not", async () => {
    const stream = uniqueStream();
    expect(
      (await store.append(stream, [makeEvent('Tested', {})], { expectedRevision: 'any' }))
        .nextExpectedRevision,
    ).toBe(0n);
    const result = await store.append(stream, [makeEvent('Tested', {}), makeEvent('Tested', {})], {
      expectedRevision: 'any',
    });
    expect(result.nextExpectedRevision).toBe(2n);
    expect((await store.readStream(stream)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
  });

  it('treats a re-append of stored event ids as a no-op with the same result', async () => {
    const stream = uniqueStream();
    const batch = [makeEvent('Tested', { n: 1 }), makeEvent('Tested', { n: 2 })];
    const first = await store.append(stream, batch, { expectedRevision: 'no_stream' });
    const again = await store.append(stream, batch, { expectedRevision: 'no_stream' });
    expect(again).toEqual(first);
    const events = await store.readStream(stream);
    expect(ids(events)).toEqual(batch.map((e) => e.id));
  });

  it('reads all streams in one global order, from an exclusive position', async () => {
    const [a, b] = [uniqueStream('a'), uniqueStream('b')];
    const before = await store.headPosition();
    const appended: string[] = [];
    for (const [stream, revision] of [
      [a, 'no_stream'],
      [b, 'no_stream'],
      [a, 0n],
      [b, 0n],
      [a, 1n],
    ] as const) {
      const event = makeEvent('Tested', { stream });
      await store.append(stream, [event], { expectedRevision: revision });
      appended.push(event.id);
    }
    const all = await store.readAll(before, 1000);
    for (let i = 1; i < all.length; i++)
      expect(comparePositions(all[i]!.position, all[i - 1]!.position)).toBeGreaterThan(0);
    expect(all.every((e) => comparePositions(e.position, before) > 0)).toBe(true);
    expect(ids(all.filter((e) => e.streamId === a || e.streamId === b))).toEqual(appended);
  });

  it('pages through readAll from a position', async () => {
    const stream = uniqueStream();
    const before = await store.headPosition();
    const batch = Array.from({ length: 5 }, (_, n) => makeEvent('Tested', { n }));
    await store.append(stream, batch, { expectedRevision: 'no_stream' });
    const pages: RecordedEvent[][] = [];
    for (let from = before; ;) {
      const page = await store.readAll(from, 2);
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(2);
      pages.push(page);
      from = page[page.length - 1]!.position;
    }
    expect(ids(pages.flat().filter((e) => e.streamId === stream))).toEqual(batch.map((e) => e.id));
    expect(await store.readAll(before, 0)).toEqual([]);
  });

  it('reports the head position: the position of the newest event', async () => {
    const before = await store.headPosition();
    const result = await store.append(uniqueStream(), [makeEvent('Tested', {})], {
      expectedRevision: 'no_stream',
    });
    const head = await store.headPosition();
    expect(comparePositions(head, before)).toBeGreaterThan(0);
    expect(comparePositions(head, result.position)).toBeGreaterThanOrEqual(0);
    if (factory.kind !== 'eventstoredb') expect(head).toEqual(result.position);
  });

  it('catches up, then delivers live events in order, exactly once', async () => {
    const stream = uniqueStream();
    const before = await store.headPosition();
    await store.append(stream, [makeEvent('Tested', { n: 0 }), makeEvent('Tested', { n: 1 })], {
      expectedRevision: 'no_stream',
    });
    const { received, errors, subscription } = collect(store, before, [stream]);
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000, interval: 10 });
    for (let n = 2; n < 5; n++)
      await store.append(stream, [makeEvent('Tested', { n })], { expectedRevision: BigInt(n - 1) });
    await vi.waitFor(() => expect(received).toHaveLength(5), { timeout: 5000, interval: 10 });
    await sleep(300);
    expect(received.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
    await subscription.stop();
    await store.append(stream, [makeEvent('Tested', { n: 5 })], { expectedRevision: 4n });
    await sleep(300);
    expect(received).toHaveLength(5);
    expect(errors).toEqual([]);
  });

  it('stop() resolves only after the running handler call, and nothing is delivered after it', async () => {
    const stream = uniqueStream();
    const before = await store.headPosition();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const subscription = store.subscribeToAll({
      from: before,
      onEvents: async (events) => {
        if (!events.some((e) => e.streamId === stream)) return;
        calls.push('start');
        await gate;
        calls.push('end');
      },
    });
    await store.append(stream, [makeEvent('Tested', {})], { expectedRevision: 'no_stream' });
    await vi.waitFor(() => expect(calls).toEqual(['start']), { timeout: 5000, interval: 10 });
    let stopped = false;
    const stopping = subscription.stop().then(() => (stopped = true));
    await sleep(50);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(calls).toEqual(['start', 'end']);
    await store.append(stream, [makeEvent('Tested', {})], { expectedRevision: 0n });
    await sleep(300);
    expect(calls).toEqual(['start', 'end']);
  });

  it('reports a failing handler and delivers the same events again (none lost or skipped)', async () => {
    const stream = uniqueStream();
    const before = await store.headPosition();
    const batch = [makeEvent('Tested', { n: 0 }), makeEvent('Tested', { n: 1 })];
    await store.append(stream, batch, { expectedRevision: 'no_stream' });
    const received: RecordedEvent[] = [];
    const errors: unknown[] = [];
    let failures = 2;
    const subscription = store.subscribeToAll({
      from: before,
      onEvents: async (events) => {
        const ours = events.filter((e) => e.streamId === stream);
        if (ours.length > 0 && failures-- > 0) throw new Error('handler failed');
        received.push(...ours);
      },
      onError: (error) => errors.push(error),
    });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000, interval: 10 });
    await subscription.stop();
    expect(ids(received)).toEqual(batch.map((e) => e.id));
    expect(errors).toHaveLength(2);
  });

  it('upcasts old schema versions on every read path (the worked example)', async () => {
    const stream = uniqueStream();
    const before = await store.headPosition();
    const v1 = makeEvent('ExampleProfileCreated', { profileId: 'p1', name: 'Ada' });
    await store.append(stream, [v1], { expectedRevision: 'no_stream' });
    const check = (event: RecordedEvent | undefined) => {
      expect(event?.data).toEqual({ profileId: 'p1', displayName: 'Ada' });
      expect(event?.metadata.schemaVersion).toBe(2);
    };
    check((await store.readStream(stream))[0]);
    check((await store.readAll(before, 1000)).find((e) => e.streamId === stream));
    const { received, subscription } = collect(store, before, [stream]);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 10 });
    await subscription.stop();
    check(received[0]);
  });

  postgresOnlyCases(factory.kind, () => harness);
});
