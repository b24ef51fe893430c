// Issue 11: Ctrl+C in a terminal (SIGINT to the whole process group: npm and the server both get
// it, and npm passes it on again) or a process-group SIGTERM must let in-flight requests finish
// before the server exits cleanly, also when the server is busy at that moment.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** `npm start`'s own command line (package.json), with the server's entry in place of the script
 *  that builds the client first. */
function startCommand(): string[] {
  const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
    scripts: { start: string };
  };
  return manifest.scripts.start.replace('scripts/start.ts', 'src/infra/main.ts').split(' ');
}

async function startGroup(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-signals-'));
  dirs.push(dataDir);
  const child = spawn('npm', ['exec', '--', ...startCommand()], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BCRYPT_COST: '15' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, like a terminal's foreground job
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The output pipe closes when the last process holding it (the server itself) has exited.
  const exited = new Promise<void>((resolve) => child.stdout.once('close', resolve));
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(output);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { group: child.pid ?? 0, exited, output: () => output };
}

/** The server: the node process of the group that started no node process itself. */
function serverPid(group: number): number {
  const processes = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,pgid=,comm='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([pid, ppid, pgid, comm]) => ({
      pid: Number(pid),
      ppid: Number(ppid),
      pgid: Number(pgid),
      comm,
    }))
    .filter((p) => p.pgid === group && p.comm === 'node');
  const leaves = processes.filter((p) => !processes.some((other) => other.ppid === p.pid));
  const [server, ...others] = leaves;
  if (!server || others.length > 0)
    throw new Error(`no single server in ${JSON.stringify(processes)}`);
  return server.pid;
}

describe.each(['SIGINT', 'SIGTERM'] as const)('a process-group %s', (signal) => {
  it('finishes the request in flight, then stops cleanly, even when it comes while the server is busy', async () => {
    const port = await freePort();
    const server = await startGroup(port);
    // bcrypt at cost 15 keeps this sign-up in flight for a few seconds.
    const body = JSON.stringify({
      username: 'Willow',
      email: 'willow@example.com',
      password: 'secret1',
    });
    const request = http.request(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    // Settles with the status, or the socket's error, so that the whole server log can be shown.
    const signUp = new Promise<number | string>((resolve) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', (error) => resolve(error.message));
    });
    await new Promise<void>((resolve) => request.end(body, resolve));
    // A health check sent after the whole sign-up was written comes back only after the server's
    // event loop has polled the sign-up's socket too, so the sign-up is in flight.
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
    // The signal comes while the server cannot answer it at once for half a second, as when a
    // busy event loop or a loaded machine holds it up. No wrapper may kill it meanwhile.
    const pid = serverPid(server.group);
    process.kill(pid, 'SIGSTOP');
    process.kill(-server.group, signal);
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(pid, 'SIGCONT');
    const status = await signUp;
    await server.exited;
    expect(status, server.output()).toBe(201);
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).toContain('"msg":"stopped"');
  }, 90_000);
});
