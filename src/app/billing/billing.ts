// Billing use cases: start a checkout, follow the provider's subscriptions, cancel at period end,
// reactivate, switch plan, open the card-update page, and the status the app shows (SPEC.md
// sections 3 and 7). Each plan belongs to the payment mode it was bought in and is managed
// through that mode's provider, whatever mode is in force; only our own customers on our own
// prices make a plan.
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
  countsInMode,
  displayStatus,
  hasUnlimitedJourneys,
  unlimitedJourneysUntil,
  type DisplayStatus,
} from '../../domain/billing/subscription-access';
import { subscriptionDecider } from '../../domain/billing/subscription.decider';
import { runCommand } from '../shared/command-handler';
import { failWith } from '../shared/error-table';
import { billingErrors } from './billing.errors';
import type { BillingDeps } from './billing.deps';
import type { SubscriptionRow } from './billing.ports';
import { nameBasedId } from './name-based-id';
import {
  InvalidWebhookError,
  PaymentProviderError,
  type PaymentProvider,
  type WebhookNotice,
} from './payment-provider.port';

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

/** The provider of a plan's mode (a sandbox plan once Stripe keys are set has none). */
function providerOf(deps: BillingDeps, mode: PaymentMode): PaymentProvider {
  if (!deps.modes.includes(mode)) throw failWith(billingErrors, 'payment_mode_unavailable');
  return deps.provider(mode);
}

/** Whether the plan gives unlimited journeys now, with `inForce` the payment mode. */
export function grantsTrailblazer(
  row: SubscriptionRow | null,
  inForce: PaymentMode,
  now: Date,
): boolean {
  return row !== null && countsInMode(row.mode, inForce) && hasUnlimitedJourneys(row, now);
}

/** Until when (epoch ms) the person has Trailblazer as things stand; null for not now. */
export async function trailblazerUntil(deps: BillingDeps, userId: number): Promise<number | null> {
  const inForce = await deps.mode();
  const row = await deps.readModel.currentSubscription(userId, inForce);
  if (!row || !countsInMode(row.mode, inForce)) return null;
  return unlimitedJourneysUntil(row);
}

/** Whether the person has Trailblazer now (the top bar, the journey limit). */
export async function hasTrailblazer(deps: BillingDeps, userId: number): Promise<boolean> {
  const inForce = await deps.mode();
  const row = await deps.readModel.currentSubscription(userId, inForce);
  return grantsTrailblazer(row, inForce, deps.clock.now());
}

