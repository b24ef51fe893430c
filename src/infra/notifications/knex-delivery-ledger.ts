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

  async markGivenUp(key: string): Promise<void> {
    await this.knex('mail_deliveries')
      .where({ key })
      .update({ status: 'failed', settled_at: this.knex.fn.now() });
  }
}
