// The Emails tab's sends through the API (SPEC.md section 7, POST /api/admin/email/{kind}): who
// is eligible comes from the read models, user id lists drop what is not a number, an empty list
// means everyone eligible, engagement and marketing mail respects the person's choice while
// billing mail is always sent, each send is an event with the acting admin, the mail goes out in
// the background once per person, and the send's progress can be read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { outboxMessages, recipientOf } from '../support/outbox';
import { signedInTab } from '../support/signed-in';
import { signedInAdmin } from '../support/signed-in-admin';
import { startTestServer, type TestServer } from '../support/test-server';

interface Answer {
  success: boolean;
  campaignId: string | null;
  results: { userId: number; status: string }[];
  queued: number;
  message: string;
}

interface Progress {
  campaign: { total: number; sent: number; failed: number; skipped: number; done: boolean };
}

describe('admin email kinds', () => {
  let server: TestServer;
  let admin: HttpClient;
  const ids: Record<string, number> = {};
  const send = (kind: string, body: Record<string, unknown> = {}) =>
    admin.post<Answer>(`/api/admin/email/${kind}`, body);
  const mailFor = async (address: string, subject: RegExp) =>
    (await outboxMessages(server.outboxDir)).filter(
      (mail) => recipientOf(mail) === address && subject.test(mail.subject ?? ''),
    );
  const finished = async (campaignId: string) => {
    let progress: Progress['campaign'] | undefined;
    await expect
      .poll(
        async () => {
          progress = (await admin.get<Progress>(`/api/admin/email/campaigns/${campaignId}`)).body
            .campaign;
          return progress.done;
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
    return progress!;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server, 'Postmistress');
    // Alder and Cedar ticked "Reminders and news" at sign-up, Birch too but switched them off;
    // Dogwood never said yes (issue 34: they are opt-in).
    for (const name of ['Alder', 'Birch', 'Cedar', 'Dogwood']) {
      const tab = await signedInTab(server.url, name, {}, { engagement: name !== 'Dogwood' });
      ids[name] = ((await tab.get('/api/auth/check')).body.user as { id: number }).id;
      if (name === 'Birch')
        expect(
          (await tab.post('/api/account/email-preferences', { engagement: false })).status,
        ).toBeLessThan(300);
    }
  });
  afterAll(() => server?.close());

  it('sends a feature announcement to everyone who accepts news, once each, with progress', async () => {
    const missing = await send('feature-announcement', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('featureName is required for feature-announcement emails');

    const answer = await send('feature-announcement', {
      featureName: 'Bedtime fables',
      featureDescription: 'Short fables for the end of the day.',
    });
    expect(answer.status).toBe(200);
    const queued = answer.body.results.map((r) => r.userId);
    expect(queued).toEqual(expect.arrayContaining([ids.Alder, ids.Cedar]));
    expect(queued).not.toContain(ids.Birch); // declined reminders and news
    expect(queued).not.toContain(ids.Dogwood); // never accepted them
    expect(answer.body.message).toMatch(/^Sending feature-announcement emails to \d+ people\.$/);

    const progress = await finished(answer.body.campaignId!);
    expect(progress).toMatchObject({ total: queued.length, sent: queued.length, failed: 0 });
    const mails = await mailFor('alder@example.com', /Bedtime fables/);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers.has('list')).toBe(true); // List-Unsubscribe (mailparser groups List-* headers)
    expect(await mailFor('birch@example.com', /Bedtime fables/)).toEqual([]);

    // The send is an event that names the admin who asked.
    const [event] = (await server.db
      .knex('events')
      .where({ type: 'EmailCampaignStarted' })
      .select('metadata')) as { metadata: { actor: string } }[];
    expect(event!.metadata.actor).toMatch(/^admin:\d+$/);
  });

  it('reads a user id list: numbers only, unknown people and the ineligible named', async () => {
    const answer = await send('subscription-upgrades', {
      userIds: `${ids.Alder}, x, 999999, ${ids.Birch}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      { userId: ids.Alder, status: 'queued' },
      { userId: 999999, status: 'no such user' },
      { userId: ids.Birch, status: 'not eligible' },
    ]);
    expect(answer.body.queued).toBe(1);
    await finished(answer.body.campaignId!);
    expect(await mailFor('alder@example.com', /annual/i)).toHaveLength(1);
  });

  it('says when no one is eligible, and sends nothing', async () => {
    const answer = await send('payment-failure');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      campaignId: null,
      results: [],
      queued: 0,
      message: 'No one is eligible for payment-failure emails.',
    });
  });

  it('refuses unknown kinds and bad extras clearly', async () => {
    const unknown = await send('birthday-wishes');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^No such email kind\. Kinds: subscription-started/);
    const backwards = await send('inactivity-reminders', { minDays: 30, maxDays: 10 });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('minDays must not be more than maxDays');
    const missing = await admin.get('/api/admin/email/campaigns/not-a-campaign');
    expect(missing.status).toBe(404);
  });
});
