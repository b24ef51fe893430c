// Events of the billing module. A subscription's stream records what the payment provider's
// subscription became (activated, renewed, cancelling, recovered, ended), each with the provider's
// ids and period dates; a customer's stream records their provider customer and checkouts. Never
// any journey content, and of a card only the month it expires (for the expiry warning): ids, a
// plan, an amount, dates, flags.
import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/event-catalogue';
import { PLAN_TYPES } from './plans';

const userId = z.number().int().positive();
const subscriptionId = z.string().startsWith('sub_');
const customerId = z.string().startsWith('cus_');
const isoDate = z.string().min(1);
const plan = z.enum(PLAN_TYPES);

/** Where payments go: the offline sandbox, or Stripe's production or test mode. */
export const PAYMENT_MODES = ['sandbox', 'production', 'test'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const billingEvents = {
  /** The person's customer at the provider, in one payment mode (each mode has its own). */
  BillingCustomerCreated: defineEvent(
    'BillingCustomerCreated',
    z.object({ userId, customerId, mode: z.enum(PAYMENT_MODES) }),
  ),
  CheckoutStarted: defineEvent(
    'CheckoutStarted',
    z.object({
      userId,
      customerId,
      plan,
      priceId: z.string().min(1),
      checkoutSessionId: z.string(),
    }),
  ),
  SubscriptionActivated: defineEvent(
    'SubscriptionActivated',
    z.object({
      userId,
      subscriptionId,
      customerId,
      plan,
      priceId: z.string().min(1),
      /** What the subscriber pays per period, in cents: kept for them (lifetime lowest price). */
      amountCents: z.number().int().nonnegative(),
      periodStart: isoDate,
      periodEnd: isoDate,
      /** The payment mode it was bought in (its customer's). Plans recorded before it was kept
       *  carry none: their customer's mode says it. */
      mode: z.enum(PAYMENT_MODES).optional(),
    }),
  ),
  /** The subscriber switched plan (or price) at the provider: a new price from a new period. */
  PlanChanged: defineEvent(
    'PlanChanged',
    z.object({
      userId,
      subscriptionId,
      plan,
      priceId: z.string().min(1),
      amountCents: z.number().int().nonnegative(),
      periodStart: isoDate,
      periodEnd: isoDate,
    }),
  ),
  SubscriptionRenewed: defineEvent(
    'SubscriptionRenewed',
    z.object({ userId, subscriptionId, periodStart: isoDate, periodEnd: isoDate }),
  ),
  /** The plan ends at the end of the period (access lasts until then). */
  CancellationScheduled: defineEvent(
    'CancellationScheduled',
    z.object({ userId, subscriptionId, periodEnd: isoDate }),
  ),
  CancellationWithdrawn: defineEvent('CancellationWithdrawn', z.object({ userId, subscriptionId })),
  /** The card the plan is charged to became known or changed: only its expiry month and year. */
  PaymentCardChanged: defineEvent(
    'PaymentCardChanged',
    z.object({
      userId,
      subscriptionId,
      expMonth: z.number().int().min(1).max(12),
      expYear: z.number().int().min(2000).max(2200),
    }),
  ),
  PaymentFailed: defineEvent('PaymentFailed', z.object({ userId, subscriptionId })),
  PaymentRecovered: defineEvent('PaymentRecovered', z.object({ userId, subscriptionId })),
  /** An admin ended the plan at once (the end itself follows from the provider). */
  SubscriptionCancelledByAdmin: defineEvent(
    'SubscriptionCancelledByAdmin',
    z.object({ userId, subscriptionId }),
  ),
  SubscriptionEnded: defineEvent(
    'SubscriptionEnded',
    z.object({ userId, subscriptionId, endedAt: isoDate }),
  ),
};

/** An admin switched Stripe's mode (both key sets configured). */
export const paymentModeEvents = {
  PaymentModeChanged: defineEvent(
    'PaymentModeChanged',
    z.object({ mode: z.enum(['production', 'test']) }),
  ),
};
export type PaymentModeChanged = EventOf<typeof paymentModeEvents.PaymentModeChanged>;
export const PAYMENT_MODE_STREAM = 'billing-payment-mode';

export type BillingCustomerCreated = EventOf<typeof billingEvents.BillingCustomerCreated>;
export type CheckoutStarted = EventOf<typeof billingEvents.CheckoutStarted>;
export type SubscriptionActivated = EventOf<typeof billingEvents.SubscriptionActivated>;
export type SubscriptionRenewed = EventOf<typeof billingEvents.SubscriptionRenewed>;
export type PlanChanged = EventOf<typeof billingEvents.PlanChanged>;
export type CancellationScheduled = EventOf<typeof billingEvents.CancellationScheduled>;
export type CancellationWithdrawn = EventOf<typeof billingEvents.CancellationWithdrawn>;
export type PaymentCardChanged = EventOf<typeof billingEvents.PaymentCardChanged>;
export type PaymentFailed = EventOf<typeof billingEvents.PaymentFailed>;
export type PaymentRecovered = EventOf<typeof billingEvents.PaymentRecovered>;
export type SubscriptionEnded = EventOf<typeof billingEvents.SubscriptionEnded>;
export type SubscriptionCancelledByAdmin = EventOf<
  typeof billingEvents.SubscriptionCancelledByAdmin
>;

export type CustomerEvent = BillingCustomerCreated | CheckoutStarted;

export type SubscriptionEvent =
  | SubscriptionActivated
  | SubscriptionRenewed
  | PlanChanged
  | CancellationScheduled
  | CancellationWithdrawn
  | PaymentCardChanged
  | PaymentFailed
  | PaymentRecovered
  | SubscriptionCancelledByAdmin
  | SubscriptionEnded;

export const customerStreamId = (userId: number) => `billing-customer-${userId}`;
export const subscriptionStreamId = (subscriptionId: string) => `subscription-${subscriptionId}`;
