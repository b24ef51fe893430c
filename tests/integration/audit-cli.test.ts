// npm run audit: streams, one stream (personal data opened, or shown as erased once the key is
// destroyed), the NDJSON export and verify, on a stopped server's database (PGlite: its DATA_DIR;
// server PostgreSQL: DATABASE_URL). The commands run in this process through runAudit, the
// function the CLI calls; one run goes through `npm run audit` as a child process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInTab } from '../support/signed-in';
import {
  availableDatabaseKinds,
  createTestDatabase,
  reopenTestDatabase,
  type TestDatabase,
} from '../support/test-database';
import { startTestServer } from '../support/test-server';
import { runAudit } from '../../src/infra/cli/audit-commands';
import { runInProcess } from '../support/cli-io';

describe.each(availableDatabaseKinds())('npm run audit on %s', (kind) => {
  let db: TestDatabase;
  let dataDir: string;
  let ids: { rowan: number; juniper: number };
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-audit-'));

  const env = () => ({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(kind === 'postgres' ? { DATABASE_URL: db.location } : {}),
  });
  const audit = (...args: string[]) => runInProcess(env(), (io) => runAudit(args, io));

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    const server = await startTestServer({ db });
    dataDir = server.dataDir;
    await signedInTab(server.url, 'Rowan');
    const juniper = await signedInTab(server.url, 'Juniper');
    const deleted = await juniper.post('/api/account/delete', { password: 'secret-juniper' });
    expect(deleted.status).toBe(200);
    const userIds = await db
      .knex('events')
      .where({ type: 'UserSignedUp' })
      .orderBy('global_position')
      .select('data');
    const idOf = (name: string) =>
      (userIds as { data: { userId: number } }[]).map((row) => row.data.userId)[
        name === 'Rowan' ? 0 : 1
      ]!;
    ids = { rowan: idOf('Rowan'), juniper: idOf('Juniper') };
    // The erasure reactor destroys Juniper's key; the read models catch up.
    await vi.waitFor(
      async () => {
        expect(await db.knex('user_keys').where({ user_id: ids.juniper }).first()).toBeUndefined();
        expect(await server.runtime.projectionsCaughtUp()).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    await server.close();
    // The CLI opens the embedded database itself: hand it over.
    if (kind === 'pglite') await db.close();
  }, 120_000);

  afterAll(async () => {
    if (db && kind === 'pglite') db = await reopenTestDatabase(db);
    await db?.destroy();
    if (kind === 'postgres' && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('runs as npm run audit in a child process', () => {
    const result = spawnSync('npm', ['run', '--silent', 'audit', '--', 'streams'], {
      env: env(),
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^stream\s+type\s+events\s+first\s+last$/m);
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/^\d+ streams, \d+ events$/);
  }, 120_000);

  it('streams: one line per stream with its type, count, first and last time', async () => {
    const result = await audit('streams');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^stream\s+type\s+events\s+first\s+last$/);
    const time = '\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{6}Z';
    expect(result.stdout).toMatch(
      new RegExp(`^user-${ids.rowan}\\s+user\\s+\\d+\\s+${time}\\s+${time}$`, 'm'),
    );
    expect(lines.at(-1)).toMatch(/^\d+ streams, \d+ events$/);
  }, 120_000);

  it('stream <id>: events in order, personal data opened or shown as erased', async () => {
    const rowan = await audit('stream', `user-${ids.rowan}`);
    expect(rowan.stderr).toBe('');
    expect(rowan.stdout).toMatch(
      new RegExp(`^Stream user-${ids.rowan} \\(user\\): \\d+ events?$`, 'm'),
    );
    expect(rowan.stdout).toMatch(/^#0 {2}UserSignedUp v1 {2}\S+Z {2}position \d+$/m);
    expect(rowan.stdout).toMatch(/^ {4}actor \S+ {2}correlation [0-9a-f-]{36} {2}causation \S+$/m);
    expect(rowan.stdout).toContain('"identity":{"username":"Rowan","email":"rowan@example.com"}');
    expect(rowan.stdout).toContain('"password":"[password hash: not shown]"');
    expect(rowan.stdout).not.toContain('sealedIdentity');

    const juniper = await audit('stream', `user-${ids.juniper}`);
    expect(juniper.stdout).toContain('"identity":"[erased: key destroyed]"');
    expect(juniper.stdout).toMatch(/^#\d+ {2}UserDeleted v1 /m);
    expect(juniper.stdout).not.toContain('juniper@example.com');

    const missing = await audit('stream', 'user-999999');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('No stream user-999999 in the event log.');
  }, 180_000);

  it('export: NDJSON of the log in position order, within --from/--to', async () => {
    const file = path.join(outDir, `log-${kind}.ndjson`);
    const all = await audit('export', '--out', file);
    expect(all.status).toBe(0);
    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(all.stderr).toBe(`Exported ${lines.length} events to ${file}.\n`);
    const events = lines.map((line) => JSON.parse(line));
    expect(events[0]).toMatchObject({
      streamId: expect.any(String),
      revision: '0',
      type: expect.any(String),
      recordedAt: expect.stringMatching(/Z$/),
      metadata: expect.objectContaining({ correlationId: expect.any(String) }),
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const positions = events.map((e) => BigInt(e.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const later = await audit('export', '--from', '2999-01-01T00:00:00Z');
    expect(later.stdout).toBe('');
    const middle = events[Math.floor(events.length / 2)].recordedAt as string;
    const until = await audit('export', '--to', middle);
    const before = until.stdout.trim().split('\n').filter(Boolean);
    expect(before.length).toBeLessThan(events.length);
    expect((await audit('export', '--from', 'yesterday')).stderr).toContain(
      '--from: not an ISO time',
    );
  }, 180_000);

  it('verify: passes on a clean log, fails naming a changed row and a differing read model', async () => {
    const clean = await audit('verify');
    expect(clean.stdout).toMatch(/^Hash chain: \d+ events checked: intact\.$/m);
    expect(clean.stdout).toMatch(
      /^Read models: \d+ events replayed into a scratch schema, \d+ tables compared: identical\.$/m,
    );
    expect(clean.stdout).toContain('Audit passed.');
    expect(clean.stderr).toMatch(/hash chain \[#{30}\] 100% \d+\/\d+/);
    expect(clean.stderr).toMatch(/replay +\[#{30}\] 100%/);
    expect(clean.status).toBe(0);

    // Tamper: change one event row and one read-model row.
    db = kind === 'pglite' ? await reopenTestDatabase(db) : db;
    const row = (await db
      .knex('events')
      .where({ stream_id: `user-${ids.rowan}`, stream_revision: 0 })
      .first('global_position')) as { global_position: number };
    await db
      .knex('events')
      .where({ global_position: row.global_position })
      .update({ metadata: db.knex.raw(`metadata || '{"actor": "forged"}'`) });
    await db.knex('accounts_users').where({ user_id: ids.rowan }).update({ is_admin: true });
    if (kind === 'pglite') await db.close();

    const broken = await audit('verify');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/^Hash chain: \d+ events checked: 1 problem\.$/m);
    expect(broken.stdout).toContain(
      `  - position ${row.global_position} (stream user-${ids.rowan}) was changed: its contents do not match its hash`,
    );
    expect(broken.stdout).toContain(
      '  - accounts_users: 1 row only in the live table, 1 only in the replay',
    );
    expect(broken.stdout).toMatch(/^ {6}live {3}\{"user_id":\d+,.*"is_admin":true/m);
    expect(broken.stdout).toMatch(/^ {6}replay \{"user_id":\d+,.*"is_admin":false/m);
    expect(broken.stdout).toContain('Audit FAILED: 2 problems.');
  }, 240_000);
});
