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

export async function saveCheckpoint(
  trx: Knex.Transaction,
  name: string,
  position: Position,
): Promise<void> {
  await trx.raw(
    `insert into projection_checkpoints (projection, commit_position, prepare_position, updated_at)
     values (?, ?::bigint, ?::bigint, now())
     on conflict (projection) do update
       set commit_position = excluded.commit_position,
           prepare_position = excluded.prepare_position,
           updated_at = excluded.updated_at`,
    [name, position.commit.toString(), position.prepare.toString()],
  );
}

export async function deleteCheckpoints(trx: Knex.Transaction, names: string[]): Promise<void> {
  await trx('projection_checkpoints').whereIn('projection', names).delete();
}
