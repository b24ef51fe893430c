// Issue 34, item 5: a subscriber switches between Trailblazer Monthly and Annual. With Stripe, the
// switch is Stripe's billing portal, opened on the confirmation of that one change (a deep link);
// in the embedded default, the sandbox's page of the same. The plan, its price and its period
// follow what the provider says once the change is made. The card-update page updates the card and
// nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { FAKE_STRIPE, startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { signedInTab } from '../../support/signed-in';
import { startTestServer, type TestServer } from '../../support/test-server';

type Status = {
  hasActiveSubscription: boolean;
  subscription: null | {
    plan: string;
    status: string;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
  };
};
type PortalPage = {
  portal: {
    id: string;
    purpose: string;
    returnUrl: string;
    currentPlan?: string;
    plan?: string;
    amountCents?: number;
  };
};

const DAY = 24 * 60 * 60 * 1000;
const days = (plan: NonNullable<Status['subscription']>) =>
  (Date.parse(plan.currentPeriodEnd) - Date.parse(plan.currentPeriodStart)) / DAY;

describe('switching plans in the sandbox (the embedded default)', () => {
  let server: TestServer;
  const status = async (tab: HttpClient) =>
    (await tab.get<Status>('/api/subscription/status')).body;
  const portalOf = (redirectUrl: string) =>
    new URL(redirectUrl, server.url).searchParams.get('portal')!;

  async function subscriber(name: string, planType: 'monthly' | 'annual') {
    const tab = await signedInTab(server.url, name);
    const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType,
    });
    const session = new URL(created.body.redirectUrl, server.url).searchParams.get('session')!;
    const paid = await tab.post(`/api/sandbox/checkout/${session}/pay`, { card: 'accept' });
    expect(paid.status).toBe(200);
    return tab;
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('monthly to annual and back: the page says what it does, the plan and its period follow', async () => {
    const tab = await subscriber('Switchback', 'monthly');
    const asked = await tab.post<{ success: boolean; redirectUrl: string; message: string }>(
      '/api/subscription/switch-plan',
      { planType: 'annual' },
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.redirectUrl).toMatch(/^\/sandbox-checkout\?portal=bps_/);
    const id = portalOf(asked.body.redirectUrl);
    const page = await tab.get<PortalPage>(`/api/sandbox/portal/${id}`);
    expect(page.body.portal).toMatchObject({
      purpose: 'switch_plan',
      currentPlan: 'monthly',
      plan: 'annual',
      amountCents: 9900,
    });
    // This page switches the plan; it does not take a card.
    expect((await tab.post(`/api/sandbox/portal/${id}/update-card`)).status).toBe(404);

    const done = await tab.post(`/api/sandbox/portal/${id}/switch-plan`);
    expect(done.body).toEqual({ success: true, redirectUrl: '/account?plan=switched' });
    const annual = await status(tab);
    expect(annual).toMatchObject({
      hasActiveSubscription: true,
      subscription: { plan: 'annual', status: 'active', cancelAtPeriodEnd: false },
    });
    expect(days(annual.subscription!)).toBeGreaterThanOrEqual(365);
    // Done once: the same page does not switch again.
    expect((await tab.post(`/api/sandbox/portal/${id}/switch-plan`)).status).toBe(404);

    const back = await tab.post<{ redirectUrl: string }>('/api/subscription/switch-plan', {
      planType: 'monthly',
    });
    await tab.post(`/api/sandbox/portal/${portalOf(back.body.redirectUrl)}/switch-plan`);
    const monthly = await status(tab);
    expect(monthly.subscription).toMatchObject({ plan: 'monthly', status: 'active' });
    expect(days(monthly.subscription!)).toBeLessThanOrEqual(31);
    const userId = (await tab.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
    expect(await server.db.knex('subscriptions').where({ user_id: userId })).toHaveLength(1);
  });

  it('says why it cannot switch: the same plan, no plan, a plan set to end, a plan type it does not know', async () => {
    const tab = await subscriber('Steadfast', 'annual');
    const same = await tab.post('/api/subscription/switch-plan', { planType: 'annual' });
    expect(same.status).toBe(409);
    expect(same.body).toEqual({
      success: false,
      message: 'You are already on Trailblazer Annual.',
    });
    expect((await tab.post('/api/subscription/switch-plan', { planType: 'weekly' })).status).toBe(
      400,
    );

    expect((await tab.post('/api/subscription/cancel')).status).toBe(200);
    const ending = await tab.post('/api/subscription/switch-plan', { planType: 'monthly' });
    expect(ending.status).toBe(409);
    expect(ending.body).toEqual({
      success: false,
      message:
        'Your plan is set to end at the close of this billing period. Reactivate it to switch plans.',
    });

    const free = await signedInTab(server.url, 'Freewheel');
    expect((await free.post('/api/subscription/switch-plan', { planType: 'annual' })).status).toBe(
      404,
    );
  });

  it('the card-update page updates the card only, and is its owner’s alone', async () => {
    const tab = await subscriber('Cardholder', 'monthly');
    const asked = await tab.post<{ redirectUrl: string }>('/api/subscription/payment-method');
    const id = portalOf(asked.body.redirectUrl);
    const page = await tab.get<PortalPage>(`/api/sandbox/portal/${id}`);
    expect(page.body.portal).toMatchObject({ purpose: 'payment_method', returnUrl: '/account' });
    expect((await tab.post(`/api/sandbox/portal/${id}/switch-plan`)).status).toBe(404);
    const other = await signedInTab(server.url, 'Pickpocket');
    expect((await other.get(`/api/sandbox/portal/${id}`)).status).toBe(404);
    expect((await tab.post(`/api/sandbox/portal/${id}/update-card`)).status).toBe(200);
  });
});

describe('switching plans with Stripe (the billing portal)', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  const webhook = () => `${server.url}/api/webhook/stripe`;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({ env: stripe.env() });
    stripe.deliverTo(webhook());
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('opens the portal on the confirmation of that switch; the webhook records the new plan', async () => {
    const tab = await signedInTab(server.url, 'Portalgate');
    const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    const checkout = await stripe.sandbox.pay(created.body.redirectUrl.split('/').pop()!, 'paid');
    const asked = await tab.post<{ redirectUrl: string }>('/api/subscription/switch-plan', {
      planType: 'annual',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/portal\/bps_/);
    const portal = stripe.sandbox.portal(asked.body.redirectUrl.split('/').pop()!)!;
    expect(portal.flow).toMatchObject({
      type: 'subscription_update_confirm',
      subscription_update_confirm: {
        subscription: checkout.subscription,
        items: [{ price: FAKE_STRIPE.annual }],
      },
      after_completion: {
        type: 'redirect',
        redirect: { return_url: `${server.url}/account?plan=switched` },
      },
    });

    // The person confirms at Stripe; Stripe tells us.
    await stripe.sandbox.confirmSwitch(portal.id);
    await expect
      .poll(
        async () => (await tab.get<Status>('/api/subscription/status')).body.subscription?.plan,
        { timeout: 10_000 },
      )
      .toBe('annual');

    const card = await tab.post<{ redirectUrl: string }>('/api/subscription/payment-method');
    const cardPortal = stripe.sandbox.portal(card.body.redirectUrl.split('/').pop()!)!;
    expect(cardPortal.flow).toMatchObject({ type: 'payment_method_update' });
  });
});
