import type { Knex } from 'knex';
import type {
  AllowanceReadModel,
  AllowanceRow,
  SubscriptionStatus,
} from '../../app/allowance/allowance.ports';

export class KnexAllowanceReadModel implements AllowanceReadModel {
  constructor(private readonly knex: Knex) {}

  async find(userId: number): Promise<AllowanceRow | null> {
    const row = (await this.knex('allowance')
      .where({ user_id: userId })
      .first('used', 'period_end')) as { used: number; period_end: Date | string } | undefined;
    return row ? { used: row.used, periodEnd: new Date(row.period_end) } : null;
  }
}

/** Until the billing module arrives nobody holds a subscription. */
export const noSubscriptions: SubscriptionStatus = { hasActiveSubscription: async () => false };
