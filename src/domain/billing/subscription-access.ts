// What a subscription gives (SPEC.md sections 1 and 13): unlimited journeys while the plan is
// active, also while it is cancelling, until the period ends. A renewal is normally recorded within
// seconds of the period's end; a short grace keeps a renewing subscriber from losing access while
// the provider's word is on its way. A payment that failed suspends the benefit until it is paid.
import type { SubscriptionPhase } from './subscription.decider';

export const RENEWAL_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SubscriptionFacts {
  phase: SubscriptionPhase;
  cancelAtPeriodEnd: boolean;
  periodEnd: string | null;
}

export function hasUnlimitedJourneys(subscription: SubscriptionFacts, now: Date): boolean {
  if (subscription.phase !== 'active' || !subscription.periodEnd) return false;
  const end = Date.parse(subscription.periodEnd);
  return now.getTime() < (subscription.cancelAtPeriodEnd ? end : end + RENEWAL_GRACE_MS);
}

/** The status the app shows (SPEC.md section 13: active, cancelling is active + the flag). */
export type DisplayStatus = 'active' | 'past_due' | 'cancelled';

export function displayStatus(phase: SubscriptionPhase): DisplayStatus | null {
  if (phase === 'active') return 'active';
  if (phase === 'past_due') return 'past_due';
  if (phase === 'ended') return 'cancelled';
  return null;
}
