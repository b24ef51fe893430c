// The two sets of Stripe settings (production and test), each complete or absent: a secret key
// without its webhook secret or prices stops start-up, naming what is missing.
import type { PlanType } from '../../domain/billing/plans';
import { ConfigError } from '../config/platform-settings';
import type { BillingSettings } from './billing.settings';

export type StripeMode = 'production' | 'test';

export interface StripeKeySet {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string | null;
  prices: Record<PlanType, string>;
}

const NAMES = {
  production: {
    secretKey: 'STRIPE_SECRET_KEY',
    webhookSecret: 'STRIPE_WEBHOOK_SECRET',
    monthly: 'STRIPE_PRICE_MONTHLY',
    annual: 'STRIPE_PRICE_ANNUAL',
    publishableKey: 'STRIPE_PUBLISHABLE_KEY',
  },
  test: {
    secretKey: 'STRIPE_TEST_SECRET_KEY',
    webhookSecret: 'STRIPE_TEST_WEBHOOK_SECRET',
    monthly: 'STRIPE_TEST_PRICE_MONTHLY',
    annual: 'STRIPE_TEST_PRICE_ANNUAL',
    publishableKey: 'STRIPE_TEST_PUBLISHABLE_KEY',
  },
} as const;

function keySet(config: BillingSettings, mode: StripeMode): StripeKeySet | null {
  const names = NAMES[mode];
  const secretKey = config[names.secretKey];
  if (!secretKey) return null;
  const missing = ([names.webhookSecret, names.monthly, names.annual] as const).filter(
    (name) => !config[name],
  );
  if (missing.length > 0)
    throw new ConfigError(`${names.secretKey} is set, so ${missing.join(', ')} must be set too`);
  return {
    secretKey,
    webhookSecret: config[names.webhookSecret]!,
    publishableKey: config[names.publishableKey] ?? null,
    prices: { monthly: config[names.monthly]!, annual: config[names.annual]! },
  };
}

export function stripeKeySets(config: BillingSettings): Record<StripeMode, StripeKeySet | null> {
  return { production: keySet(config, 'production'), test: keySet(config, 'test') };
}
