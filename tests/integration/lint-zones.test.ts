// The import rules are only worth what they catch: each probe file below breaks one rule (or keeps
// it) and the lint config must say so. A rule that stopped firing would fail here.
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

/** The modules, as eslint.config.js reads them: the imports of app-modules.ts. */
const modules = [
  ...fs
    .readFileSync(path.join(ROOT, 'src/infra/modules/app-modules.ts'), 'utf8')
    .matchAll(/from '\.\.\/([\w-]+)\/\1\.module'/g),
].map((match) => match[1]!);

/** A file of the module's folder that is not its public entry. */
function privateFileOf(module: string): string | undefined {
  return fs
    .readdirSync(path.join(ROOT, 'src/infra', module))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .find((file) => !/\.(module|public)\.ts$/.test(file));
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

  it('lets a module reach another only through its public entry', async () => {
    expect(modules).toEqual(expect.arrayContaining(['accounts', 'billing', 'journeys', 'story']));
    for (const module of modules) {
      const file = privateFileOf(module);
      if (!file) continue;
      const other = modules.find((name) => name !== module)!;
      const specifier = `../${module}/${file.replace(/\.tsx?$/, '')}`;
      const found = await problems(
        `src/infra/${other}/probe.ts`,
        `export * from '${specifier}';\n`,
      );
      expect(found.join('\n'), `${other} -> ${specifier}`).toMatch(
        /no-restricted-paths.*through their public entry/,
      );
    }
    const entry = await problems(
      'src/infra/accounts/probe.ts',
      "export { billingModule } from '../billing/billing.module';\n",
    );
    expect(entry).toEqual([]);
    const own = await problems(
      'src/infra/billing/probe.ts',
      "export { KnexBillingReadModel } from './billing-read-model';\n",
    );
    expect(own).toEqual([]);
  });

  it('leaves the shared infra folders free to use the files of a module', async () => {
    const found = await problems(
      'src/infra/cli/probe.ts',
      "export { rotateKeys } from '../accounts/key-rotation';\n",
    );
    expect(found).toEqual([]);
  });

  it('keeps the domain to zod and itself (and vitest, fast-check and deciderSpec in tests)', async () => {
    const allowed = await problems(
      'src/domain/probe.ts',
      "export { z } from 'zod';\nexport { fold } from './shared/decider';\n",
    );
    expect(allowed).toEqual([]);
    for (const code of [
      "export { describe } from 'vitest';\n",
      "export { default as nlp } from 'compromise';\n",
    ]) {
      const found = await problems('src/domain/probe.ts', code);
      expect(found.join('\n'), code).toMatch(/no-restricted-imports.*only zod/);
    }
    const outside = await problems(
      'src/domain/probe.ts',
      "export { deciderSpec } from '../../tests/support/decider-spec';\n",
    );
    expect(outside.join('\n')).toMatch(/no-restricted-paths.*src\/domain is pure/);
    const test = await problems(
      'src/domain/probe.test.ts',
      "export { describe } from 'vitest';\nexport { default as fc } from 'fast-check';\n" +
        "export { deciderSpec } from '../../tests/support/decider-spec';\n",
    );
    expect(test).toEqual([]);
    const testOutside = await problems(
      'src/domain/probe.test.ts',
      "export { openDatabase } from '../../tests/support/test-database';\nexport { default as knex } from 'knex';\n",
    );
    expect(testOutside.join('\n')).toMatch(/no-restricted-paths.*src\/domain is pure/);
    expect(testOutside.join('\n')).toMatch(/no-restricted-imports.*only zod, vitest, fast-check/);
  });

  it('keeps the drivers in src/infra (projections may name knex types)', async () => {
    for (const [file, code] of [
      [
        'src/app/probe.ts',
        "import type { Knex } from 'knex';\nexport type Tx = Knex.Transaction;\n",
      ],
      ['src/app/probe.ts', "export { default as bcrypt } from 'bcrypt';\n"],
      ['src/projections/probe.ts', "export { default as knex } from 'knex';\n"],
      ['src/projections/probe.ts', "export { default as pg } from 'pg';\n"],
      ['src/web/lib/probe.ts', "export { default as OpenAI } from 'openai';\n"],
    ] as const) {
      const found = await problems(file, code);
      expect(found.join('\n'), `${file}: ${code}`).toMatch(/no-restricted-imports.*src\/infra/);
    }
    const types = await problems(
      'src/projections/probe.ts',
      "import type { Knex } from 'knex';\nexport type Tx = Knex.Transaction;\n",
    );
    expect(types).toEqual([]);
    const infra = await problems(
      'src/infra/database/probe.ts',
      "export { default as knex } from 'knex';\nexport { default as Stripe } from 'stripe';\n",
    );
    expect(infra).toEqual([]);
  });

  it('keeps React in the web client and the email renderer', async () => {
    for (const [file, code] of [
      ['src/app/notifications/templates/probe.ts', "export { useState } from 'react';\n"],
      ['src/infra/notifications/probe.ts', "export { render } from '@react-email/render';\n"],
      ['src/projections/probe.ts', "export { createRoot } from 'react-dom/client';\n"],
      ['src/domain/probe.ts', "export { useState } from 'react';\n"],
    ] as const) {
      const found = await problems(file, code);
      expect(found.join('\n'), `${file}: ${code}`).toMatch(/no-restricted-imports/);
    }
    const jsx = await problems('src/app/probe.tsx', 'export const hello = <p>Hello</p>;\n');
    expect(jsx.join('\n')).toMatch(/no-restricted-syntax.*React runs in the web client/);
    const render = await problems(
      'src/infra/notifications/render/probe.tsx',
      "import { Text } from '@react-email/components';\nexport const hello = <Text>Hello</Text>;\n",
    );
    expect(render).toEqual([]);
    const web = await problems('src/web/lib/probe.ts', "export { useState } from 'react';\n");
    expect(web).toEqual([]);
  });

  it('keeps the trained models out of the web client', async () => {
    const found = await problems(
      'src/web/lib/probe.ts',
      "export { default as manifest } from '../../../models/manifest.json';\n",
    );
    expect(found.join('\n')).toMatch(/no-restricted-paths.*never imports models/);
  });
});
