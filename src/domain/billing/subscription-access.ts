// What a subscription gives (SPEC.md sections 1 and 13): unlimited journeys while the plan is
// active, also while it is cancelling, until the period ends. A renewal is normally recorded within
// seconds of the period's end; a short grace keeps a renewing subscriber from losing access while
// the provider's word is on its way. A payment that failed suspends the benefit until it is paid.
import type { PaymentMode } from './billing.events';
import type { SubscriptionPhase } from './subscription.decider';

export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionFacts {
  phase: SubscriptionPhase;
  cancelAtPeriodEnd: boolean;
  periodEnd: string | null;
}

export function hasUnlimitedJourneys(subscription: SubscriptionFacts, now: Date): boolean {
  const until = unlimitedJourneysUntil(subscription);
  return until !== null && now.getTime() < until;
}

/**
 * Until when (epoch ms) the plan gives unlimited journeys as it stands; null when it gives none.
 * Only a new fact about the plan (an event) changes it: a cache may keep it and compare the clock.
 */
export function unlimitedJourneysUntil(subscription: SubscriptionFacts): number | null {
  if (subscription.phase !== 'active' || !subscription.periodEnd) return null;
  const end = Date.parse(subscription.periodEnd);
  return subscription.cancelAtPeriodEnd ? end : end + RENEWAL_GRACE_MS;
}

/**
 * Whether a plan bought in `planMode` counts while `inForce` is the payment mode. A production
 * plan is real money: it counts whatever mode an admin switches to. A plan from Stripe's test mode
 * or the sandbox was paid with no real money, so it counts only while its own mode is in force:
 * switching back to production takes the Trailblazer of test purchases away (the plan is still
 * shown, and can still be cancelled in its own mode).
 */
export function countsInMode(planMode: PaymentMode, inForce: PaymentMode): boolean {
  return planMode === 'production' || planMode === inForce;
}

/** The status the app shows (SPEC.md section 13: active, cancelling is active + the flag). */
export type DisplayStatus = 'active' | 'past_due' | 'cancelled';

export function displayStatus(phase: SubscriptionPhase): DisplayStatus | null {
  if (phase === 'active') return 'active';
  if (phase === 'past_due') return 'past_due';
  if (phase === 'ended') return 'cancelled';
  return null;
}
