// The two sets of Stripe settings (production and test), each complete or absent: a secret key
// without its webhook secret or prices stops start-up, naming what is missing. A production server
// (NODE_ENV=production) with neither set stops too, unless the sandbox is asked for explicitly.
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

/**
 * The sandbox hands out Trailblazer at Pay for nothing: fine on a laptop, not on a production
 * server that forgot its keys. NODE_ENV=production with no Stripe keys stops start-up, unless
 * PAYMENTS_SANDBOX_IN_PRODUCTION=true says the sandbox is meant (a trial on one host).
 */
export function checkPaymentsForProduction(
  config: Pick<BillingSettings, 'PAYMENTS_SANDBOX_IN_PRODUCTION'> & { NODE_ENV: string },
  sets: Record<StripeMode, StripeKeySet | null>,
): void {
  if (config.NODE_ENV !== 'production' || sets.production || sets.test) return;
  if (config.PAYMENTS_SANDBOX_IN_PRODUCTION) return;
  throw new ConfigError(
    'Invalid configuration:\n  NODE_ENV=production, but no Stripe keys are set, so payments would ' +
      'run in the sandbox and Pay would give Trailblazer away for nothing. To take payments set ' +
      `${Object.values(NAMES.production).slice(0, 4).join(', ')} (or the STRIPE_TEST_ set); to ` +
      'run the sandbox on purpose (a trial, no real payments) set PAYMENTS_SANDBOX_IN_PRODUCTION=true.',
  );
}
