import type { Knex } from 'knex';
import type { AllowanceReadModel, AllowanceRow } from '../../app/allowance/allowance.ports';

export class KnexAllowanceReadModel implements AllowanceReadModel {
  constructor(private readonly knex: Knex) {}

  async find(userId: number): Promise<AllowanceRow | null> {
    const row = (await this.knex('allowance')
      .where({ user_id: userId })
      .first('used', 'period_end', 'unlimited_until')) as
      | { used: number; period_end: Date | string; unlimited_until: Date | string | null }
      | undefined;
    if (!row) return null;
    return {
      used: row.used,
      periodEnd: new Date(row.period_end),
      unlimitedUntil: row.unlimited_until ? new Date(row.unlimited_until) : null,
    };
  }
}
