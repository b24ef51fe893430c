import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadModelFile, MODELS_DIR, ModelFileError, writeModelFile } from './model-files';

const scratch: string[] = [];
function copyOfModels(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'models-'));
  scratch.push(dir);
  for (const name of ['manifest.json', 'feeling-model.json'])
    cpSync(path.join(MODELS_DIR, name), path.join(dir, name));
  return dir;
}
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('model files', () => {
  it('loads every committed model, each matching its manifest hash', () => {
    for (const name of ['crisis-model.json', 'crisis-examples.json', 'feeling-model.json'] as const)
      expect(loadModelFile<object>(name)).toBeTypeOf('object');
  });

  it('refuses a file whose bytes were changed, naming it', () => {
    const dir = copyOfModels();
    const file = path.join(dir, 'feeling-model.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"threshold"', '"threshold" '));
    expect(() => loadModelFile('feeling-model.json', dir)).toThrow(ModelFileError);
    expect(() => loadModelFile('feeling-model.json', dir)).toThrow(/models\/feeling-model\.json/);
  });

  it('refuses a file the manifest does not name', () => {
    const dir = copyOfModels();
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ files: {} }));
    expect(() => loadModelFile('feeling-model.json', dir)).toThrow(/not in models\/manifest\.json/);
  });

  it('records a retrained file in the manifest, so it loads again', () => {
    const dir = copyOfModels();
    writeModelFile('feeling-model.json', '{"retrained":true}\n', dir);
    expect(loadModelFile('feeling-model.json', dir)).toEqual({ retrained: true });
  });
});
