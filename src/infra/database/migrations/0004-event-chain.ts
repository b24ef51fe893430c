import type { Migration } from '../migration';

// Tamper evidence: every event row carries `hash`, chained to the row before it in global
// position order: sha256(previous hash || stream id, revision, type, time, metadata, data as
// stored), the fields separated by a zero byte (text never holds one), the time in UTC with
// microseconds, metadata and data in jsonb's own text form. The first row chains from no bytes.
// src/infra/audit/event-chain.ts computes the same in JavaScript (npm run audit -- verify).
//
// Serialising the tail: a before-insert trigger takes the one row of `event_chain` (the tail:
// last position and hash) with an UPDATE, which holds its lock until the append commits. So
// positions are assigned under that lock (last position + 1: no gaps, in commit order), and
// the hash of every row is computed from the row that committed just before it, however many
// appends to different streams run at once. The identity default of global_position goes: it
// was taken before any lock, so a later position could commit first.
export const EVENT_CHAIN_PAYLOAD = 'event_chain_payload';

export const eventChainMigration: Migration = {
  name: '0004-event-chain',
  async up(knex) {
    // Appends of other processes (server PostgreSQL) wait until the chain is in place.
    await knex.raw('lock table events in exclusive mode');
    await knex.raw(`
      create function ${EVENT_CHAIN_PAYLOAD}(stream_id text, stream_revision bigint, type text,
        recorded_at timestamptz, metadata jsonb, data jsonb) returns bytea
      language sql stable parallel safe as $$
        select convert_to(stream_id, 'UTF8') || '\\x00'::bytea
          || convert_to(stream_revision::text, 'UTF8') || '\\x00'::bytea
          || convert_to(type, 'UTF8') || '\\x00'::bytea
          || convert_to(to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'UTF8')
          || '\\x00'::bytea || convert_to(metadata::text, 'UTF8')
          || '\\x00'::bytea || convert_to(data::text, 'UTF8')
      $$`);
    await knex.raw('alter table events add column hash bytea');
    await knex.raw('alter table events alter column global_position drop identity if exists');
    await knex.raw(`
      create table event_chain (
        id smallint primary key default 1 check (id = 1),
        last_position bigint not null,
        last_hash bytea
      )`);
    // Rows already in the log get their chain now, in position order.
    await knex.raw(`
      do $$
      declare
        r record;
        h bytea := null;
        p bigint := 0;
      begin
        for r in select global_position, stream_id, stream_revision, type, recorded_at, metadata, data
                 from events order by global_position loop
          h := sha256(coalesce(h, ''::bytea) || ${EVENT_CHAIN_PAYLOAD}(r.stream_id, r.stream_revision,
                 r.type, r.recorded_at, r.metadata, r.data));
          update events set hash = h where global_position = r.global_position;
          p := r.global_position;
        end loop;
        insert into event_chain (id, last_position, last_hash) values (1, p, h);
      end $$`);
    await knex.raw('alter table events alter column hash set not null');
    await knex.raw(`
      create function events_chain() returns trigger language plpgsql as $$
      begin
        update event_chain
           set last_position = last_position + 1,
               last_hash = sha256(coalesce(last_hash, ''::bytea) || ${EVENT_CHAIN_PAYLOAD}(
                 new.stream_id, new.stream_revision, new.type, new.recorded_at, new.metadata, new.data))
         where id = 1
        returning last_position, last_hash into new.global_position, new.hash;
        if new.global_position is null then
          raise exception 'event_chain has no tail row: the event log cannot be appended to';
        end if;
        return new;
      end $$`);
    await knex.raw(
      'create trigger events_chain before insert on events for each row execute function events_chain()',
    );
  },
  async down(knex) {
    await knex.raw('drop trigger if exists events_chain on events');
    await knex.raw('drop function if exists events_chain()');
    await knex.raw('drop table if exists event_chain');
    await knex.raw('alter table events drop column if exists hash');
    await knex.raw(`drop function if exists ${EVENT_CHAIN_PAYLOAD}`);
    await knex.raw(`
      do $$
      declare next_position bigint;
      begin
        select coalesce(max(global_position), 0) + 1 into next_position from events;
        execute format('alter table events alter column global_position add generated always as identity (start with %s)', next_position);
      end $$`);
  },
};
