// One lint setup: TypeScript rules, React hooks rules and the dependency direction of
// ARCHITECTURE.md (domain imports only domain; web never imports app or infra; projections never
// import infra or web), and the web app's zones: only the app layer (app.routes.tsx, src/web/shell)
// imports features, shared code imports no feature, and features do not import each other.
import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (name) => [`**/${name}/**`, `@/${name}/**`];

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
    files: ['src/web/**/*.{ts,tsx}', 'src/projections/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            {
              target: './src/projections',
              from: ['./src/infra', './src/web'],
              message:
                'src/projections turns events into read-model SQL: no imports from src/infra or src/web.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layer('infra'), ...layer('app'), ...layer('projections')],
              message:
                'src/web talks to the server over HTTP only: no imports from src/infra, src/app or src/projections.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layer('infra'), ...layer('app'), ...layer('projections'), ...layer('web')],
              message: 'src/domain is pure: it imports nothing outside src/domain.',
            },
            {
              group: [
                'node:*',
                'knex',
                'pg',
                'koa',
                '@koa/*',
                'pino',
                'openai',
                'stripe',
                'nodemailer',
                '@electric-sql/*',
                '@eventstore/*',
                'react',
                'react-dom',
              ],
              message: 'src/domain is pure: no I/O or framework imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...layer('infra'), ...layer('web')],
              message: 'src/app defines ports; adapters in src/infra implement them.',
            },
          ],
        },
      ],
    },
  },
);
