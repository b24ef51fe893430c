// The billing module's settings: a production and a test set of Stripe keys and prices. With
// neither, payments run in the sandbox: a local checkout page, no card and no charge, the same
// code path as Stripe. With both, an admin switches between them (the payment mode). In production
// the sandbox runs only when PAYMENTS_SANDBOX_IN_PRODUCTION=true says so.
import { z } from 'zod';
import { bool, positiveInt } from '../config/platform-settings';

const optional = z.string().min(1).optional();

export const billingSettings = z.object({
  /** Production: Stripe's secret key (sk_live_...). */
  STRIPE_SECRET_KEY: optional,
  /** Production: the signing secret of the /api/webhook/stripe endpoint (whsec_...). */
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_PRICE_MONTHLY: optional,
  STRIPE_PRICE_ANNUAL: optional,
  /** Shown in the admin panel only (Checkout is a redirect: the app needs no publishable key). */
  STRIPE_PUBLISHABLE_KEY: optional,
  /** Test mode: the same five for Stripe's test mode (sk_test_..., its own webhook secret, prices). */
  STRIPE_TEST_SECRET_KEY: optional,
  STRIPE_TEST_WEBHOOK_SECRET: optional,
  STRIPE_TEST_PRICE_MONTHLY: optional,
  STRIPE_TEST_PRICE_ANNUAL: optional,
  STRIPE_TEST_PUBLISHABLE_KEY: optional,
  /** Another Stripe API origin (a test server); default Stripe's own. */
  STRIPE_API_URL: z.url().optional(),
  STRIPE_TIMEOUT_MS: positiveInt.default(15_000),
  /** NODE_ENV=production with no Stripe keys refuses to start (the sandbox would give Trailblazer
   *  away at Pay) unless this says, in so many words, that the sandbox is meant (a trial). */
  PAYMENTS_SANDBOX_IN_PRODUCTION: bool.default(false),
});

export type BillingSettings = z.infer<typeof billingSettings>;
