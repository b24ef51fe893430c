// Builds the web client when dist/web is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUTPUT = path.join(ROOT, 'dist/web/index.html');
const SOURCES = ['src/web', 'vite.config.ts', 'package.json', 'package-lock.json'];

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
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}
