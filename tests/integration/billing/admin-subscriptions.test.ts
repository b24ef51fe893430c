// The Subscriptions tab's calls (SPEC.md sections 3, 5 and 7) against a Stripe test server: the
// list, an admin's cancel (at once, recorded with the admin as actor), and syncing a Stripe
// subscription by id with the spec's validation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { signedInTab } from '../../support/signed-in';
import { signedInAdmin } from '../../support/signed-in-admin';
import { startTestServer, type TestServer } from '../../support/test-server';

describe('admin: subscriptions', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let admin: HttpClient;
  const webhook = () => `${server.url}/api/webhook/stripe`;
  const idOf = async (tab: HttpClient) =>
    (await tab.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
  const adminId = async () => idOf(admin);

  /** A person who paid at Stripe; `deliver` false holds the webhooks back. */
  async function subscriber(name: string, deliver = true) {
    const tab = await signedInTab(server.url, name);
    const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    if (!deliver) stripe.deliverTo(null);
    const checkout = await stripe.sandbox.pay(created.body.redirectUrl.split('/').pop()!, 'paid');
    stripe.deliverTo(webhook());
    return { tab, userId: await idOf(tab), subscriptionId: checkout.subscription! };
  }

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({ env: stripe.env() });
    stripe.deliverTo(webhook());
    admin = await signedInAdmin(server, 'Steward');
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('lists each person’s current plan: userId, status, currentPeriodEnd', async () => {
    const { userId } = await subscriber('Ashgrove');
    const list = await admin.get<{ subscriptions: Array<Record<string, unknown>> }>(
      '/api/admin/subscriptions',
    );
    expect(list.status).toBe(200);
    const row = list.body.subscriptions.find((s) => s.userId === userId);
    expect(row).toMatchObject({
      userId,
      status: 'active',
      plan: 'monthly',
      cancelAtPeriodEnd: false,
    });
    expect(Date.parse(String(row!.currentPeriodEnd))).toBeGreaterThan(Date.now());
  });

  it('an admin’s cancel ends the plan at once; it records the admin; a second cancel is 404', async () => {
    const { tab, userId, subscriptionId } = await subscriber('Birchwood');
    const cancelled = await admin.post('/api/admin/subscription/cancel', { userId });
    expect(cancelled.body).toEqual({ success: true, message: 'Subscription cancelled.' });
    expect((await tab.get('/api/subscription/status')).body).toMatchObject({
      hasActiveSubscription: false,
      subscription: { status: 'cancelled' },
    });
    const stream = await server.runtime.store.readStream(`subscription-${subscriptionId}`);
    expect(stream.map((event) => event.type)).toContain('SubscriptionEnded');
    const byAdmin = stream.find((event) => event.type === 'SubscriptionCancelledByAdmin');
    expect(byAdmin?.metadata.actor).toBe(`admin:${await adminId()}`);
    expect((await admin.post('/api/admin/subscription/cancel', { userId })).status).toBe(404);
  });

  it('sync: sub_ ids only; pulls Stripe’s state for a plan whose webhooks never came', async () => {
    const { tab, userId, subscriptionId } = await subscriber('Cedarfall', false);
    expect((await tab.get('/api/subscription/status')).body).toMatchObject({
      hasActiveSubscription: false,
    });
    for (const stripeSubscriptionId of ['cus_123', '', 'sub_', 'sub_<script>']) {
      const refused = await admin.post('/api/admin/sync-stripe-subscription', {
        userId,
        stripeSubscriptionId,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, message: 'Invalid Subscription ID' });
    }
    const unknown = await admin.post('/api/admin/sync-stripe-subscription', {
      userId,
      stripeSubscriptionId: 'sub_nosuchthing',
    });
    expect(unknown.status).toBe(404);

    const other = await signedInTab(server.url, 'Dunmore');
    const wrong = await admin.post('/api/admin/sync-stripe-subscription', {
      userId: await idOf(other),
      stripeSubscriptionId: subscriptionId,
    });
    expect(wrong.status).toBe(409);

    const synced = await admin.post<{ message: string }>('/api/admin/sync-stripe-subscription', {
      userId,
      stripeSubscriptionId: subscriptionId,
    });
    expect(synced.status).toBe(200);
    expect(synced.body.message).toContain('SubscriptionActivated');
    expect((await tab.get('/api/subscription/status')).body).toMatchObject({
      hasActiveSubscription: true,
    });
    const again = await admin.post<{ message: string }>('/api/admin/sync-stripe-subscription', {
      userId,
      stripeSubscriptionId: subscriptionId,
    });
    expect(again.body.message).toBe('The subscription was already up to date.');
  });
});
