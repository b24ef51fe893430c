// The sandbox's objects, shaped as Stripe's API returns them (the parts billing reads), and the
// state that holds them. Pure data and the transitions of a subscription's life: no I/O.
import { randomBytes } from 'node:crypto';
import type { CardExpiry } from '../../../domain/billing/payment-card';

export type Interval = 'month' | 'year';

export interface SandboxPrice {
  id: string;
  object: 'price';
  unit_amount: number;
  currency: 'usd';
  recurring: { interval: Interval };
}

export interface SandboxSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'past_due' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  metadata: Record<string, string>;
  /** The payment method it is charged to (an id, as Stripe sends it unless expanded). */
  default_payment_method: string | null;
  items: {
    object: 'list';
    data: Array<{
      id: string;
      object: 'subscription_item';
      quantity: 1;
      price: SandboxPrice;
      current_period_start: number;
      current_period_end: number;
    }>;
  };
}

/** A card as Stripe describes it; the sandbox's cards all end in 4242. */
export interface SandboxPaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string;
  card: { brand: 'visa'; last4: '4242'; exp_month: number; exp_year: number };
}

/** The sandbox's default card: valid for three more years. */
export function defaultCardExpiry(nowSeconds: number): CardExpiry {
  const now = new Date(nowSeconds * 1000);
  return { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() + 3 };
}

export interface SandboxCheckout {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  status: 'open' | 'complete';
  customer: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  /** Not Stripe's: what the session sells and what the subscription will carry. */
  sandbox: { priceId: string; subscriptionMetadata: Record<string, string> };
}

/** What a portal session was opened for (Stripe's deep links, `flow_data`); none: the portal's
 * home page, which the sandbox shows as its card update (sessions saved before flows). */
export type SandboxPortalFlow =
  | { type: 'payment_method_update'; after_completion: SandboxAfterCompletion }
  | {
      type: 'subscription_update_confirm';
      subscription_update_confirm: {
        subscription: string;
        items: Array<{ id: string; price: string; quantity: number }>;
      };
      after_completion: SandboxAfterCompletion;
    };

export interface SandboxAfterCompletion {
  type: 'redirect' | 'portal_homepage';
  redirect: { return_url: string } | null;
}

export interface SandboxPortal {
  id: string;
  object: 'billing_portal.session';
  customer: string;
  return_url: string;
  url: string;
  flow?: SandboxPortalFlow | null;
  /** Not Stripe's: a plan switch is confirmed once. */
  sandbox?: { completed: boolean };
}

export interface SandboxEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  data: { object: unknown };
}

export interface SandboxState {
  /** How far the sandbox's clock runs ahead of the real one (tests move it). */
  clockOffsetMs: number;
  customers: Record<string, { id: string; object: 'customer'; metadata: Record<string, string> }>;
  checkouts: Record<string, SandboxCheckout>;
  subscriptions: Record<string, SandboxSubscription>;
  portals: Record<string, SandboxPortal>;
  /** Cards (absent in sandboxes saved before cards were kept). */
  paymentMethods?: Record<string, SandboxPaymentMethod>;
  /** Customers whose card is declined on renewal. */
  decliningCustomers: string[];
  /** Idempotency keys and the answers they gave. */
  idempotency: Record<string, { status: number; body: unknown; at: number }>;
}

export const emptySandboxState = (): SandboxState => ({
  clockOffsetMs: 0,
  customers: {},
  checkouts: {},
  subscriptions: {},
  portals: {},
  paymentMethods: {},
  decliningCustomers: [],
  idempotency: {},
});

export function sandboxId(prefix: string): string {
  return `${prefix}_sandbox${randomBytes(10).toString('hex')}`;
}

/** The end of a period that starts at `start` (unix seconds), by calendar month or year. */
export function periodEnd(start: number, interval: Interval): number {
  const date = new Date(start * 1000);
  if (interval === 'month') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCFullYear(date.getUTCFullYear() + 1);
  return Math.floor(date.getTime() / 1000);
}

export function invoiceFor(subscription: SandboxSubscription, paid: boolean, at: number) {
  const item = subscription.items.data[0]!;
  return {
    id: sandboxId('in'),
    object: 'invoice',
    customer: subscription.customer,
    status: paid ? 'paid' : 'open',
    amount_due: item.price.unit_amount,
    amount_paid: paid ? item.price.unit_amount : 0,
    currency: 'usd',
    created: at,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
}
