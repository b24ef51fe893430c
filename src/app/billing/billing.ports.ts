// Read side of the billing module.
import type { PlanType } from '../../domain/billing/plans';
import type { SubscriptionPhase } from '../../domain/billing/subscription.decider';

export interface SubscriptionRow {
  subscriptionId: string;
  userId: number;
  customerId: string;
  plan: PlanType;
  amountCents: number;
  phase: SubscriptionPhase;
  cancelAtPeriodEnd: boolean;
  periodStart: string;
  periodEnd: string;
}

export interface BillingCustomerRow {
  userId: number;
  customerId: string;
  /** The price each plan was first bought at: kept for the person (lifetime lowest price). */
  lockedPrices: Partial<Record<PlanType, string>>;
}

export interface BillingReadModel {
  /** The person's current subscription: a live one first, else the latest that ended. */
  currentSubscription(userId: number): Promise<SubscriptionRow | null>;
  customer(userId: number): Promise<BillingCustomerRow | null>;
  userOfCustomer(customerId: string): Promise<number | null>;
  /** Every person's current subscription (the admin's Subscriptions tab). */
  allCurrent(): Promise<SubscriptionRow[]>;
}
