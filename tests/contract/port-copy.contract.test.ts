// migrate-store's copy through the event-store port (the way to EventStoreDB): onto every adapter
// this machine can run, the copy keeps ids, streams, revisions, data, metadata and order, its
// digest equals the source's, and copying again changes nothing (appends are idempotent by id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type EventStore } from '../../src/app/shared/event-store.port';
import {
  canonicalJson,
  copyThroughPort,
  digestOf,
  isEmptyLog,
  streamRuns,
} from '../../src/infra/migrate-store/port-copy';
import {
  availableEventStoreFactories,
  makeEvent,
  uniqueStream,
  type EventStoreHarness,
} from '../support/event-store-factories';
import { ids } from '../support/event-store-helpers';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,1]},"b":1}',
    );
  });
});

describe.each(availableEventStoreFactories())('copy through the port onto $kind', (factory) => {
  let source: EventStoreHarness;
  let target: EventStoreHarness;
  let targetWasEmpty = false;
  const streams = [uniqueStream('copy-a'), uniqueStream('copy-b'), uniqueStream('copy-c')];

  beforeAll(async () => {
    [source, target] = await Promise.all([
      availableEventStoreFactories()[0]!.create(),
      factory.create(),
    ]);
    targetWasEmpty = await isEmptyLog(target.store);
    const [a, b, c] = streams as [string, string, string];
    const append = (store: EventStore, stream: string, n: number, expected: bigint | 'no_stream') =>
      store.append(
        stream,
        Array.from({ length: n }, (_, i) =>
          makeEvent('ExampleNoted', { stream, i, nested: { z: 1, y: [i] } }),
        ),
        { expectedRevision: expected },
      );
    // Interleaved, so the copy has runs of several events and of one.
    await append(source.store, a, 3, 'no_stream');
    await append(source.store, b, 1, 'no_stream');
    await append(source.store, a, 2, 2n);
    await append(source.store, c, 4, 'no_stream');
    await append(source.store, b, 1, 0n);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([source?.destroy(), target?.destroy()]);
  });

  it('groups consecutive events of one stream into one append', async () => {
    const all = await source.store.readAll(START, 100);
    expect(streamRuns(all).map((run) => run.length)).toEqual([3, 1, 2, 4, 1]);
  });

  it('copies every event with its id, revision, data and metadata, in log order', async (context) => {
    // A shared EventStoreDB that already holds events cannot show an equal digest of the whole log.
    if (!targetWasEmpty) context.skip();
    const progress: number[] = [];
    expect(await copyThroughPort(source.store, target.store, (n) => progress.push(n))).toBe(11);
    expect(progress).toEqual([11]);
    const [from, copy] = await Promise.all([digestOf(source.store), digestOf(target.store)]);
    expect(copy).toEqual(from);
    expect(copy.events).toBe(11);
    for (const stream of streams) {
      const [original, copied] = await Promise.all([
        source.store.readStream(stream),
        target.store.readStream(stream),
      ]);
      expect(ids(copied)).toEqual(ids(original));
      expect(copied.map((e) => e.revision)).toEqual(original.map((e) => e.revision));
      expect(copied.map((e) => e.data)).toEqual(original.map((e) => e.data));
      expect(copied.map((e) => e.metadata)).toEqual(original.map((e) => e.metadata));
    }
  });

  it('changes nothing when copied again: each append is idempotent by its event ids', async (context) => {
    if (!targetWasEmpty) context.skip();
    const before = await digestOf(target.store);
    expect(await copyThroughPort(source.store, target.store)).toBe(11);
    expect(await digestOf(target.store)).toEqual(before);
  });

  it('shows a changed event in the digest', async (context) => {
    if (!targetWasEmpty) context.skip();
    await target.store.append(streams[2]!, [makeEvent('ExampleNoted', { extra: true })], {
      expectedRevision: 3n,
    });
    expect((await digestOf(target.store)).sha256).not.toBe((await digestOf(source.store)).sha256);
  });
});
