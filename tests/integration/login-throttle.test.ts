// Issue 11, throttles: log-in limits hold under parallel guesses (counted before the password is
// checked), a username and its email share one budget, and account deletion's password check is
// throttled too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(availableDatabaseKinds())('log-in throttling on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      kind,
      env: { LOGIN_MAX_FAILURES: '10', TRUST_PROXY: 'true' },
    });
    for (const name of ['Hazel', 'Rowan', 'Aspen']) {
      const signUp = await new HttpClient(server.url).post('/api/auth/signup', {
        username: name,
        email: `${name.toLowerCase()}@example.com`,
        password: `secret-${name.toLowerCase()}`,
      });
      expect(signUp.status).toBe(201);
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  const attempt = (usernameOrEmail: string, password: string, ip: string) =>
    new HttpClient(server.url, { 'x-forwarded-for': ip }).post('/api/auth/login', {
      usernameOrEmail,
      password,
    });

  it('checks at most the limit of 40 parallel wrong passwords', async () => {
    const statuses = await Promise.all(
      Array.from(
        { length: 40 },
        async (_, i) => (await attempt('hazel', `wrong-${i}`, '192.0.2.1')).status,
      ),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await attempt('hazel', 'secret-hazel', '192.0.2.99')).status).toBe(429);
  });

  it('counts the username and the email against one budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await attempt('rowan', 'wrong', `198.51.100.${i}`)).status);
    for (let i = 0; i < 4; i++)
      statuses.push((await attempt('ROWAN@example.com', 'wrong', `203.0.113.${i}`)).status);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const eleventh = await attempt('rowan@example.com', 'secret-rowan', '203.0.113.200');
    expect(eleventh.status).toBe(429);
  });

  it("throttles account deletion's password check", async () => {
    const tab = new HttpClient(server.url, { 'x-forwarded-for': '192.0.2.50' });
    expect(
      (await tab.post('/api/auth/login', { usernameOrEmail: 'aspen', password: 'secret-aspen' }))
        .status,
    ).toBe(200);
    const statuses = await Promise.all(
      Array.from(
        { length: 20 },
        async (_, i) => (await tab.post('/api/account/delete', { password: `wrong-${i}` })).status,
      ),
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    // The account is still there and the right password is refused until the window ends.
    expect((await tab.post('/api/account/delete', { password: 'secret-aspen' })).status).toBe(429);
    expect((await tab.get('/api/auth/check')).body).toMatchObject({ authenticated: true });
  });
});
