// The subscription aggregate (one stream per provider subscription). The payment provider is the
// source of truth and delivers its events in no particular order, late or twice, so we never apply
// a webhook's payload as a change. Each time we hear of a subscription we read its current state
// (a snapshot) and record only the difference from what we know. Any order of deliveries therefore
// ends in the same state: the provider's latest. An ended subscription never comes back (the
// provider's cancellations are final); a returning person starts a new one. A plan switched at the
// provider (monthly to annual, or back) keeps its subscription: its price and period change.
import type { Decider } from '../shared/decider';
import type { PaymentMode, SubscriptionEvent } from './billing.events';
import type { CardExpiry } from './payment-card';
import type { PlanType } from './plans';

/** What the provider says a subscription is now, in our terms. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  userId: number;
  /** The payment mode whose provider holds it (its customer's). */
  mode: PaymentMode;
  plan: PlanType;
  priceId: string;
  amountCents: number;
  /** The provider's status as it came (active, past_due, canceled, incomplete, ...). */
  status: string;
  cancelAtPeriodEnd: boolean;
  periodStart: string;
  periodEnd: string;
  /** The expiry of the card it is charged to; absent when the provider does not say. */
  card?: CardExpiry | null;
}

export type SubscriptionPhase = 'none' | 'active' | 'past_due' | 'ended';

export interface SubscriptionState {
  phase: SubscriptionPhase;
  userId: number | null;
  plan: PlanType | null;
  priceId: string | null;
  amountCents: number | null;
  periodStart: string | null;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  card: CardExpiry | null;
}

export type SubscriptionCommand =
  | { type: 'Observe'; snapshot: SubscriptionSnapshot; now: string }
  /** An admin ends a live plan at once: recorded with who did it, before the provider is asked. */
  | { type: 'CancelAsAdmin'; userId: number; subscriptionId: string };

export const initialSubscriptionState = (): SubscriptionState => ({
  phase: 'none',
  userId: null,
  plan: null,
  priceId: null,
  amountCents: null,
  periodStart: null,
  periodEnd: null,
  cancelAtPeriodEnd: false,
  card: null,
});

/** The provider's status in our terms. Pending first payments are not a subscription yet. */
export function phaseOf(providerStatus: string): SubscriptionPhase {
  switch (providerStatus) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
    case 'paused':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
      return 'ended';
    default:
      return 'none';
  }
}

const sameCard = (a: CardExpiry, b: CardExpiry | null) =>
  b !== null && a.expMonth === b.expMonth && a.expYear === b.expYear;

