// Throttling, CSRF, and the admin guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('account security', () => {
  let server: TestServer;
  let linden: HttpClient;
  beforeAll(async () => {
    server = await startTestServer({
      env: { SIGNUPS_PER_HOUR_PER_IP: '6', RESET_REQUESTS_PER_HOUR_PER_EMAIL: '5' },
    });
    linden = new HttpClient(server.url);
    await new HttpClient(server.url).post('/api/auth/signup', {
      username: 'Maple',
      email: 'maple@example.com',
      password: 'secret-maple',
    });
    await linden.post('/api/auth/signup', {
      username: 'Linden',
      email: 'linden@example.com',
      password: 'secret-linden',
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  const client = (headers?: Record<string, string>) => new HttpClient(server.url, headers);

  it('limits sign-ups per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await client().post('/api/auth/signup', {
        username: `Spruce${i}`,
        email: `spruce${i}@example.com`,
        password: 'secret1',
      });
      statuses.push(response.status);
    }
    // Two sign-ups in beforeAll used two of the 6.
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
  });

  it('limits reset requests per email', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await client().post('/api/auth/password-reset-request', { email: 'someone@example.com' }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('refuses state-changing requests from another origin, and non-JSON bodies', async () => {
    const foreign = await client({ origin: 'https://evil.example' }).post('/api/auth/login', {
      usernameOrEmail: 'x',
      password: 'y',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.success).toBe(false);
    const crossSite = await client({ 'sec-fetch-site': 'cross-site' }).post('/api/auth/logout');
    expect(crossSite.status).toBe(403);
    const own = await client({ origin: server.url }).post('/api/auth/logout');
    expect(own.status).toBe(200);
    const form = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'usernameOrEmail=x&password=y',
    });
    expect(form.status).toBe(415);
  });

  it('guards every /api/admin route: anonymous 401, non-admin 403, admin passes', async () => {
    expect((await client().get('/api/admin/users')).status).toBe(401);
    const tab = linden;
    const forbidden = await tab.get('/api/admin/users');
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({
      success: false,
      message: "You don't have permission to view this page.",
    });
    await server.modules
      .use('accounts')
      .setAdminRole('linden', true, { actor: 'test', correlationId: 'test' });
    const admitted = await tab.get('/api/admin/anything');
    expect(admitted.status).toBe(404); // past the guard; no such admin route yet
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ user: { isAdmin: true } });
  });
  it('throttles failed log-ins per account: 429 after 10 failures, even with spoofed X-Forwarded-For', async () => {
    for (let i = 0; i < 10; i++) {
      const response = await client({ 'x-forwarded-for': `203.0.113.${i}` }).post(
        '/api/auth/login',
        { usernameOrEmail: 'maple', password: 'wrong' },
      );
      expect(response.status).toBe(401);
    }
    const blocked = await client({ 'x-forwarded-for': '198.51.100.7' }).post('/api/auth/login', {
      usernameOrEmail: 'maple',
      password: 'secret-maple',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
