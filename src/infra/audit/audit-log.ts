// What an auditor reads of the event log: its streams, one stream's events with personal data
// opened where its key still exists, and an NDJSON export. Rows are read as stored (no upcasting),
// times in UTC with microseconds.
import type { Knex } from 'knex';
import { asBuffer } from './event-chain';

export interface StreamSummary {
  streamId: string;
  category: string;
  events: number;
  first: string;
  last: string;
}

export interface AuditEvent {
  position: string;
  transactionId: string;
  streamId: string;
  revision: string;
  eventId: string;
  type: string;
  recordedAt: string;
  metadata: {
    schemaVersion?: number;
    actor?: string;
    correlationId?: string;
    causationId?: string | null;
  } & Record<string, unknown>;
  data: unknown;
  hash: string;
}

const TIME = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const EVENT_COLUMNS = `global_position::text as position, transaction_id::text as "transactionId",
  stream_id as "streamId", stream_revision::text as revision, event_id::text as "eventId", type,
  ${TIME('recorded_at')} as "recordedAt", metadata, data, hash`;

type EventRow = Omit<AuditEvent, 'hash'> & { hash: unknown };
const toEvent = (row: EventRow): AuditEvent => ({
  ...row,
  hash: asBuffer(row.hash).toString('hex'),
});

/** A stream's category: its id without the trailing identifier (user-7 -> user). */
export function streamCategory(streamId: string): string {
  const segments = streamId.split('-');
  let length = 0;
  while (length < segments.length - 1 && /^[a-z]+$/.test(segments[length]!)) length++;
  return length === 0 ? streamId : segments.slice(0, length).join('-');
}

export async function listStreams(knex: Knex): Promise<StreamSummary[]> {
  const rows = (
    await knex.raw(`select stream_id as "streamId", count(*)::int as events,
        ${TIME('min(recorded_at)')} as first, ${TIME('max(recorded_at)')} as last
      from events group by stream_id order by min(global_position)`)
  ).rows as Omit<StreamSummary, 'category'>[];
  return rows.map((row) => ({
    ...row,
    events: Number(row.events),
    category: streamCategory(row.streamId),
  }));
}

export async function readStreamEvents(knex: Knex, streamId: string): Promise<AuditEvent[]> {
  const rows = (
    await knex.raw(
      `select ${EVENT_COLUMNS} from events where stream_id = ? order by stream_revision`,
      [streamId],
    )
  ).rows as EventRow[];
  return rows.map(toEvent);
}

/** The log in position order, page by page; `from` inclusive, `to` exclusive (ISO times). */
export async function* exportEvents(
  knex: Knex,
  range: { from?: string; to?: string },
  pageSize = 1000,
): AsyncGenerator<AuditEvent> {
  let after = '-1';
  for (;;) {
    const rows = (
      await knex.raw(
        `select ${EVENT_COLUMNS} from events
          where global_position > ?::bigint
            and (?::timestamptz is null or recorded_at >= ?::timestamptz)
            and (?::timestamptz is null or recorded_at < ?::timestamptz)
          order by global_position limit ?`,
        [
          after,
          range.from ?? null,
          range.from ?? null,
          range.to ?? null,
          range.to ?? null,
          pageSize,
        ],
      )
    ).rows as EventRow[];
    if (rows.length === 0) return;
    for (const row of rows) yield toEvent(row);
    after = rows[rows.length - 1]!.position;
  }
}

/** Opens one sealed value of a person: null once their key is destroyed. */
export type OpenSealed = (userId: number, sealed: string) => Promise<unknown>;

export const ERASED = '[erased: key destroyed]';
export const HASH_NOT_SHOWN = '[password hash: not shown]';

/**
 * Event data with each `sealed<Name>` field of a person (the data names their `userId`) opened
 * as `<name>`: its value, or ERASED when the person's key was destroyed. A password hash is
 * never shown, only whether it is still readable.
 */
export async function openPersonalData(data: unknown, open: OpenSealed): Promise<unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  const userId = record.userId;
  if (typeof userId !== 'number') return data;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const match = /^sealed([A-Z]\w*)$/.exec(key);
    if (!match || typeof value !== 'string') {
      result[key] = value;
      continue;
    }
    const name = match[1]!.charAt(0).toLowerCase() + match[1]!.slice(1);
    let opened: unknown;
    try {
      opened = await open(userId, value);
    } catch {
      opened = undefined;
    }
    result[name] =
      opened === null
        ? ERASED
        : opened === undefined
          ? '[unreadable]'
          : /password/i.test(name)
            ? HASH_NOT_SHOWN
            : opened;
  }
  return result;
}

/** Every event of each stream that names this person (data.userId), in position order. */
export async function readPersonEvents(knex: Knex, userId: number): Promise<AuditEvent[]> {
  const rows = (
    await knex.raw(
      `select ${EVENT_COLUMNS} from events where stream_id in
        (select distinct stream_id from events where data->>'userId' = ?)
       order by global_position`,
      [String(userId)],
    )
  ).rows as EventRow[];
  return rows.map(toEvent);
}