export function decideSubscription(
  state: SubscriptionState,
  command: SubscriptionCommand,
): SubscriptionEvent[] {
  if (command.type === 'CancelAsAdmin')
    return state.phase === 'none' || state.phase === 'ended'
      ? []
      : [
          {
            type: 'SubscriptionCancelledByAdmin',
            data: { userId: command.userId, subscriptionId: command.subscriptionId },
          },
        ];
  const { snapshot } = command;
  const target = phaseOf(snapshot.status);
  const ids = { userId: snapshot.userId, subscriptionId: snapshot.subscriptionId };
  if (state.phase === 'ended' || target === 'none') return [];
  if (state.phase === 'none') {
    // A first payment that never went through leaves nothing to record. A plan that was paid and
    // has ended before we heard of it (every webhook late) is recorded as it was: begun and ended.
    if (snapshot.status === 'incomplete_expired') return [];
    const events: SubscriptionEvent[] = [
      {
        type: 'SubscriptionActivated',
        data: {
          ...ids,
          customerId: snapshot.customerId,
          plan: snapshot.plan,
          priceId: snapshot.priceId,
          amountCents: snapshot.amountCents,
          periodStart: snapshot.periodStart,
          periodEnd: snapshot.periodEnd,
          mode: snapshot.mode,
        },
      },
    ];
    if (target === 'ended')
      return [...events, { type: 'SubscriptionEnded', data: { ...ids, endedAt: command.now } }];
    if (snapshot.card)
      events.push({ type: 'PaymentCardChanged', data: { ...ids, ...snapshot.card } });
    if (target === 'past_due') events.push({ type: 'PaymentFailed', data: ids });
    if (snapshot.cancelAtPeriodEnd)
      events.push({
        type: 'CancellationScheduled',
        data: { ...ids, periodEnd: snapshot.periodEnd },
      });
    return events;
  }
  if (target === 'ended')
    return [{ type: 'SubscriptionEnded', data: { ...ids, endedAt: command.now } }];

  const events: SubscriptionEvent[] = [];
  // A switched plan (a new price) comes with its new period, shorter or longer than the old one.
  if (snapshot.priceId !== state.priceId)
    events.push({
      type: 'PlanChanged',
      data: {
        ...ids,
        plan: snapshot.plan,
        priceId: snapshot.priceId,
        amountCents: snapshot.amountCents,
        periodStart: snapshot.periodStart,
        periodEnd: snapshot.periodEnd,
      },
    });
  else if (state.periodEnd && Date.parse(snapshot.periodEnd) > Date.parse(state.periodEnd))
    events.push({
      type: 'SubscriptionRenewed',
      data: { ...ids, periodStart: snapshot.periodStart, periodEnd: snapshot.periodEnd },
    });
  // A card the provider does not name is unknown, not gone: only a named card is recorded.
  if (snapshot.card && !sameCard(snapshot.card, state.card))
    events.push({ type: 'PaymentCardChanged', data: { ...ids, ...snapshot.card } });
  if (target !== state.phase)
    events.push({ type: target === 'past_due' ? 'PaymentFailed' : 'PaymentRecovered', data: ids });
  if (snapshot.cancelAtPeriodEnd !== state.cancelAtPeriodEnd)
    events.push(
      snapshot.cancelAtPeriodEnd
        ? { type: 'CancellationScheduled', data: { ...ids, periodEnd: snapshot.periodEnd } }
        : { type: 'CancellationWithdrawn', data: ids },
    );
  return events;
}

export function evolveSubscription(
  state: SubscriptionState,
  event: SubscriptionEvent,
): SubscriptionState {
  switch (event.type) {
    case 'SubscriptionActivated':
      return {
        phase: 'active',
        userId: event.data.userId,
        plan: event.data.plan,
        priceId: event.data.priceId,
        amountCents: event.data.amountCents,
        periodStart: event.data.periodStart,
        periodEnd: event.data.periodEnd,
        cancelAtPeriodEnd: false,
        card: null,
      };
    case 'PaymentCardChanged':
      return { ...state, card: { expMonth: event.data.expMonth, expYear: event.data.expYear } };
    case 'SubscriptionRenewed':
      return { ...state, periodStart: event.data.periodStart, periodEnd: event.data.periodEnd };
    case 'PlanChanged':
      return {
        ...state,
        plan: event.data.plan,
        priceId: event.data.priceId,
        amountCents: event.data.amountCents,
        periodStart: event.data.periodStart,
        periodEnd: event.data.periodEnd,
      };
    case 'CancellationScheduled':
      return { ...state, cancelAtPeriodEnd: true };
    case 'CancellationWithdrawn':
      return { ...state, cancelAtPeriodEnd: false };
    case 'PaymentFailed':
      return { ...state, phase: 'past_due' };
    case 'PaymentRecovered':
      return { ...state, phase: 'active' };
    case 'SubscriptionEnded':
      return { ...state, phase: 'ended', cancelAtPeriodEnd: false };
    case 'SubscriptionCancelledByAdmin':
      return state;
  }
}

export const subscriptionDecider: Decider<
  SubscriptionState,
  SubscriptionCommand,
  SubscriptionEvent
> = {
  decide: (command, state) => decideSubscription(state, command),
  evolve: evolveSubscription,
  initialState: initialSubscriptionState,
};
