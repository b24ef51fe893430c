// Password reset through the API and the mail outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '../../src/app/accounts/password-reset';
import { HttpClient } from '../support/http-client';
import { outboxMessages, recipientOf, waitForMail } from '../support/outbox';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const RESET_ANSWER = {
  success: true,
  message: 'If an account with that email exists, we have sent password reset instructions.',
};

describe.each(availableDatabaseKinds())('password reset on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server?.close();
  });
  const client = () => new HttpClient(server.url);

  /** Asks for a reset link and returns the link of the newest reset email to `email`. */
  async function requestLink(email: string): Promise<string> {
    const linksTo = async () =>
      (await outboxMessages(server.outboxDir))
        .filter((m) => /Reset your/.test(m.subject ?? '') && recipientOf(m) === email.toLowerCase())
        .map((m) => /(http\S+\/reset-password\/\S+)/.exec(m.text ?? '')?.[1] ?? '');
    const before = (await linksTo()).length;
    const response = await client().post('/api/auth/password-reset-request', { email });
    expect(response.body).toEqual(RESET_ANSWER);
    await waitForMail(server.outboxDir, () => true);
    for (let i = 0; i < 200; i++) {
      const links = await linksTo();
      if (links.length > before) return links[links.length - 1] ?? '';
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no reset email arrived');
  }

  it('never reveals whether the email exists', async () => {
    const response = await client().post('/api/auth/password-reset-request', {
      email: 'nobody@example.com',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(RESET_ANSWER);
  });

  it('resets the password through a one-time link built from APP_URL, and ends every session', async () => {
    const tab = client();
    await tab.post('/api/auth/signup', {
      username: 'Rowan',
      email: 'rowan@example.com',
      password: 'old-password',
    });
    const link = await requestLink('rowan@example.com');
    expect(link.startsWith(`${server.url}/reset-password/`)).toBe(true);
    const token = decodeURIComponent(link.split('/reset-password/')[1] ?? '');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16); // >= 128 bits
    // The token is stored only as a hash.
    const stored = JSON.stringify(await server.db.knex('events').select('data'));
    expect(stored).not.toContain(token);

    const confirm = await client().post('/api/auth/password-reset-confirm', {
      token,
      newPassword: 'new-password',
    });
    expect(confirm.body).toEqual({
      success: true,
      message: 'Your password has been reset. You can now log in with your new password.',
    });
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    expect(
      (
        await client().post('/api/auth/login', {
          usernameOrEmail: 'rowan',
          password: 'old-password',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await client().post('/api/auth/login', {
          usernameOrEmail: 'rowan',
          password: 'new-password',
        })
      ).status,
    ).toBe(200);

    const again = await client().post('/api/auth/password-reset-confirm', {
      token,
      newPassword: 'third-password',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      success: false,
      message: 'Invalid reset token. Please request a new password reset link',
    });
    await waitForMail(
      server.outboxDir,
      (m) => recipientOf(m) === 'rowan@example.com' && /password was changed/.test(m.subject ?? ''),
    );
  });

  it('voids an older link when a newer one is sent', async () => {
    await client().post('/api/auth/signup', {
      username: 'Aspen',
      email: 'aspen@example.com',
      password: 'old-password',
    });
    const first = await requestLink('aspen@example.com');
    const second = await requestLink('aspen@example.com');
    expect(second).not.toBe(first);
    const tokenOf = (link: string) => decodeURIComponent(link.split('/reset-password/')[1] ?? '');
    expect(
      (
        await client().post('/api/auth/password-reset-confirm', {
          token: tokenOf(first),
          newPassword: 'pw-first',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await client().post('/api/auth/password-reset-confirm', {
          token: tokenOf(second),
          newPassword: 'pw-second',
        })
      ).status,
    ).toBe(200);
  });

  it('lets an admin change a password: every session ends and a notice goes out', async () => {
    const tab = client();
    const signup = await tab.post<{ user: { id: number } }>('/api/auth/signup', {
      username: 'Poplar',
      email: 'poplar@example.com',
      password: 'old-password',
    });
    const accounts = server.modules.use('accounts');
    await changePassword(accounts.deps, signup.body.user.id, 'admin-chosen', 'admin', {
      actor: 'admin',
      correlationId: 'test',
    });
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    expect(
      (
        await client().post('/api/auth/login', {
          usernameOrEmail: 'poplar',
          password: 'admin-chosen',
        })
      ).status,
    ).toBe(200);
    await waitForMail(
      server.outboxDir,
      (m) =>
        recipientOf(m) === 'poplar@example.com' && /password was changed/.test(m.subject ?? ''),
    );
  });

  it('rejects an unknown token', async () => {
    const response = await client().post('/api/auth/password-reset-confirm', {
      token: 'made-up',
      newPassword: 'whatever',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'Invalid reset token. Please request a new password reset link',
    );
  });
});
