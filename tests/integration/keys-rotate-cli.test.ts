// npm run keys:rotate: refuses beside a running embedded server; when it is stopped, rotates the
// key-encryption key (the old key file is destroyed) and the server starts and signs people in.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUIET, startServerProcess } from '../e2e/support/server-process';
import { HttpClient } from '../support/http-client';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-keys-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const rotate = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/infra/cli/keys-rotate.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 60_000,
  });
const kekFiles = () =>
  fs.readdirSync(path.join(dataDir, 'keys')).filter((name) => name.endsWith('.kek'));

describe('npm run keys:rotate', () => {
  it('refuses while the server holds DATA_DIR, then rotates', async () => {
    const person = { username: 'Linden', email: 'linden@example.com', password: 'secret-lin' };
    let server = await startServerProcess({ DATA_DIR: dataDir, BCRYPT_COST: '10', ...QUIET });
    await new HttpClient(server.url).post('/api/auth/signup', person);
    const refused = rotate();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('stop the server first');
    expect(await server.stop()).toBe(0);

    const [before] = kekFiles();
    const rotated = rotate();
    expect(rotated.stderr).toBe('');
    expect(rotated.stdout).toMatch(
      /^Rotated the key-encryption key: 1 personal-data key re-wrapped, 1 old key file destroyed/,
    );
    expect(kekFiles()).toHaveLength(1);
    expect(kekFiles()).not.toContain(before);

    server = await startServerProcess({ DATA_DIR: dataDir, BCRYPT_COST: '10', ...QUIET });
    const login = await new HttpClient(server.url).post('/api/auth/login', {
      usernameOrEmail: person.email,
      password: person.password,
    });
    expect(login.body).toMatchObject({ user: { username: 'Linden' } });
    expect(await server.stop()).toBe(0);
  }, 240_000);
});
