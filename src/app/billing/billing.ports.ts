// Read side of the billing module.
import type { PaymentMode } from '../../domain/billing/billing.events';
import type { PlanType } from '../../domain/billing/plans';
import type { SubscriptionPhase } from '../../domain/billing/subscription.decider';

export interface SubscriptionRow {
  subscriptionId: string;
  userId: number;
  customerId: string;
  /** The payment mode it was bought in: its customer's (each customer belongs to one mode). */
  mode: PaymentMode;
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
  mode: PaymentMode;
  /** The price each plan was first bought at: kept for the person (lifetime lowest price). */
  lockedPrices: Partial<Record<PlanType, string>>;
}

export interface BillingReadModel {
  /**
   * The person's current subscription while `inForce` is the payment mode: a live one that counts
   * in that mode first, then another live one (a test-mode plan while production is in force),
   * else the latest that ended.
   */
  currentSubscription(userId: number, inForce: PaymentMode): Promise<SubscriptionRow | null>;
  /** Every subscription the person has had. */
  subscriptionsOf(userId: number): Promise<SubscriptionRow[]>;
  /** A subscription we have recorded. */
  subscription(subscriptionId: string): Promise<SubscriptionRow | null>;
  /** The person's customer in a payment mode. */
  customer(userId: number, mode: PaymentMode): Promise<BillingCustomerRow | null>;
  /** One of our customers, by the provider's id; null for a customer we never created. */
  customerById(customerId: string): Promise<BillingCustomerRow | null>;
  userOfCustomer(customerId: string): Promise<number | null>;
  /** Every person's current subscription (the admin's Subscriptions tab). */
  allCurrent(inForce: PaymentMode): Promise<SubscriptionRow[]>;
}
