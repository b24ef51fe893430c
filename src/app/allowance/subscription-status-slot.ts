// Accounts and journeys ask whether a person holds a subscription; the billing module, which comes
// later in the module list, answers. Until it plugs in (or in an app without billing), nobody does.
import type { SubscriptionStatus } from './allowance.ports';

export interface SubscriptionStatusSlot extends SubscriptionStatus {
  plug(status: SubscriptionStatus): void;
}

export function subscriptionStatusSlot(): SubscriptionStatusSlot {
  let current: SubscriptionStatus | null = null;
  return {
    hasActiveSubscription: (userId) =>
      current?.hasActiveSubscription(userId) ?? Promise.resolve(false),
    subscriptionUntil: (userId) => current?.subscriptionUntil(userId) ?? Promise.resolve(null),
    plug(status) {
      current = status;
    },
  };
}
