// Sign-up, log-in, sessions and log-out through the API (SPEC.md section 7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { recipientOf, waitForMail } from '../support/outbox';

describe.each(availableDatabaseKinds())('accounts API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ kind });
  });
  afterAll(async () => {
    await server?.close();
  });
  const client = () => new HttpClient(server.url);

  it('signs up, answers the User object without any hash, and starts a session', async () => {
    const tab = client();
    const response = await tab.post('/api/auth/signup', {
      username: 'Willow',
      email: 'Willow@Example.com',
      password: 'lantern-light',
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Account created' });
    const user = response.body.user as Record<string, unknown>;
    expect(Object.keys(user).sort()).toEqual([
      'email',
      'emailConfirmed',
      'hasActiveSubscription',
      'id',
      'isAdmin',
      'isAuditor',
      'journeyCount',
      'journeyResetDate',
      'username',
    ]);
    expect(user).toMatchObject({
      username: 'Willow',
      email: 'Willow@Example.com',
      emailConfirmed: false,
      isAdmin: false,
      hasActiveSubscription: false,
      journeyCount: 3,
    });
    expect(typeof user.id).toBe('number');
    expect(JSON.stringify(response.body)).not.toMatch(/\$2[aby]\$/);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/lantern\.sid=.*httponly/i);
    expect(setCookie).toMatch(/samesite=lax/i);
    expect(setCookie).not.toMatch(/secure/i);
    const check = await tab.get('/api/auth/check');
    expect(check.body).toMatchObject({ authenticated: true, user: { username: 'Willow' } });
    const welcome = await waitForMail(
      server.outboxDir,
      (mail) => recipientOf(mail) === 'willow@example.com',
    );
    expect(welcome.subject).toBe('Welcome to Lantern Tales');
  });

  it('refuses a taken username or email, ignoring case', async () => {
    await client().post('/api/auth/signup', {
      username: 'Birch',
      email: 'birch@example.com',
      password: 'secret1',
    });
    const sameName = await client().post('/api/auth/signup', {
      username: 'bIRCH',
      email: 'other@example.com',
      password: 'secret1',
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ success: false, message: 'Username is already taken' });
    const sameEmail = await client().post('/api/auth/signup', {
      username: 'Alder',
      email: 'BIRCH@example.com',
      password: 'secret1',
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ success: false, message: 'Email is already registered' });
    // The failed sign-up released the name it had claimed.
    const alder = await client().post('/api/auth/signup', {
      username: 'Alder',
      email: 'alder@example.com',
      password: 'secret1',
    });
    expect(alder.status).toBe(201);
  });

  it('validates sign-up input with clear messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { username: 'ab', email: 'a@b.co', password: 'secret1' },
        'Username must be at least 3 characters',
      ],
      [
        { username: 'abc', email: 'not-an-email', password: 'secret1' },
        'Please enter a valid email address',
      ],
      [
        { username: 'abc', email: 'a@b.co', password: '12345' },
        'Password must be at least 6 characters',
      ],
      [{ email: 'a@b.co', password: 'secret1' }, 'Username is required'],
    ];
    for (const [body, message] of cases) {
      const response = await client().post('/api/auth/signup', body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ success: false, message });
    }
  });

  it('lets exactly one of two racing sign-ups for one name win', async () => {
    const results = await Promise.all(
      ['race-a@example.com', 'race-b@example.com'].map((email) =>
        client().post('/api/auth/signup', { username: 'Racer', email, password: 'secret1' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('logs in with a username or an email, in both body shapes', async () => {
    await client().post('/api/auth/signup', {
      username: 'Cedar',
      email: 'cedar@example.com',
      password: 'secret-cedar',
    });
    for (const body of [
      { usernameOrEmail: 'cedar', password: 'secret-cedar' },
      { usernameOrEmail: 'CEDAR@example.com', password: 'secret-cedar' },
      { username: 'Cedar', password: 'secret-cedar' },
    ]) {
      const response = await client().post('/api/auth/login', body);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        user: { username: 'Cedar', email: 'cedar@example.com' },
      });
    }
  });

  it('answers a wrong password and an unknown user alike with 401', async () => {
    const wrong = await client().post('/api/auth/login', {
      usernameOrEmail: 'Cedar',
      password: 'nope-nope',
    });
    const unknown = await client().post('/api/auth/login', {
      usernameOrEmail: 'nobody-here',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('regenerates the session id at log-in and destroys it server-side at log-out', async () => {
    await client().post('/api/auth/signup', {
      username: 'Hazel',
      email: 'hazel@example.com',
      password: 'secret-hazel',
    });
    const tab = client();
    await tab.get('/api/auth/check');
    const anonymousCookie = tab.cookies.get('lantern.sid');
    await tab.post('/api/auth/login', { usernameOrEmail: 'hazel', password: 'secret-hazel' });
    const sessionCookie = tab.cookies.get('lantern.sid');
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).not.toBe(anonymousCookie);
    const replay = tab.clone();
    const logout = await tab.post('/api/auth/logout');
    expect(logout.body).toMatchObject({ success: true });
    expect((await tab.get('/api/auth/check')).body).toEqual({ authenticated: false, user: null });
    expect((await replay.get('/api/auth/check')).body).toEqual({
      authenticated: false,
      user: null,
    });
  });

  it('tells two long passwords apart even when their first 72 bytes match', async () => {
    const prefix = 'x'.repeat(72);
    await client().post('/api/auth/signup', {
      username: 'LongPass',
      email: 'long@example.com',
      password: `${prefix}-one`,
    });
    expect(
      (
        await client().post('/api/auth/login', {
          usernameOrEmail: 'LongPass',
          password: `${prefix}-two`,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await client().post('/api/auth/login', {
          usernameOrEmail: 'LongPass',
          password: `${prefix}-one`,
        })
      ).status,
    ).toBe(200);
  });
});
