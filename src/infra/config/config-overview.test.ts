// Issue 34: the Settings tab counts only what the running mode really needs, and masks secrets only.
import { describe, expect, it } from 'vitest';
import { loadConfig, settingsSchema } from './config';
import { configOverview } from './config-overview';

const names = Object.keys(settingsSchema().shape);
const overviewOf = (env: Record<string, string>) =>
  configOverview(
    loadConfig(env) as unknown as Record<string, unknown>,
    loadConfig({}) as unknown as Record<string, unknown>,
    names,
  );
const find = (overview: ReturnType<typeof overviewOf>, name: string) =>
  Object.values(overview.tabs)
    .flat()
    .find((parameter) => parameter.name === name)!;

describe('the configuration overview', () => {
  it('finds nothing required missing on the working default (sandbox payments, the outbox)', () => {
    const overview = overviewOf({});
    expect(overview.missingRequired).toBe(0);
    expect(find(overview, 'STRIPE_SECRET_KEY')).toMatchObject({
      status: 'optional',
      required: false,
      whenMissing: 'payments run in the sandbox (or Stripe test mode)',
    });
    expect(find(overview, 'SMTP_URL')).toMatchObject({ status: 'optional', required: false });
  });

  it('requires an address and a mail server in production, and the keys of the payment mode in use', () => {
    const production = overviewOf({ NODE_ENV: 'production' });
    expect(production.missingRequired).toBe(2);
    expect(find(production, 'APP_URL').status).toBe('missing');
    expect(find(production, 'SMTP_URL').status).toBe('missing');
    expect(find(production, 'STRIPE_SECRET_KEY').status).toBe('optional');

    const testMode = overviewOf({
      STRIPE_TEST_SECRET_KEY: 'sk_test_0123456789abcdef',
      STRIPE_TEST_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      STRIPE_TEST_PRICE_MONTHLY: 'price_m',
      STRIPE_TEST_PRICE_ANNUAL: 'price_a',
    });
    expect(testMode.missingRequired).toBe(0);
    expect(find(testMode, 'STRIPE_TEST_SECRET_KEY')).toMatchObject({
      status: 'configured',
      required: true,
    });
    expect(find(testMode, 'STRIPE_SECRET_KEY').required).toBe(false);
  });

  it('shows OPENAI_MAX_TOKENS as it is: a number, not a secret', () => {
    const overview = overviewOf({
      OPENAI_MAX_TOKENS: '900',
      OPENAI_API_KEY: 'sk-proj-abcdefgh1234',
    });
    expect(find(overview, 'OPENAI_MAX_TOKENS')).toMatchObject({ secret: false, value: '900' });
    expect(find(overview, 'OPENAI_API_KEY')).toMatchObject({ secret: true, value: 'sk-••••1234' });
    expect(find(overview, 'SESSION_SECRET').secret).toBe(true);
    expect(find(overview, 'LOOKUP_SECRET').secret).toBe(true);
  });
});
