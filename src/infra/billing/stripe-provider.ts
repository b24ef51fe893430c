// The payment provider over the official Stripe SDK. In production it talks to Stripe; offline it
// talks to the sandbox (see sandbox/), which speaks the same API parts, so one code path runs.
import Stripe from 'stripe';
import type {
  CheckoutRequest,
  PaymentProvider,
  PortalFlow,
  ProviderSubscription,
  WebhookNotice,
} from '../../app/billing/payment-provider.port';
import { InvalidWebhookError, PaymentProviderError } from '../../app/billing/payment-provider.port';
import type { CardExpiry } from '../../domain/billing/payment-card';

/** Stripe's recommended tolerance for a webhook's timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API origin (the sandbox, a test server); default Stripe's. */
  apiUrl?: string;
  timeoutMs: number;
}

export function stripeClient(
  options: Pick<StripeProviderOptions, 'secretKey' | 'apiUrl' | 'timeoutMs'>,
) {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

const seconds = (value: number) => new Date(value * 1000).toISOString();
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Any failure of a call becomes the port's error; a missing object is null for retrieve. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new PaymentProviderError(`Stripe: ${message}`, { cause: error });
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

/** The expiry of the card a subscription is charged to (expanded); null for none or not a card. */
export function cardOf(method: string | Stripe.PaymentMethod | null): CardExpiry | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  return { expMonth: method.card.exp_month, expYear: method.card.exp_year };
}

/** The subscription a webhook's object is about (checkout sessions, subscriptions, invoices). */
export function subscriptionOf(type: string, object: Record<string, unknown>): string | null {
  if (type.startsWith('customer.subscription.'))
    return typeof object.id === 'string' ? object.id : null;
  if (type.startsWith('checkout.session.'))
    return idOf(object.subscription as string | { id: string } | null);
  if (type.startsWith('invoice.')) {
    const parent = object.parent as
      | { subscription_details?: { subscription?: string | { id: string } | null } | null }
      | null
      | undefined;
    return idOf(parent?.subscription_details?.subscription ?? null);
  }
  return null;
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = stripeClient(options);
  return {
    async createCustomer(userId, idempotencyKey) {
      const customer = await call(() =>
        stripe.customers.create({ metadata: { userId: String(userId) } }, { idempotencyKey }),
      );
      return customer.id;
    },

    async createCheckout(request: CheckoutRequest, idempotencyKey) {
      const metadata = { userId: String(request.userId), plan: request.plan };
      const session = await call(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: request.customerId,
            client_reference_id: String(request.userId),
            line_items: [{ price: request.priceId, quantity: 1 }],
            subscription_data: { metadata },
            metadata,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe: the checkout session has no URL');
      return { id: session.id, url: session.url };
    },

    async retrieveSubscription(subscriptionId) {
      let subscription: Stripe.Subscription;
      try {
        subscription = await stripe.subscriptions.retrieve(subscriptionId, {
          expand: ['default_payment_method'],
        });
      } catch (error) {
        if (isMissing(error)) return null;
        return call(() => Promise.reject(error));
      }
      const item = subscription.items.data[0];
      if (!item) return null;
      // Whose it is, billing decides from the customer (never from the metadata).
      const found: ProviderSubscription = {
        subscriptionId: subscription.id,
        customerId: idOf(subscription.customer)!,
        itemId: item.id,
        plan: item.price.recurring?.interval === 'year' ? 'annual' : 'monthly',
        priceId: item.price.id,
        amountCents: item.price.unit_amount ?? 0,
        status: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        periodStart: seconds(item.current_period_start),
        periodEnd: seconds(item.current_period_end),
        card: cardOf(subscription.default_payment_method),
      };
      return found;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel, idempotencyKey) {
      await call(() =>
        stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancel },
          { idempotencyKey },
        ),
      );
    },

    async cancelNow(subscriptionId, idempotencyKey) {
      await call(() => stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey }));
    },

    async createPortal(customerId, flow: PortalFlow) {
      // Deep links: the portal opens on this one task and comes back when it is done.
      const afterCompletion = {
        type: 'redirect' as const,
        redirect: { return_url: flow.returnUrl },
      };
      const flowData: Stripe.BillingPortal.SessionCreateParams.FlowData =
        flow.kind === 'payment_method'
          ? { type: 'payment_method_update', after_completion: afterCompletion }
          : {
              type: 'subscription_update_confirm',
              subscription_update_confirm: {
                subscription: flow.subscriptionId,
                items: [{ id: flow.itemId, price: flow.priceId, quantity: 1 }],
              },
              after_completion: afterCompletion,
            };
      const portal = await call(() =>
        stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: flow.returnUrl,
          flow_data: flowData,
        }),
      );
      return portal.url;
    },

    async verifyWebhook(rawBody, signature): Promise<WebhookNotice> {
      if (!signature) throw new InvalidWebhookError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new InvalidWebhookError(error instanceof Error ? error.message : 'Invalid webhook', {
          cause: error,
        });
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      return {
        eventId: event.id,
        type: event.type,
        subscriptionId: subscriptionOf(event.type, object),
      };
    },
  };
}
