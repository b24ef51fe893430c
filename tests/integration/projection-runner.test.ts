import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import {
  comparePositions,
  START,
  type EventStore,
  type NewEvent,
  type Position,
} from '../../src/app/shared/event-store.port';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { ProjectionRunner } from '../../src/projections/projection-runner';
import {
  availableDatabaseKinds,
  createTestDatabase,
  reopenTestDatabase,
  type TestDatabase,
} from '../support/test-database';
import { createTallyTable, tallyProjection, tallyRows } from '../support/tally-projection';

const logger = pino({ level: 'silent' });
const tick = (type = 'Ticked'): NewEvent => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: { schemaVersion: 1, correlationId: randomUUID(), causationId: null, actor: 'test' },
});

/** Appends in parallel batches; answers the position of the last write, to wait for. */
async function appendMany(store: EventStore, count: number, streams = 7): Promise<Position> {
  let last = START;
  for (let i = 0; i < count; i += 50) {
    const results = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, j) =>
        store.append(`tally-${(i + j) % streams}`, [tick((i + j) % 3 ? 'Ticked' : 'Tocked')], {
          expectedRevision: 'any',
        }),
      ),
    );
    for (const { position } of results) if (comparePositions(position, last) > 0) last = position;
  }
  return last;
}

async function expectedTally(db: TestDatabase) {
  const rows = (await db
    .knex('events')
    .select('stream_id')
    .count({ events: '*' })
    .groupBy('stream_id')
    .orderBy('stream_id')) as { stream_id: string; events: number | string }[];
  return rows.map((r) => ({ stream_id: r.stream_id, events: Number(r.events) }));
}

describe.each(availableDatabaseKinds())('projection runner on %s', (kind) => {
  let db: TestDatabase;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  const setup = async () => {
    db = await createTestDatabase(kind);
    store = new PostgresEventStore(db);
    await createTallyTable(db.knex);
  };
  const newRunner = (delayMs = 0) => {
    const runner = new ProjectionRunner({
      knex: db.knex,
      store,
      projections: [tallyProjection({ delayMs })],
      logger,
    });
    runners.push(runner);
    return runner;
  };
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await store?.close();
    await db?.destroy();
  });

  it('applies events live and lets a request wait for its own write', async () => {
    await setup();
    const runner = newRunner();
    await runner.start();
    const result = await store.append('tally-a', [tick(), tick('Tocked')], {
      expectedRevision: 'no_stream',
    });
    expect(await runner.waitFor(result.position, 5000)).toBe(true);
    expect(await tallyRows(db.knex)).toEqual([
      { stream_id: 'tally-a', events: 2, last_type: 'Tocked' },
    ]);
    const stored = await db
      .knex('projection_checkpoints')
      .where({ projection: 'test-tally' })
      .first();
    expect(stored).toBeDefined();
  });

  it('waitFor gives up after its timeout when projections are stopped', async () => {
    await setup();
    const runner = newRunner();
    const result = await store.append('tally-b', [tick()], { expectedRevision: 'no_stream' });
    expect(await runner.waitFor(result.position, 50)).toBe(false);
  });

  it('resumes from its checkpoint after a stop without applying anything twice', async () => {
    await setup();
    await appendMany(store, 300);
    const first = newRunner(1);
    await first.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await first.stop();
    const second = newRunner();
    await second.start();
    const last = await appendMany(store, 100);
    expect(await second.waitFor(last, 10_000)).toBe(true);
    const rows = await tallyRows(db.knex);
    expect(rows.map(({ stream_id, events }) => ({ stream_id, events }))).toEqual(
      await expectedTally(db),
    );
  });

  it.runIf(kind === 'postgres')(
    'a wait for its own writes sees all of them while an older transaction holds visibility back',
    async () => {
      await setup();
      const runner = newRunner();
      await runner.start();
      // Another session's transaction, older than the appends (xmin is cluster-wide: another
      // test file's database on the same server does the same).
      const older = await db.knex.transaction();
      await older.raw('select pg_current_xact_id()');
      const last = await appendMany(store, 40);
      setTimeout(() => void older.commit(), 300);
      // The visible head is still before the appends here; their own position is what to wait for.
      expect(await runner.waitFor(last, 10_000)).toBe(true);
      const rows = await tallyRows(db.knex);
      expect(rows.map(({ stream_id, events }) => ({ stream_id, events }))).toEqual(
        await expectedTally(db),
      );
    },
  );

  it('rebuilds read models that equal the live ones', async () => {
    await setup();
    const live = newRunner();
    await live.start();
    const last = await appendMany(store, 250);
    expect(await live.waitFor(last, 10_000)).toBe(true);
    const liveRows = await tallyRows(db.knex);
    await live.stop();
    await db.knex('test_tally').update({ events: 0 }); // damage it: the rebuild must not rely on it
    const applied = await newRunner().rebuild();
    expect(applied).toBe(250);
    expect(await tallyRows(db.knex)).toEqual(liveRows);
  });

  it('survives being killed mid-way: after a restart every event counts exactly once', async () => {
    await setup();
    const last = await appendMany(store, 600);
    // The child needs the database to itself on PGlite (single process): hand it over.
    const location = db.location;
    if (kind === 'pglite') await db.close();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'tests/support/projection-child.ts', location],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Kill it once it has made some progress but not all.
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`child made no progress: ${output}`)),
        30_000,
      );
      const check = setInterval(() => {
        if ((output.match(/\./g) ?? []).length >= 20) {
          clearInterval(check);
          clearTimeout(timer);
          resolve();
        }
      }, 20);
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    if (kind === 'pglite') {
      db = await reopenTestDatabase(db);
      store = new PostgresEventStore(db);
    }
    const partial = await tallyRows(db.knex);
    const total = partial.reduce((sum, row) => sum + row.events, 0);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(600);
    const runner = newRunner();
    await runner.start();
    expect(await runner.waitFor(last, 20_000)).toBe(true);
    const rows = await tallyRows(db.knex);
    expect(rows.map(({ stream_id, events }) => ({ stream_id, events }))).toEqual(
      await expectedTally(db),
    );
  }, 90_000);
});
