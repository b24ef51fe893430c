// Event appends/s (1 writer, 50 concurrent writers) beside plain single-row INSERTs/s on the same
// database, and projection lag (append commit -> read model updated) at a steady append rate.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { NewEvent } from '../../src/app/shared/event-store.port';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { ProjectionRunner } from '../../src/projections/projection-runner';
import type { Projection } from '../../src/projections/projection';
import { fmt, percentile, type BenchDatabase } from './bench-utils';

const event = (n: number): NewEvent => ({
  id: randomUUID(),
  type: 'BenchTicked',
  data: { n },
  metadata: { schemaVersion: 1, correlationId: randomUUID(), causationId: null, actor: 'bench' },
});

async function timed(
  count: number,
  work: (i: number) => Promise<void>,
  concurrency: number,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

export async function benchEventStore(
  target: BenchDatabase,
  options: { appends: number; lagSeconds: number; rate: number },
) {
  const { db } = target;
  const store = new PostgresEventStore(db);
  const concurrency = db.kind === 'pglite' ? 1 : 50;
  await db.knex.schema.createTable('bench_plain', (t) => {
    t.bigIncrements('id');
    t.text('stream_id');
    t.jsonb('data');
  });
  const insertRate = await timed(
    options.appends,
    (i) =>
      db
        .knex('bench_plain')
        .insert({ stream_id: `s-${i}`, data: { n: i } })
        .then(() => undefined),
    1,
  );
  const singleRate = await timed(
    options.appends,
    (i) =>
      store
        .append(`single-${i % 100}`, [event(i)], { expectedRevision: 'any' })
        .then(() => undefined),
    1,
  );
  const concurrentRate = await timed(
    options.appends,
    (i) =>
      store
        .append(`writer-${i % 50}-${i}`, [event(i)], { expectedRevision: 'no_stream' })
        .then(() => undefined),
    50,
  );
  const insertConcurrent = await timed(
    options.appends,
    (i) =>
      db
        .knex('bench_plain')
        .insert({ stream_id: `c-${i}`, data: { n: i } })
        .then(() => undefined),
    concurrency,
  );

  // Projection lag at a steady rate.
  await db.knex.schema.createTable('bench_tally', (t) => {
    t.text('id').primary();
    t.integer('n');
  });
  const tally: Projection = {
    name: 'bench-tally',
    tables: ['bench_tally'],
    handles: ['BenchTicked'],
    apply: async (trx) => {
      await trx.raw(
        `insert into bench_tally (id, n) values ('all', 1) on conflict (id) do update set n = bench_tally.n + 1`,
      );
    },
  };
  const runner = new ProjectionRunner({
    knex: db.knex,
    store,
    projections: [tally],
    logger: pino({ level: 'silent' }),
  });
  await runner.start();
  await runner.waitFor(await store.headPosition(), 60_000);
  const lags: number[] = [];
  const waits: Promise<void>[] = [];
  const total = options.rate * options.lagSeconds;
  const interval = 1000 / options.rate;
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const delay = due - performance.now();
    if (delay > 1) await new Promise((resolve) => setTimeout(resolve, delay));
    waits.push(
      store
        .append(`lag-${i}`, [event(i)], { expectedRevision: 'no_stream' })
        .then(async (result) => {
          const committed = performance.now();
          await runner.waitFor(result.position, 30_000);
          lags.push(performance.now() - committed);
        }),
    );
  }
  await Promise.all(waits);
  const achievedRate = total / ((performance.now() - started) / 1000);
  await runner.stop();
  await store.close();

  return {
    label: target.label,
    insertRate,
    singleRate,
    concurrentRate,
    insertConcurrent,
    lagP50: percentile(lags, 50),
    lagP99: percentile(lags, 99),
    achievedRate,
  };
}

export function printEventStore(r: Awaited<ReturnType<typeof benchEventStore>>): void {
  console.log(`\n## Event store on ${r.label}`);
  console.log(`plain single-row INSERT, 1 writer     ${fmt(r.insertRate)} /s`);
  console.log(
    `event append, 1 writer                ${fmt(r.singleRate)} /s   (${fmt(r.singleRate / r.insertRate, 2)}x plain INSERT; target >= 0.5x)`,
  );
  console.log(`plain INSERT, concurrent writers      ${fmt(r.insertConcurrent)} /s`);
  console.log(
    `event append, 50 concurrent writers   ${fmt(r.concurrentRate)} /s   (${fmt(r.concurrentRate / r.insertConcurrent, 2)}x concurrent INSERT)`,
  );
  console.log(
    `projection lag at ${fmt(r.achievedRate)} appends/s   p50 ${fmt(r.lagP50, 1)} ms   p99 ${fmt(r.lagP99, 1)} ms`,
  );
}
