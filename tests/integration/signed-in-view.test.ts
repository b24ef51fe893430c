// GET /api/auth/check answers from memory (the signed-in view and the session cache). Every change
// that matters must show in the very next answer: a role granted or revoked, a journey started, a
// plan bought, the email confirmed, a password changed (sessions revoked), a log-out, an account
// deleted; and a refused session stays refused, also under parallel requests. On server
// PostgreSQL the same holds across two servers on one database (the change notices).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '../../src/app/accounts/password-reset';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

interface Check {
  authenticated: boolean;
  user: {
    id: number;
    isAdmin: boolean;
    journeyCount: number;
    hasActiveSubscription: boolean;
  } | null;
}

const check = async (tab: HttpClient) => (await tab.get<Check>('/api/auth/check')).body;
const system = { actor: 'system', correlationId: 'signed-in-view-test' };

/** The same cookies against another server (a second process on the same database). */
const on = (tab: HttpClient, server: TestServer) => {
  const copy = new HttpClient(server.url);
  copy.cookies = new Map(tab.cookies);
  return copy;
};

async function expectRefusedInParallel(tab: HttpClient, times = 40): Promise<void> {
  const answers = await Promise.all(Array.from({ length: times }, () => check(tab.clone())));
  expect(answers.every((answer) => !answer.authenticated && answer.user === null)).toBe(true);
}

describe.each(availableDatabaseKinds())('the cached signed-in view on %s', (kind) => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ kind });
    // On a server, a second process on the same database; on PGlite (one process per data
    // directory) the same server stands in for it.
    b =
      kind === 'postgres'
        ? await startTestServer({ db: a.db, env: { KEYS_DIR: path.join(a.dataDir, 'keys') } })
        : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
  });

  it('shows a role granted and revoked at once, on every server', async () => {
    const tab = await signedInTab(a.url, `Rowan${kind}`);
    const there = on(tab, b);
    expect((await check(tab)).user?.isAdmin).toBe(false);
    expect((await check(there)).user?.isAdmin).toBe(false); // now kept by both
    const accounts = a.modules.use('accounts');
    await accounts.setAdminRole(`Rowan${kind}`, true, system);
    expect((await check(tab)).user?.isAdmin).toBe(true);
    await expect.poll(async () => (await check(there)).user?.isAdmin).toBe(true);
    await accounts.setAdminRole(`Rowan${kind}`, false, system);
    expect((await check(tab)).user?.isAdmin).toBe(false);
    await expect.poll(async () => (await check(there)).user?.isAdmin).toBe(false);
  });

  it('counts a journey started at once', async () => {
    const tab = await signedInTab(a.url, `Juniper${kind}`);
    expect((await check(tab)).user?.journeyCount).toBe(3);
    const story = await tab.post('/api/story', { mood: 'calm', format: 'poem' });
    expect(story.status).toBe(200);
    expect((await check(tab)).user?.journeyCount).toBe(2);
    await expect.poll(async () => (await check(on(tab, b))).user?.journeyCount).toBe(2);
  });

  it('shows a plan bought as soon as billing has it', async () => {
    const tab = await signedInTab(a.url, `Hazel${kind}`);
    expect((await check(tab)).user?.hasActiveSubscription).toBe(false);
    const created = await tab.post<{ redirectUrl: string }>('/api/subscription/create', {
      planType: 'monthly',
    });
    const session = new URL(created.body.redirectUrl, a.url).searchParams.get('session')!;
    expect(
      (await tab.post(`/api/sandbox/checkout/${session}/pay`, { card: 'accept' })).status,
    ).toBe(200);
    // The plan reaches billing through its webhook; the moment billing's own answer (not
    // cached) says active, the cached check must say so too. On a server the projections may
    // run in the other process: then its notice arrives within milliseconds, not before.
    await expect
      .poll(async () => (await tab.get('/api/subscription/status')).body.hasActiveSubscription, {
        timeout: 15_000,
      })
      .toBe(true);
    if (kind === 'pglite') expect((await check(tab)).user?.hasActiveSubscription).toBe(true);
    else
      await expect
        .poll(async () => (await check(tab)).user?.hasActiveSubscription, { timeout: 500 })
        .toBe(true);
  });

  it('refuses a logged-out session at once, on every server and under parallel requests', async () => {
    const tab = await signedInTab(a.url, `Alder${kind}`);
    const old = tab.clone();
    const there = on(tab, b);
    expect((await check(old)).authenticated).toBe(true);
    expect((await check(there)).authenticated).toBe(true);
    // Checks in flight while the log-out happens may answer either way; none after it may pass.
    const during = Promise.all(Array.from({ length: 20 }, () => check(old.clone())));
    expect((await tab.post('/api/auth/logout', {})).status).toBe(200);
    await during;
    await expectRefusedInParallel(old);
    await expect.poll(async () => (await check(there)).authenticated).toBe(false);
    await expectRefusedInParallel(there);
  });

  it('refuses every session of a person whose password was changed', async () => {
    const tab = await signedInTab(a.url, `Birch${kind}`);
    const userId = (await check(tab)).user!.id;
    const there = on(tab, b);
    expect((await check(there)).authenticated).toBe(true);
    await changePassword(a.modules.use('accounts').deps, userId, 'a-new-secret', 'admin', system);
    await expectRefusedInParallel(tab);
    await expect.poll(async () => (await check(there)).authenticated).toBe(false);
  });

  it('refuses a deleted account at once, and keeps refusing it', async () => {
    const tab = await signedInTab(a.url, `Cedar${kind}`);
    const old = tab.clone();
    const there = on(tab, b);
    expect((await check(old)).authenticated).toBe(true);
    expect((await check(there)).authenticated).toBe(true);
    const deleted = await tab.post('/api/account/delete', { password: `secret-cedar${kind}` });
    expect(deleted.status).toBe(200);
    await expectRefusedInParallel(old);
    await expect.poll(async () => (await check(there)).authenticated).toBe(false);
    await expectRefusedInParallel(there);
  });
});
