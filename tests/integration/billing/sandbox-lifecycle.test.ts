// Trailblazer through the offline sandbox (the embedded default, no Stripe keys): checkout, the
// sandbox posting signed webhooks to the server itself, unlimited journeys, cancel at period end,
// reactivate, renewals and failed renewals on the sandbox's clock, the plan's end, and the mail.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { outboxMessages, recipientOf, waitForMail } from '../../support/outbox';
import { signedInTab } from '../../support/signed-in';
import { startTestServer, type TestServer } from '../../support/test-server';

type Status = {
  success: boolean;
  hasActiveSubscription: boolean;
  remainingJourneys: number | 'unlimited';
  subscription: null | {
    plan: string;
    status: string;
    currentPeriodStart: string;
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
  };
};

const DAY = 24 * 60 * 60 * 1000;

describe('billing: the sandbox checkout and a subscription’s life', () => {
  let server: TestServer;
  const status = async (tab: HttpClient) =>
    (await tab.get<Status>('/api/subscription/status')).body;
  const story = (tab: HttpClient) =>
    tab.post('/api/story', { mood: 'tired but hopeful', format: 'poem', journeyId: randomUUID() });
  const sandbox = () => server.modules.use('billing').sandbox!;

  /** What the person does: choose a plan, land on the sandbox checkout page, press Pay. */
  async function subscribe(tab: HttpClient, planType: 'monthly' | 'annual') {
    const created = await tab.post<{ success: boolean; redirectUrl: string }>(
      '/api/subscription/create',
      { planType },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const page = new URL(created.body.redirectUrl, server.url);
    expect(page.pathname).toBe('/sandbox-checkout');
    const sessionId = page.searchParams.get('session')!;
    const checkout = await tab.get<{ checkout: { plan: string; amountCents: number } }>(
      `/api/sandbox/checkout/${sessionId}`,
    );
    expect(checkout.body.checkout).toMatchObject({
      plan: planType,
      amountCents: planType === 'monthly' ? 1000 : 9900,
    });
    return {
      sessionId,
      pay: (card: 'accept' | 'decline') =>
        tab.post<{ redirectUrl?: string; message?: string }>(
          `/api/sandbox/checkout/${sessionId}/pay`,
          { card },
        ),
    };
  }

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('a free person has no plan and three journeys', async () => {
    const tab = await signedInTab(server.url, 'Fernbrook');
    expect(await status(tab)).toEqual({
      success: true,
      hasActiveSubscription: false,
      remainingJourneys: 3,
      subscription: null,
    });
  });

  it('monthly: pay → unlimited, a 4th journey, cancel → cancelling, reactivate, then the welcome and receipt mail', async () => {
    const tab = await signedInTab(server.url, 'Marigold');
    for (let n = 0; n < 3; n++) expect((await story(tab)).status).toBe(200);
    expect((await story(tab)).status).toBe(403);

    const paid = await (await subscribe(tab, 'monthly')).pay('accept');
    expect(paid.body).toEqual({ success: true, redirectUrl: '/account?checkout=success' });

    const active = await status(tab);
    expect(active).toMatchObject({
      hasActiveSubscription: true,
      remainingJourneys: 'unlimited',
      subscription: { plan: 'monthly', status: 'active', cancelAtPeriodEnd: false },
    });
    const period =
      Date.parse(active.subscription!.currentPeriodEnd) -
      Date.parse(active.subscription!.currentPeriodStart);
    expect(period / DAY).toBeGreaterThanOrEqual(28);
    expect(period / DAY).toBeLessThanOrEqual(31);
    const me = await tab.get<{ user: { hasActiveSubscription: boolean } }>('/api/auth/check');
    expect(me.body.user.hasActiveSubscription).toBe(true);
    expect((await story(tab)).status).toBe(200);

    const cancelled = await tab.post('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(await status(tab)).toMatchObject({
      hasActiveSubscription: true,
      subscription: { status: 'active', cancelAtPeriodEnd: true },
    });
    expect((await tab.post('/api/subscription/cancel')).status).toBe(409);

    expect((await tab.post('/api/subscription/reactivate')).status).toBe(200);
    expect(await status(tab)).toMatchObject({
      subscription: { status: 'active', cancelAtPeriodEnd: false },
    });

    const to = 'marigold@example.com';
    await waitForMail(
      server.outboxDir,
      (mail) => recipientOf(mail) === to && /receipt/i.test(mail.subject ?? ''),
    );
    const subjects = (await outboxMessages(server.outboxDir))
      .filter((mail) => recipientOf(mail) === to)
      .map((mail) => mail.subject);
    expect(subjects.filter((s) => s === 'Welcome to Trailblazer')).toHaveLength(1);
  });

  it('a declined card leaves the person on the free plan, with the message', async () => {
    const tab = await signedInTab(server.url, 'Juniper');
    const declined = await (await subscribe(tab, 'annual')).pay('decline');
    expect(declined.status).toBe(402);
    expect(declined.body).toEqual({ success: false, message: 'Your card was declined.' });
    expect(await status(tab)).toMatchObject({ hasActiveSubscription: false, subscription: null });
  });

  it('someone else’s checkout is not theirs to see or pay', async () => {
    const owner = await signedInTab(server.url, 'Rowanberry');
    const { sessionId } = await subscribe(owner, 'monthly');
    const other = await signedInTab(server.url, 'Nettlefield');
    expect((await other.get(`/api/sandbox/checkout/${sessionId}`)).status).toBe(404);
    expect(
      (await other.post(`/api/sandbox/checkout/${sessionId}/pay`, { card: 'accept' })).status,
    ).toBe(404);
    expect(await status(other)).toMatchObject({ hasActiveSubscription: false });
  });

  it('renews on the sandbox clock; a cancelled plan ends at the period end and the free plan applies', async () => {
    const tab = await signedInTab(server.url, 'Bramble');
    await (await subscribe(tab, 'monthly')).pay('accept');
    const first = (await status(tab)).subscription!;

    await sandbox().advanceClock(32 * DAY);
    const renewed = (await status(tab)).subscription!;
    expect(Date.parse(renewed.currentPeriodEnd)).toBeGreaterThan(
      Date.parse(first.currentPeriodEnd),
    );
    expect(renewed.status).toBe('active');

    await tab.post('/api/subscription/cancel');
    await sandbox().advanceClock(32 * DAY);
    expect(await status(tab)).toMatchObject({
      hasActiveSubscription: false,
      subscription: { status: 'cancelled' },
    });
    expect(typeof (await status(tab)).remainingJourneys).toBe('number');
  });

  it('a failed renewal shows past_due; updating the card in the portal makes it active again', async () => {
    const tab = await signedInTab(server.url, 'Hazelmere');
    await (await subscribe(tab, 'monthly')).pay('accept');
    const customer = (await server.modules
      .use('billing')
      .deps.readModel.customer(
        (await tab.get<{ user: { id: number } }>('/api/auth/check')).body.user.id,
        'sandbox',
      ))!;
    await sandbox().declineRenewals(customer.customerId);
    await sandbox().advanceClock(32 * DAY);
    expect(await status(tab)).toMatchObject({
      hasActiveSubscription: false,
      subscription: { status: 'past_due' },
    });

    const portal = await tab.post<{ redirectUrl: string }>('/api/subscription/payment-method');
    const portalId = new URL(portal.body.redirectUrl, server.url).searchParams.get('portal')!;
    const updated = await tab.post<{ redirectUrl: string }>(
      `/api/sandbox/portal/${portalId}/update-card`,
    );
    expect(updated.body.redirectUrl).toBe('/account');
    expect(await status(tab)).toMatchObject({
      hasActiveSubscription: true,
      subscription: { status: 'active' },
    });
  });

  it('asks for a plan type it knows, and for a signed-in person', async () => {
    const tab = await signedInTab(server.url, 'Larkspur');
    const bad = await tab.post('/api/subscription/create', { planType: 'weekly' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'planType must be monthly or annual' });
    const { HttpClient } = await import('../../support/http-client');
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get('/api/subscription/status')).status).toBe(401);
    expect((await anonymous.post('/api/subscription/create', { planType: 'monthly' })).status).toBe(
      401,
    );
  });

  it('deleting the account ends its plan at once at the provider', async () => {
    const tab = await signedInTab(server.url, 'Galewater');
    await (await subscribe(tab, 'monthly')).pay('accept');
    const userId = (await tab.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
    const row = await server.modules
      .use('billing')
      .deps.readModel.currentSubscription(userId, 'sandbox');
    expect(row?.phase).toBe('active');
    const deleted = await tab.post('/api/account/delete', { password: 'secret-galewater' });
    expect(deleted.status).toBe(200);
    await expect
      .poll(
        () =>
          sandbox().events.some(
            (event) =>
              event.type === 'customer.subscription.deleted' &&
              (event.data.object as { id: string }).id === row!.subscriptionId,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await expect
      .poll(
        async () =>
          (
            await server.modules
              .use('billing')
              .deps.readModel.currentSubscription(userId, 'sandbox')
          )?.phase,
        { timeout: 15_000 },
      )
      .toBe('ended');
  });
});
