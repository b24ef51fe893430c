// The server as a process: bad settings stop start-up, DATA_DIR is locked, SIGTERM shuts down
// cleanly and releases the lock.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { QUIET, startServerProcess } from '../e2e/support/server-process';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-proc-'));
  dirs.push(dir);
  return dir;
}

describe('server process', () => {
  it('refuses to start with a bad setting and names it', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/infra/main.ts'], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('PORT: must be a number (got "abc")');
  }, 120_000);

  it('locks DATA_DIR, and releases it on SIGTERM with exit code 0', async () => {
    const dataDir = tempDir();
    const first = await startServerProcess({ DATA_DIR: dataDir, ...QUIET });
    try {
      const second = spawnSync(process.execPath, ['--import', 'tsx', 'src/infra/main.ts'], {
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 90_000,
      });
      expect(second.status).not.toBe(0);
      expect(second.stderr).toContain(`The data directory ${dataDir} is in use`);
    } finally {
      expect(await first.stop()).toBe(0);
    }
    expect(fs.existsSync(path.join(dataDir, 'lantern.lock'))).toBe(false);
    expect(first.output()).toContain('shutting down');

    // With the server stopped, npm run projections:rebuild may open DATA_DIR and replay the log.
    const rebuild = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/infra/cli/projections-rebuild.ts'],
      {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(rebuild.stderr).toBe('');
    expect(rebuild.stdout).toMatch(/^Rebuilt read models from \d+ events in \d+ ms\.$/m);
  }, 240_000);
});
