// Checkpoint rows (projection_checkpoints): exact 64-bit positions travel as text.
import type { Knex } from 'knex';
import { START, type Position } from '../app/shared/event-store.port';

export async function loadCheckpoints(
  knex: Knex | Knex.Transaction,
  names: string[],
): Promise<Map<string, Position>> {
  const rows: { projection: string; commit: string; prepare: string }[] = await knex(
    'projection_checkpoints',
  )
    .whereIn('projection', names)
    .select(
      'projection',
      knex.raw('commit_position::text as commit'),
      knex.raw('prepare_position::text as prepare'),
    );
  const result = new Map<string, Position>(names.map((name) => [name, START]));
  for (const row of rows)
    result.set(row.projection, { commit: BigInt(row.commit), prepare: BigInt(row.prepare) });
  return result;
}

/**
 * Compare-and-set: moves the checkpoint from `expected` to `next` and answers true, or answers
 * false when it no longer stands at `expected` (another runner, e.g. the new lease holder while
 * this one was finishing a batch, got there first). Row locks make the second writer wait for the
 * first and then find the value changed, so each event is counted by one transaction only.
 */
export async function saveCheckpoint(
  trx: Knex.Transaction,
  name: string,
  expected: Position,
  next: Position,
): Promise<boolean> {
  const values = [name, next.commit.toString(), next.prepare.toString()];
  const result =
    expected.commit === START.commit && expected.prepare === START.prepare
      ? await trx.raw(
          `insert into projection_checkpoints (projection, commit_position, prepare_position, updated_at)
           values (?, ?::bigint, ?::bigint, now())
           on conflict (projection) do nothing
           returning projection`,
          values,
        )
      : await trx.raw(
          `update projection_checkpoints
           set commit_position = ?::bigint, prepare_position = ?::bigint, updated_at = now()
           where projection = ? and commit_position = ?::bigint and prepare_position = ?::bigint
           returning projection`,
          [...values.slice(1), name, expected.commit.toString(), expected.prepare.toString()],
        );
  return (result as { rows: unknown[] }).rows.length === 1;
}

export async function deleteCheckpoints(trx: Knex.Transaction, names: string[]): Promise<void> {
  await trx('projection_checkpoints').whereIn('projection', names).delete();
}
