// One lint setup: TypeScript rules, React hooks rules and the dependency direction of
// ARCHITECTURE.md (domain imports only domain; web never imports app or infra).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const layer = (name) => [`**/${name}/**`, `@/${name}/**`];

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
