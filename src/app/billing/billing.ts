// Billing use cases: start a checkout, follow the provider's subscriptions, cancel at period end,
// reactivate, open the card-update page, and the status the app shows (SPEC.md sections 3 and 7).
import { randomUUID } from 'node:crypto';
import {
  customerStreamId,
  subscriptionStreamId,
  type SubscriptionEvent,
} from '../../domain/billing/billing.events';
import { billingCustomerDecider } from '../../domain/billing/billing-customer.decider';
import type { PlanType } from '../../domain/billing/plans';
import type { PaymentMode } from '../../domain/billing/billing.events';
import {
  displayStatus,
  hasUnlimitedJourneys,
  type DisplayStatus,
} from '../../domain/billing/subscription-access';
import { subscriptionDecider } from '../../domain/billing/subscription.decider';
import { runCommand } from '../shared/command-handler';
import { failWith } from '../shared/error-table';
import { billingErrors } from './billing.errors';
import type { BillingDeps } from './billing.deps';
import type { SubscriptionRow } from './billing.ports';
import { nameBasedId } from './name-based-id';
import { PaymentProviderError } from './payment-provider.port';

export interface SubscriptionStatusView {
  hasActiveSubscription: boolean;
  remainingJourneys: number | 'unlimited';
  subscription: {
    plan: PlanType;
    status: DisplayStatus;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
  } | null;
}

const system = (correlationId: string, causationId: string | null = null) => ({
  actor: 'system',
  correlationId,
  causationId,
});

/** Calls the provider; its failures become the module's 503. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw failWith(billingErrors, 'payment_provider_unavailable');
    throw error;
  }
}

export function isActive(row: SubscriptionRow | null, now: Date): boolean {
  return row !== null && hasUnlimitedJourneys(row, now);
}

export async function subscriptionStatus(
  deps: BillingDeps,
  userId: number,
): Promise<SubscriptionStatusView> {
  const row = await deps.readModel.currentSubscription(userId);
  const active = isActive(row, deps.clock.now());
  const status = row ? displayStatus(row.phase) : null;
  return {
    hasActiveSubscription: active,
    remainingJourneys: active ? 'unlimited' : await deps.journeysLeft(userId),
    subscription:
      row && status
        ? {
            plan: row.plan,
            status,
            currentPeriodStart: row.periodStart,
            currentPeriodEnd: row.periodEnd,
            cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          }
        : null,
  };
}

/** The person's provider customer, made once (the key makes a double click one customer). */
async function customerOf(deps: BillingDeps, userId: number, mode: PaymentMode): Promise<string> {
  const known = await deps.readModel.customer(userId, mode);
  if (known) return known.customerId;
  const customerId = await provider(() =>
    deps.provider.createCustomer(userId, `customer-${mode}-${userId}`),
  );
  const result = await runCommand(
    { store: deps.store },
    customerStreamId(userId),
    billingCustomerDecider,
    { type: 'RecordCustomer', userId, customerId, mode },
    { metadata: { actor: String(userId), correlationId: randomUUID(), causationId: null } },
  );
  // A concurrent request may have recorded one first: the stream's is the person's.
  return result.state.customers[mode] ?? customerId;
}

/** How long one checkout answers a repeated click with the same session. */
const CHECKOUT_REUSE_MS = 10 * 60 * 1000;

/** Checkouts under way, by person and plan: simultaneous clicks share one answer even when the
 *  reuse window turns over between them (the idempotency key covers clicks that come later). */
const checkoutsUnderWay = new WeakMap<BillingDeps, Map<string, Promise<{ redirectUrl: string }>>>();

export function startCheckout(
  deps: BillingDeps,
  userId: number,
  plan: PlanType,
): Promise<{ redirectUrl: string }> {
  let underWay = checkoutsUnderWay.get(deps);
  if (!underWay) checkoutsUnderWay.set(deps, (underWay = new Map()));
  const key = `${userId}|${plan}`;
  const running = underWay.get(key);
  if (running) return running;
  const started = openCheckout(deps, userId, plan).finally(() => underWay.delete(key));
  underWay.set(key, started);
  return started;
}

async function openCheckout(
  deps: BillingDeps,
  userId: number,
  plan: PlanType,
): Promise<{ redirectUrl: string }> {
  const current = await deps.readModel.currentSubscription(userId);
  if (isActive(current, deps.clock.now())) throw failWith(billingErrors, 'already_subscribed');
  // A plan whose payment failed is paid by updating the card, not by a second plan.
  if (current?.phase === 'past_due') throw failWith(billingErrors, 'payment_failed');
  const mode = await deps.mode();
  const customerId = await customerOf(deps, userId, mode);
  const locked = (await deps.readModel.customer(userId, mode))?.lockedPrices[plan];
  const priceId = locked ?? deps.prices(mode)[plan];
  const window = Math.floor(deps.clock.now().getTime() / CHECKOUT_REUSE_MS);
  const session = await provider(() =>
    deps.provider.createCheckout(
      {
        userId,
        customerId,
        plan,
        priceId,
        successUrl: `${deps.appUrl}/account?checkout=success`,
        cancelUrl: `${deps.appUrl}/subscribe?checkout=cancelled`,
      },
      `checkout-${userId}-${plan}-${priceId}-${window}`,
    ),
  );
  await runCommand(
    { store: deps.store },
    customerStreamId(userId),
    billingCustomerDecider,
    {
      type: 'RecordCheckout',
      userId,
      customerId,
      plan,
      priceId,
      checkoutSessionId: session.id,
    },
    { metadata: { actor: String(userId), correlationId: randomUUID(), causationId: null } },
  );
  return { redirectUrl: session.url };
}

