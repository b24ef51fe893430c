// The payment-provider panel (SPEC.md sections 2, 4 and 7): the mode in force with masked
// secrets, the switch between Stripe's production and test keys (an event with its actor), and
// the test webhook through the real webhook path. In the sandbox there is nothing to switch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { FAKE_STRIPE, startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { signedInTab } from '../../support/signed-in';
import { signedInAdmin } from '../../support/signed-in-admin';
import { startTestServer, type TestServer } from '../../support/test-server';

/** SPEC.md section 4, Payment config: exactly these fields. */
type Panel = {
  success: boolean;
  config: {
    testMode: boolean;
    hasTestKeys: boolean;
    hasProductionKeys: boolean;
    currentConfig: {
      secretKey: string | null;
      webhookSecret: string | null;
      monthlyPriceId: string | null;
      annualPriceId: string | null;
    };
  };
  message: string;
};
const PANEL_FIELDS = ['currentConfig', 'hasProductionKeys', 'hasTestKeys', 'testMode'];
const CURRENT_CONFIG_FIELDS = ['annualPriceId', 'monthlyPriceId', 'secretKey', 'webhookSecret'];

describe('payment panel in the sandbox', () => {
  let server: TestServer;
  let admin: HttpClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server, 'Pursekeeper');
  });
  afterAll(() => server?.close());

  it('says the sandbox is in force, cannot switch, and runs the test webhook', async () => {
    const panel = await admin.get<Panel>('/api/admin/stripe/test-mode');
    expect(Object.keys(panel.body).sort()).toEqual(['config', 'message', 'success']);
    expect(Object.keys(panel.body.config).sort()).toEqual(PANEL_FIELDS);
    expect(Object.keys(panel.body.config.currentConfig).sort()).toEqual(CURRENT_CONFIG_FIELDS);
    expect(panel.body.config).toMatchObject({
      testMode: true,
      hasTestKeys: false,
      hasProductionKeys: false,
      currentConfig: { monthlyPriceId: 'price_sandbox_trailblazer_monthly' },
    });
    expect(panel.body.message).toMatch(/sandbox/);
    expect(JSON.stringify(panel.body)).not.toMatch(
      /whsec_sandbox_[0-9a-f]{8}|sk_test_sandbox_[0-9a-f]{8}/,
    );
    const toggle = await admin.post('/api/admin/stripe/toggle-test-mode', {});
    expect(toggle.status).toBe(409);
    const hook = await admin.post('/api/admin/stripe/test-webhook', {
      eventType: 'checkout.session.completed',
    });
    expect(hook.body).toEqual({
      success: true,
      message: 'Test webhook was processed successfully',
    });
    expect(
      (await admin.post('/api/admin/stripe/test-webhook', { eventType: 'invoice.paid' })).status,
    ).toBe(400);
  });
});

describe('payment panel with production and test keys', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let admin: HttpClient;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({
      env: {
        ...stripe.env(),
        STRIPE_TEST_SECRET_KEY: FAKE_STRIPE.secretKey,
        STRIPE_TEST_WEBHOOK_SECRET: FAKE_STRIPE.webhookSecret,
        STRIPE_TEST_PRICE_MONTHLY: FAKE_STRIPE.raisedMonthly,
        STRIPE_TEST_PRICE_ANNUAL: FAKE_STRIPE.annual,
      },
    });
    stripe.deliverTo(`${server.url}/api/webhook/stripe`);
    admin = await signedInAdmin(server, 'Treasurer');
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('starts in production, masks every secret, and switches to test and back as an event', async () => {
    const first = await admin.get<Panel>('/api/admin/stripe/test-mode');
    expect(Object.keys(first.body.config).sort()).toEqual(PANEL_FIELDS);
    expect(first.body.config).toEqual({
      testMode: false,
      hasTestKeys: true,
      hasProductionKeys: true,
      currentConfig: {
        secretKey: 'sk_test_••••_key',
        webhookSecret: 'whsec_••••cret',
        monthlyPriceId: FAKE_STRIPE.monthly,
        annualPriceId: FAKE_STRIPE.annual,
      },
    });
    expect(JSON.stringify(first.body)).not.toContain(FAKE_STRIPE.secretKey);
    expect(JSON.stringify(first.body)).not.toContain(FAKE_STRIPE.webhookSecret);

    const member = await signedInTab(server.url, 'Tollgate');
    expect((await member.post('/api/admin/stripe/toggle-test-mode', {})).status).toBe(403);

    const toggled = await admin.post('/api/admin/stripe/toggle-test-mode', {});
    expect(toggled.body).toEqual({ success: true, message: 'Payment mode is now test.' });
    const now = await admin.get<Panel>('/api/admin/stripe/test-mode');
    expect(now.body.config).toMatchObject({
      testMode: true,
      currentConfig: { monthlyPriceId: FAKE_STRIPE.raisedMonthly },
    });
    const events = await server.runtime.store.readStream('billing-payment-mode');
    const adminId = (await admin.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
    expect(events.at(-1)).toMatchObject({
      type: 'PaymentModeChanged',
      data: { mode: 'test' },
      metadata: { actor: `admin:${adminId}` },
    });

    // A checkout now uses the test prices and the person's test-mode customer.
    const checkout = await member.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    const session = stripe.sandbox.checkout(checkout.body.redirectUrl.split('/').pop()!)!;
    expect(session.sandbox.priceId).toBe(FAKE_STRIPE.raisedMonthly);

    const hook = await admin.post('/api/admin/stripe/test-webhook', {
      eventType: 'checkout.session.completed',
    });
    expect(hook.body.success).toBe(true);

    await admin.post('/api/admin/stripe/toggle-test-mode', {});
    expect((await admin.get<Panel>('/api/admin/stripe/test-mode')).body.config.testMode).toBe(
      false,
    );
    const production = await member.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    const again = stripe.sandbox.checkout(production.body.redirectUrl.split('/').pop()!)!;
    expect(again.sandbox.priceId).toBe(FAKE_STRIPE.monthly);
    expect(again.customer).not.toBe(session.customer);
  });
});
