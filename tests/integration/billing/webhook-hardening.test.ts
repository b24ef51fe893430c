// Issue 34, items 3 and 4: the Stripe webhook under abuse and at its edges.
// - Unsigned or wrongly signed posts are refused (400), counted and logged, and append no events
//   (3,000 such posts used to add 2,565 permanent error events); one IP gets 429 past its limit.
// - Only our customers and our prices make a plan: a subscription of a customer we never created,
//   or on another product's price of the same Stripe account, gives nothing, whatever its metadata.
// - A correctly signed event posted to /api/webhook/stripe/ (trailing slash) is taken.
// - The plan's status is never cached (Cache-Control: no-store).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { signedInTab } from '../../support/signed-in';
import { startTestServer, type TestServer } from '../../support/test-server';
import {
  postEvent,
  signWith,
  startStripeAccounts,
  type StripeAccount,
  type StripeAccounts,
} from './support/stripe-accounts';

type Status = { hasActiveSubscription: boolean; subscription: null | { status: string } };

describe('the Stripe webhook under abuse and at its edges', () => {
  let accounts: StripeAccounts;
  let stripe: StripeAccount;
  let server: TestServer;
  const webhook = (suffix = '') => `${server.url}/api/webhook/stripe${suffix}`;
  const from = (ip: string, payload: string, signature?: string) =>
    fetch(webhook(), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });
  const eventCount = async () =>
    Number(((await server.db.knex('events').count({ n: '*' }))[0] as { n: string | number }).n);
  const userId = async (tab: HttpClient) =>
    (await tab.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
  const status = async (tab: HttpClient) =>
    (await tab.get<Status>('/api/subscription/status')).body;

  beforeAll(async () => {
    accounts = await startStripeAccounts();
    stripe = accounts.live;
    server = await startTestServer({
      env: { ...stripe.env('production'), STRIPE_API_URL: accounts.url, TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await accounts?.close();
  });

  it('bad signatures append no events, are counted and logged, and one IP is held at its limit', async () => {
    const before = await eventCount();
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'customer.subscription.created',
      data: { object: { id: 'sub_forged', object: 'subscription' } },
    });
    const answers: number[] = [];
    for (let n = 0; n < 150; n++)
      answers.push(
        (await from('203.0.113.7', payload, n % 2 ? `t=1,v1=${'ab'.repeat(32)}` : undefined))
          .status,
      );
    expect(answers.filter((s) => s === 400).length).toBe(120);
    expect(answers.slice(120).every((s) => s === 429)).toBe(true);
    // Nothing permanent: the flood added no event (no error report per post).
    expect(await eventCount()).toBeLessThanOrEqual(before + 1);
    // Counted, and said in the log.
    expect(server.modules.use('billing').webhookRefusals().total).toBeGreaterThanOrEqual(120);
    expect(server.logs.join('\n')).toMatch(/stripe webhook refused/);

    // Another address is not held back by that one; a correctly signed post goes through.
    const good = JSON.stringify({
      id: 'evt_ok',
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_1', object: 'charge' } },
    });
    expect((await from('198.51.100.9', good, signWith(good, stripe.webhookSecret))).status).toBe(
      200,
    );
    const held = await from('203.0.113.7', good, signWith(good, stripe.webhookSecret));
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a subscription of a customer we never created gives nothing, whatever its metadata says', async () => {
    const victim = await signedInTab(server.url, 'Meadowsweet');
    const victimId = await userId(victim);
    const sdk = stripe.sdk();
    // Someone else on the same Stripe account: their own customer, our price, our user's id.
    const stranger = await sdk.customers.create({ metadata: { userId: String(victimId) } });
    const metadata = { userId: String(victimId), plan: 'monthly' };
    for (const price of [stripe.prices.monthly, stripe.prices.foreign]) {
      const session = await sdk.checkout.sessions.create({
        mode: 'subscription',
        customer: stranger.id,
        line_items: [{ price, quantity: 1 }],
        subscription_data: { metadata },
        metadata,
        success_url: 'https://elsewhere.example/ok',
        cancel_url: 'https://elsewhere.example/no',
      });
      const mark = stripe.sandbox.events.length;
      await stripe.sandbox.pay(session.id, 'paid');
      for (const event of stripe.since(mark))
        expect((await postEvent(webhook(), event, stripe.webhookSecret)).status).toBe(200);
    }
    expect(await status(victim)).toMatchObject({
      hasActiveSubscription: false,
      subscription: null,
    });
    expect(await server.db.knex('subscriptions').where({ user_id: victimId })).toHaveLength(0);
  });

  it('our customer on another product’s price gives nothing either', async () => {
    const person = await signedInTab(server.url, 'Thistledown');
    const id = await userId(person);
    // The person starts a Trailblazer checkout (we make their customer) but does not pay it.
    expect((await person.post('/api/subscription/create', { planType: 'monthly' })).status).toBe(
      200,
    );
    await expect
      .poll(async () => (await server.db.knex('billing_customers').where({ user_id: id })).length)
      .toBe(1);
    const [customer] = await server.db.knex('billing_customers').where({ user_id: id });
    const sdk = stripe.sdk();
    const session = await sdk.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.customer_id,
      line_items: [{ price: stripe.prices.foreign, quantity: 1 }],
      subscription_data: { metadata: { userId: String(id), plan: 'monthly' } },
      success_url: 'https://elsewhere.example/ok',
      cancel_url: 'https://elsewhere.example/no',
    });
    const mark = stripe.sandbox.events.length;
    await stripe.sandbox.pay(session.id, 'paid');
    for (const event of stripe.since(mark))
      expect((await postEvent(webhook(), event, stripe.webhookSecret)).status).toBe(200);
    expect(await status(person)).toMatchObject({ hasActiveSubscription: false });
    expect(await server.db.knex('subscriptions').where({ user_id: id })).toHaveLength(0);
  });

  it('takes a correctly signed event at /api/webhook/stripe/ (trailing slash)', async () => {
    const person = await signedInTab(server.url, 'Foxglove');
    const created = await person.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'annual',
    });
    const mark = stripe.sandbox.events.length;
    await stripe.sandbox.pay(created.body.redirectUrl.split('/').pop()!, 'paid');
    for (const event of stripe.since(mark))
      expect((await postEvent(webhook('/'), event, stripe.webhookSecret)).status).toBe(200);
    expect(await status(person)).toMatchObject({
      hasActiveSubscription: true,
      subscription: { status: 'active' },
    });
  });

  it('answers the plan’s status with Cache-Control: no-store', async () => {
    const person = await signedInTab(server.url, 'Yarrowfield');
    const answer = await person.get('/api/subscription/status');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });
});
