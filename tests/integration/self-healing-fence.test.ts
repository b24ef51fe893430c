// A runner that lost its lease may still be finishing a batch when the new holder starts on the
// same events. Checkpoint saves are compare-and-set, so only one of them counts each event; the
// other's transaction rolls back and it carries on from the stored checkpoints.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { START, type NewEvent } from '../../src/app/shared/event-store.port';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { ProjectionRunner } from '../../src/projections/projection-runner';
import { createTallyTable, tallyProjection, tallyRows } from '../support/tally-projection';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../support/test-database';

const logger = pino({ level: 'silent' });
const tick = (): NewEvent => ({
  id: randomUUID(),
  type: 'Ticked',
  data: {},
  metadata: { schemaVersion: 1, correlationId: randomUUID(), causationId: null, actor: 'test' },
});

describe.each(availableDatabaseKinds())('two runners on the same events (%s)', (kind) => {
  let db: TestDatabase | undefined;
  let store: PostgresEventStore | undefined;
  const runners: ProjectionRunner[] = [];
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await store?.close();
    await db?.destroy();
  });

  it('count every event exactly once', async () => {
    db = await createTestDatabase(kind);
    store = new PostgresEventStore(db, { batchSize: 20, retryBackoffMs: { initial: 5, max: 50 } });
    await createTallyTable(db.knex);
    const streams = ['a', 'b', 'c'];
    let last = START;
    for (let i = 0; i < 120; i++)
      ({ position: last } = await store.append(`tally-${streams[i % 3]}`, [tick()], {
        expectedRevision: 'any',
      }));

    for (let i = 0; i < 2; i++) {
      const runner = new ProjectionRunner({
        knex: db.knex,
        store,
        projections: [tallyProjection({ delayMs: 1 })],
        logger,
        onError: () => undefined,
      });
      runners.push(runner);
    }
    await Promise.all(runners.map((runner) => runner.start()));
    // The last write's own position: the visible head can lag behind another session's transaction.
    const caughtUp = await Promise.all(runners.map((runner) => runner.waitFor(last, 20_000)));
    expect(caughtUp).toEqual([true, true]);
    expect((await tallyRows(db.knex)).map((row) => row.events)).toEqual([40, 40, 40]);
  }, 40_000);
});
