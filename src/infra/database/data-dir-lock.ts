// PGlite has no lock between processes: two processes on one data directory lose data silently.
// The lock is a Unix socket bound in Linux's abstract namespace under a name derived from the
// directory: binding is atomic, and the kernel frees it the moment its process dies, so a crash
// leaves nothing stale to steal and two processes starting at once can never both win. The pid
// file beside it only names the holder in the refusal message. Elsewhere (macOS) an exclusive
// lock file is the best available.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use (lock held by pid ${pid}). ` +
        'Stop that process (for example the running server) or set DATA_DIR to another directory.',
    );
  }
}

export interface DataDirLock {
  release(): void;
}

const LOCK_FILE = 'lantern.lock';

function readPid(file: string): number {
  try {
    return Number(fs.readFileSync(file, 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  return process.platform === 'linux' ? lockWithSocket(dataDir) : lockWithFile(dataDir);
}

async function lockWithSocket(dataDir: string): Promise<DataDirLock> {
  const digest = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex');
  const server = net.createServer((socket) => socket.destroy());
  const file = path.join(dataDir, LOCK_FILE);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(`\0lantern-data-${digest.slice(0, 40)}`, () => resolve());
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new DataDirLockedError(dataDir, readPid(file));
    throw error;
  }
  server.unref();
  fs.writeFileSync(file, String(process.pid));
  return heldUntilExit(file, () => server.close());
}

/** The lock's release, run once: by the holder, or at the latest when the process exits. */
function heldUntilExit(file: string, also: () => void = () => {}): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
    also();
  };
  process.on('exit', release);
  return { release };
}

function lockWithFile(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return heldUntilExit(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = readPid(file);
      if (pid > 0 && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
