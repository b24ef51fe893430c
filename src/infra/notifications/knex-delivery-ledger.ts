// The mail delivery ledger in PostgreSQL (PGlite or server): one upsert per change.
import type { Knex } from 'knex';
import type { DeliveryLedger, DeliveryState } from '../../app/notifications/deliver-once';

interface Row {
  status: DeliveryState['status'];
  attempts: number;
  first_tried_at: Date | string;
}

const asState = (row: Row): DeliveryState => ({
  status: row.status,
  attempts: Number(row.attempts),
  firstTriedAt: new Date(row.first_tried_at),
});

export class KnexDeliveryLedger implements DeliveryLedger {
  constructor(private readonly knex: Knex) {}

  async stateOf(key: string): Promise<DeliveryState | null> {
    const row = (await this.knex('mail_deliveries').where({ key }).first()) as Row | undefined;
    return row ? asState(row) : null;
  }

  async markSent(key: string, category: string): Promise<void> {
    await this.knex.raw(
      `insert into mail_deliveries (key, category, status, attempts, first_tried_at, settled_at)
       values (?, ?, 'sent', 1, now(), now())
       on conflict (key) do update set status = 'sent', attempts = mail_deliveries.attempts + 1,
         settled_at = now()`,
      [key, category],
    );
  }

  async markAttemptFailed(key: string, category: string): Promise<DeliveryState> {
    const result = (await this.knex.raw(
      `insert into mail_deliveries (key, category, status, attempts, first_tried_at)
       values (?, ?, 'pending', 1, now())
       on conflict (key) do update set attempts = mail_deliveries.attempts + 1
       returning status, attempts, first_tried_at`,
      [key, category],
    )) as { rows: Row[] };
    return asState(result.rows[0]!);
  }

  async markSkipped(key: string, category: string): Promise<void> {
    await this.knex.raw(
      `insert into mail_deliveries (key, category, status, attempts, first_tried_at, settled_at)
       values (?, ?, 'skipped', 0, now(), now())
       on conflict (key) do update set status = 'skipped', settled_at = now()
       where mail_deliveries.status <> 'sent'`,
      [key, category],
    );
  }

  async countByStatus(prefix: string): Promise<Record<DeliveryState['status'], number>> {
    const rows = (await this.knex('mail_deliveries')
      .where('key', 'like', `${prefix.replace(/[\\%_]/g, '\\$&')}%`)
      .groupBy('status')
      .select('status', this.knex.raw('count(*)::int as n'))) as {
      status: DeliveryState['status'];
      n: number;
    }[];
    const counts = { pending: 0, sent: 0, failed: 0, skipped: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  }

  async markGivenUp(key: string): Promise<void> {
    await this.knex('mail_deliveries')
      .where({ key })
      .update({ status: 'failed', settled_at: this.knex.fn.now() });
  }
}
