// The PostgreSQL event store: one `events` table, the same code on PGlite and server PostgreSQL.
// Ordering and visibility (why a late commit is never skipped): see VISIBLE in postgres-sql.ts.
import { EventEmitter } from 'node:events';
import {
  DuplicateEventIdError,
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../../app/shared/event-store.port';
import { emptyUpcasters, type UpcasterRegistry } from '../../domain/shared/upcasting';
import type { Database } from '../database/database';
import type { ChannelListener } from '../database/channel-listener';
import { listenForAppends } from './pg-listener';
import {
  startPollingSubscription,
  WAKE_EVENT,
  type BatchSource,
  type PollingOptions,
} from './polling-subscription';
import * as sql from './postgres-sql';

export interface PostgresEventStoreOptions {
  /** Applied on every read (the app passes its event catalogue's). Default: none. */
  upcasters?: UpcasterRegistry;
  /** Events per subscription batch. Default 500. */
  batchSize?: number;
  /** Fallback poll when no wake-up arrives. Default 250 ms on a server; 5 s on PGlite, where
   * every append is this process's own and wakes the subscriptions at once. */
  pollIntervalMs?: number;
  /** First re-poll while committed events wait on an older open transaction. Default 2 ms. */
  heldBackRepollMs?: number;
  /** Backoff after a failing read or handler, doubling. Default 100 ms up to 5 s. */
  retryBackoffMs?: { initial: number; max: number };
  /** LISTEN/NOTIFY wake-ups across processes. Default: on for server PostgreSQL. */
  listen?: boolean;
  /** Errors of subscriptions without their own onError, and of the LISTEN connection. */
  onError?: (error: unknown) => void;
}

/** What the store needs of a Database; a knex transaction also fits (tests hold one open). */
export type EventStoreDatabase = Pick<Database, 'knex' | 'kind' | 'connectionString'>;

// Bounded: 'any' retries only when another writer took the next revision first (each loss is
// someone else's progress), so many concurrent writers to one stream still all land.
const MAX_ANY_ATTEMPTS = 100;
// Four bind parameters per event; PostgreSQL allows 65,535 per statement.
const MAX_BATCH = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class PostgresEventStore implements EventStore, BatchSource {
  private readonly wakeups: EventEmitter;
  private readonly subscriptions = new Set<Subscription>();
  private readonly upcasters: UpcasterRegistry;
  private readonly polling: PollingOptions;
  private readonly notify: boolean;
  private readonly listener: ChannelListener | undefined;

  /** The store does not own `db`: close() stops subscriptions and LISTEN, not the database. */
  constructor(
    private readonly db: EventStoreDatabase,
    options: PostgresEventStoreOptions = {},
  ) {
    this.upcasters = options.upcasters ?? emptyUpcasters;
    this.wakeups = wakeupsOf(db.knex);
    const onError = options.onError ?? (() => undefined);
    this.polling = {
      batchSize: options.batchSize ?? 500,
      // PGlite has one process and one connection: no append can come from anywhere else, so the
      // poll is only a safety net (polling every subscription four times a second kept an idle
      // server at about 10% of a core).
      pollIntervalMs: options.pollIntervalMs ?? (db.kind === 'pglite' ? 5000 : 250),
      heldBackRepollMs: options.heldBackRepollMs ?? 2,
      retryBackoffMs: options.retryBackoffMs ?? { initial: 100, max: 5000 },
      onError,
    };
    // NOTIFY only means something on a server; PGlite has one process, whose appends wake in-process.
    this.notify = db.kind === 'postgres' && options.listen !== false;
    this.listener =
      this.notify && db.connectionString
        ? listenForAppends(db.connectionString, this.wakeups, onError)
        : undefined;
  }

  async append(
    streamId: string,
    events: NewEvent[],
    { expectedRevision }: { expectedRevision: ExpectedRevision },
  ): Promise<AppendResult> {
    validate(streamId, events, expectedRevision);
    const { sql: statement, bindings } = sql.appendStatement(
      streamId,
      events,
      expectedRevision,
      this.notify,
    );
    for (let attempt = 1; ; attempt++) {
      let inserted: sql.InsertedRow[];
      try {
        inserted = sql.rowsOf<sql.InsertedRow>(await this.db.knex.raw(statement, bindings));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Lost a race (the unique index waited for the winner's commit) or ids already stored.
        const outcome = await this.afterConflict(streamId, events, expectedRevision);
        if (outcome) return outcome;
        if (attempt < MAX_ANY_ATTEMPTS) continue;
        throw error;
      }
      if (inserted.length === 0) {
        // The expected revision did not hold, unless this batch was stored before (a retry).
        const state = await this.streamState(streamId, events);
        if (state.existing.length > 0)
          return this.idempotentResult(streamId, events, state.existing);
        throw new WrongExpectedRevisionError(
          streamId,
          expectedRevision,
          actualRevision(state.currentRevision),
        );
      }
      this.wakeups.emit(WAKE_EVENT);
      const last = inserted.reduce((a, b) => (BigInt(b.gp) > BigInt(a.gp) ? b : a));
      return {
        nextExpectedRevision: BigInt(last.rev),
        position: { commit: BigInt(last.tx), prepare: BigInt(last.gp) },
      };
    }
  }

  /** Settles a unique violation: idempotent replay, a revision conflict, or (for 'any') retry. */
  private async afterConflict(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult | undefined> {
    const state = await this.streamState(streamId, events);
    if (state.existing.length > 0) return this.idempotentResult(streamId, events, state.existing);
    if (expected === 'any') return undefined;
    throw new WrongExpectedRevisionError(streamId, expected, actualRevision(state.currentRevision));
  }

  /**
   * Every id of the batch already in this stream: the earlier append's result, nothing written.
   * Any other overlap (some ids, or ids stored in another stream): DuplicateEventIdError.
   */
  private idempotentResult(
    streamId: string,
    events: NewEvent[],
    existing: sql.ExistingEvent[],
  ): AppendResult {
    const inStream = existing.filter((e) => e.streamId === streamId);
    if (inStream.length !== events.length) {
      throw new DuplicateEventIdError(
        streamId,
        existing.map((e) => e.eventId),
      );
    }
    const last = inStream.reduce((a, b) => (BigInt(b.revision) > BigInt(a.revision) ? b : a));
    return {
      nextExpectedRevision: BigInt(last.revision),
      position: { commit: BigInt(last.tx), prepare: BigInt(last.gp) },
    };
  }

  private async streamState(streamId: string, events: NewEvent[]) {
    const ids = sql.uuidArray(events.map((e) => e.id));
    const result = await this.db.knex.raw(sql.STREAM_STATE, [streamId, ids]);
    const row = sql.rowsOf<{
      current_revision: string | null;
      existing: sql.ExistingEvent[] | string;
    }>(result)[0]!;
    const existing = typeof row.existing === 'string' ? JSON.parse(row.existing) : row.existing;
    return { currentRevision: row.current_revision, existing: existing as sql.ExistingEvent[] };
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const result = await this.db.knex.raw(sql.READ_STREAM, [streamId]);
    return sql.rowsOf<sql.EventRow>(result).map((row) => sql.toRecordedEvent(row, this.upcasters));
  }

  async readAll(from: Position, limit: number): Promise<RecordedEvent[]> {
    if (limit <= 0) return [];
    const result = await this.db.knex.raw(sql.READ_ALL, [...sql.positionBindings(from), limit]);
    return sql.rowsOf<sql.EventRow>(result).map((row) => sql.toRecordedEvent(row, this.upcasters));
  }

  /** For subscriptions: a short batch also says whether committed events are being held back. */
  async readBatch(
    from: Position,
    limit: number,
  ): Promise<{ events: RecordedEvent[]; heldBack: boolean }> {
    const events = await this.readAll(from, limit);
    if (events.length === limit) return { events, heldBack: false };
    const result = await this.db.knex.raw(sql.HELD_BACK);
    return { events, heldBack: Boolean(sql.rowsOf<{ held_back: boolean }>(result)[0]?.held_back) };
  }

  /** How long committed events have waited behind an older open transaction (0: none wait). */
  async heldBackForMs(): Promise<number> {
    const result = await this.db.knex.raw(sql.HELD_BACK_MS);
    return Number(sql.rowsOf<{ ms: number | null }>(result)[0]?.ms ?? 0);
  }

  async headPosition(): Promise<Position> {
    const result = await this.db.knex.raw(sql.HEAD);
    const row = sql.rowsOf<{ tx: string; gp: string }>(result)[0];
    return row ? { commit: BigInt(row.tx), prepare: BigInt(row.gp) } : START;
  }

  subscribeToAll(options: SubscribeOptions): Subscription {
    void this.listener?.start();
    const inner = startPollingSubscription(this, this.wakeups, options, this.polling);
    const subscription: Subscription = {
      stop: async () => {
        this.subscriptions.delete(subscription);
        await inner.stop();
      },
    };
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.listener?.close();
  }
}

// One emitter per knex instance: every store on the same database in this process wakes the others.
const wakeupsByKnex = new WeakMap<object, EventEmitter>();
function wakeupsOf(knex: object): EventEmitter {
  let emitter = wakeupsByKnex.get(knex);
  if (!emitter) {
    emitter = new EventEmitter().setMaxListeners(0);
    wakeupsByKnex.set(knex, emitter);
  }
  return emitter;
}

function validate(streamId: string, events: NewEvent[], expected: ExpectedRevision): void {
  if (!streamId) throw new Error('append: stream id is empty');
  if (events.length === 0) throw new Error(`append to ${streamId}: no events`);
  if (events.length > MAX_BATCH) throw new Error(`append to ${streamId}: over ${MAX_BATCH} events`);
  if (typeof expected === 'bigint' && expected < 0n)
    throw new Error(`append to ${streamId}: negative revision`);
  const ids = new Set<string>();
  for (const event of events) {
    if (!UUID.test(event.id)) throw new Error(`append to ${streamId}: event id is not a UUID`);
    ids.add(event.id.toLowerCase());
  }
  if (ids.size !== events.length)
    throw new Error(`append to ${streamId}: the same event id twice in one batch`);
}

function actualRevision(current: string | null): bigint | 'no_stream' {
  return current === null ? 'no_stream' : BigInt(current);
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}
