// Trained models and example sets are data, not code: they live in models/ at the repository root,
// each named in models/manifest.json with its SHA-256. A file whose bytes differ from the manifest
// (a partial copy, a hand edit, a retrain without its manifest) is refused when it loads, so the
// engines never run on weights nobody measured. Only the server reads them: src/web cannot import
// them (lint rule).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODELS_DIR = fileURLToPath(new URL('../../../models/', import.meta.url));
const MANIFEST = 'manifest.json';

export type ModelName =
  | 'crisis-model.json'
  | 'crisis-examples.json'
  | 'feeling-model.json'
  | 'mood-reader.json'
  | 'tier-model.json';

export class ModelFileError extends Error {
  override name = 'ModelFileError';
}

interface Manifest {
  files: Record<string, { sha256: string; bytes: number }>;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
}

/** Reads and parses a model file after checking its hash against the manifest. */
export function loadModelFile<T>(name: ModelName, dir = MODELS_DIR): T {
  const entry = readManifest(dir).files[name];
  if (!entry) throw new ModelFileError(`models/${name} is not in models/${MANIFEST}`);
  const bytes = readFileSync(path.join(dir, name));
  const actual = sha256(bytes);
  if (actual !== entry.sha256)
    throw new ModelFileError(
      `models/${name} does not match models/${MANIFEST} (sha256 ${actual}, expected ${entry.sha256}): ` +
        'restore it from git or retrain it with its npm script',
    );
  return JSON.parse(bytes.toString('utf8')) as T;
}

/** Writes a (re)trained model file and records its hash in the manifest (training scripts). */
export function writeModelFile(name: ModelName, text: string, dir = MODELS_DIR): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  const bytes = readFileSync(file);
  const manifest = readManifest(dir);
  manifest.files[name] = { sha256: sha256(bytes), bytes: bytes.length };
  const sorted = Object.fromEntries(
    Object.entries(manifest.files).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify({ files: sorted }, null, 2)}\n`);
  return file;
}
