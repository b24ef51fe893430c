// The platform under the modules: opens the database, runs the migrations, the event store and
// the projections of the modules it is given. The server, the CLI tasks and the tests start here.
import type { Logger } from 'pino';
import {
  comparePositions,
  START,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '../app/shared/event-store.port';
import { loadCheckpoints } from '../projections/checkpoints';
import type { Projection } from '../projections/projection';
import { CheckpointMovedError, ProjectionRunner } from '../projections/projection-runner';
import type { PlatformConfig } from './config/platform-settings';
import { openDatabase, type Database } from './database/database';
import {
  EVERYTHING,
  openChangeNotices,
  type ChangedKeys,
  type ChangeNotices,
} from './database/change-notices';
import { describeDatabaseError, isDatabaseUnavailable } from './database/database-errors';
import { LeaseKeeper } from './database/lease-keeper';
import { oldestOpenTransaction } from './database/long-transactions';
import { migrateToLatest } from './database/migrate';
import { createEventStore } from './event-store/create-event-store';
import { countingEventStore } from './metrics/counting-event-store';
import { createMetrics, observeLag, type Metrics } from './metrics/metrics-registry';
import { noteWritten } from './database/read-your-writes';
import { PostgresEventStore } from './event-store/postgres-event-store';
import type { Reactor } from '../app/shared/reactor';
import type { AnyModule } from './modules/app-module';
import { ReactorRunner } from './reactors/reactor-runner';
import { catalogueOf, migrationsOf, projectionsOf } from './modules/module-parts';

export interface Runtime {
  config: PlatformConfig;
  logger: Logger;
  db: Database;
  store: EventStore;
  /** This instance's metrics registry (served at /metrics when METRICS_TOKEN is set). */
  metrics: Metrics;
  runner: ProjectionRunner;
  /**
   * Change notices for in-process caches: every batch the projections apply announces the people
   * it touched (`user:<id>`; '*' for an event that names nobody), in every process.
   */
  changes: ChangeNotices;
  /** True once the read models have passed `position` (bounded by READ_YOUR_WRITES_TIMEOUT_MS). */
  waitForProjections(position: Position): Promise<boolean>;
  /** Read models have applied every event in the log. */
  projectionsCaughtUp(): Promise<boolean>;
  /**
   * Non-null when new events have waited behind an older open transaction for longer than
   * READ_YOUR_WRITES_TIMEOUT_MS (the visibility rule; see postgres-sql.ts): requests no longer
   * see their own writes until that transaction ends.
   */
  projectionsHeldBack(): Promise<{ seconds: number } | null>;
  /**
   * Runs these reactors from the log, each with its own checkpoint, in a group apart from the
   * projections (on server PostgreSQL under a lease of its own: one process runs them).
   */
  startReactors(reactors: readonly Reactor[]): void;
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Run the projection runner in this process (under a lease on server PostgreSQL). */
  runProjections: boolean;
  /** The app's modules: their migrations run and their projections are kept up to date. */
  modules: readonly AnyModule[];
  /** Instead of the modules' projections (tests). */
  projections?: Projection[];
  /** An already-open database (tests). */
  db?: Database;
}

export const PROJECTIONS_LEASE = 'lantern-tales:projections';
export const REACTORS_LEASE = 'lantern-tales:reactors';

export async function createRuntime(
  config: PlatformConfig,
  logger: Logger,
  options: RuntimeOptions,
): Promise<Runtime> {
  const db =
    options.db ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      log: { warn: (message: string) => logger.debug({ driver: message }, 'database driver') },
    }));
  try {
    await migrateToLatest(db.knex, migrationsOf(options.modules));
  } catch (error) {
    if (!options.db) await db.close();
    throw error;
  }
  // A database that is away is expected now and then and healed by retries: a warning, no stack.
  const reportRetry = (what: string) => (error: unknown) => {
    if (isDatabaseUnavailable(error))
      logger.warn(
        { reason: describeDatabaseError(error) },
        `${what}: database unavailable; retrying`,
      );
    else if (error instanceof CheckpointMovedError)
      logger.warn({ reason: error.message }, `${what}: another runner got there first`);
    else logger.error({ err: error }, `${what}; retrying`);
  };
  const metrics = createMetrics();
  const store = countingEventStore(
    createEventStore(
      config,
      db,
      reportRetry('event store listener or subscription failed'),
      catalogueOf(options.modules),
    ),
    metrics,
  );
  const projections = options.projections ?? projectionsOf(options.modules);
  const changes = openChangeNotices(db, reportRetry('change notices (LISTEN) failed'));
  const runner = new ProjectionRunner({
    knex: db.knex,
    store,
    projections,
    logger,
    onError: reportRetry('projection batch failed'),
    onApplied: {
      inTransaction: (trx, events) =>
        changes.announceIn(trx, peopleTouched(events), events[events.length - 1]?.position),
      committed: (events) => {
        changes.committed(peopleTouched(events), events[events.length - 1]?.position);
        observeLag(metrics.projectionLag, events);
      },
    },
  });
  let keeper: LeaseKeeper | undefined;

  if (options.runProjections) {
    if (db.kind === 'postgres' && db.connectionString) {
      // Held for the life of the process: lost on a restart or failover, then taken again.
      keeper = new LeaseKeeper({
        connectionString: db.connectionString,
        name: PROJECTIONS_LEASE,
        logger,
        onAcquired: () => runner.start(),
        onLost: () => runner.stop(),
      });
      keeper.start();
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

  const heldBackForMs = async (): Promise<number> =>
    store instanceof PostgresEventStore ? store.heldBackForMs() : 0;

  const projectionsHeldBack = async (): Promise<{ seconds: number } | null> => {
    const ms = await heldBackForMs();
    return ms > config.READ_YOUR_WRITES_TIMEOUT_MS ? { seconds: Math.round(ms / 1000) } : null;
  };

  // Tells the operator, at most once a minute, why requests stop waiting for their own writes.
  let lastLateReport = 0;
  const reportLate = async (): Promise<void> => {
    if (Date.now() - lastLateReport < 60_000) return;
    lastLateReport = Date.now();
    const heldBack = await projectionsHeldBack();
    if (!heldBack) {
      logger.warn('read models are behind: a request stopped waiting for its own write');
      return;
    }
    const oldestTransaction = await oldestOpenTransaction(db.knex).catch(() => null);
    logger.warn(
      { heldBackSeconds: heldBack.seconds, oldestTransaction },
      'read models held back by a long-running transaction (see /readyz)',
    );
  };

  // While a hold lasts, every new write is behind it too: waiting the full timeout per request
  // would only tie requests up. Checked at most once a second.
  let heldBackCheck: { at: number; heldBack: Promise<boolean> } | undefined;
  const heldBackNow = (): Promise<boolean> => {
    if (!heldBackCheck || Date.now() - heldBackCheck.at > 1000) {
      heldBackCheck = {
        at: Date.now(),
        heldBack: projectionsHeldBack().then(Boolean, () => false),
      };
    }
    return heldBackCheck.heldBack;
  };

  const waitForProjections = async (position: Position): Promise<boolean> => {
    const caughtUp =
      (runner.running && comparePositions(runner.position(), position) >= 0) ||
      (!(await heldBackNow()) && (await waitUntilPassed(position)));
    if (!caughtUp) void reportLate().catch(() => undefined);
    else noteWritten(position);
    return caughtUp;
  };

  const waitUntilPassed = async (position: Position): Promise<boolean> => {
    const timeout = config.READ_YOUR_WRITES_TIMEOUT_MS;
    if (runner.running) return runner.waitFor(position, timeout);
    // Another process runs the projections (or this one is retaking its lease): watch the
    // stored checkpoints.
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

  const reactorRunners: ReactorRunner[] = [];
  let reactorKeeper: LeaseKeeper | undefined;
  const startReactors = (reactors: readonly Reactor[]) => {
    for (const reactor of reactors) {
      reactorRunners.push(
        new ReactorRunner({
          knex: db.knex,
          store,
          reactor,
          onError: reportRetry(`reactor ${reactor.name} failed`),
          onHandled: (events) =>
            observeLag(metrics.reactorLag.labels({ reactor: reactor.name }), events),
        }),
      );
    }
    const startAll = async () => {
      for (const reactorRunner of reactorRunners) await reactorRunner.start();
    };
    const stopAll = async () => {
      for (const reactorRunner of reactorRunners) await reactorRunner.stop();
    };
    if (db.kind === 'postgres' && db.connectionString) {
      reactorKeeper = new LeaseKeeper({
        connectionString: db.connectionString,
        name: REACTORS_LEASE,
        logger,
        onAcquired: startAll,
        onLost: stopAll,
      });
      reactorKeeper.start();
    } else {
      void startAll().catch(reportRetry('reactors could not start'));
    }
  };

  return {
    config,
    logger,
    db,
    store,
    metrics,
    runner,
    changes,
    waitForProjections,
    projectionsCaughtUp,
    projectionsHeldBack,
    startReactors,
    close: async () => {
      // The keepers first, so they cannot take a lease again and restart a runner.
      await keeper?.close();
      await reactorKeeper?.close();
      for (const reactorRunner of reactorRunners) await reactorRunner.stop();
      await runner.stop();
      await store.close();
      await changes.close();
      if (!options.db) await db.close();
    },
  };
}

/** The people a batch of events is about (`data.userId`); an event about nobody: everything. */
export function peopleTouched(events: readonly RecordedEvent[]): ChangedKeys {
  const keys = new Set<string>();
  for (const event of events) {
    const userId = (event.data as { userId?: unknown } | null)?.userId;
    if (typeof userId !== 'number') return EVERYTHING;
    keys.add(`user:${userId}`);
  }
  return [...keys];
}
