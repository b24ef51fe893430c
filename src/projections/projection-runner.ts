// Runs projections: subscribes from the lowest checkpoint, applies each batch of events and
// stores the checkpoints in the same transaction, so a crash never applies anything twice.
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import {
  comparePositions,
  START,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '../app/shared/event-store.port';
import { deleteCheckpoints, loadCheckpoints, saveCheckpoint } from './checkpoints';
import type { Projection } from './projection';

/** Another runner moved a checkpoint first (a lease changed hands while a batch was running). */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
  constructor(projection: string) {
    super(`checkpoint of ${projection} was moved by another runner; continuing from it`);
  }
}

export interface ProjectionRunnerOptions {
  knex: Knex;
  store: EventStore;
  projections: Projection[];
  logger: Logger;
  /** A batch failed and will be retried. Default: logged as an error. */
  onError?: (error: unknown) => void;
  /**
   * Told of every batch applied: `inTransaction` inside the batch's transaction (e.g. a NOTIFY
   * that goes out with its commit), `committed` after it committed and before anyone waiting for
   * these positions is told (so caches dropped here are dropped before a read-your-writes answer).
   */
  onApplied?: {
    inTransaction(trx: Knex.Transaction, events: RecordedEvent[]): Promise<void>;
    committed(events: RecordedEvent[]): void;
  };
}

export class ProjectionRunner {
  private checkpoints = new Map<string, Position>();
  private subscription: Subscription | undefined;
  private starting: Promise<void> | undefined;
  private readonly progress = new EventEmitter();

  constructor(private readonly options: ProjectionRunnerOptions) {
    this.progress.setMaxListeners(0);
  }

  get running(): boolean {
    return this.subscription !== undefined;
  }

  /** The lowest checkpoint: every projection has applied every event up to here. */
  position(): Position {
    let lowest: Position | undefined;
    for (const position of this.checkpoints.values()) {
      if (!lowest || comparePositions(position, lowest) < 0) lowest = position;
    }
    return lowest ?? START;
  }

  /** Subscribes from the stored checkpoints; may be called again after stop() (a new lease). */
  start(): Promise<void> {
    this.starting ??= this.subscribe().finally(() => (this.starting = undefined));
    return this.starting;
  }

  private async subscribe(): Promise<void> {
    if (this.subscription) return;
    const { knex, store, projections, logger } = this.options;
    this.checkpoints = await loadCheckpoints(
      knex,
      projections.map((p) => p.name),
    );
    this.subscription = store.subscribeToAll({
      from: this.position(),
      onEvents: (events) => this.applyBatch(events),
      onError:
        this.options.onError ??
        ((error) => logger.error({ err: error }, 'projection batch failed; retrying')),
    });
  }

  async stop(): Promise<void> {
    // A start under way finishes first, so stop() never leaves a subscription behind.
    await this.starting?.catch(() => undefined);
    const subscription = this.subscription;
    this.subscription = undefined;
    await subscription?.stop();
  }

  /** Resolves true once every projection has passed `position`, false after `timeoutMs`. */
  waitFor(position: Position, timeoutMs: number): Promise<boolean> {
    if (comparePositions(this.position(), position) >= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onProgress = () => {
        if (comparePositions(this.position(), position) < 0) return;
        done(true);
      };
      const timer = setTimeout(() => done(false), timeoutMs);
      const done = (result: boolean) => {
        clearTimeout(timer);
        this.progress.off('progress', onProgress);
        resolve(result);
      };
      this.progress.on('progress', onProgress);
    });
  }

  /** Empties every read model and replays the whole log (the runner must be stopped). */
  async rebuild(): Promise<number> {
    if (this.subscription) throw new Error('Stop the projection runner before a rebuild');
    const { knex, projections, store } = this.options;
    await knex.transaction(async (trx) => {
      for (const projection of projections) {
        for (const table of projection.tables) await trx(table).delete();
      }
      await deleteCheckpoints(
        trx,
        projections.map((p) => p.name),
      );
    });
    this.checkpoints = new Map(projections.map((p) => [p.name, START]));
    let applied = 0;
    for (;;) {
      const batch = await store.readAll(this.position(), 1000);
      if (batch.length === 0) return applied;
      await this.applyBatch(batch);
      applied += batch.length;
    }
  }

  private checkpointOf(projection: Projection): Position {
    return this.checkpoints.get(projection.name) ?? START;
  }

  private async applyBatch(events: RecordedEvent[]): Promise<void> {
    const { knex, projections } = this.options;
    const last = events[events.length - 1];
    if (!last) return;
    try {
      await knex.transaction(async (trx) => {
        for (const event of events) {
          for (const projection of projections) {
            if (comparePositions(event.position, this.checkpointOf(projection)) <= 0) continue;
            if (projection.handles.includes(event.type)) await projection.apply(trx, event);
          }
        }
        for (const projection of projections) {
          const expected = this.checkpointOf(projection);
          if (comparePositions(last.position, expected) <= 0) continue;
          if (!(await saveCheckpoint(trx, projection.name, expected, last.position)))
            throw new CheckpointMovedError(projection.name);
        }
        await this.options.onApplied?.inTransaction(trx, events);
      });
    } catch (error) {
      // Someone else applied these events: roll ours back, take the stored checkpoints, and let
      // the retry skip what is already counted.
      if (error instanceof CheckpointMovedError) {
        this.checkpoints = await loadCheckpoints(
          knex,
          projections.map((p) => p.name),
        );
      }
      throw error;
    }
    for (const projection of projections) {
      if (comparePositions(last.position, this.checkpointOf(projection)) > 0) {
        this.checkpoints.set(projection.name, last.position);
      }
    }
    this.options.onApplied?.committed(events);
    this.progress.emit('progress');
  }
}
