// Child process for the crash test: runs the tally projection slowly until it is killed.
// argv: <databaseUrl | pglite data dir>
import pino from 'pino';
import { openDatabase } from '../../src/infra/database/database';
import { PostgresEventStore } from '../../src/infra/event-store/postgres-event-store';
import { ProjectionRunner } from '../../src/projections/projection-runner';
import { tallyProjection } from './tally-projection';

const target = process.argv[2] ?? '';
const db = target.startsWith('postgres')
  ? await openDatabase({ databaseUrl: target })
  : await openDatabase({ dataDir: target });
const store = new PostgresEventStore(db, { batchSize: 50 });
const runner = new ProjectionRunner({
  knex: db.knex,
  store,
  projections: [tallyProjection({ delayMs: 5 })],
  logger: pino({ level: 'silent' }),
});
const { count } = (await db.knex('projection_checkpoints').count({ count: '*' }).first()) as {
  count: number;
};
process.stdout.write(`started ${count}\n`);
await runner.start();
setInterval(() => process.stdout.write('.'), 50);
