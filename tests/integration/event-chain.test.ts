// The hash chain of the event log: kept unbroken by concurrent appends (server PostgreSQL is where
// they overlap), computed for rows that predate it, and broken, with the row named, by a changed,
// a removed or two swapped rows. Each tampering runs in a transaction that is rolled back.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../../src/infra/audit/chain-verifier';
import { eventChainMigration } from '../../src/infra/database/migrations/0004-event-chain';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { makeEvent, uniqueStream } from '../support/event-store-factories';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../support/test-database';

/** Runs `work` in a transaction that is always rolled back (the log stays as it was). */
async function rolledBack<T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const trx = await knex.transaction();
  try {
    return await work(trx);
  } finally {
    await trx.rollback();
  }
}

/**
 * Tampers with the log for real (committed), verifies, and puts the rows back as they were. No
 * transaction stays open meanwhile: on a server an open write transaction holds back every
 * reader of every event log of the cluster (xmin is cluster-wide), other test files included.
 */
async function tampered(
  knex: Knex,
  positions: string[],
  tamper: (trx: Knex.Transaction) => Promise<unknown>,
) {
  await knex.raw('drop table if exists tamper_saved');
  const array = `{${positions.join(',')}}`;
  await knex.raw(
    'create table tamper_saved as select * from events where global_position = any(?::bigint[])',
    [array],
  );
  try {
    await knex.transaction(tamper);
    return await verifyChain(knex);
  } finally {
    await knex.transaction(async (trx) => {
      await trx.raw('delete from events where global_position = any(?::bigint[])', [array]);
      await trx.raw('alter table events disable trigger events_chain');
      await trx.raw('insert into events select * from tamper_saved');
      await trx.raw('alter table events enable trigger events_chain');
    });
    await knex.raw('drop table tamper_saved');
    expect((await verifyChain(knex)).findings).toEqual([]);
  }
}

const positionsOf = async (knex: Knex) =>
  (
    (await knex.raw('select global_position::text as p from events order by global_position'))
      .rows as {
      p: string;
    }[]
  ).map((row) => BigInt(row.p));

