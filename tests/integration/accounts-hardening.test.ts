// Issue 11, small leaks: account answers are never cached, and reset tokens never reach the logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('small leaks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers sign-up, log-in and account calls with Cache-Control: no-store', async () => {
    const tab = new HttpClient(server.url);
    const responses = [
      await tab.post('/api/auth/signup', {
        username: 'Yarrow',
        email: 'yarrow@example.com',
        password: 'secret-yarrow',
      }),
      await tab.post('/api/auth/login', { usernameOrEmail: 'yarrow', password: 'secret-yarrow' }),
      await tab.post('/api/auth/login', { usernameOrEmail: 'yarrow', password: 'wrong' }),
      await tab.get('/api/auth/check'),
      await tab.post('/api/account/delete', { password: 'wrong' }),
    ];
    for (const response of responses)
      expect(response.headers.get('cache-control'), String(response.status)).toBe('no-store');
  });

  it('keeps reset tokens out of the request log', async () => {
    const token = 'a'.repeat(20) + 'SecretResetToken' + 'b'.repeat(28);
    const page = await fetch(`${server.url}/reset-password/${token}`);
    expect(page.status).toBe(200);
    await new HttpClient(server.url).post('/api/auth/password-reset-confirm', {
      token,
      newPassword: 'new-secret-1',
    });
    const logs = server.logs.join('\n');
    expect(logs).toContain('/reset-password/[token]');
    expect(logs).not.toContain('SecretResetToken');
  });
});