/**
 * Records what the provider's subscription is now. `cause` names what made us look (a webhook's
 * event id, a person's request): the new events' ids derive from it and the revision read, so a
 * redelivered webhook, sequential or concurrent, records nothing twice. Null: the provider has
 * no such subscription (or it belongs to nobody we know).
 */
export async function syncSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  cause: string,
  options: { actor?: string; forUser?: number } = {},
): Promise<SubscriptionEvent[] | null> {
  const snapshot = await provider(() =>
    deps.provider.retrieveSubscription(
      subscriptionId,
      async (customerId) =>
        (await deps.readModel.userOfCustomer(customerId)) ?? options.forUser ?? null,
    ),
  );
  if (!snapshot) return null;
  if (options.forUser !== undefined && snapshot.userId !== options.forUser)
    throw failWith(billingErrors, 'subscription_of_another_account');
  const result = await runCommand(
    deps,
    subscriptionStreamId(subscriptionId),
    subscriptionDecider,
    { type: 'Observe', snapshot, now: deps.clock.now().toISOString() },
    {
      metadata: { ...system(cause, cause), actor: options.actor ?? 'system' },
      eventId: (_event, index, afterRevision) => nameBasedId(`${cause}/${afterRevision}/${index}`),
      maxRetries: 5,
    },
  );
  return result.events;
}

async function liveSubscription(deps: BillingDeps, userId: number): Promise<SubscriptionRow> {
  const row = await deps.readModel.currentSubscription(userId);
  if (!row || row.phase === 'ended' || row.phase === 'none')
    throw failWith(billingErrors, 'no_subscription');
  return row;
}

export async function cancelAtPeriodEnd(deps: BillingDeps, userId: number): Promise<void> {
  const row = await liveSubscription(deps, userId);
  if (row.cancelAtPeriodEnd) throw failWith(billingErrors, 'already_cancelling');
  const cause = `cancel-${row.subscriptionId}-${randomUUID()}`;
  await provider(() => deps.provider.setCancelAtPeriodEnd(row.subscriptionId, true, cause));
  await syncSubscription(deps, row.subscriptionId, cause);
}

export async function reactivate(deps: BillingDeps, userId: number): Promise<void> {
  const row = await liveSubscription(deps, userId);
  if (!row.cancelAtPeriodEnd) throw failWith(billingErrors, 'not_cancelling');
  const cause = `reactivate-${row.subscriptionId}-${randomUUID()}`;
  await provider(() => deps.provider.setCancelAtPeriodEnd(row.subscriptionId, false, cause));
  await syncSubscription(deps, row.subscriptionId, cause);
}

/** Ends the person's plan at once (an admin's cancel, the person's account deleted). */
export async function cancelNow(
  deps: BillingDeps,
  userId: number,
  why: string,
  actor = 'system',
): Promise<boolean> {
  const row = await deps.readModel.currentSubscription(userId);
  if (!row || row.phase === 'ended') return false;
  const cause = `${why}-${row.subscriptionId}`;
  if (actor !== 'system')
    await runCommand(
      { store: deps.store },
      subscriptionStreamId(row.subscriptionId),
      subscriptionDecider,
      { type: 'CancelAsAdmin', userId, subscriptionId: row.subscriptionId },
      { metadata: { actor, correlationId: cause, causationId: null } },
    );
  await provider(() => deps.provider.cancelNow(row.subscriptionId, cause));
  await syncSubscription(deps, row.subscriptionId, `${cause}-${randomUUID()}`, { actor });
  return true;
}

/** The provider's page where a person whose payment failed updates their card. */
export async function paymentMethodPage(deps: BillingDeps, userId: number): Promise<string> {
  const customer = await deps.readModel.customer(userId, await deps.mode());
  if (!customer) throw failWith(billingErrors, 'no_subscription');
  return provider(() => deps.provider.createPortal(customer.customerId, `${deps.appUrl}/account`));
}

/** A verified webhook about a subscription brings our record up to the provider's. */
export async function receiveWebhook(
  deps: BillingDeps,
  rawBody: string | Buffer,
  signature: string | undefined,
): Promise<{ type: string; recorded: number }> {
  const notice = await deps.provider.verifyWebhook(rawBody, signature);
  if (!notice.subscriptionId) return { type: notice.type, recorded: 0 };
  const events = await syncSubscription(deps, notice.subscriptionId, notice.eventId);
  return { type: notice.type, recorded: events?.length ?? 0 };
}
