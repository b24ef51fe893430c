// Copies the event log from one PostgreSQL-family database (PGlite) into another (server
// PostgreSQL), in global order, one transaction per batch. Rows are inserted with their own
// id, stream, revision, type, data, metadata and time; the target's chain trigger assigns the
// position and hash again, and each batch is checked against the source's before it commits, so
// a copy whose chain differs never lands. The per-user keys (user_keys, key_state) are copied too:
// they are wrapped under the KEK files in KEYS_DIR, which must move with them.
import type { Knex } from 'knex';
import { asBuffer } from '../audit/event-chain';

export const COPY_BATCH = 500;
const KEY_TABLES = ['key_state', 'user_keys'] as const;

export interface CopyResult {
  events: number;
  lastHash: string | null;
  keys: number;
}

interface SourceRow {
  global_position: string;
  event_id: string;
  stream_id: string;
  stream_revision: string;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
  hash: unknown;
}

export async function countEvents(knex: Knex): Promise<number> {
  const rows = (await knex.raw('select count(*)::int as n from events')).rows as { n: number }[];
  return Number(rows[0]!.n);
}

export async function copyEventLog(
  source: Knex,
  target: Knex,
  onProgress: (copied: number) => void = () => undefined,
): Promise<CopyResult> {
  let after = '0';
  let copied = 0;
  let lastHash: string | null = null;
  for (;;) {
    const rows = (
      await source.raw(
        `select global_position::text, event_id::text, stream_id, stream_revision::text, type,
                data::text, metadata::text, recorded_at::text, hash
           from events where global_position > ?::bigint order by global_position limit ?`,
        [after, COPY_BATCH],
      )
    ).rows as SourceRow[];
    if (rows.length === 0) break;
    await target.transaction(async (trx) => {
      for (const row of rows) {
        const inserted = (
          await trx.raw(
            `insert into events (stream_id, stream_revision, event_id, type, data, metadata, recorded_at)
             values (?, ?::bigint, ?::uuid, ?, ?::jsonb, ?::jsonb, ?::timestamptz)
             returning global_position::text, hash`,
            [
              row.stream_id,
              row.stream_revision,
              row.event_id,
              row.type,
              row.data,
              row.metadata,
              row.recorded_at,
            ],
          )
        ).rows as { global_position: string; hash: unknown }[];
        const got = inserted[0]!;
        const expected = asBuffer(row.hash);
        if (got.global_position !== row.global_position || !asBuffer(got.hash).equals(expected)) {
          throw new Error(
            `The copy of event ${row.event_id} (position ${row.global_position}) does not chain as in the source (got position ${got.global_position}): nothing of this batch was written.`,
          );
        }
        lastHash = expected.toString('hex');
      }
    });
    copied += rows.length;
    after = rows[rows.length - 1]!.global_position;
    onProgress(copied);
  }
  return { events: copied, lastHash, keys: await copyKeys(source, target) };
}

/** key_state's one row and every user_keys row, verbatim (the target's start makes them). */
async function copyKeys(source: Knex, target: Knex): Promise<number> {
  const state = await source('key_state').where({ id: 1 }).first();
  const keys = (await source('user_keys').select('*')) as Record<string, unknown>[];
  await target.transaction(async (trx) => {
    if (state) await trx('key_state').where({ id: 1 }).update(state);
    await trx('user_keys').del();
    for (let i = 0; i < keys.length; i += COPY_BATCH)
      await trx('user_keys').insert(keys.slice(i, i + COPY_BATCH).map(asBytes));
  });
  return keys.length;
}

// PGlite returns bytea as Uint8Array; node-pg wants a Buffer.
function asBytes(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [k, v instanceof Uint8Array ? Buffer.from(v) : v]),
  );
}

export async function lastHash(knex: Knex): Promise<string | null> {
  const rows = (await knex.raw('select last_hash from event_chain')).rows as {
    last_hash: unknown;
  }[];
  const hash = rows[0]?.last_hash;
  return hash == null ? null : asBuffer(hash).toString('hex');
}

export { KEY_TABLES };
