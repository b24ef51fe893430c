// Read side of the billing module.
import type { PaymentMode } from '../../domain/billing/billing.events';
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
  /** The person's customer in a payment mode. */
  customer(userId: number, mode: PaymentMode): Promise<BillingCustomerRow | null>;
  userOfCustomer(customerId: string): Promise<number | null>;
  /** Every person's current subscription (the admin's Subscriptions tab). */
  allCurrent(): Promise<SubscriptionRow[]>;
}
