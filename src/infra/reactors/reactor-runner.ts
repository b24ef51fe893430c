// Runs one reactor from the event log: its own subscription and checkpoint, apart from the
// projections (a slow mail server never delays a sign-up's answer, and one failing reactor never
// holds up another). Each batch: react to the events it handles, then move the checkpoint with a
// compare-and-set, so a runner that lost its lease cannot move it. A failure is retried with the
// subscription's backoff; what was done before it is done again (reactors are idempotent).
import type { Knex } from 'knex';
import {
  comparePositions,
  START,
  type EventStore,
  type Position,
  type RecordedEvent,
  type Subscription,
} from '../../app/shared/event-store.port';
import type { Reactor } from '../../app/shared/reactor';
import { loadCheckpoints, saveCheckpoint } from '../../projections/checkpoints';
import { CheckpointMovedError } from '../../projections/projection-runner';

/** Reactor checkpoints share the checkpoint table under their own names. */
export const reactorCheckpoint = (reactor: Pick<Reactor, 'name'>) => `reactor:${reactor.name}`;

export class ReactorRunner {
  private subscription: Subscription | undefined;
  private checkpoint: Position = START;
  private stopping = new AbortController();

  constructor(
    private readonly options: {
      knex: Knex;
      store: EventStore;
      reactor: Reactor;
      onError: (error: unknown) => void;
      /** Told of the events of each batch this reactor handled, once its checkpoint moved. */
      onHandled?: (events: RecordedEvent[]) => void;
    },
  ) {}

  get position(): Position {
    return this.checkpoint;
  }

  async start(): Promise<void> {
    if (this.subscription) return;
    this.stopping = new AbortController();
    const { knex, store, reactor, onError } = this.options;
    const name = reactorCheckpoint(reactor);
    this.checkpoint = (await loadCheckpoints(knex, [name])).get(name) ?? START;
    this.subscription = store.subscribeToAll({
      from: this.checkpoint,
      onEvents: (events) => this.handle(events),
      onError,
    });
  }

  async stop(): Promise<void> {
    const subscription = this.subscription;
    this.subscription = undefined;
    // A reaction in progress is told to stop; its event is handled again after a restart.
    this.stopping.abort();
    await subscription?.stop();
  }

  private async handle(events: RecordedEvent[]): Promise<void> {
    const { knex, reactor } = this.options;
    const last = events[events.length - 1];
    if (!last || comparePositions(last.position, this.checkpoint) <= 0) return;
    const { signal } = this.stopping;
    try {
      for (const event of events) {
        if (comparePositions(event.position, this.checkpoint) <= 0) continue;
        if (reactor.handles.includes(event.type)) await reactor.react(event, signal);
      }
    } catch (error) {
      // Stopped in the middle: leave the checkpoint where it is, and say nothing (not a failure).
      if (signal.aborted) return;
      throw error;
    }
    const handled = events.filter(
      (event) =>
        comparePositions(event.position, this.checkpoint) > 0 &&
        reactor.handles.includes(event.type),
    );
    const name = reactorCheckpoint(reactor);
    const moved = await knex.transaction((trx) =>
      saveCheckpoint(trx, name, this.checkpoint, last.position),
    );
    if (!moved) {
      this.checkpoint = (await loadCheckpoints(knex, [name])).get(name) ?? START;
      throw new CheckpointMovedError(name);
    }
    this.checkpoint = last.position;
    if (handled.length) this.options.onHandled?.(handled);
  }
}
