// The hourly counts in PostgreSQL (PGlite or server): one statement per batch, which stores the
// batch's event keys and adds to the counts only the events whose key was not stored before.
import type { Knex } from 'knex';
import type {
  AnalyticsRollups,
  CountedEvent,
  RollupCount,
} from '../../app/analytics/analytics-rollups.port';
import type { AnalyticsEventType, Device } from '../../domain/analytics/analytics-event';

interface Row {
  hour: Date | string;
  message_id: string;
  event_type: AnalyticsEventType;
  device: Device;
  button_id: string;
  count: string | number;
}

// One statement is one transaction: every event of the batch is counted (once), or none. The
// keys go in first; only the ones that were new come back, and only those are counted. A key
// stored by another server at the same moment makes this statement wait for it, then skip it.
// Keys go in sorted, so two servers' batches lock shared keys in the same order (no deadlock).
// Arrays keep the statement at six bind parameters however large the batch.
const ADD_ONCE = `
with batch as (
  select distinct on (event_key) *
    from unnest(?::text[], ?::timestamptz[], ?::text[], ?::text[], ?::text[], ?::text[])
      as b(event_key, hour, message_id, event_type, device, button_id)
   order by event_key
), fresh as (
  insert into analytics_event_ids (event_key, seen_at)
  select event_key, hour from batch order by event_key
  on conflict (event_key) do nothing
  returning event_key
)
insert into analytics_hourly (hour, message_id, event_type, device, button_id, count)
select b.hour, b.message_id, b.event_type, b.device, b.button_id, count(*)
  from batch b join fresh f on f.event_key = b.event_key
 group by b.hour, b.message_id, b.event_type, b.device, b.button_id
on conflict (hour, message_id, event_type, device, button_id)
do update set count = analytics_hourly.count + excluded.count`;

export class KnexAnalyticsRollups implements AnalyticsRollups {
  constructor(private readonly knex: Knex) {}

  async addOnce(events: readonly CountedEvent[]): Promise<void> {
    if (events.length === 0) return;
    await this.knex.raw(ADD_ONCE, [
      events.map((e) => e.eventKey),
      events.map((e) => e.hour.toISOString()),
      events.map((e) => e.messageId),
      events.map((e) => e.eventType),
      events.map((e) => e.device),
      events.map((e) => e.buttonId),
    ]);
  }

  async countsSince(from: Date): Promise<RollupCount[]> {
    const rows = (await this.knex('analytics_hourly')
      .where('hour', '>=', from)
      .orderBy(['hour', 'message_id', 'event_type', 'device', 'button_id'])) as Row[];
    return rows.map((row) => ({
      hour: new Date(row.hour),
      messageId: row.message_id,
      eventType: row.event_type,
      device: row.device,
      buttonId: row.button_id,
      count: Number(row.count),
    }));
  }

  async forgetBefore(before: Date): Promise<number> {
    return this.knex('analytics_hourly').where('hour', '<', before).delete();
  }

  async forgetEventKeysBefore(before: Date): Promise<number> {
    return this.knex('analytics_event_ids').where('seen_at', '<', before).delete();
  }
}
