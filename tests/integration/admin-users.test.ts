// The Users tab's calls (SPEC.md sections 2, 5 and 7): an admin lists users, resets a password
// (the person is signed out everywhere) and deletes a user (the same erasure as self-deletion).
// Every change records the acting admin. Only admins get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { signedInAdmin } from '../support/signed-in-admin';
import { startTestServer, type TestServer } from '../support/test-server';

describe('admin: users', () => {
  let server: TestServer;
  let admin: HttpClient;
  let adminId: number;
  const idOf = async (tab: HttpClient) =>
    ((await tab.get('/api/auth/check')).body.user as { id: number }).id;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server, 'Keeper');
    adminId = await idOf(admin);
  });
  afterAll(() => server?.close());

  it('lists users with their journeys left, reset date and plan', async () => {
    await signedInTab(server.url, 'Fern');
    const answer = await admin.get('/api/admin/users');
    expect(answer.status).toBe(200);
    const fern = (answer.body.users as Record<string, unknown>[]).find(
      (u) => u.username === 'Fern',
    );
    expect(fern).toMatchObject({
      email: 'fern@example.com',
      isAdmin: false,
      journeyCount: 3,
      hasActiveSubscription: false,
    });
    expect(typeof fern?.journeyResetDate).toBe('string');
    expect(answer.body.total).toBeGreaterThanOrEqual(2);
  });

  it('resets a password: the person is signed out everywhere and the new one works', async () => {
    const moss = await signedInTab(server.url, 'Moss');
    const mossId = await idOf(moss);
    const reset = await admin.post('/api/admin/reset-password', {
      userId: mossId,
      newPassword: 'chosen-by-admin',
    });
    expect(reset.body).toEqual({
      success: true,
      message: 'Password reset successfully. The user has been signed out everywhere.',
    });
    expect((await moss.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    const login = await new HttpClient(server.url).post('/api/auth/login', {
      usernameOrEmail: 'Moss',
      password: 'chosen-by-admin',
    });
    expect(login.status).toBe(200);
    const events = await server.runtime.store.readStream(`user-${mossId}`);
    const changed = events.find((event) => event.type === 'PasswordChanged');
    expect(changed?.metadata.actor).toBe(`admin:${adminId}`);
    expect(changed?.data).toMatchObject({ reason: 'admin' });
  });

  it("answers the spec's validation messages", async () => {
    for (const userId of ['abc', -1, 0, 1.5]) {
      const bad = await admin.post('/api/admin/reset-password', {
        userId,
        newPassword: 'longenough',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ success: false, message: 'Please enter a valid user ID' });
    }
    const short = await admin.post('/api/admin/reset-password', {
      userId: adminId,
      newPassword: '123',
    });
    expect(short.body).toEqual({
      success: false,
      message: 'Password must be at least 6 characters long',
    });
    const nobody = await admin.post('/api/admin/reset-password', {
      userId: 999_999,
      newPassword: 'longenough',
    });
    expect(nobody.status).toBe(404);
  });

  it('deletes a user like self-deletion: no log-in, the name free again', async () => {
    const reed = await signedInTab(server.url, 'Reed');
    const reedId = await idOf(reed);
    const deleted = await admin.post('/api/admin/delete-user', { userId: reedId });
    expect(deleted.body).toEqual({
      success: true,
      message: 'User deleted. Their data can no longer be read.',
    });
    expect((await reed.get('/api/auth/check')).body).toMatchObject({ authenticated: false });
    const events = await server.runtime.store.readStream(`user-${reedId}`);
    expect(events.at(-1)).toMatchObject({
      type: 'UserDeleted',
      metadata: { actor: `admin:${adminId}` },
    });
    await signedInTab(server.url, 'Reed'); // the username and email are free again
    const self = await admin.post('/api/admin/delete-user', { userId: adminId });
    expect(self.status).toBe(400);
  });

  it('is for admins only', async () => {
    const member = await signedInTab(server.url, 'Sorrel');
    expect((await member.get('/api/admin/users')).status).toBe(403);
    expect((await member.post('/api/admin/delete-user', { userId: adminId })).status).toBe(403);
    expect((await new HttpClient(server.url).get('/api/admin/users')).status).toBe(401);
  });
});
