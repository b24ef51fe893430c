// The payment provider as billing needs it (Stripe in production, and the sandbox offline, which
// the same Stripe adapter talks to). Writes take an idempotency key: the same key makes one change.
// One provider per payment mode (production, test, sandbox): each has its own customers, prices
// and webhook secret.
import type { SubscriptionSnapshot } from '../../domain/billing/subscription.decider';
import type { PlanType } from '../../domain/billing/plans';

export interface CheckoutRequest {
  userId: number;
  customerId: string;
  plan: PlanType;
  priceId: string;
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider has it. Whose it is (the person, the mode) billing decides from
 * its customer, never from what the subscription's metadata claims. */
export interface ProviderSubscription extends Omit<SubscriptionSnapshot, 'userId' | 'mode'> {
  /** The subscription's one item (what a plan switch changes). */
  itemId: string;
}

/** A verified webhook: the provider's event id and type, and the subscription it is about. */
export interface WebhookNotice {
  eventId: string;
  type: string;
  subscriptionId: string | null;
}

/** What a page of the provider's billing portal is opened for. */
export type PortalFlow =
  | { kind: 'payment_method'; returnUrl: string }
  | {
      kind: 'switch_plan';
      subscriptionId: string;
      itemId: string;
      priceId: string;
      returnUrl: string;
    };

/** The provider could not be reached or refused the call. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

/** A webhook whose signature, age or body does not check out. */
export class InvalidWebhookError extends Error {
  override readonly name = 'InvalidWebhookError';
}

export interface PaymentProvider {
  createCustomer(userId: number, idempotencyKey: string): Promise<string>;
  createCheckout(
    request: CheckoutRequest,
    idempotencyKey: string,
  ): Promise<{ id: string; url: string }>;
  /** The subscription as it is now; null when the provider has none by that id. */
  retrieveSubscription(subscriptionId: string): Promise<ProviderSubscription | null>;
  /** Sets or clears cancel-at-period-end. */
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
    idempotencyKey: string,
  ): Promise<void>;
  /** Ends the subscription at once (an admin's cancel, an account deleted). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** A page of the provider's billing portal for one thing: a new card, or one plan switch. */
  createPortal(customerId: string, flow: PortalFlow): Promise<string>;
  /** Checks the signature on the raw body; throws InvalidWebhookError. */
  verifyWebhook(rawBody: string | Buffer, signature: string | undefined): Promise<WebhookNotice>;
}
