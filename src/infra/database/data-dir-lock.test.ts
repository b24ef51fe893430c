// Issue 11: after a crash left a stale lock behind, two servers started at once must never both
// get DATA_DIR (7 of 25 tries did before).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-lock-'));
  dirs.push(dir);
  return dir;
};
/** A pid that belonged to a process that has exited. */
const deadPid = async () => {
  const child = await run(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return child.stdout;
};

describe('the DATA_DIR lock', () => {
  it('refuses a second holder in the same machine and frees on release', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    first.release();
    (await lockDataDir(dir)).release();
  });

  it('gives a stale lock to exactly one of two processes starting at once', async () => {
    const child = path.resolve('tests/support/lock-child.ts');
    let doubleLocks = 0;
    for (let trial = 0; trial < 8; trial++) {
      const dir = tempDir();
      fs.writeFileSync(path.join(dir, 'lantern.lock'), await deadPid());
      const startAt = String(Date.now() + 1500);
      const results = await Promise.all(
        [0, 1].map(() => run(process.execPath, ['--import', 'tsx', child, dir, startAt])),
      );
      const locked = results.filter((r) => r.stdout.includes('locked')).length;
      expect(locked).toBeGreaterThanOrEqual(1);
      if (locked > 1) doubleLocks += 1;
    }
    expect(doubleLocks).toBe(0);
  }, 120_000);
});
