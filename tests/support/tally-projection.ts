// A deliberately non-idempotent test projection: it counts events per stream with n = n + 1, so
// any event applied twice (or skipped) shows in the counts.
import type { Knex } from 'knex';
import type { Projection } from '../../src/projections/projection';

export async function createTallyTable(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable('test_tally')) return;
  await knex.schema.createTable('test_tally', (t) => {
    t.text('stream_id').primary();
    t.integer('events').notNullable();
    t.text('last_type').notNullable();
  });
}

export function tallyProjection(options: { delayMs?: number } = {}): Projection {
  return {
    name: 'test-tally',
    tables: ['test_tally'],
    handles: ['Ticked', 'Tocked'],
    async apply(trx, event) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      await trx.raw(
        `insert into test_tally (stream_id, events, last_type) values (?, 1, ?)
         on conflict (stream_id) do update set events = test_tally.events + 1, last_type = excluded.last_type`,
        [event.streamId, event.type],
      );
    },
  };
}

export async function tallyRows(
  knex: Knex,
): Promise<{ stream_id: string; events: number; last_type: string }[]> {
  return knex('test_tally').select('*').orderBy('stream_id');
}
