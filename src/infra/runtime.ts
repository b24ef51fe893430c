// The composition root: opens the database, the event store and the projections that the
// settings ask for. The server, the CLI tasks and the tests all start from here.
import type { Logger } from 'pino';
import {
  comparePositions,
  START,
  type EventStore,
  type Position,
} from '../app/shared/event-store.port';
import { loadCheckpoints } from '../projections/checkpoints';
import type { Projection } from '../projections/projection';
import { ProjectionRunner } from '../projections/projection-runner';
import { allProjections } from '../projections/registry';
import type { Config } from './config/config';
import { acquireAdvisoryLease, type Lease } from './database/advisory-lease';
import { openDatabase, type Database } from './database/database';
import { migrateToLatest } from './database/migrate';
import { createEventStore } from './event-store/create-event-store';

export interface Runtime {
  config: Config;
  logger: Logger;
  db: Database;
  store: EventStore;
  runner: ProjectionRunner;
  /** True once the read models have passed `position` (bounded by READ_YOUR_WRITES_TIMEOUT_MS). */
  waitForProjections(position: Position): Promise<boolean>;
  /** Read models have applied every event in the log. */
  projectionsCaughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Run the projection runner in this process (under a lease on server PostgreSQL). */
  runProjections: boolean;
  projections?: Projection[];
  /** An already-open database (tests). */
  db?: Database;
}

export const PROJECTIONS_LEASE = 'lantern-tales:projections';

export async function createRuntime(
  config: Config,
  logger: Logger,
  options: RuntimeOptions,
): Promise<Runtime> {
  const db =
    options.db ??
    (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }));
  try {
    await migrateToLatest(db.knex);
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
  const store = createEventStore(config, db, (error) =>
    logger.error({ err: error }, 'event store subscription error'),
  );
  const projections = options.projections ?? allProjections;
  const runner = new ProjectionRunner({ knex: db.knex, store, projections, logger });
  let lease: Lease | undefined;

  if (options.runProjections) {
    if (db.kind === 'postgres' && db.connectionString) {
      lease = acquireAdvisoryLease({
        connectionString: db.connectionString,
        name: PROJECTIONS_LEASE,
        logger,
      });
      lease.onLost(() => {
        logger.error('projection lease lost; stopping projections');
        void runner.stop();
      });
      void lease.acquired.then(
        () => runner.start(),
        (error: unknown) => logger.warn({ err: error }, 'projection lease not acquired'),
      );
    } else {
      // PGlite: the DATA_DIR lock already makes this the only process.
      await runner.start();
    }
  }

  const storedPosition = async (): Promise<Position> => {
    const checkpoints = await loadCheckpoints(
      db.knex,
      projections.map((p) => p.name),
    );
    // The lowest stored checkpoint (a projection without one counts as START).
    const [first = START, ...rest] = checkpoints.values();
    return rest.reduce((low, p) => (comparePositions(p, low) < 0 ? p : low), first);
  };

  const waitForProjections = async (position: Position): Promise<boolean> => {
    const timeout = config.READ_YOUR_WRITES_TIMEOUT_MS;
    if (runner.running) return runner.waitFor(position, timeout);
    // Another process runs the projections: watch its checkpoints.
    const deadline = Date.now() + timeout;
    while (Date.now() < deadline) {
      if (projections.length === 0 || comparePositions(await storedPosition(), position) >= 0)
        return true;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return false;
  };

  const projectionsCaughtUp = async (): Promise<boolean> => {
    if (projections.length === 0) return true;
    const head = await store.headPosition();
    const current = runner.running ? runner.position() : await storedPosition();
    return comparePositions(current, head) >= 0;
  };

  return {
    config,
    logger,
    db,
    store,
    runner,
    waitForProjections,
    projectionsCaughtUp,
    close: async () => {
      await runner.stop();
      await lease?.release();
      await store.close();
      if (!options.db) await db.close();
    },
  };
}
