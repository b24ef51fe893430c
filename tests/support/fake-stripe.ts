// A Stripe test server: the app's sandbox (a local stand-in for the Stripe API parts billing uses)
// on its own port, with memory storage, posting its signed events to the server under test.
import { memoryStorage, StripeSandbox } from '../../src/infra/billing/sandbox/stripe-sandbox';

export const FAKE_STRIPE = {
  secretKey: 'sk_test_fake_stripe_key',
  webhookSecret: 'whsec_fake_stripe_secret',
  monthly: 'price_fake_monthly',
  annual: 'price_fake_annual',
  raisedMonthly: 'price_fake_monthly_raised',
};

export interface FakeStripe {
  sandbox: StripeSandbox;
  url: string;
  /** Where events go now (null: hold them back; tests then deliver by hand). */
  deliverTo(url: string | null): void;
  /** The server's settings that point the app at this test server. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let target: string | null = null;
  const sandbox = await new StripeSandbox({
    secretKey: FAKE_STRIPE.secretKey,
    webhookSecret: FAKE_STRIPE.webhookSecret,
    webhookUrl: () => target,
    prices: [
      { id: FAKE_STRIPE.monthly, unitAmount: 1000, interval: 'month' },
      { id: FAKE_STRIPE.annual, unitAmount: 9900, interval: 'year' },
      { id: FAKE_STRIPE.raisedMonthly, unitAmount: 1200, interval: 'month' },
    ],
    pageUrl: (kind, id) => `https://checkout.stripe.test/${kind}/${id}`,
    storage: memoryStorage(),
  }).open();
  const url = await sandbox.listen();
  return {
    sandbox,
    url,
    deliverTo: (next) => {
      target = next;
    },
    env: () => ({
      STRIPE_SECRET_KEY: FAKE_STRIPE.secretKey,
      STRIPE_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
      STRIPE_PRICE_MONTHLY: FAKE_STRIPE.monthly,
      STRIPE_PRICE_ANNUAL: FAKE_STRIPE.annual,
      STRIPE_API_URL: url,
    }),
    close: () => sandbox.close(),
  };
}
