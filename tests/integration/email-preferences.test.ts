// Reminders and news are mail people may decline (the privacy page promises email preferences):
// the Account page's switch, the unsubscribe link of those emails (its page, and the one-click
// post of mail providers), and links nobody can forge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

describe('email preferences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const idOf = async (tab: HttpClient) =>
    ((await tab.get('/api/auth/check')).body.user as { id: number }).id;
  /** A new account that ticked "Reminders and news" at sign-up. */
  const optedInTab = async (username: string) => {
    const tab = new HttpClient(server.url);
    const response = await tab.post('/api/auth/signup', {
      username,
      email: `${username.toLowerCase()}@example.com`,
      password: `secret-${username.toLowerCase()}`,
      engagement: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return tab;
  };

  // Issue 34: reminders and news are opt-in. SPEC.md's sign-up body is username, email and
  // password: without the (additive) engagement field a new account accepts none of them.
  it('is opt-in at sign-up: no field means no, engagement: true means yes, and no can become yes', async () => {
    const notifications = server.modules.use('notifications');
    const quiet = await signedInTab(server.url, 'Quietude');
    expect((await quiet.get('/api/account/email-preferences')).body).toEqual({
      success: true,
      engagement: false,
    });
    expect(await notifications.acceptsEngagement(await idOf(quiet))).toBe(false);
    const keen = await optedInTab('Keenness');
    expect((await keen.get('/api/account/email-preferences')).body.engagement).toBe(true);

    const on = await quiet.post('/api/account/email-preferences', { engagement: true });
    expect(on.body).toMatchObject({ success: true, engagement: true });
    expect((await quiet.get('/api/account/email-preferences')).body.engagement).toBe(true);

    const bad = await new HttpClient(server.url).post('/api/auth/signup', {
      username: 'Muddled',
      email: 'muddled@example.com',
      password: 'secret-muddled',
      engagement: 'yes please',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('engagement must be true or false');
  });

  it('accepts reminders and news until the person switches them off, and back on', async () => {
    const tab = await optedInTab('Willow');
    expect((await tab.get('/api/account/email-preferences')).body).toEqual({
      success: true,
      engagement: true,
    });
    const off = await tab.post('/api/account/email-preferences', { engagement: false });
    expect(off.body).toMatchObject({ success: true, engagement: false });
    expect(off.body.message).toMatch(/no longer receive reminders and news/);
    expect((await tab.get('/api/account/email-preferences')).body.engagement).toBe(false);
    const notifications = server.modules.use('notifications');
    expect(await notifications.acceptsEngagement(await idOf(tab))).toBe(false);
    await tab.post('/api/account/email-preferences', { engagement: true });
    expect(await notifications.acceptsEngagement(await idOf(tab))).toBe(true);
  });

  it('needs sign-in and a true or false', async () => {
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get('/api/account/email-preferences')).status).toBe(401);
    const tab = await signedInTab(server.url, 'Rowan');
    const bad = await tab.post('/api/account/email-preferences', { engagement: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'engagement must be true or false' });
  });

  it("unsubscribes from an email's link without signing in, once, and refuses a forged link", async () => {
    const tab = await optedInTab('Hazel');
    const userId = await idOf(tab);
    const notifications = server.modules.use('notifications');
    const link = new URL(notifications.unsubscribeUrl(userId));
    expect(link.pathname).toBe('/unsubscribe');
    const token = link.searchParams.get('token')!;

    const stranger = new HttpClient(server.url);
    const forged = `${userId}.${'A'.repeat(43)}`;
    for (const bad of [forged, `${userId + 1}.${token.split('.')[1]}`, 'x', '']) {
      const refused = await stranger.post('/api/email/unsubscribe', { token: bad });
      expect(refused.status, bad).toBe(400);
    }
    expect(await notifications.acceptsEngagement(userId)).toBe(true);

    const answers = await Promise.all(
      [1, 2, 3].map(() => stranger.post('/api/email/unsubscribe', { token })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(await notifications.acceptsEngagement(userId)).toBe(false);
    // Racing clicks record one change, not three.
    const events = await server.runtime.store.readStream(`email-preferences-${userId}`);
    expect(events.map((event) => event.type)).toEqual(['EmailPreferenceChanged']);
  });

  it("takes a mail provider's one-click post from outside the site (RFC 8058)", async () => {
    const tab = await optedInTab('Aspen');
    const userId = await idOf(tab);
    const notifications = server.modules.use('notifications');
    const token = new URL(notifications.unsubscribeUrl(userId)).searchParams.get('token')!;
    const oneClick = await fetch(
      `${server.url}/api/email/one-click-unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: 'https://mail.example',
        },
        body: 'List-Unsubscribe=One-Click',
      },
    );
    expect(oneClick.status).toBe(200);
    expect(await notifications.acceptsEngagement(userId)).toBe(false);
  });

  it('forgets the preference with the account', async () => {
    const tab = await signedInTab(server.url, 'Linden');
    const userId = await idOf(tab);
    await tab.post('/api/account/email-preferences', { engagement: false });
    await tab.post('/api/account/delete', { password: 'secret-linden' });
    const rows = await server.runtime.db.knex('email_preferences').where({ user_id: userId });
    expect(rows).toEqual([]);
  });
});
