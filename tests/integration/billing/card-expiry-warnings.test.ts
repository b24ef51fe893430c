// Credit-card warnings (SPEC.md section 7, POST /api/admin/email/credit-card-warnings, window
// warningMonths, 1 by default) from what Stripe says of the card each plan is charged to: the
// card's expiry reaches us through the real Stripe SDK talking to a Stripe test server, is kept as
// a month and a year (no number), and decides who is warned; a new card from the billing portal
// ends the warnings.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../support/http-client';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { outboxMessages, recipientOf } from '../../support/outbox';
import { signedInTab } from '../../support/signed-in';
import { signedInAdmin } from '../../support/signed-in-admin';
import { startTestServer, type TestServer } from '../../support/test-server';

interface Answer {
  success: boolean;
  campaignId: string | null;
  results: { userId: number; status: string }[];
  message: string;
}

describe('credit-card warnings', () => {
  let stripe: FakeStripe;
  let server: TestServer;
  let admin: HttpClient;
  const now = new Date();
  const thisMonth = { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() };
  const nextMonth =
    thisMonth.expMonth === 12
      ? { expMonth: 1, expYear: thisMonth.expYear + 1 }
      : { expMonth: thisMonth.expMonth + 1, expYear: thisMonth.expYear };
  const later = { expMonth: 1, expYear: now.getUTCFullYear() + 4 };

  async function subscriber(name: string, card: { expMonth: number; expYear: number }) {
    const tab = await signedInTab(server.url, name);
    const userId = (await tab.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
    const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    await stripe.sandbox.pay(created.body.redirectUrl.split('/').pop()!, 'paid', card);
    await expect
      .poll(async () => (await tab.get('/api/subscription/status')).body.hasActiveSubscription, {
        timeout: 10_000,
      })
      .toBe(true);
    return { tab, userId, email: `${name.toLowerCase()}@example.com` };
  }

  /** Who a send goes to (the answer lists everyone asked for, each with a status). */
  const warned = async (body: Record<string, unknown>) => {
    const answer = await admin.post<Answer>('/api/admin/email/credit-card-warnings', body);
    expect(answer.status).toBe(200);
    return answer.body.results
      .filter((r) => r.status === 'queued')
      .map((r) => r.userId)
      .sort((a, b) => a - b);
  };
  const warningsTo = async (address: string) =>
    (await outboxMessages(server.outboxDir)).filter(
      (mail) => recipientOf(mail) === address && /card/i.test(mail.subject ?? ''),
    );

  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await startTestServer({ env: stripe.env() });
    stripe.deliverTo(`${server.url}/api/webhook/stripe`);
    admin = await signedInAdmin(server, 'Cardwarden');
  });
  afterAll(async () => {
    await server?.close();
    await stripe?.close();
  });

  it('warns the subscribers whose card expires within warningMonths, and nobody else', async () => {
    const expiring = await subscriber('Hazel', thisMonth);
    const soon = await subscriber('Rowan', nextMonth);
    const fine = await subscriber('Linden', later);
    const free = await signedInTab(server.url, 'Sorrel');
    const freeId = (await free.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
    const everyone = [expiring, soon, fine].map((s) => s.userId).concat(freeId);

    expect(await warned({ userIds: everyone.join(',') })).toEqual([expiring.userId]);
    expect(await warned({ userIds: everyone.join(','), warningMonths: 2 })).toEqual(
      [expiring.userId, soon.userId].sort((a, b) => a - b),
    );

    await expect.poll(async () => (await warningsTo(expiring.email)).length).toBe(2);
    const [mail] = await warningsTo(expiring.email);
    expect(mail!.subject).toBe('Your card on file expires soon');
    const monthName = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(now);
    expect(mail!.text).toContain(`expires at the end of ${monthName}`);
    expect(await warningsTo(fine.email)).toHaveLength(0);
  });

  it('stops warning once the person puts a new card on file in the billing portal', async () => {
    const { tab, userId } = await subscriber('Juniper', thisMonth);
    expect(await warned({ userIds: String(userId) })).toEqual([userId]);

    const portal = await tab.post<{ redirectUrl: string }>('/api/subscription/payment-method');
    await stripe.sandbox.updateCard(portal.body.redirectUrl.split('/').pop()!, later);
    await expect
      .poll(async () => (await warned({ userIds: String(userId) })).length, { timeout: 10_000 })
      .toBe(0);
  });
});
