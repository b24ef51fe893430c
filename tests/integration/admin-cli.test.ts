// npm run admin: refuses beside a running embedded server; grants and revokes when it is stopped.
// The command runs in this process (runAdmin, what the CLI calls); npm run admin itself runs once.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUIET, startServerProcess } from '../e2e/support/server-process';
import { runAdmin } from '../../src/infra/cli/admin-command';
import type { AdminAction } from '../../src/infra/cli/admin-actions';
import { runInProcess } from '../support/cli-io';
import { HttpClient } from '../support/http-client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const env = { DATA_DIR: dataDir, BCRYPT_COST: '10' };
const admin = (action: AdminAction, username: string) =>
  runInProcess(env, (io) => runAdmin(action, username, io));

describe('npm run admin', () => {
  it('refuses while the server holds DATA_DIR, then grants and revokes', async () => {
    let server = await startServerProcess({ DATA_DIR: dataDir, BCRYPT_COST: '10', ...QUIET });
    await new HttpClient(server.url).post('/api/auth/signup', {
      username: 'Oakley',
      email: 'oakley@example.com',
      password: 'secret-oak',
    });
    const refused = await admin('grant', 'oakley');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('stop the server first');
    expect(await server.stop()).toBe(0);

    const granted = await admin('grant', 'Oakley');
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toMatch(/Granted admin to Oakley/);
    expect((await admin('grant', 'nobody-at-all')).stderr).toContain('User not found');

    server = await startServerProcess({ DATA_DIR: dataDir, BCRYPT_COST: '10', ...QUIET });
    const tab = new HttpClient(server.url);
    const login = await tab.post('/api/auth/login', {
      usernameOrEmail: 'oakley',
      password: 'secret-oak',
    });
    expect(login.body).toMatchObject({ user: { isAdmin: true } });
    expect(await server.stop()).toBe(0);

    expect((await admin('revoke', 'oakley')).stdout).toMatch(/Revoked admin from oakley/);
  }, 240_000);

  it('runs as npm run admin, and answers a wrong action with its usage before loading the app', () => {
    const result = spawnSync('npm', ['run', '--silent', 'admin', '--', 'promote', 'oakley'], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run admin -- grant <username>');
  }, 90_000);
});
