// The hourly counts in PostgreSQL (PGlite or server): one upsert statement per batch.
import type { Knex } from 'knex';
import type { AnalyticsRollups, RollupCount } from '../../app/analytics/analytics-rollups.port';
import type { AnalyticsEventType, Device } from '../../domain/analytics/analytics-event';

interface Row {
  hour: Date | string;
  message_id: string;
  event_type: AnalyticsEventType;
  device: Device;
  button_id: string;
  count: string | number;
}

export class KnexAnalyticsRollups implements AnalyticsRollups {
  constructor(private readonly knex: Knex) {}

  async add(counts: readonly RollupCount[]): Promise<void> {
    if (counts.length === 0) return;
    const values = counts.map(() => '(?, ?, ?, ?, ?, ?)').join(', ');
    const bindings = counts.flatMap((c) => [
      c.hour.toISOString(),
      c.messageId,
      c.eventType,
      c.device,
      c.buttonId,
      c.count,
    ]);
    // One statement is one transaction: every count of the batch is added, or none.
    await this.knex.raw(
      `insert into analytics_hourly (hour, message_id, event_type, device, button_id, count)
       values ${values}
       on conflict (hour, message_id, event_type, device, button_id)
       do update set count = analytics_hourly.count + excluded.count`,
      bindings,
    );
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
}
