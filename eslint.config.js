// One lint setup: TypeScript rules, React hooks rules and the dependency direction of
// ARCHITECTURE.md (domain imports only zod and itself; web never imports app, infra or models/;
// projections never import infra or web; app never imports infra or web), the server's module
// boundaries (a module reaches another only through its public entry), where the drivers and
// React may be imported, and the web app's zones: only the app layer (app.routes.tsx,
// src/web/shell) imports features, shared code imports no feature, and features do not import
// each other. tests/integration/lint-zones.test.ts lints a probe file against each rule.
//
// Two rules share the work: `import-x/no-restricted-paths` judges files (the import resolved to a
// path, so any number of `../` means the same), `@typescript-eslint/no-restricted-imports` judges
// package names (and can let type-only imports through). The latter is the core rule plus
// `allowTypeImports`; it is used for every layer so that one rule name holds all the options.
// A file's options for a rule come from the last block that sets it (options never merge), so
// each block below lists everything that holds for its files.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

const layer = (name) => [`**/${name}/**`, `@/${name}/**`];

/** A regex for these packages and their subpaths (`react` and `react/jsx-runtime`, not `react-x`). */
const packages = (...names) => `^(${names.join('|')})(/|$)`;

// ---- The web app's zones -------------------------------------------------------------------

const FEATURES = './src/web/features';
const features = fs
  .readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** import-x/no-restricted-paths zones: where an import may not come from, by resolved path. */
const webZones = [
  ...['components', 'hooks', 'lib', 'stores', 'content'].map((shared) => ({
    target: `./src/web/${shared}`,
    from: FEATURES,
    message: 'Shared web code imports no feature: only the app layer (routes, layouts) does.',
  })),
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message:
      'Features do not import each other: share through src/web/lib or compose in the app layer.',
  })),
  {
    target: './src/web',
    from: './models',
    message:
      'src/web never imports models/: the trained models are for the server (src/infra/story loads them).',
  },
];

// ---- The server's modules ------------------------------------------------------------------
//
// The modules are the imports of src/infra/modules/app-modules.ts (`from '../<dir>/<dir>.module'`),
// read here so that a module added there is a module here; there is no second list.
//
// A module's public entry, the only files another module may import from its folder:
//   - `<dir>.module.ts`: the module value and its services interface (`<Name>Services`, and its
//     `ModuleServices` entry). Other modules reach its use cases at run time through
//     `use('<name>')`, so at import time they mostly need its types.
//   - `<dir>.public.ts` (optional): what other modules may import without loading the module's
//     whole graph (its adapters, AI clients, routes): types, and small adapters over its own
//     tables that a module earlier in the order must construct itself (it cannot `use()` a later
//     module). Re-exports only; the files behind it stay private.
// Everything else in the folder (routes, schemas, read models, adapters, migrations) is private.
// Shared infra folders that are not modules (http, database, config, logging, modules,
// event-store, cli, reactors, ...) are not restricted by this rule, either way: the CLIs may
// open a module's parts directly, and a module may use the platform's folders.
//
// Not applied to src/app/<folder>: those folders do not map onto modules (the journeys module's
// use cases are in src/app/allowance and src/app/story; src/app/shared belongs to none), none has
// an entry file, and what they share is ports and pure functions (Clock and WaitForProjections in
// accounts.ports are used by five folders). A rule there would first need a barrel per folder and
// a home for the shared ports; the boundary that matters, modules meeting through services, is
// held here in src/infra, where the modules are composed.
const APP_MODULES = './src/infra/modules/app-modules.ts';
const modules = [
  ...fs
    .readFileSync(new URL(APP_MODULES, import.meta.url), 'utf8')
    .matchAll(/from '\.\.\/([\w-]+)\/\1\.module'/g),
].map((match) => match[1]);
if (modules.length === 0) {
  throw new Error(`eslint.config.js: found no "from '../<dir>/<dir>.module'" in ${APP_MODULES}`);
}

