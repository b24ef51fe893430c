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
  mode: PaymentMode | null;
  plan: PlanType;
  amount_cents: number;
  phase: SubscriptionPhase;
  cancel_at_period_end: boolean;
  period_start: Date | string;
  period_end: Date | string;
}

interface CustomerRow {
  user_id: number;
  customer_id: string;
  mode: PaymentMode;
  locked_monthly_price: string | null;
  locked_annual_price: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toSubscription(row: Row): SubscriptionRow {
  return {
    subscriptionId: row.subscription_id,
    userId: row.user_id,
    customerId: row.customer_id,
    // A plan's mode is its customer's. A plan an admin synced for a customer we never made (before
    // only our own customers counted) has none: it is taken as production's, as it was.
    mode: row.mode ?? 'production',
    plan: row.plan,
    amountCents: row.amount_cents,
    phase: row.phase,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    periodStart: iso(row.period_start),
    periodEnd: iso(row.period_end),
  };
}

function toCustomer(row: CustomerRow): BillingCustomerRow {
  const lockedPrices: BillingCustomerRow['lockedPrices'] = {};
  if (row.locked_monthly_price) lockedPrices.monthly = row.locked_monthly_price;
  if (row.locked_annual_price) lockedPrices.annual = row.locked_annual_price;
  return { userId: row.user_id, customerId: row.customer_id, mode: row.mode, lockedPrices };
}

/**
 * Which of a person's plans is current while `inForce` is the mode: a live plan (active or past
 * due) that counts in that mode, then another live one, then the ended; then the newest period.
 * Mirrors countsInMode (src/domain/billing/subscription-access.ts).
 */
const RANK = `case when s.phase = 'ended' then 2
  when coalesce(c.mode, 'production') in ('production', ?) then 0
  else 1 end`;

export class KnexBillingReadModel implements BillingReadModel {
  constructor(private readonly knex: Knex) {}

  /** Subscriptions with their customer's mode. */
  private withMode() {
    return this.knex({ s: 'subscriptions' })
      .leftJoin({ c: 'billing_customers' }, 'c.customer_id', 's.customer_id')
      .select('s.*', 'c.mode');
  }

  async currentSubscription(userId: number, inForce: PaymentMode): Promise<SubscriptionRow | null> {
    const row = (await this.withMode()
      .where('s.user_id', userId)
      .orderByRaw(RANK, [inForce])
      .orderBy('s.period_end', 'desc')
      .orderBy('s.subscription_id')
      .first()) as Row | undefined;
    return row ? toSubscription(row) : null;
  }

  async subscriptionsOf(userId: number): Promise<SubscriptionRow[]> {
    const rows = (await this.withMode()
      .where('s.user_id', userId)
      .orderBy('s.period_end', 'desc')) as Row[];
    return rows.map(toSubscription);
  }

  async subscription(subscriptionId: string): Promise<SubscriptionRow | null> {
    const row = (await this.withMode().where('s.subscription_id', subscriptionId).first()) as
      Row | undefined;
    return row ? toSubscription(row) : null;
  }

  async customer(userId: number, mode: PaymentMode): Promise<BillingCustomerRow | null> {
    const row = (await this.knex('billing_customers').where({ user_id: userId, mode }).first()) as
      CustomerRow | undefined;
    return row ? toCustomer(row) : null;
  }

  async customerById(customerId: string): Promise<BillingCustomerRow | null> {
    const row = (await this.knex('billing_customers')
      .where({ customer_id: customerId })
      .first()) as CustomerRow | undefined;
    return row ? toCustomer(row) : null;
  }

  async userOfCustomer(customerId: string): Promise<number | null> {
    return (await this.customerById(customerId))?.userId ?? null;
  }

  async allCurrent(inForce: PaymentMode): Promise<SubscriptionRow[]> {
    const ranked = this.withMode()
      .select(
        this.knex.raw(
          `row_number() over (partition by s.user_id order by ${RANK}, s.period_end desc, s.subscription_id) as rank`,
          [inForce],
        ),
      )
      .as('ranked');
    const rows = (await this.knex
      .select('*')
      .from(ranked)
      .where('rank', 1)
      .orderBy('user_id')) as Row[];
    return rows.map(toSubscription);
  }
}
