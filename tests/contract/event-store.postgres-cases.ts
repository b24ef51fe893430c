// Contract cases only the PostgreSQL adapter has: its idempotency edges, and the races that only a
// server PostgreSQL can show (PGlite runs one connection, so two transactions can never overlap
// there: those cases are skipped on PGlite, not faked).
import { expect, it, vi } from 'vitest';
import {
  DuplicateEventIdError,
  type AppendResult,
  type RecordedEvent,
} from '../../src/app/shared/event-store.port';
import { openDatabase } from '../../src/infra/database/database';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import {
  makeEvent,
  postgresStoreOptions,
  uniqueStream,
  type EventStoreHarness,
  type EventStoreKind,
} from '../support/event-store-factories';
import { collect, conflictOf, ids, sleep } from '../support/event-store-helpers';

const SERVER_ONLY =
  '(server PostgreSQL only: PGlite has one connection, transactions cannot overlap)';

export function postgresOnlyCases(kind: EventStoreKind, harness: () => EventStoreHarness): void {
  if (kind === 'eventstoredb') return;
  const store = () => harness().store;

  it("treats a re-append of stored ids with 'any' as a no-op too", async () => {
    const stream = uniqueStream();
    const batch = [makeEvent('Tested', {}), makeEvent('Tested', {})];
    const first = await store().append(stream, batch, { expectedRevision: 'any' });
    expect(await store().append(stream, batch, { expectedRevision: 'any' })).toEqual(first);
    expect(await store().readStream(stream)).toHaveLength(2);
  });

  it('rejects a batch that overlaps stored ids only in part, or ids of another stream, writing nothing', async () => {
    const stream = uniqueStream();
    const stored = makeEvent('Tested', {});
    await store().append(stream, [stored], { expectedRevision: 'no_stream' });
    const partial = store().append(stream, [stored, makeEvent('Tested', {})], {
      expectedRevision: 'any',
    });
    await expect(partial).rejects.toBeInstanceOf(DuplicateEventIdError);
    const elsewhere = store().append(uniqueStream(), [stored], { expectedRevision: 'no_stream' });
    await expect(elsewhere).rejects.toBeInstanceOf(DuplicateEventIdError);
    expect(await store().readStream(stream)).toHaveLength(1);
  });

  it('catches up across many small batches, woken by appends of another store instance', async () => {
    const { db } = harness();
    // A poll interval far beyond the test timeout: only wake-ups can deliver in time.
    const subscriber = new PostgresEventStore(db!, {
      ...postgresStoreOptions(),
      batchSize: 2,
      pollIntervalMs: 60_000,
    });
    const stream = uniqueStream();
    const before = await store().headPosition();
    await store().append(
      stream,
      [0, 1, 2, 3, 4].map((n) => makeEvent('Tested', { n })),
      {
        expectedRevision: 'no_stream',
      },
    );
    const { received, subscription } = collect(subscriber, before, [stream]);
    await vi.waitFor(() => expect(received).toHaveLength(5), { timeout: 5000, interval: 10 });
    await store().append(stream, [makeEvent('Tested', { n: 5 })], { expectedRevision: 4n });
    await vi.waitFor(() => expect(received).toHaveLength(6), { timeout: 5000, interval: 10 });
    expect(received.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n, 5n]);
    await subscription.stop();
    await subscriber.close();
  });

  it.skipIf(kind !== 'postgres')(
    'wakes a subscriber in another process through LISTEN/NOTIFY (server PostgreSQL only)',
    async () => {
      const { db } = harness();
      // A second connection pool stands in for another process: no shared in-process emitter.
      const other = await openDatabase({ databaseUrl: db!.location });
      const subscriber = new PostgresEventStore(other, {
        ...postgresStoreOptions(),
        pollIntervalMs: 60_000,
      });
      try {
        const stream = uniqueStream();
        const { received, subscription } = collect(subscriber, await store().headPosition(), [
          stream,
        ]);
        await sleep(300); // the LISTEN connection is set up when the first subscription starts
        await store().append(stream, [makeEvent('Tested', {})], { expectedRevision: 'no_stream' });
        await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 5000, interval: 5 });
        await subscription.stop();
      } finally {
        await subscriber.close();
        await other.close();
      }
    },
  );

  // The late-commit problem: sequence values are taken at insert, not at commit, and a
  // transaction id as soon as a transaction first writes. Appends take their positions under the
  // hash chain's lock (migration 0004-event-chain), held until commit, so an append that inserted
  // first also commits first: B waits for A. But a transaction that took its id before appending
  // still commits after B with a lower id: our readers hold B back until A has ended, then
  // deliver A before B.
  it.skipIf(kind !== 'postgres')(
    `an append waits for an open transaction that appended first, then lands after it ${SERVER_ONLY}`,
    async () => {
      const { db } = harness();
      const [a, b] = [uniqueStream('first-a'), uniqueStream('first-b')];
      const before = await store().headPosition();
      const { received, errors, subscription } = collect(store(), before, [a, b]);
      const trx = await db!.knex.transaction();
      let appendB: Promise<AppendResult> | undefined;
      try {
        const inA = new PostgresEventStore({ knex: trx, kind: 'postgres' }, postgresStoreOptions());
        const resultA = await inA.append(a, [makeEvent('Tested', { tx: 'A' })], {
          expectedRevision: 'no_stream',
        });
        let landed = false;
        appendB = store().append(b, [makeEvent('Tested', { tx: 'B' })], {
          expectedRevision: 'no_stream',
        });
        void appendB.then(
          () => (landed = true),
          () => undefined,
        );
        await sleep(300);
        expect(landed).toBe(false);
        expect(received).toEqual([]);
        await trx.commit();
        const resultB = await appendB;
        expect(resultA.position.commit).toBeLessThan(resultB.position.commit);
        expect(resultA.position.prepare).toBeLessThan(resultB.position.prepare);
      } catch (error) {
        if (!trx.isCompleted()) await trx.rollback();
        await appendB?.catch(() => undefined);
        throw error;
      }
      await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000, interval: 5 });
      expect(received.map((e) => e.streamId)).toEqual([a, b]);
      expect(errors).toEqual([]);
      await subscription.stop();
    },
  );

  it.skipIf(kind !== 'postgres')(
    `never skips a late commit: A has the lower transaction id but the higher sequence value ${SERVER_ONLY}`,
    async () => {
      const { db } = harness();
      const [a, b] = [uniqueStream('late-a'), uniqueStream('late-b')];
      const ours = (e: RecordedEvent) => e.streamId === a || e.streamId === b;
      const before = await store().headPosition();
      const { received, errors, subscription } = collect(store(), before, [a, b]);
      const trx = await db!.knex.transaction();
      try {
        const inA = new PostgresEventStore({ knex: trx, kind: 'postgres' }, postgresStoreOptions());
        await trx.raw('select pg_current_xact_id()');
        const resultB = await store().append(b, [makeEvent('Tested', { tx: 'B' })], {
          expectedRevision: 'no_stream',
        });
        const resultA = await inA.append(a, [makeEvent('Tested', { tx: 'A' })], {
          expectedRevision: 'no_stream',
        });
        expect(resultA.position.commit).toBeLessThan(resultB.position.commit);
        expect(resultA.position.prepare).toBeGreaterThan(resultB.position.prepare);

        // B is committed and visible to plain SQL: a reader ordering by sequence alone would now
        // deliver B, checkpoint past A's sequence value and never see A.
        const plain = await db!.knex('events').where({ stream_id: b }).count({ n: '*' });
        expect(Number(plain[0]!.n)).toBe(1);
        // Longer than a poll interval; kept short because an open transaction holds back readers
        // in every database of the server (xmin is cluster-wide), other test files included.
        await sleep(300);
        expect(received).toEqual([]);
        expect((await store().readAll(before, 1000)).filter(ours)).toEqual([]);
        expect(await store().headPosition()).toEqual(before);
        await trx.commit();
      } catch (error) {
        await trx.rollback();
        throw error;
      }
      await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000, interval: 5 });
      await sleep(300);
      const log = (await store().readAll(before, 1000)).filter(ours);
      expect(received.map((e) => e.streamId)).toEqual([a, b]);
      expect(ids(received)).toEqual(ids(log));
      expect(errors).toEqual([]);
      await subscription.stop();
    },
  );

  it.skipIf(kind !== 'postgres')(
    `50 concurrent appenders: a subscriber sees every event exactly once, in log order ${SERVER_ONLY}`,
    async () => {
      const streams = Array.from({ length: 50 }, () => uniqueStream('concurrent'));
      const perStream = 10;
      const before = await store().headPosition();
      const { received, errors, subscription } = collect(store(), before, streams);
      await Promise.all(
        streams.map(async (stream) => {
          for (let n = 0; n < perStream; n++) {
            const expectedRevision = n === 0 ? 'no_stream' : BigInt(n - 1);
            await store().append(stream, [makeEvent('Tested', { n })], { expectedRevision });
          }
        }),
      );
      const total = streams.length * perStream;
      await vi.waitFor(() => expect(received.length).toBeGreaterThanOrEqual(total), {
        timeout: 20_000,
        interval: 10,
      });
      await sleep(300);
      await subscription.stop();
      expect(received).toHaveLength(total);
      expect(new Set(ids(received)).size).toBe(total);
      const log: RecordedEvent[] = [];
      for (
        let from = before, page = await store().readAll(from, 100);
        page.length > 0;
        page = await store().readAll(from, 100)
      ) {
        log.push(...page);
        from = page[page.length - 1]!.position;
      }
      expect(ids(received)).toEqual(ids(log.filter((e) => streams.includes(e.streamId))));
      for (const stream of streams) {
        const revisions = received.filter((e) => e.streamId === stream).map((e) => e.revision);
        expect(revisions).toEqual(Array.from({ length: perStream }, (_, n) => BigInt(n)));
      }
      expect(errors).toEqual([]);
    },
  );

  it.skipIf(kind !== 'postgres')(
    `10 parallel no_stream appends: exactly one wins ${SERVER_ONLY}`,
    async () => {
      const stream = uniqueStream();
      const attempts = Array.from({ length: 10 }, () =>
        store().append(stream, [makeEvent('Tested', {})], { expectedRevision: 'no_stream' }),
      );
      const settled = await Promise.allSettled(attempts);
      expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(1);
      const conflicts = await Promise.all(
        attempts.map((attempt, i) =>
          settled[i]!.status === 'rejected' ? conflictOf(attempt) : undefined,
        ),
      );
      expect(conflicts.filter((c) => c?.actual === 0n)).toHaveLength(9);
      expect(await store().readStream(stream)).toHaveLength(1);
    },
  );

  it.skipIf(kind !== 'postgres')(
    `10 parallel 'any' appends all land, at distinct revisions ${SERVER_ONLY}`,
    async () => {
      const stream = uniqueStream();
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          store().append(stream, [makeEvent('Tested', {})], { expectedRevision: 'any' }),
        ),
      );
      expect(new Set(results.map((r) => r.nextExpectedRevision)).size).toBe(10);
      expect((await store().readStream(stream)).map((e) => e.revision)).toEqual(
        Array.from({ length: 10 }, (_, n) => BigInt(n)),
      );
    },
  );
}