export async function subscriptionStatus(
  deps: BillingDeps,
  userId: number,
): Promise<SubscriptionStatusView> {
  const inForce = await deps.mode();
  const row = await deps.readModel.currentSubscription(userId, inForce);
  const active = grantsTrailblazer(row, inForce, deps.clock.now());
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
    providerOf(deps, mode).createCustomer(userId, `customer-${mode}-${userId}`),
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
  const mode = await deps.mode();
  const current = await deps.readModel.currentSubscription(userId, mode);
  if (grantsTrailblazer(current, mode, deps.clock.now()))
    throw failWith(billingErrors, 'already_subscribed');
  // A plan whose payment failed is paid by updating the card, not by a second plan.
  if (current?.phase === 'past_due' && countsInMode(current.mode, mode))
    throw failWith(billingErrors, 'payment_failed');
  const customerId = await customerOf(deps, userId, mode);
  const locked = (await deps.readModel.customer(userId, mode))?.lockedPrices[plan];
  const priceId = locked ?? deps.prices(mode)[plan];
  const window = Math.floor(deps.clock.now().getTime() / CHECKOUT_REUSE_MS);
  const session = await provider(() =>
    providerOf(deps, mode).createCheckout(
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

/** What looking at a provider's subscription came to. */
export type SyncOutcome =
  | { kind: 'recorded'; events: SubscriptionEvent[] }
  /** The mode's provider has no subscription by that id. */
  | { kind: 'unknown' }
  /** Not a plan of ours: a customer we never created, or a price that is not Trailblazer's. */
  | { kind: 'not_ours'; reason: 'customer' | 'price' };

/**
 * Records what the provider's subscription in `mode` is now. `cause` names what made us look (a
 * webhook's event id, a person's request): the new events' ids derive from it and the revision
 * read, so a redelivered webhook, sequential or concurrent, records nothing twice. Whose plan it
 * is comes from its customer, one we created in that mode; its price must be one of that mode's
 * plan prices or one the customer already pays (a price kept for them).
 */
export async function syncSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  cause: string,
  options: { mode: PaymentMode; actor?: string; forUser?: number },
): Promise<SyncOutcome> {
  const { mode } = options;
  const found = await provider(() => providerOf(deps, mode).retrieveSubscription(subscriptionId));
  if (!found) return { kind: 'unknown' };
  const customer = await deps.readModel.customerById(found.customerId);
  if (!customer || customer.mode !== mode) return { kind: 'not_ours', reason: 'customer' };
  const ourPrices = new Set([
    ...Object.values(deps.prices(mode)),
    ...Object.values(customer.lockedPrices),
  ]);
  if (!ourPrices.has(found.priceId)) return { kind: 'not_ours', reason: 'price' };
  if (options.forUser !== undefined && customer.userId !== options.forUser)
    throw failWith(billingErrors, 'subscription_of_another_account');
  const { itemId: _item, ...facts } = found;
  const snapshot = { ...facts, userId: customer.userId, mode };
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
  return { kind: 'recorded', events: result.events };
}

/** Syncs a subscription of a mode we do not know yet: each of `modes` in turn, until one has it. */
export async function syncInAnyMode(
  deps: BillingDeps,
  subscriptionId: string,
  cause: string,
  modes: readonly PaymentMode[],
  options: { actor?: string; forUser?: number } = {},
): Promise<SyncOutcome> {
  let outcome: SyncOutcome = { kind: 'unknown' };
  for (const mode of modes) {
    const tried = await syncSubscription(deps, subscriptionId, cause, { ...options, mode });
    if (tried.kind === 'recorded') return tried;
    if (outcome.kind === 'unknown') outcome = tried;
  }
  return outcome;
}

/** The person's live plan (active or past due), the one current in the mode in force. */
async function liveSubscription(deps: BillingDeps, userId: number): Promise<SubscriptionRow> {
  const row = await deps.readModel.currentSubscription(userId, await deps.mode());
  if (!row || row.phase === 'ended' || row.phase === 'none')
    throw failWith(billingErrors, 'no_subscription');
  return row;
}

async function setCancel(deps: BillingDeps, row: SubscriptionRow, cancel: boolean, why: string) {
  const cause = `${why}-${row.subscriptionId}-${randomUUID()}`;
  await provider(() =>
    providerOf(deps, row.mode).setCancelAtPeriodEnd(row.subscriptionId, cancel, cause),
  );
  await syncSubscription(deps, row.subscriptionId, cause, { mode: row.mode });
}

export async function cancelAtPeriodEnd(deps: BillingDeps, userId: number): Promise<void> {
  const row = await liveSubscription(deps, userId);
  if (row.cancelAtPeriodEnd) throw failWith(billingErrors, 'already_cancelling');
  await setCancel(deps, row, true, 'cancel');
}

export async function reactivate(deps: BillingDeps, userId: number): Promise<void> {
  const row = await liveSubscription(deps, userId);
  if (!row.cancelAtPeriodEnd) throw failWith(billingErrors, 'not_cancelling');
  await setCancel(deps, row, false, 'reactivate');
}

async function endNow(deps: BillingDeps, row: SubscriptionRow, why: string, actor: string) {
  const cause = `${why}-${row.subscriptionId}`;
  if (actor !== 'system')
    await runCommand(
      { store: deps.store },
      subscriptionStreamId(row.subscriptionId),
      subscriptionDecider,
      { type: 'CancelAsAdmin', userId: row.userId, subscriptionId: row.subscriptionId },
      { metadata: { actor, correlationId: cause, causationId: null } },
    );
  await provider(() => providerOf(deps, row.mode).cancelNow(row.subscriptionId, cause));
  await syncSubscription(deps, row.subscriptionId, `${cause}-${randomUUID()}`, {
    mode: row.mode,
    actor,
  });
}

/** An admin ends the person's current plan at once. */
export async function cancelNow(
  deps: BillingDeps,
  userId: number,
  why: string,
  actor = 'system',
): Promise<boolean> {
  const row = await deps.readModel.currentSubscription(userId, await deps.mode());
  if (!row || row.phase === 'ended') return false;
  await endNow(deps, row, why, actor);
  return true;
}

/** The person's account is deleted: every plan of theirs that still runs ends at once. */
export async function endEveryPlan(deps: BillingDeps, userId: number, why: string): Promise<void> {
  for (const row of await deps.readModel.subscriptionsOf(userId))
    if (row.phase !== 'ended' && deps.modes.includes(row.mode))
      await endNow(deps, row, why, 'system');
}

/** The provider's page where a person updates the card their plan is charged to. */
export async function paymentMethodPage(deps: BillingDeps, userId: number): Promise<string> {
  const inForce = await deps.mode();
  const row = await deps.readModel.currentSubscription(userId, inForce);
  const mode = row && row.phase !== 'ended' ? row.mode : inForce;
  const customer = await deps.readModel.customer(userId, mode);
  if (!customer) throw failWith(billingErrors, 'no_subscription');
  return provider(() =>
    providerOf(deps, mode).createPortal(customer.customerId, {
      kind: 'payment_method',
      returnUrl: `${deps.appUrl}/account`,
    }),
  );
}

/**
 * The provider's page that switches the person's plan to `plan` (Stripe's billing portal, opened
 * on the confirmation of that one change; the sandbox's page offline). The switch itself is
 * recorded when the provider says it happened (its webhook).
 */
export async function planSwitchPage(
  deps: BillingDeps,
  userId: number,
  plan: PlanType,
): Promise<string> {
  const row = await liveSubscription(deps, userId);
  if (row.phase === 'past_due') throw failWith(billingErrors, 'payment_failed');
  if (row.cancelAtPeriodEnd) throw failWith(billingErrors, 'switch_while_cancelling');
  if (row.plan === plan) throw failWith(billingErrors, 'already_on_plan', { params: { plan } });
  const payments = providerOf(deps, row.mode);
  const found = await provider(() => payments.retrieveSubscription(row.subscriptionId));
  if (!found) throw failWith(billingErrors, 'no_subscription');
  // The person keeps the price they first paid for that plan (lifetime lowest price).
  const customer = await deps.readModel.customer(userId, row.mode);
  const priceId = customer?.lockedPrices[plan] ?? deps.prices(row.mode)[plan];
  return provider(() =>
    payments.createPortal(row.customerId, {
      kind: 'switch_plan',
      subscriptionId: row.subscriptionId,
      itemId: found.itemId,
      priceId,
      returnUrl: `${deps.appUrl}/account?plan=switched`,
    }),
  );
}

export interface WebhookOutcome {
  type: string;
  /** The mode whose secret signed it. */
  mode: PaymentMode;
  recorded: number;
  /** Why nothing was recorded for a subscription that is not one of our plans. */
  ignored?: 'unknown_subscription' | 'not_our_customer' | 'not_our_price';
}

/**
 * A webhook of any mode this server has: its signature is checked against each mode's secret
 * (a live plan's webhooks keep coming while test mode is in force, and a test plan's after the
 * switch back), and its subscription is brought up to what that mode's provider says.
 */
export async function receiveWebhook(
  deps: BillingDeps,
  rawBody: string | Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const signedBy: Array<{ mode: PaymentMode; notice: WebhookNotice }> = [];
  let refusal: InvalidWebhookError | null = null;
  for (const mode of deps.modes) {
    try {
      signedBy.push({ mode, notice: await deps.provider(mode).verifyWebhook(rawBody, signature) });
    } catch (error) {
      if (!(error instanceof InvalidWebhookError)) throw error;
      refusal ??= error;
    }
  }
  const first = signedBy[0];
  if (!first) throw refusal ?? new InvalidWebhookError('No payment mode to check it with');
  const { notice } = first;
  if (!notice.subscriptionId) return { type: notice.type, mode: first.mode, recorded: 0 };
  // One secret may serve two modes (one Stripe account's endpoint): a plan we know, in its mode.
  const known = await deps.readModel.subscription(notice.subscriptionId);
  const modes = signedBy
    .map((entry) => entry.mode)
    .sort((a, b) => Number(b === known?.mode) - Number(a === known?.mode));
  let outcome: SyncOutcome = { kind: 'unknown' };
  let mode = modes[0]!;
  for (const candidate of modes) {
    const tried = await syncSubscription(deps, notice.subscriptionId, notice.eventId, {
      mode: candidate,
    });
    if (tried.kind === 'recorded')
      return { type: notice.type, mode: candidate, recorded: tried.events.length };
    if (outcome.kind === 'unknown') [outcome, mode] = [tried, candidate];
  }
  return {
    type: notice.type,
    mode,
    recorded: 0,
    ignored:
      outcome.kind === 'unknown'
        ? 'unknown_subscription'
        : outcome.reason === 'customer'
          ? 'not_our_customer'
          : 'not_our_price',
  };
}
