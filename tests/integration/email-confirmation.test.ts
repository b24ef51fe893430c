// Issue 11: a journey can only be emailed to an address its owner has confirmed (a link in the
// welcome email, or a new one from the Account page), and at most JOURNEY_EMAILS_PER_DAY a day.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationTokenFor } from '../support/confirm-email';
import { HttpClient } from '../support/http-client';
import { outboxMessages, recipientOf } from '../support/outbox';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const NOT_CONFIRMED =
  'Please confirm your email address first: use the link we sent you, or send a new one from your account page.';
const BAD_LINK =
  'This confirmation link is not valid: it has expired, was already used, or a newer one was sent. Send a new one from your account page.';
const PER_DAY = 4;

describe.each(availableDatabaseKinds())('email confirmation on %s', (kind) => {
  let server: TestServer;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer({
      kind,
      env: { JOURNEY_EMAILS_PER_DAY: String(PER_DAY), SIGNUPS_PER_HOUR_PER_IP: '1000' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function signUp(): Promise<{ tab: HttpClient; email: string }> {
    n += 1;
    const tab = new HttpClient(server.url);
    const email = `lamp${n}.${kind}@example.com`;
    const response = await tab.post('/api/auth/signup', {
      username: `lamp${n}${kind}`,
      email,
      password: 'secret-lamp',
    });
    expect(response.status).toBe(201);
    return { tab, email };
  }

  const journey = () => ({
    journeyId: randomUUID(),
    mood: 'calm',
    storyFormat: 'poem',
    storyTitle: 'Evening',
    storyContent: 'The lamp is lit.',
    timestamp: '2026-11-23T20:00:00.000Z',
  });

  const journeyMailsTo = async (email: string) =>
    (await outboxMessages(server.outboxDir)).filter(
      (mail) =>
        recipientOf(mail) === email &&
        /journey/i.test(mail.subject ?? '') &&
        !/Welcome/.test(mail.subject ?? ''),
    ).length;

  it('emails a journey only once the address is confirmed, then at most the daily limit', async () => {
    const { tab, email } = await signUp();
    const me = await tab.get<{ user: { emailConfirmed: boolean } }>('/api/auth/check');
    expect(me.body.user.emailConfirmed).toBe(false);

    const token = await confirmationTokenFor(server.outboxDir, email);
    const welcome = (await outboxMessages(server.outboxDir)).find(
      (mail) => recipientOf(mail) === email,
    );
    expect(welcome?.subject).toMatch(/Welcome/);
    expect(welcome?.text).toContain(`${server.url}/confirm-email/${token}`);

    const refused = await tab.post('/api/journeys/email', journey());
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, message: NOT_CONFIRMED });
    expect(await journeyMailsTo(email)).toBe(0);

    // Opened on another device, signed out.
    const confirmed = await new HttpClient(server.url).post('/api/auth/confirm-email', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.success).toBe(true);
    const after = await tab.get<{ user: { emailConfirmed: boolean } }>('/api/auth/check');
    expect(after.body.user.emailConfirmed).toBe(true);

    for (let i = 0; i < PER_DAY; i += 1) {
      const sent = await tab.post('/api/journeys/email', journey());
      expect(sent.status).toBe(200);
    }
    const limited = await tab.post('/api/journeys/email', journey());
    expect(limited.status).toBe(429);
    expect(limited.body.success).toBe(false);
    expect(limited.body.message).toMatch(
      new RegExp(
        `^You can email up to ${PER_DAY} journeys a day\\. Please try again in \\d+ hours?\\.$`,
      ),
    );
    expect(await journeyMailsTo(email)).toBe(PER_DAY);
  });

  it('uses a link once', async () => {
    const { email } = await signUp();
    const token = await confirmationTokenFor(server.outboxDir, email);
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.post('/api/auth/confirm-email', { token })).status).toBe(200);
    const again = await anonymous.post('/api/auth/confirm-email', { token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: BAD_LINK });
  });

  it('refuses an unknown or missing token with a clear 400', async () => {
    const anonymous = new HttpClient(server.url);
    const unknown = await anonymous.post('/api/auth/confirm-email', { token: 'not-a-real-token' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ success: false, message: BAD_LINK });
    const missing = await anonymous.post('/api/auth/confirm-email', {});
    expect(missing.status).toBe(400);
    expect(missing.body.success).toBe(false);
    expect(missing.body.message).toBe('Missing confirmation token');
  });

  it('sends a new link on request, which voids the older one', async () => {
    const { tab, email } = await signUp();
    const first = await confirmationTokenFor(server.outboxDir, email);
    const resend = await tab.post('/api/account/resend-confirmation');
    expect(resend.status).toBe(200);
    expect(resend.body.success).toBe(true);
    let second = first;
    for (let i = 0; i < 100 && second === first; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = await confirmationTokenFor(server.outboxDir, email);
    }
    expect(second).not.toBe(first);
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.post('/api/auth/confirm-email', { token: first })).status).toBe(400);
    expect((await anonymous.post('/api/auth/confirm-email', { token: second })).status).toBe(200);
    const done = await tab.post('/api/account/resend-confirmation');
    expect(done.body.message).toBe('Your email address is already confirmed.');
  });

  it('limits new links per person, answering the same', async () => {
    const { tab, email } = await signUp();
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await tab.post('/api/account/resend-confirmation'));
    expect(new Set(answers.map((a) => `${a.status} ${String(a.body.message)}`)).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    const links = (await outboxMessages(server.outboxDir)).filter(
      (mail) => recipientOf(mail) === email && /\/confirm-email\//.test(mail.text ?? ''),
    );
    expect(links.length).toBe(1 + 3); // the welcome email, then 3 an hour
  });

  it('needs sign-in to ask for a new link', async () => {
    const response = await new HttpClient(server.url).post('/api/account/resend-confirmation');
    expect(response.status).toBe(401);
  });

  it('lets parallel sends not pass the daily limit', async () => {
    const { tab, email } = await signUp();
    await tab.post('/api/auth/confirm-email', {
      token: await confirmationTokenFor(server.outboxDir, email),
    });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => tab.post('/api/journeys/email', journey())),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PER_DAY);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - PER_DAY);
    expect(await journeyMailsTo(email)).toBe(PER_DAY);
  });

  it('keeps confirmation tokens out of the logs', async () => {
    const { email } = await signUp();
    const token = await confirmationTokenFor(server.outboxDir, email);
    await fetch(`${server.url}/confirm-email/${token}`);
    await new HttpClient(server.url).post('/api/auth/confirm-email', { token });
    expect(server.logs.join('\n')).not.toContain(token);
  });
});
