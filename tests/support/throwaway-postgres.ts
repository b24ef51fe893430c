// A PostgreSQL cluster of a test's own (scripts/test-postgres.sh), which the test may stop,
// start and restart on the same port without disturbing anyone else's server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/test-postgres.sh');

/** The newest Debian PostgreSQL bin directory, or undefined when the server is not installed. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions[versions.length - 1];
  return newest ? path.join(root, newest, 'bin') : undefined;
}

export interface ThrowawayPostgres {
  /** postgres://app@127.0.0.1:PORT/postgres (superuser `app`, trust auth). */
  url: string;
  /** Fast shutdown: open sessions are ended, as in a crash of the primary. */
  stop(): void;
  /** Starts again on the same port with the same settings. */
  start(): void;
  restart(): void;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
}

export function startThrowawayPostgres(): ThrowawayPostgres {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  // Under /tmp, not the repo: the postgres user must be able to enter every parent folder.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-pg-'));
  fs.chmodSync(dir, 0o755);
  const url = execFileSync('bash', [SCRIPT, 'start', dir], { encoding: 'utf8' }).trim();
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const pgCtl = (...args: string[]) => {
    const command = [path.join(bin, 'pg_ctl'), '-D', dataDir, '-w', ...args];
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', ...command], { stdio: 'ignore' });
    else execFileSync(command[0]!, command.slice(1), { stdio: 'ignore' });
  };
  // The same settings as scripts/test-postgres.sh, on the same port.
  const port = new URL(url).port;
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`;
  const logFile = path.join(dir, 'server.log');
  return {
    url,
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start: () => pgCtl('-l', logFile, '-o', options, 'start'),
    restart: () => pgCtl('-m', 'fast', '-l', logFile, 'restart'),
    destroy: () => {
      execFileSync('bash', [SCRIPT, 'stop', dir], { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
