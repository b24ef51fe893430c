// The import rules are only worth what they catch: each probe file below breaks one rule (or keeps
// it) and the lint config must say so. A rule that stopped firing would fail here.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import rules', () => {
  it('keeps features from importing each other', async () => {
    const found = await problems(
      'src/web/features/journey/probe.ts',
      "export { beginJourney } from '../landing/lib/begin-journey';\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-paths.*Features do not import each other/);
  });

  it('lets a feature import its own files and shared code', async () => {
    const found = await problems(
      'src/web/features/journey/probe.ts',
      "export { STORY_FORMATS } from './journey.constants';\nexport { cn } from '../../lib/cn';\n",
    );
    expect(found).toEqual([]);
  });

  it('keeps shared web code from importing a feature', async () => {
    const found = await problems(
      'src/web/components/probe.ts',
      "export { STORY_FORMATS } from '../features/journey/journey.constants';\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-paths.*Shared web code imports no feature/);
  });

  it('lets the app shell import features', async () => {
    const found = await problems(
      'src/web/shell/probe.ts',
      "export { STORY_FORMATS } from '../features/journey/journey.constants';\n",
    );
    expect(found).toEqual([]);
  });

  it('keeps projections away from infra and web', async () => {
    const found = await problems(
      'src/projections/probe.ts',
      "export { loadConfig } from '../infra/config/config';\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-paths.*src\/projections/);
  });

  it('keeps the web app away from the server layers, and the domain pure', async () => {
    const web = await problems(
      'src/web/lib/probe.ts',
      "export { loadConfig } from '../../infra/config/config';\n",
    );
    expect(web.join('\n')).toMatch(/no-restricted-imports.*HTTP only/);
    const domain = await problems(
      'src/domain/probe.ts',
      "export { readFileSync } from 'node:fs';\n",
    );
    expect(domain.join('\n')).toMatch(/no-restricted-imports.*pure/);
  });
});
