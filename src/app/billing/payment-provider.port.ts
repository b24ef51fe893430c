// The payment provider as billing needs it (Stripe in production, and the sandbox offline, which
// the same Stripe adapter talks to). Writes take an idempotency key: the same key makes one change.
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

/** A verified webhook: the provider's event id and type, and the subscription it is about. */
export interface WebhookNotice {
  eventId: string;
  type: string;
  subscriptionId: string | null;
}

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
  /** The subscription as it is now; null when the provider has none by that id. The user id is
   * read from the subscription's metadata, or looked up by its customer. */
  retrieveSubscription(
    subscriptionId: string,
    userOfCustomer: (customerId: string) => Promise<number | null>,
  ): Promise<SubscriptionSnapshot | null>;
  /** Sets or clears cancel-at-period-end; returns the subscription's id afterwards. */
  setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
    idempotencyKey: string,
  ): Promise<void>;
  /** Ends the subscription at once (an admin's cancel, an account deleted). */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<void>;
  /** A page where the person updates their card. */
  createPortal(customerId: string, returnUrl: string): Promise<string>;
  /** Checks the signature on the raw body; throws InvalidWebhookError. */
  verifyWebhook(rawBody: string | Buffer, signature: string | undefined): Promise<WebhookNotice>;
}
