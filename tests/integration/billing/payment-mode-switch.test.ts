// Issue 34, item 1: each plan belongs to the payment mode it was bought in. Webhooks are checked
// against either mode's secret and applied through that mode's Stripe; a plan is managed (cancel)
// in its own mode whatever mode is in force. A test-mode payment is not real money, so a test-mode
// plan gives Trailblazer only while test mode is in force; a live plan gives it in either mode.
// Two Stripe accounts (live and test keys) behind one API origin, as Stripe is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { signedInTab } from '../../support/signed-in';
import { signedInAdmin } from '../../support/signed-in-admin';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../../support/test-database';
import { postEvent, startStripeAccounts, type StripeAccounts } from './support/stripe-accounts';

type Status = {
  hasActiveSubscription: boolean;
  remainingJourneys: number | 'unlimited';
  subscription: null | { plan: string; status: string; cancelAtPeriodEnd: boolean };
};

const DAY = 24 * 60 * 60 * 1000;

/** Webhook effects reach the read model a moment after the 200 (its wait is bounded): poll. */
const POLL = { timeout: 15_000, interval: 100 };

describe.each(availableDatabaseKinds())('payment modes on %s', (kind) => {
  let stripe: StripeAccounts;
  let db: TestDatabase;
  let server: TestServer;
  let admin: HttpClient;
  const webhook = () => `${server.url}/api/webhook/stripe`;
  const status = async (tab: HttpClient) =>
    (await tab.get<Status>('/api/subscription/status')).body;
  const mode = async () =>
    (await admin.get<{ message: string }>('/api/admin/stripe/test-mode')).body.message;
  const toggle = async () =>
    expect((await admin.post('/api/admin/stripe/toggle-test-mode', {})).status).toBe(200);

  beforeAll(async () => {
    stripe = await startStripeAccounts();
    db = await createTestDatabase(kind);
    server = await startTestServer({
      kind,
      db,
      env: {
        ...stripe.live.env('production'),
        ...stripe.test.env('test'),
        STRIPE_API_URL: stripe.url,
      },
    });
    admin = await signedInAdmin(server, 'Moneywarden');
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
    await db?.destroy();
  });

  it('buy in test mode, switch back: its webhooks are applied, it can be cancelled; live webhooks count in test mode', async () => {
    expect(await mode()).toBe('Payments go to Stripe in production mode.');

    // A live plan, paid while production is in force; its webhooks are held back for now.
    const liver = await signedInTab(server.url, 'Livewell');
    const live = await liver.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'annual',
    });
    expect(live.status, JSON.stringify(live.body)).toBe(200);
    const liveSession = live.body.redirectUrl.split('/').pop()!;
    expect(stripe.live.sandbox.checkout(liveSession)).not.toBeNull();
    const liveMark = stripe.live.sandbox.events.length;
    await stripe.live.sandbox.pay(liveSession, 'paid');
    const liveEvents = stripe.live.since(liveMark);

    // Test mode: a tester buys a plan with Stripe's test keys.
    await toggle();
    expect(await mode()).toBe('Payments go to Stripe in test mode.');
    const tester = await signedInTab(server.url, 'Testwell');
    const bought = await tester.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const testSession = bought.body.redirectUrl.split('/').pop()!;
    expect(stripe.test.sandbox.checkout(testSession)).not.toBeNull();
    const testMark = stripe.test.sandbox.events.length;
    await stripe.test.sandbox.pay(testSession, 'paid');
    for (const event of stripe.test.since(testMark))
      expect((await postEvent(webhook(), event, stripe.test.webhookSecret)).status).toBe(200);
    await expect
      .poll(() => status(tester), POLL)
      .toMatchObject({
        hasActiveSubscription: true,
        subscription: { plan: 'monthly', status: 'active' },
      });

    // While test mode is in force, the live account's webhooks are taken too.
    for (const event of liveEvents)
      expect((await postEvent(webhook(), event, stripe.live.webhookSecret)).status).toBe(200);
    await expect
      .poll(() => status(liver), POLL)
      .toMatchObject({
        hasActiveSubscription: true,
        remainingJourneys: 'unlimited',
        subscription: { plan: 'annual', status: 'active' },
      });

    // Back to production. The test-mode plan is still there to manage, but it was not paid with
    // real money: it gives no Trailblazer while production is in force. The live plan still does.
    await toggle();
    expect(await mode()).toBe('Payments go to Stripe in production mode.');
    await expect
      .poll(() => status(tester), POLL)
      .toMatchObject({
        hasActiveSubscription: false,
        remainingJourneys: 3,
        subscription: { plan: 'monthly', status: 'active', cancelAtPeriodEnd: false },
      });
    expect(
      (await tester.get<{ user: { hasActiveSubscription: boolean } }>('/api/auth/check')).body.user
        .hasActiveSubscription,
    ).toBe(false);
    await expect.poll(() => status(liver), POLL).toMatchObject({ hasActiveSubscription: true });

    // Cancelling the test-mode plan goes to the test account (it used to answer 503).
    const cancelled = await tester.post('/api/subscription/cancel');
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await expect
      .poll(() => status(tester), POLL)
      .toMatchObject({
        subscription: { status: 'active', cancelAtPeriodEnd: true },
      });

    // The test account ends it at the period's end: its webhook is taken and applied.
    const endMark = stripe.test.sandbox.events.length;
    await stripe.test.sandbox.advanceClock(32 * DAY);
    const ended = stripe.test.since(endMark);
    expect(ended.map((event) => event.type)).toContain('customer.subscription.deleted');
    for (const event of ended)
      expect((await postEvent(webhook(), event, stripe.test.webhookSecret)).status).toBe(200);
    await expect
      .poll(() => status(tester), POLL)
      .toMatchObject({
        hasActiveSubscription: false,
        subscription: { status: 'cancelled' },
      });

    // The tester can now buy a real plan: production prices, the live account.
    const real = await tester.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    const realSession = stripe.live.sandbox.checkout(real.body.redirectUrl.split('/').pop()!);
    expect(realSession?.sandbox.priceId).toBe(stripe.live.prices.monthly);
  });

  it('a webhook signed with neither mode’s secret is refused', async () => {
    const payload = { id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: {} } };
    expect((await postEvent(webhook(), payload, 'whsec_nobody')).status).toBe(400);
    expect((await postEvent(webhook(), payload, stripe.test.webhookSecret)).status).toBe(200);
    expect((await postEvent(webhook(), payload, stripe.live.webhookSecret)).status).toBe(200);
  });
});
