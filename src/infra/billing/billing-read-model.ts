import type { Knex } from 'knex';
import type {
  BillingCustomerRow,
  BillingReadModel,
  SubscriptionRow,
} from '../../app/billing/billing.ports';
import type { PaymentMode } from '../../domain/billing/billing.events';
import type { PlanType } from '../../domain/billing/plans';
import type { SubscriptionPhase } from '../../domain/billing/subscription.decider';

interface Row {
  subscription_id: string;
  user_id: number;
  customer_id: string;
  plan: PlanType;
  amount_cents: number;
  phase: SubscriptionPhase;
  cancel_at_period_end: boolean;
  period_start: Date | string;
  period_end: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toSubscription(row: Row): SubscriptionRow {
  return {
    subscriptionId: row.subscription_id,
    userId: row.user_id,
    customerId: row.customer_id,
    plan: row.plan,
    amountCents: row.amount_cents,
    phase: row.phase,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
  };
}

/** A live plan (active or past due) before an ended one; then the newest period. */
const current = (query: Knex.QueryBuilder) =>
  query
    .orderByRaw("case when phase = 'ended' then 1 else 0 end")
    .orderBy('period_end', 'desc')
    .orderBy('subscription_id');

export class KnexBillingReadModel implements BillingReadModel {
  constructor(private readonly knex: Knex) {}

  async currentSubscription(userId: number): Promise<SubscriptionRow | null> {
    const row = (await current(this.knex('subscriptions').where({ user_id: userId })).first()) as
      Row | undefined;
    return row ? toSubscription(row) : null;
  }

  async customer(userId: number, mode: PaymentMode): Promise<BillingCustomerRow | null> {
    const row = (await this.knex('billing_customers').where({ user_id: userId, mode }).first()) as
      | {
          user_id: number;
          customer_id: string;
          locked_monthly_price: string | null;
          locked_annual_price: string | null;
        }
      | undefined;
    if (!row) return null;
    const lockedPrices: BillingCustomerRow['lockedPrices'] = {};
    if (row.locked_monthly_price) lockedPrices.monthly = row.locked_monthly_price;
    if (row.locked_annual_price) lockedPrices.annual = row.locked_annual_price;
    return { userId: row.user_id, customerId: row.customer_id, lockedPrices };
  }

  async userOfCustomer(customerId: string): Promise<number | null> {
    const row = (await this.knex('billing_customers')
      .where({ customer_id: customerId })
      .first('user_id')) as { user_id: number } | undefined;
    return row?.user_id ?? null;
  }

  async allCurrent(): Promise<SubscriptionRow[]> {
    const rows = (await this.knex
      .select('*')
      .from(
        this.knex('subscriptions')
          .select('*')
          .select(
            this.knex.raw(
              "row_number() over (partition by user_id order by case when phase = 'ended' then 1 else 0 end, period_end desc) as rank",
            ),
          )
          .as('ranked'),
      )
      .where('rank', 1)
      .orderBy('user_id')) as Row[];
    return rows.map(toSubscription);
  }
}
