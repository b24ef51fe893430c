// Issue 11: Ctrl+C in a terminal (SIGINT to the whole process group: npm, tsx and the server all get
// it, and the wrappers pass it on again) or a process-group SIGTERM must let in-flight requests
// finish before the server exits cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/server-process';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

async function startGroup(port: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lantern-signals-'));
  dirs.push(dataDir);
  const child = spawn('npx', ['tsx', 'src/infra/main.ts'], {
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
  return { pid: child.pid ?? 0, exited, output: () => output };
}

describe.each(['SIGINT', 'SIGTERM'] as const)('a process-group %s', (signal) => {
  it('finishes the request in flight, then stops cleanly', async () => {
    const port = await freePort();
    const server = await startGroup(port);
    // bcrypt at cost 15 keeps this sign-up in flight for a few seconds.
    const signUp = fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'Willow',
        email: 'willow@example.com',
        password: 'secret1',
      }),
    });
    // Long enough for a loaded machine to have read the request (a request not read yet is not in
    // flight, and an idle connection may be closed); bcrypt at cost 15 still has seconds to go.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    process.kill(-server.pid, signal);
    const response = await signUp;
    expect(response.status, server.output()).toBe(201);
    await server.exited;
    expect(server.output()).toContain('"msg":"shutting down"');
    expect(server.output()).toContain('"msg":"stopped"');
  }, 90_000);
});
