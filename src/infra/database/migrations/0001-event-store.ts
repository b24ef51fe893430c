import type { Migration } from '../migration';

// The event log. Readers order by (transaction_id, global_position) and only see rows whose
// transaction is older than every transaction still in flight (pg_snapshot_xmin), so a late
// commit with a lower sequence value is never skipped (see postgres-event-store.ts).
// Plain SQL: xid8 and pg_current_xact_id() exist on PGlite (PostgreSQL 18) and PostgreSQL 13+.
export const eventStoreMigration: Migration = {
  name: '0001-event-store',
  async up(knex) {
    await knex.raw(`
      create table events (
        global_position bigint generated always as identity primary key,
        transaction_id xid8 not null default pg_current_xact_id(),
        stream_id text not null,
        stream_revision bigint not null,
        event_id uuid not null,
        type text not null,
        data jsonb not null,
        metadata jsonb not null,
        recorded_at timestamptz not null default now(),
        constraint events_event_id_key unique (event_id),
        constraint events_stream_revision_key unique (stream_id, stream_revision),
        constraint events_stream_revision_check check (stream_revision >= 0)
      )
    `);
    await knex.raw('create index events_log_order_idx on events (transaction_id, global_position)');
  },
  async down(knex) {
    await knex.raw('drop table if exists events');
  },
};
