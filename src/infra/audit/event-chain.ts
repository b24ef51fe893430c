// The hash chain of the event log, computed in JavaScript from the rows as stored (the same
// rule as the trigger of migration 0004-event-chain: see there). Read with CHAIN_COLUMNS, which
// renders every field exactly as the trigger hashed it.
import { createHash } from 'node:crypto';

/** The fields of one row that its hash covers, in the text the trigger hashed. */
export interface ChainRow {
  position: string;
  streamId: string;
  revision: string;
  type: string;
  /** UTC, microseconds: 2026-12-02T02:32:21.123456Z */
  time: string;
  metadata: string;
  data: string;
  hash: Buffer;
}

/** Selects a ChainRow's fields (alias `e` for the events table). */
export const CHAIN_COLUMNS = `e.global_position::text as position, e.stream_id as "streamId",
  e.stream_revision::text as revision, e.type,
  to_char(e.recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as time,
  e.metadata::text as metadata, e.data::text as data, e.hash`;

const SEPARATOR = Buffer.from([0]);
export const GENESIS = Buffer.alloc(0);

/** sha256(previous hash || stream id \0 revision \0 type \0 time \0 metadata \0 data). */
export function chainHash(previous: Buffer, row: Omit<ChainRow, 'position' | 'hash'>): Buffer {
  const hash = createHash('sha256').update(previous);
  const fields = [row.streamId, row.revision, row.type, row.time, row.metadata, row.data];
  fields.forEach((field, index) => {
    if (index > 0) hash.update(SEPARATOR);
    hash.update(field, 'utf8');
  });
  return hash.digest();
}

/** bytea arrives as a Buffer from node-pg and as a Uint8Array from PGlite. */
export function asBuffer(value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.length);
  if (typeof value === 'string' && value.startsWith('\\x'))
    return Buffer.from(value.slice(2), 'hex');
  throw new Error('not a bytea value');
}
