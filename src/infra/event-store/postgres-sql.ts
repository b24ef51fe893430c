// SQL and row mapping of the PostgreSQL event store (PGlite and server PostgreSQL alike).
// Exact 64-bit values (positions, revisions, xids) are selected as text and turned into BigInt.
import type {
  ExpectedRevision,
  NewEvent,
  Position,
  RecordedEvent,
} from '../../app/shared/event-store.port';
import type { UpcasterRegistry } from '../../domain/shared/upcasting';
import { NOTIFY_CHANNEL } from './pg-listener';

/**
 * The visibility rule. A row is readable only when its transaction is older than every
 * transaction still in flight: `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.
 * Every transaction below xmin has ended, so no row with a smaller (transaction_id, position) can
 * appear later; readers that order by (transaction_id, global_position) and remember the last pair
 * therefore never skip a late commit. The price: a long write transaction anywhere on the server
 * (any database: xmin is cluster-wide) holds back what readers see until it ends.
 */
const VISIBLE = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';

const COLUMNS = `global_position::text as gp, transaction_id::text as tx, stream_id, stream_revision::text as rev,
  event_id::text as event_id, type, data, metadata, recorded_at`;

export const READ_STREAM = `select ${COLUMNS} from events where stream_id = ? order by stream_revision`;

export const READ_ALL = `select ${COLUMNS} from events
  where (transaction_id, global_position) > (?::text::xid8, ?::bigint) and ${VISIBLE}
  order by transaction_id, global_position limit ?`;

/**
 * Committed rows that readers cannot see yet because an older transaction is still open.
 * Written as >= (not "not VISIBLE") so that it is one probe of the (transaction_id, ...) index.
 */
export const HELD_BACK = `select exists (select 1 from events
  where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())) as held_back`;

/** How long (ms) the oldest held-back committed row has waited; null when none waits. */
export const HELD_BACK_MS = `select (extract(epoch from now() - min(recorded_at)) * 1000)::float8 as ms
  from events where transaction_id >= pg_snapshot_xmin(pg_current_snapshot())`;

export const HEAD = `select transaction_id::text as tx, global_position::text as gp from events
  where ${VISIBLE} order by transaction_id desc, global_position desc limit 1`;

export const STREAM_STATE = `select (select max(stream_revision)::text from events where stream_id = ?) as current_revision,
  coalesce((select json_agg(json_build_object('eventId', event_id, 'streamId', stream_id,
    'revision', stream_revision::text, 'tx', transaction_id::text, 'gp', global_position::text)
    order by transaction_id, global_position)
   from events where event_id = any(?::uuid[])), '[]') as existing`;

/**
 * One plain INSERT ... SELECT: one round trip, its own transaction, no CTE (a CTE costs PGlite
 * more planning than the insert itself). It inserts the batch at the next revisions only when the
 * expected revision holds, and (server only) notifies listeners once. Zero rows back means the
 * expectation failed or the ids are already stored: the caller then asks STREAM_STATE which.
 * Concurrent writers are settled by the unique indexes: the loser waits for the winner's commit
 * and fails with 23505.
 */
export function appendStatement(
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
  notify: boolean,
): { sql: string; bindings: string[] } {
  const rows = events.map((_, index) => `(${index + 1}, ?, ?, ?, ?)`).join(', ');
  const expectation =
    expected === 'any'
      ? 'true'
      : expected === 'no_stream'
        ? 'head.revision is null'
        : 'head.revision = ?::bigint';
  // An uncorrelated subquery runs once per statement, and only when a row is returned.
  const notifyColumn = notify ? `, (select pg_notify('${NOTIFY_CHANNEL}', '')) as notified` : '';
  const sql = `insert into events (stream_id, stream_revision, event_id, type, data, metadata)
    select ?, coalesce(head.revision, -1) + v.ord, v.event_id::uuid, v.type, v.data::jsonb, v.metadata::jsonb
    from (values ${rows}) as v(ord, event_id, type, data, metadata)
    cross join (select max(stream_revision) as revision from events where stream_id = ?) as head
    where ${expectation}
    returning stream_revision::text as rev, transaction_id::text as tx, global_position::text as gp${notifyColumn}`;
  const bindings = [streamId];
  for (const event of events) {
    bindings.push(
      event.id,
      event.type,
      JSON.stringify(event.data ?? null),
      JSON.stringify(event.metadata),
    );
  }
  bindings.push(streamId);
  if (typeof expected === 'bigint') bindings.push(expected.toString());
  return { sql, bindings };
}

export interface InsertedRow {
  rev: string;
  tx: string;
  gp: string;
}

export interface EventRow {
  gp: string;
  tx: string;
  stream_id: string;
  rev: string;
  event_id: string;
  type: string;
  data: unknown;
  metadata: RecordedEvent['metadata'];
  recorded_at: Date | string;
}

export interface ExistingEvent {
  eventId: string;
  streamId: string;
  revision: string;
  tx: string;
  gp: string;
}

/** PGlite's knex client and node-pg both answer raw queries with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A PostgreSQL array literal of uuids (validated by the ::uuid[] cast; uuids need no quoting). */
export function uuidArray(ids: string[]): string {
  return `{${ids.join(',')}}`;
}

export function positionBindings(from: Position): [string, string] {
  // START is (-1, -1); xid8 has no negatives and real xids start at 3, so (0, -1) is below all rows.
  const commit = from.commit < 0n ? 0n : from.commit;
  return [commit.toString(), from.prepare.toString()];
}

export function toRecordedEvent(row: EventRow, upcasters: UpcasterRegistry): RecordedEvent {
  const upcast = upcasters.upcast({
    type: row.type,
    schemaVersion: row.metadata.schemaVersion ?? 1,
    data: row.data,
  });
  return {
    id: row.event_id,
    type: row.type,
    data: upcast.data,
    metadata:
      upcast.schemaVersion === row.metadata.schemaVersion
        ? row.metadata
        : { ...row.metadata, schemaVersion: upcast.schemaVersion },
    streamId: row.stream_id,
    revision: BigInt(row.rev),
    position: { commit: BigInt(row.tx), prepare: BigInt(row.gp) },
    recordedAt: row.recorded_at instanceof Date ? row.recorded_at : new Date(row.recorded_at),
  };
}