describe.each(availableDatabaseKinds())('event hash chain on %s', (kind) => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    store = new PostgresEventStore(db);
  });
  afterAll(async () => {
    await store?.close();
    await db?.destroy();
  });

  it('stays one unbroken chain under concurrent appends to many streams', async () => {
    const streams = Array.from({ length: 40 }, () => uniqueStream('chain'));
    await Promise.all(
      streams.map(async (stream, s) => {
        for (let n = 0; n < 8; n++) {
          const size = 1 + ((s + n) % 3);
          const batch = Array.from({ length: size }, (_, i) => makeEvent('Tested', { s, n, i }));
          await store.append(stream, batch, { expectedRevision: 'any' });
        }
      }),
    );
    // Many writers on one stream too ('any' retries when another writer took the revision).
    const shared = uniqueStream('chain-shared');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.append(shared, [makeEvent('Tested', { i })], { expectedRevision: 'any' }),
      ),
    );
    const report = await verifyChain(db.knex);
    expect(report.findings).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(20 + 40 * 8);
    // Positions are taken under the chain's lock: no gaps, in commit order.
    const positions = await positionsOf(db.knex);
    expect(positions).toEqual(positions.map((_, i) => BigInt(i + 1)));
  });

  // The same SQL on both; on a server this holds a transaction open for a second (see tampered).
  it.skipIf(kind !== 'pglite')(
    'chains rows that were in the log before the chain existed, in position order',
    async () => {
      await rolledBack(db.knex, async (trx) => {
        await eventChainMigration.down(trx);
        await trx.raw(`insert into events (stream_id, stream_revision, event_id, type, data, metadata)
        values ('legacy-1', 0, gen_random_uuid(), 'Tested', '{"old": true}', '{"schemaVersion": 1}')`);
        await eventChainMigration.up(trx);
        expect((await verifyChain(trx)).findings).toEqual([]);
        const next = uniqueStream('after-migration');
        await new PostgresEventStore({ knex: trx, kind }).append(next, [makeEvent('Tested', {})], {
          expectedRevision: 'no_stream',
        });
        expect((await verifyChain(trx)).findings).toEqual([]);
      });
    },
  );

  describe('names the row that was tampered with', () => {
    let rows: { position: string; stream: string; revision: string }[];
    beforeAll(async () => {
      const stream = uniqueStream('tamper');
      await store.append(
        stream,
        Array.from({ length: 6 }, (_, n) => makeEvent('Tested', { n })),
        { expectedRevision: 'no_stream' },
      );
      for (const other of ['a', 'b']) {
        await store.append(uniqueStream(`tamper-${other}`), [makeEvent('Tested', { other })], {
          expectedRevision: 'no_stream',
        });
      }
      rows = (
        await db.knex.raw(
          `select global_position::text as position, stream_id as stream,
          stream_revision::text as revision from events where stream_id = ? order by global_position`,
          [stream],
        )
      ).rows;
      expect((await verifyChain(db.knex)).findings).toEqual([]);
    });

    it('a changed data row', async () => {
      const target = rows[2]!;
      const report = await tampered(db.knex, [target.position], (trx) =>
        trx.raw(`update events set data = '{"n": 99}' where global_position = ?`, [
          target.position,
        ]),
      );
      expect(report.findings).toHaveLength(1);
      expect(report.findings[0]).toMatchObject({
        kind: 'changed',
        position: target.position,
        streamId: target.stream,
      });
      expect(report.findings[0]!.message).toContain(
        `position ${target.position} (stream ${target.stream}) was changed`,
      );
    });

    it('a changed type, time or metadata', async () => {
      const target = rows[1]!;
      for (const change of [
        `type = 'Forged'`,
        `recorded_at = recorded_at + interval '1 microsecond'`,
        `metadata = metadata || '{"actor": "someone-else"}'`,
        `stream_revision = stream_revision + 100`,
      ]) {
        const report = await tampered(db.knex, [target.position], (trx) =>
          trx.raw(`update events set ${change} where global_position = ?`, [target.position]),
        );
        expect(report.findings.map((f) => [f.kind, f.position])).toContainEqual([
          'changed',
          target.position,
        ]);
      }
    });

    it('a deleted row', async () => {
      const target = rows[3]!;
      const report = await tampered(db.knex, [target.position], (trx) =>
        trx.raw('delete from events where global_position = ?', [target.position]),
      );
      const messages = report.findings.map((f) => f.message);
      expect(report.findings).toContainEqual(
        expect.objectContaining({ kind: 'removed', position: target.position }),
      );
      expect(messages).toContainEqual(
        expect.stringContaining(`position ${target.position} was removed`),
      );
      // Its stream is named by the revision it now lacks.
      expect(messages).toContainEqual(
        `stream ${target.stream}: revision ${target.revision} is missing before position ${rows[4]!.position} (revision ${rows[4]!.revision}): an event of this stream was removed`,
      );
    });

    it('the last row deleted', async () => {
      const last = (await positionsOf(db.knex)).at(-1)!.toString();
      const report = await tampered(db.knex, [last], (trx) =>
        trx.raw('delete from events where global_position = ?', [last]),
      );
      expect(report.findings).toEqual([
        expect.objectContaining({ kind: 'removed', position: last }),
      ]);
    });

    for (const [label, first, second] of [
      ['two swapped rows', 1, 4],
      ['two swapped neighbours', 2, 3],
    ] as const) {
      it(label, async () => {
        const [a, b] = [rows[first]!, rows[second]!];
        const report = await tampered(db.knex, [a.position, b.position], async (trx) => {
          const move = (from: string, to: string) =>
            trx.raw(
              'update events set global_position = ?::bigint where global_position = ?::bigint',
              [to, from],
            );
          await move(a.position, '-1');
          await move(b.position, a.position);
          await move('-1', b.position);
        });
        const reordered = report.findings.filter((f) => f.kind === 'reordered');
        expect(reordered.map((f) => [f.position, f.streamId])).toEqual([
          [a.position, b.stream],
          [b.position, a.stream],
        ]);
        expect(reordered[0]!.message).toContain(
          `position ${a.position} (stream ${b.stream}) was moved: it was recorded at position ${b.position}`,
        );
        expect(report.findings.filter((f) => f.kind === 'changed')).toEqual([]);
      });
    }

    it('a row added outside an append (the chain head does not know it)', async () => {
      const last = (await positionsOf(db.knex)).at(-1)!;
      const forged = (last + 1n).toString();
      const report = await tampered(db.knex, [forged], async (trx) => {
        await trx.raw('alter table events disable trigger events_chain');
        await trx.raw(
          `insert into events (global_position, stream_id, stream_revision, event_id, type, data, metadata, hash)
           select ?::bigint + 1, 'forged', 0, gen_random_uuid(), 'Tested', '{}', '{}', '\\x00'::bytea`,
          [last.toString()],
        );
        await trx.raw('alter table events enable trigger events_chain');
      });
      expect(report.findings.map((f) => f.kind)).toEqual(['changed', 'head']);
    });
  });
});