const moduleZones = modules
  .map((module) => ({
    target: modules.filter((other) => other !== module).map((other) => `./src/infra/${other}`),
    from: `./src/infra/${module}`,
    except: [`./${module}.module.ts`, `./${module}.public.ts`],
    message: `Modules meet through their public entry: import src/infra/${module}/${module}.module.ts (or ${module}.public.ts), not its other files.`,
  }))
  .filter((zone) => zone.target.length > 0);

// ---- The domain ----------------------------------------------------------------------------

/** The domain imports no file outside src/domain (packages are judged by name, below). */
const domainZone = (...alsoAllowed) => ({
  target: './src/domain',
  from: '.',
  except: ['./src/domain', './node_modules', ...alsoAllowed],
  message: 'src/domain is pure: it imports only zod and other src/domain files.',
});

/** Any package but these (relative and absolute paths are left to domainZone). */
const onlyPackages = (...names) => ({
  regex: `^(?![./])(?!${packages(...names).slice(1)})`,
  message: `src/domain is pure: it imports only ${names.join(', ')} and other src/domain files.`,
});

// ---- Drivers and React ---------------------------------------------------------------------

const DRIVERS = ['knex', 'pg', 'bcrypt', 'nodemailer', 'stripe', 'openai'];
const driversMessage =
  'knex, pg, bcrypt, nodemailer, stripe and openai belong to the adapters: import them only in src/infra.';
const drivers = { regex: packages(...DRIVERS), message: driversMessage };

const react = {
  regex: `${packages('react', 'react-dom')}|^@react-email/`,
  message:
    'React runs in the web client (src/web) and, for email, in src/infra/notifications/render only.',
};

/** Where the server renders email with React (@react-email): the one place outside src/web. */
const EMAIL_RENDER = 'src/infra/notifications/render/**';

const restrictedImports = (...patterns) => ['error', { patterns }];
const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

const pathZones = [
  ...webZones,
  {
    target: './src/projections',
    from: ['./src/infra', './src/web'],
    message:
      'src/projections turns events into read-model SQL: no imports from src/infra or src/web.',
  },
  ...moduleZones,
  domainZone(),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: { 'import-x/no-restricted-paths': restrictedPaths(pathZones) },
  },
  {
    // Domain tests may use the pure given/when/then helper for deciders (vitest and the domain).
    files: ['src/domain/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([
        domainZone('./tests/support/decider-spec.ts'),
      ]),
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-restricted-imports': restrictedImports(
        {
          group: [...layer('infra'), ...layer('app'), ...layer('projections')],
          message:
            'src/web talks to the server over HTTP only: no imports from src/infra, src/app or src/projections.',
        },
        drivers,
      ),
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports(onlyPackages('zod')) },
  },
  {
    files: ['src/domain/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports(
        onlyPackages('zod', 'vitest', 'fast-check'),
      ),
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports(
        {
          group: [...layer('infra'), ...layer('web')],
          message: 'src/app defines ports; adapters in src/infra implement them.',
        },
        // Not even types: a port names its own types, so the use cases never learn the driver.
        drivers,
        react,
      ),
    },
  },
  {
    files: ['src/projections/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports(
        // Projections write read-model SQL with knex (ARCHITECTURE.md): the runner hands each
        // projection a knex transaction, so its signature names the `Knex` type. Type-only imports
        // are erased (verbatimModuleSyntax), so a projection never loads knex, opens a connection
        // or picks a driver; those stay in src/infra. Any value import of knex is still an error.
        {
          regex: packages('knex'),
          allowTypeImports: true,
          message:
            'src/projections may import knex types only (`import type { Knex } from "knex"`): loading knex is for src/infra.',
        },
        { regex: packages(...DRIVERS.filter((name) => name !== 'knex')), message: driversMessage },
        react,
      ),
    },
  },
  {
    files: ['src/infra/**/*.{ts,tsx,js,mjs}'],
    ignores: [EMAIL_RENDER],
    rules: { '@typescript-eslint/no-restricted-imports': restrictedImports(react) },
  },
  {
    // JSX needs no import (the automatic runtime imports react/jsx-runtime), so it is barred by
    // syntax too: only the web client and the email renderer write it.
    files: ['src/**/*.tsx'],
    ignores: ['src/web/**', EMAIL_RENDER],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXElement, JSXFragment', message: react.message },
      ],
    },
  },
);
