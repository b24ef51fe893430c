// Builds the web client when dist/web is missing or older than its sources. The build runs in its
// own process: vite sets NODE_ENV=production in the process it runs in, and the server that
// starts next must read the person's settings, not the build's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'dist/web/index.html');
// src/domain too: the client imports its shared contracts (formats, hero messages, ...).
const SOURCES = ['src/web', 'src/domain', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale(): boolean {
  const built = fs.statSync(OUTPUT, { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built.mtimeMs);
}

export async function buildWebIfStale(): Promise<void> {
  if (!webBuildIsStale()) return;
  process.stdout.write('Building the web client (first start or sources changed)...\n');
  const vite = path.join(ROOT, 'node_modules/vite/bin/vite.js');
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: ROOT,
    // Always the production build, whatever NODE_ENV the caller runs with (a test runner sets
    // "test", and a NODE_ENV other than production makes Vite bundle React's development build).
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`The web client build failed (exit code ${code}).`);
}
