// Billing against Stripe: the real stripe SDK talking HTTP to a Stripe test server. The webhook
// accepts only Stripe's signature over the raw body (300 s tolerance); redeliveries, sequential
// or concurrent, have one effect; unknown types are acknowledged and ignored; a double click makes
// one checkout; one customer per person, reused; a returning subscriber keeps their price.
import crypto from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { FAKE_STRIPE, startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { signedInTab } from '../../support/signed-in';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../../support/test-database';
import { startTestServer, type TestServer } from '../../support/test-server';

const signer = new Stripe('sk_test_signer');
const sign = (payload: string, secret = FAKE_STRIPE.webhookSecret, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });

describe.each(availableDatabaseKinds())('billing with Stripe on %s', (kind) => {
  let stripe: FakeStripe;
  let server: TestServer;
  let db: TestDatabase;
  const webhook = (server: TestServer) => `${server.url}/api/webhook/stripe`;

  const post = (payload: string, signature?: string) =>
    fetch(webhook(server), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });
  const billingEventCount = async () =>
    Number(
      (
        (
          await server.db
            .knex('events')
            .where('stream_id', 'like', 'subscription-%')
            .count({ n: '*' })
        )[0] as {
          n: string | number;
        }
      ).n,
    );
  const userId = async (tab: HttpClient) =>
    (await tab.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;

  /** A person checks out and pays at Stripe; the events are held back for the test to deliver. */
  async function paidButUndelivered(name: string) {
    const tab = await signedInTab(server.url, name);
    const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const sessionId = created.body.redirectUrl.split('/').pop()!;
    stripe.deliverTo(null);
    const before = stripe.sandbox.events.length;
    await stripe.sandbox.pay(sessionId, 'paid');
    stripe.deliverTo(webhook(server));
    return { tab, events: stripe.sandbox.events.slice(before) };
  }

  beforeAll(async () => {
    stripe = await startFakeStripe();
    db = await createTestDatabase(kind);
    server = await startTestServer({ kind, db, env: stripe.env() });
    stripe.deliverTo(webhook(server));
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
    await db?.destroy();
  });

  it('checkout: the SDK makes one customer and, for a double click, one session', async () => {
    const tab = await signedInTab(server.url, 'Aldergrove');
    const clicks = await Promise.all(
      [1, 2, 3].map(() =>
        tab.post<{ success: boolean; redirectUrl: string }>('/api/subscription/create', {
          planType: 'annual',
        }),
      ),
    );
    for (const click of clicks) expect(click.status, JSON.stringify(click.body)).toBe(200);
    const urls = new Set(clicks.map((click) => click.body.redirectUrl));
    expect(urls.size).toBe(1);
    expect([...urls][0]).toMatch(/^https:\/\/checkout\.stripe\.test\/checkout\/cs_/);
    const id = await userId(tab);
    // The read model follows the event (another database's transaction on the same server can
    // hold it back past the request's read-your-writes wait).
    await expect
      .poll(async () => (await server.db.knex('billing_customers').where({ user_id: id })).length)
      .toBe(1);
    const customers = await server.db.knex('billing_customers').where({ user_id: id });
    // Later, another plan: the same customer.
    const again = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    const session = stripe.sandbox.checkout(again.body.redirectUrl.split('/').pop()!)!;
    expect(session.customer).toBe(customers[0].customer_id);
    expect(session.client_reference_id).toBe(String(id));
    expect(session.sandbox.priceId).toBe(FAKE_STRIPE.monthly);
  });

  it('the signature matrix: only a fresh signature over the exact bytes with our secret is taken', async () => {
    const { tab, events } = await paidButUndelivered('Quillon');
    const event = events.find((e) => e.type === 'customer.subscription.created')!;
    const payload = JSON.stringify(event);
    const before = await billingEventCount();
    const forged = `t=${Math.floor(Date.now() / 1000)},v1=${crypto.randomBytes(32).toString('hex')}`;
    const refused = [
      await post(payload),
      await post(payload, forged),
      await post(JSON.stringify(event, null, 2), sign(payload)),
      await post(payload, sign(payload, 'whsec_someone_else')),
      await post(
        payload,
        sign(payload, FAKE_STRIPE.webhookSecret, Math.floor(Date.now() / 1000) - 301),
      ),
    ];
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: 'Invalid webhook signature',
      });
    }
    expect(await billingEventCount()).toBe(before);
    expect(
      (await tab.get<{ hasActiveSubscription: boolean }>('/api/subscription/status')).body
        .hasActiveSubscription,
    ).toBe(false);

    const taken = await post(
      payload,
      sign(payload, FAKE_STRIPE.webhookSecret, Math.floor(Date.now() / 1000) - 200),
    );
    expect(taken.status).toBe(200);
    expect(
      (await tab.get<{ hasActiveSubscription: boolean }>('/api/subscription/status')).body
        .hasActiveSubscription,
    ).toBe(true);
  });

  it('unknown event types are acknowledged and ignored', async () => {
    const before = await billingEventCount();
    const payload = JSON.stringify({
      id: 'evt_unknown_1',
      object: 'event',
      type: 'charge.refunded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    const response = await post(payload, sign(payload));
    expect(response.status).toBe(200);
    expect(await billingEventCount()).toBe(before);
  });

  it('redeliveries, one after another and all at once, have one effect', async () => {
    const { tab, events } = await paidButUndelivered('Saffronhill');
    const id = await userId(tab);
    const deliveries = events.flatMap((event) => Array.from({ length: 8 }, () => event));
    const answers = await Promise.all(
      deliveries.map((event) => {
        const payload = JSON.stringify(event);
        return post(payload, sign(payload));
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(deliveries.map(() => 200));
    for (const event of events) {
      const payload = JSON.stringify(event);
      expect((await post(payload, sign(payload))).status).toBe(200);
    }
    const rows = await server.db.knex('subscriptions').where({ user_id: id });
    expect(rows).toHaveLength(1);
    const stream = await server.runtime.store.readStream(`subscription-${rows[0].subscription_id}`);
    expect(stream.map((e) => e.type)).toEqual(['SubscriptionActivated', 'PaymentCardChanged']);
  });

  it('events delivered out of order and late converge on Stripe’s current state', async () => {
    const { tab, events } = await paidButUndelivered('Tamarisk');
    const id = await userId(tab);
    const subscriptionId = (
      events.find((e) => e.type === 'customer.subscription.created')!.data.object as { id: string }
    ).id;
    stripe.deliverTo(null);
    const later: typeof events = [];
    const mark = stripe.sandbox.events.length;
    const sdk = new Stripe(FAKE_STRIPE.secretKey, {
      host: new URL(stripe.url).hostname,
      port: new URL(stripe.url).port,
      protocol: 'http',
    });
    await sdk.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await sdk.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    await sdk.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await stripe.sandbox.settled();
    later.push(...stripe.sandbox.events.slice(mark));
    stripe.deliverTo(webhook(server));
    // Newest first, then the checkout's events last.
    for (const event of [...later.reverse(), ...events.reverse()]) {
      const payload = JSON.stringify(event);
      expect((await post(payload, sign(payload))).status).toBe(200);
    }
    const status = await tab.get<{ subscription: { status: string; cancelAtPeriodEnd: boolean } }>(
      '/api/subscription/status',
    );
    expect(status.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect((await server.db.knex('subscriptions').where({ user_id: id })).length).toBe(1);
  });

  it('a returning subscriber keeps the price they first paid after the list price rises', async () => {
    const tab = await signedInTab(server.url, 'Wrenfield');
    const first = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    await stripe.sandbox.pay(first.body.redirectUrl.split('/').pop()!, 'paid');
    expect((await tab.post('/api/subscription/cancel')).status).toBe(200);
    await stripe.sandbox.advanceClock(40 * 24 * 60 * 60 * 1000);
    expect(
      (await tab.get<{ subscription: { status: string } }>('/api/subscription/status')).body
        .subscription.status,
    ).toBe('cancelled');

    // The list price rises: the server restarts with a new monthly price.
    await server.close();
    server = await startTestServer({
      kind,
      db,
      env: { ...stripe.env(), STRIPE_PRICE_MONTHLY: FAKE_STRIPE.raisedMonthly },
    });
    stripe.deliverTo(webhook(server));
    const newcomer = await signedInTab(server.url, 'Newcomer');
    const fresh = await newcomer.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    expect(stripe.sandbox.checkout(fresh.body.redirectUrl.split('/').pop()!)!.sandbox.priceId).toBe(
      FAKE_STRIPE.raisedMonthly,
    );
    const back = await signedIn(server, 'Wrenfield');
    const again = await back.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    expect(stripe.sandbox.checkout(again.body.redirectUrl.split('/').pop()!)!.sandbox.priceId).toBe(
      FAKE_STRIPE.monthly,
    );
  });
});

async function signedIn(server: TestServer, username: string): Promise<HttpClient> {
  const { HttpClient } = await import('../../support/http-client');
  const tab = new HttpClient(server.url);
  const response = await tab.post('/api/auth/login', {
    usernameOrEmail: username,
    password: `secret-${username.toLowerCase()}`,
  });
  expect(response.status).toBe(200);
  return tab;
}
