// The billing module's settings. With no STRIPE_SECRET_KEY, payments run in the sandbox: a local
// checkout page, no card and no charge, the same code path as Stripe.
import { z } from 'zod';
import { positiveInt } from '../config/platform-settings';

export const billingSettings = z.object({
  /** Stripe's secret key (sk_live_... or sk_test_...). Unset: the offline sandbox. */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** The signing secret of the /api/webhook/stripe endpoint (whsec_...). Needed with a key. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe price ids of the two Trailblazer plans. Needed with a key. */
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
  /** Another Stripe API origin (a test server); default Stripe's own. */
  STRIPE_API_URL: z.url().optional(),
  STRIPE_TIMEOUT_MS: positiveInt.default(15_000),
});

export type BillingSettings = z.infer<typeof billingSettings>;
