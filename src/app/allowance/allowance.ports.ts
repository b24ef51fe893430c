// Read side of the allowance module.
export interface AllowanceRow {
  used: number;
  periodEnd: Date;
}

export interface AllowanceReadModel {
  find(userId: number): Promise<AllowanceRow | null>;
}

/** Whether the user holds an active subscription (the billing module answers; false until then). */
export interface SubscriptionStatus {
  hasActiveSubscription(userId: number): Promise<boolean>;
}
