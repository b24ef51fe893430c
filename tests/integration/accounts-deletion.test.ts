// Account deletion: crypto-shredding, read models, sessions, outbox; replays still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesContaining } from '../support/files';
import { HttpClient } from '../support/http-client';
import { waitForMail, recipientOf } from '../support/outbox';
import { startTestServer, type TestServer } from '../support/test-server';

describe('account deletion', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('deletes the account: old credentials fail, and the email is nowhere in DATA_DIR', async () => {
    const email = 'juniper.unique-7c1d@example.com';
    const tab = new HttpClient(server.url);
    await tab.post('/api/auth/signup', { username: 'Juniper', email, password: 'secret-juniper' });
    await waitForMail(server.outboxDir, (m) => recipientOf(m) === email);
    await new HttpClient(server.url).post('/api/auth/password-reset-request', { email });
    await waitForMail(
      server.outboxDir,
      (m) => recipientOf(m) === email && /Reset/.test(m.subject ?? ''),
    );
    const replay = tab.clone();

    const wrong = await tab.post('/api/account/delete', { password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, message: 'Incorrect password' });

    const deleted = await tab.post('/api/account/delete', { password: 'secret-juniper' });
    expect(deleted.body).toEqual({
      success: true,
      message: 'Your account and its data have been deleted.',
    });
    expect((await replay.get('/api/auth/check')).body).toEqual({
      authenticated: false,
      user: null,
    });
    expect(
      (
        await new HttpClient(server.url).post('/api/auth/login', {
          usernameOrEmail: 'Juniper',
          password: 'secret-juniper',
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await new HttpClient(server.url).post('/api/auth/login', {
          usernameOrEmail: email,
          password: 'secret-juniper',
        })
      ).status,
    ).toBe(401);

    // PGlite keeps everything in DATA_DIR; flush it to disk and look for the email in any file.
    await server.db.knex.raw('checkpoint');
    expect(filesContaining(server.dataDir, email)).toEqual([]);
    expect(filesContaining(server.dataDir, 'Juniper')).toEqual([]);

    // The name is free again, and a replay of the whole log still works.
    const again = await new HttpClient(server.url).post('/api/auth/signup', {
      username: 'juniper',
      email,
      password: 'secret-two',
    });
    expect(again.status).toBe(201);
    await server.runtime.runner.stop();
    await server.runtime.runner.rebuild();
    const rows = await server.db.knex('accounts_users').select('user_id');
    expect(rows).toHaveLength(1);
    await server.runtime.runner.start();
  });
});
