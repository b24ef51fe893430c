// Starts the real server as a child process (as npm start does, on PGlite in a temp DATA_DIR) and
// stops it with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/free-port';

export const SERVER_NODE_FLAGS = ['--max-semi-space-size=32'];

/** For tests about something else than the first mood's speed: the server skips loading the
 *  crisis readers and the speech workers at start (NODE_ENV=test does only that), which is
 *  seconds of CPU per start that a busy CI machine would take from the other tests. */
export const QUIET = { NODE_ENV: 'test' };

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

export async function startServerProcess(
  env: Record<string, string> = {},
  /** Write the server's output to this file instead of a pipe (benchmarks: a pipe that the busy
   *  benchmark process drains slowly would slow the server's logging, as no log file does). */
  options: { logFile?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  // With the same Node flags as `npm start` (package.json).
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/infra/main.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: options.logFile
        ? ['ignore', fs.openSync(options.logFile, 'a'), fs.openSync(options.logFile, 'a')]
        : ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`server did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    child,
    output: () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8') : output),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
