// npm run backup / npm run restore on the embedded default (issue 39): refused beside a running
// server; a round trip brings back a person who can sign in again, with a verified event chain; a
// damaged archive and a restore over existing data without --force change nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUIET, startServerProcess } from '../e2e/support/server-process';
import { runAudit } from '../../src/infra/cli/audit-commands';
import { runInProcess } from '../support/cli-io';
import { HttpClient } from '../support/http-client';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
// Two server starts and four CLI runs, each opening PGlite: minutes on a busy CI machine.
const SLOW = 420_000;

const run = (script: string, dataDir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', `src/infra/cli/${script}.ts`, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 240_000,
  });

const credentials = { username: 'Keeper', password: 'secret-keeper' };

describe('npm run backup and npm run restore', () => {
  it(
    'backs up a stopped server and restores it into a new DATA_DIR where the person signs in',
    async () => {
      const original = path.join(root, 'original');
      const archive = path.join(root, 'lantern.tar.gz');
      let server = await startServerProcess({ DATA_DIR: original, BCRYPT_COST: '10', ...QUIET });
      try {
        const signup = await new HttpClient(server.url).post('/api/auth/signup', {
          ...credentials,
          email: 'keeper@example.com',
        });
        expect(signup.status).toBe(201);
        const refused = run('backup', original, archive);
        expect(refused.status).not.toBe(0);
        expect(refused.stderr).toContain('stop the server first');
      } finally {
        await server.stop();
      }

      const backup = run('backup', original, archive);
      expect(backup.status, backup.stderr).toBe(0);
      expect(fs.statSync(archive).size).toBeGreaterThan(0);

      const restored = path.join(root, 'restored');
      const restore = run('restore', restored, archive);
      expect(restore.status, restore.stderr).toBe(0);
      const again = run('restore', restored, archive);
      expect(again.status).not.toBe(0);
      expect(again.stderr).toContain('--force');

      const verify = await runInProcess({ DATA_DIR: restored, DATABASE_URL: '' }, (io) =>
        runAudit(['verify'], io),
      );
      expect(verify.status, verify.stdout + verify.stderr).toBe(0);

      server = await startServerProcess({ DATA_DIR: restored, BCRYPT_COST: '10', ...QUIET });
      try {
        const login = await new HttpClient(server.url).post('/api/auth/login', credentials);
        expect(login.status, JSON.stringify(login.body)).toBe(200);
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );

  it(
    'refuses a damaged archive and leaves the target empty',
    () => {
      const damaged = path.join(root, 'damaged.tar.gz');
      fs.writeFileSync(damaged, Buffer.from('not an archive at all'));
      const target = path.join(root, 'empty');
      const result = run('restore', target, damaged);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toContain('nothing was changed');
      expect(result.stderr).not.toMatch(/\n\s+at /);
      const left = fs.existsSync(target) ? fs.readdirSync(target) : [];
      expect(left.filter((name) => name !== 'lantern.lock')).toEqual([]);
    },
    SLOW,
  );
});
