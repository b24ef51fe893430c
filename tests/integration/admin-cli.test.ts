// npm run admin: refuses beside a running embedded server; grants and revokes when it is stopped.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../e2e/support/server-process';
import { HttpClient } from '../support/http-client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const admin = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/infra/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', BCRYPT_COST: '10' },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('npm run admin', () => {
  it('refuses while the server holds DATA_DIR, then grants and revokes', async () => {
    let server = await startServerProcess({ DATA_DIR: dataDir, BCRYPT_COST: '10' });
    await new HttpClient(server.url).post('/api/auth/signup', {
      username: 'Oakley',
      email: 'oakley@example.com',
      password: 'secret-oak',
    });
    const refused = admin('grant', 'oakley');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('stop the server first');
    expect(await server.stop()).toBe(0);

    const granted = admin('grant', 'Oakley');
    expect(granted.stderr).toBe('');
    expect(granted.stdout).toMatch(/Granted admin to Oakley/);
    expect(admin('grant', 'nobody-at-all').stderr).toContain('User not found');

    server = await startServerProcess({ DATA_DIR: dataDir, BCRYPT_COST: '10' });
    const tab = new HttpClient(server.url);
    const login = await tab.post('/api/auth/login', {
      usernameOrEmail: 'oakley',
      password: 'secret-oak',
    });
    expect(login.body).toMatchObject({ user: { isAdmin: true } });
    expect(await server.stop()).toBe(0);

    expect(admin('revoke', 'oakley').stdout).toMatch(/Revoked admin from oakley/);
    expect(admin('promote', 'oakley').stderr).toContain('Usage: npm run admin -- grant <username>');
    // Two server starts and five CLI runs, each opening the embedded database: 90-98 s in CI on
    // two idle cores, and past 120 s when the machine is busy.
  }, 240_000);
});
