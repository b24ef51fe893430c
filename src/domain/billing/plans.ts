// Trailblazer, the paid plan (SPEC.md sections 1 and 13): $10 a month or $99 a year.
export const PLAN_TYPES = ['monthly', 'annual'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

/** List prices in cents. A subscriber keeps the price they signed up at (see billing-customer). */
export const PLAN_PRICE_CENTS: Record<PlanType, number> = { monthly: 1000, annual: 9900 };

/** How long one period of each plan runs. */
export const PLAN_INTERVAL: Record<PlanType, 'month' | 'year'> = {
  monthly: 'month',
  annual: 'year',
};

export function isPlanType(value: unknown): value is PlanType {
  return value === 'monthly' || value === 'annual';
}
