// Read side of the allowance module.
export interface AllowanceRow {
  used: number;
  periodEnd: Date;
  /** Journeys are unlimited until then (an admin's grant). */
  unlimitedUntil?: Date | null;
}

export interface AllowanceReadModel {
  find(userId: number): Promise<AllowanceRow | null>;
}

/** Whether the user holds an active subscription (the billing module answers; false until then). */
export interface SubscriptionStatus {
  hasActiveSubscription(userId: number): Promise<boolean>;
  /**
   * Until when (epoch ms) the person has a subscription's benefit as things stand, null for none:
   * what a cache keeps (only an event about the person or the payment mode changes it).
   */
  subscriptionUntil(userId: number): Promise<number | null>;
}
