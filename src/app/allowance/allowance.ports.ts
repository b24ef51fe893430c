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
}
