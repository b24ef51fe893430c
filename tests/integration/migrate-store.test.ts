// npm run migrate-store (issue 39): the embedded store's log moved to a server PostgreSQL keeps
// its events and hashes; the person signs in on the new database; a second move into it is refused.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUIET, startServerProcess } from '../e2e/support/server-process';
import { HttpClient } from '../support/http-client';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-move-'));
const SLOW = 240_000;
let target: TestDatabase | undefined;
afterAll(async () => {
  await target?.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

const migrate = (dataDir: string, to: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/infra/cli/migrate-store.ts', '--to', to], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 180_000,
  });

describe.skipIf(!process.env.TEST_DATABASE_URL)('npm run migrate-store', () => {
  it(
    'moves the log to server PostgreSQL, where the person signs in, and refuses a second move',
    async () => {
      const dataDir = path.join(root, 'embedded');
      const keysDir = path.join(dataDir, 'keys');
      const credentials = { username: 'Mover', password: 'secret-mover' };
      let server = await startServerProcess({ DATA_DIR: dataDir, BCRYPT_COST: '10', ...QUIET });
      try {
        for (const name of ['Mover', 'Stayer']) {
          const signup = await new HttpClient(server.url).post('/api/auth/signup', {
            username: name,
            email: `${name.toLowerCase()}@example.com`,
            password: `secret-${name.toLowerCase()}`,
          });
          expect(signup.status).toBe(201);
        }
      } finally {
        await server.stop();
      }

      target = await createTestDatabase('postgres');
      const moved = migrate(dataDir, target.location);
      expect(moved.status, moved.stdout + moved.stderr).toBe(0);
      const again = migrate(dataDir, target.location);
      expect(again.status).not.toBe(0);

      server = await startServerProcess({
        DATA_DIR: path.join(root, 'after'),
        DATABASE_URL: target.location,
        KEYS_DIR: keysDir,
        BCRYPT_COST: '10',
        ...QUIET,
      });
      try {
        const login = await new HttpClient(server.url).post('/api/auth/login', credentials);
        expect(login.status, JSON.stringify(login.body)).toBe(200);
      } finally {
        await server.stop();
      }
    },
    SLOW,
  );
});

describe('npm run migrate-store --to esdb://', () => {
  it(
    'names an EventStoreDB it cannot reach and exits 1 (the embedded store is only read)',
    () => {
      const result = migrate(path.join(root, 'to-esdb'), 'esdb://127.0.0.1:1?tls=false');
      expect(result.status, result.stderr).toBe(1);
      expect(result.stderr).toContain('Cannot reach EventStoreDB at 127.0.0.1:1');
      expect(result.stderr).not.toContain('    at ');
    },
    SLOW,
  );

  it('refuses a target that is neither postgres:// nor esdb://', () => {
    const result = migrate(path.join(root, 'to-nowhere'), 'mysql://somewhere/db');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Usage: npm run migrate-store -- --to postgres://');
  });
});
