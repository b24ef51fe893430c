// The auditor role: granted by `npm run admin -- grant-auditor`, it opens the read-only audit API
// (/api/audit/*) and nothing of /api/admin; plain users get 403 there, anonymous callers 401.
// The CLI runs beside the server on server PostgreSQL (it may not open an embedded DATA_DIR that a
// server holds), so there the grant is the CLI's; on PGlite it is the same service call.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const kind = availableDatabaseKinds().includes('postgres') ? 'postgres' : 'pglite';

function adminCli(server: TestServer, ...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/infra/cli/admin.ts', ...args], {
    env: {
      ...process.env,
      DATABASE_URL: server.db.location,
      DATA_DIR: server.dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      BCRYPT_COST: '10',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe(`auditor role (${kind})`, () => {
  let server: TestServer;
  let auditor: HttpClient;
  let plain: HttpClient;
  let auditorId: number;

  beforeAll(async () => {
    server = await startTestServer({ kind });
    auditor = await signedInTab(server.url, 'Ledger');
    plain = await signedInTab(server.url, 'Bramble');
    auditorId = ((await auditor.get('/api/auth/check')).body.user as { id: number }).id;
  }, 60_000);
  afterAll(() => server?.close());

  async function grant(granting: boolean) {
    if (kind === 'postgres') {
      const run = adminCli(server, granting ? 'grant-auditor' : 'revoke-auditor', 'Ledger');
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(
        granting ? /Granted auditor to Ledger \(user \d+\)/ : /Revoked auditor from Ledger/,
      );
    } else {
      await server.modules
        .use('accounts')
        .setAuditorRole('Ledger', granting, { actor: 'test', correlationId: 'test' });
    }
  }

  it('refuses everyone before the grant: 401 anonymous, 403 signed in', async () => {
    expect((await new HttpClient(server.url).get('/api/audit/streams')).status).toBe(401);
    expect((await new HttpClient(server.url).post('/api/audit/verify', {})).status).toBe(401);
    expect((await auditor.get('/api/audit/streams')).status).toBe(403);
    expect((await auditor.get('/api/auth/check')).body.user).toMatchObject({ isAuditor: false });
  });

  it(
    'lets a granted auditor read the log, and nothing of /api/admin',
    { timeout: 90_000 },
    async () => {
      await grant(true);
      await expect
        .poll(async () => (await auditor.get('/api/audit/streams')).status, { timeout: 10_000 })
        .toBe(200);
      expect((await auditor.get('/api/auth/check')).body.user).toMatchObject({
        isAuditor: true,
        isAdmin: false,
      });

      const streams = await auditor.get('/api/audit/streams');
      expect(streams.headers.get('cache-control')).toBe('no-store');
      const ids = (streams.body.streams as { streamId: string }[]).map((s) => s.streamId);
      expect(ids).toContain(`user-${auditorId}`);

      const stream = await auditor.get(`/api/audit/streams/user-${auditorId}`);
      expect(stream.status).toBe(200);
      const events = stream.body.events as { type: string; data: Record<string, unknown> }[];
      expect(events.map((e) => e.type)).toEqual(
        expect.arrayContaining(['UserSignedUp', 'AuditorGranted']),
      );
      // Personal data as the CLI shows it: the identity opened, the password hash never.
      const signUp = events.find((e) => e.type === 'UserSignedUp')!;
      expect(signUp.data.identity).toMatchObject({ username: 'Ledger' });
      expect(signUp.data.password).toBe('[password hash: not shown]');
      expect(JSON.stringify(stream.body)).not.toMatch(/\$2[aby]\$/);
      expect((await auditor.get('/api/audit/streams/user-999999')).status).toBe(404);

      const person = await auditor.get(`/api/audit/people/${auditorId}/events`);
      expect(person.status).toBe(200);
      const streamsOfPerson = new Set(
        (person.body.events as { streamId: string }[]).map((e) => e.streamId),
      );
      expect(streamsOfPerson.has(`user-${auditorId}`)).toBe(true);
      expect([...streamsOfPerson].some((id) => id.startsWith('reservation-'))).toBe(true);
      expect((await auditor.get('/api/audit/people/not-a-number/events')).status).toBe(400);

      for (const path of ['/api/admin/users', '/api/ADMIN/users', '/api/admin/settings'])
        expect((await auditor.get(path)).status).toBe(403);

      const verify = await auditor.post('/api/audit/verify', {});
      expect(verify.status).toBe(200);
      expect(verify.body).toMatchObject({ ok: true, problems: 0, chain: { findings: [] } });
      const report = verify.body as {
        chain: { checked: number };
        readModels: { differences: unknown[] };
      };
      expect(report.chain.checked).toBeGreaterThan(0);
      expect(report.readModels.differences).toEqual([]);
    },
  );

  it('keeps plain users out and closes the door on revoke', { timeout: 90_000 }, async () => {
    expect((await plain.get('/api/audit/streams')).status).toBe(403);
    expect((await plain.get('/api/audit/people/1/events')).status).toBe(403);
    expect((await plain.post('/api/audit/verify', {})).status).toBe(403);
    await grant(false);
    await expect
      .poll(async () => (await auditor.get('/api/audit/streams')).status, { timeout: 10_000 })
      .toBe(403);
  });
});
