// subscriptions: every provider subscription a person has had, with its phase and period;
// billing_customers: each person's provider customer and the price each plan was first bought at
// (kept for them: the lifetime lowest-price guarantee).
import type {
  BillingCustomerCreated,
  SubscriptionEvent,
} from '../../domain/billing/billing.events';
import { defineProjection } from '../projection';

export const billingProjection = defineProjection<BillingCustomerCreated | SubscriptionEvent>({
  name: 'billing',
  tables: ['subscriptions', 'billing_customers'],
  handles: [
    'BillingCustomerCreated',
    'SubscriptionActivated',
    'SubscriptionRenewed',
    'PlanChanged',
    'CancellationScheduled',
    'CancellationWithdrawn',
    'PaymentCardChanged',
    'PaymentFailed',
    'PaymentRecovered',
    'SubscriptionEnded',
  ],
  async apply(trx, event) {
    const row = (id: string) => trx('subscriptions').where({ subscription_id: id });
    switch (event.type) {
      case 'BillingCustomerCreated':
        await trx('billing_customers')
          .insert({
            user_id: event.data.userId,
            customer_id: event.data.customerId,
            mode: event.data.mode,
          })
          .onConflict(['user_id', 'mode'])
          .ignore();
        return;
      case 'SubscriptionActivated': {
        const { data } = event;
        await trx('subscriptions')
          .insert({
            subscription_id: data.subscriptionId,
            user_id: data.userId,
            customer_id: data.customerId,
            plan: data.plan,
            amount_cents: data.amountCents,
            phase: 'active',
            cancel_at_period_end: false,
            period_start: data.periodStart,
            period_end: data.periodEnd,
          })
          .onConflict('subscription_id')
          .ignore();
        // The price is kept on the customer it was paid by (its payment mode's).
        const column = data.plan === 'monthly' ? 'locked_monthly_price' : 'locked_annual_price';
        await trx('billing_customers')
          .where({ customer_id: data.customerId })
          .whereNull(column)
          .update({ [column]: data.priceId });
        return;
      }
      case 'SubscriptionRenewed':
        await row(event.data.subscriptionId).update({
          period_start: event.data.periodStart,
          period_end: event.data.periodEnd,
        });
        return;
      case 'PlanChanged': {
        const { data } = event;
        const updated = (await row(data.subscriptionId).update(
          {
            plan: data.plan,
            amount_cents: data.amountCents,
            period_start: data.periodStart,
            period_end: data.periodEnd,
          },
          ['customer_id'],
        )) as { customer_id: string }[];
        // The person keeps the price of the plan they switched to, as of a plan they bought.
        const column = data.plan === 'monthly' ? 'locked_monthly_price' : 'locked_annual_price';
        for (const { customer_id } of updated)
          await trx('billing_customers')
            .where({ customer_id })
            .whereNull(column)
            .update({ [column]: data.priceId });
        return;
      }
      case 'CancellationScheduled':
        await row(event.data.subscriptionId).update({ cancel_at_period_end: true });
        return;
      case 'CancellationWithdrawn':
        await row(event.data.subscriptionId).update({ cancel_at_period_end: false });
        return;
      case 'PaymentCardChanged':
        await row(event.data.subscriptionId).update({
          card_exp_month: event.data.expMonth,
          card_exp_year: event.data.expYear,
        });
        return;
      case 'PaymentFailed':
        await row(event.data.subscriptionId).update({ phase: 'past_due' });
        return;
      case 'PaymentRecovered':
        await row(event.data.subscriptionId).update({ phase: 'active' });
        return;
      case 'SubscriptionEnded':
        await row(event.data.subscriptionId).update({
          phase: 'ended',
          cancel_at_period_end: false,
          ended_at: event.data.endedAt,
        });
        return;
    }
  },
});
